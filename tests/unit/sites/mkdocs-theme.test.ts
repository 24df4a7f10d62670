// The look of an MkDocs site as docsgen's `theme`: extra_css (files of the docs folder, no longer warned), Material's
// palette (one entry or the toggle's list, names → Material's own link colours, accent → hover, `custom` → the
// variables extra_css sets) and fonts.
import { describe, expect, it } from 'vitest';
import { readSite } from '../../../cli/sites/read-site.js';
import { tempSite } from '../support/temp-site.js';
import { readSiteConfig } from './site-config-reading.js';

const site = (yml: string, files: Record<string, string> = {}) =>
  tempSite({ 'mkdocs.yml': `site_name: T\n${yml}`, 'docs/index.md': '# Home\n', ...files });

describe('the MkDocs theme', () => {
  it("reads Material's palette list: the default scheme's colours, slate's, the accents as hover colours", async () => {
    const root = site(
      [
        'theme:',
        '  name: material',
        '  palette:',
        '    - media: "(prefers-color-scheme)"',
        '      toggle: { icon: material/link }',
        '    - scheme: default',
        '      primary: Deep Purple',
        '      accent: amber',
        '    - scheme: slate',
        '      primary: black',
        '      accent: light blue',
        '  font:',
        '    text: Inter',
        '    code: JetBrains Mono',
      ].join('\n'),
    );
    const { config, warnings } = await readSiteConfig(root);
    expect(config.theme).toEqual({
      colors: { brand: '#7e56c2', brandDark: '#5e8bde', hover: '#ffaa00', hoverDark: '#0091eb' },
      fonts: {
        text: '"Inter", -apple-system, BlinkMacSystemFont, Helvetica, Arial, sans-serif',
        code: '"JetBrains Mono", SFMono-Regular, Consolas, Menlo, monospace',
      },
    });
    expect(warnings).toEqual([]);
  });

  it("reads a single palette entry, and is Material's indigo without one (the hover derived when no accent is named); font: false is the system's", async () => {
    const one = site('theme:\n  name: material\n  palette:\n    primary: teal\n  font: false\n');
    expect((await readSiteConfig(one)).config.theme).toEqual({ colors: { brand: '#009485' } });
    const none = site('theme: material\n');
    expect((await readSiteConfig(none)).config.theme).toEqual({ colors: { brand: '#4051b5' } });
  });

  it('loads extra_css from the docs folder, no longer warned; a URL or a missing file is', async () => {
    const root = site(
      'theme: mkdocs\nextra_css:\n  - css/extra.css\n  - https://cdn.example/x.css\n  - css/none.css\nextra_javascript:\n  - js/x.js\n',
      { 'docs/css/extra.css': 'a { color: red; }' },
    );
    const { config, warnings } = await readSiteConfig(root);
    expect(config.theme).toEqual({ css: ['docs/css/extra.css'] });
    expect(warnings.map((warning) => `${warning.code} ${/^`[^`]+`/.exec(warning.message)?.[0]}`)).toEqual([
      'site-field-unsupported `extra_css[1]`',
      'site-field-unread `extra_css[2]`',
      'site-field-unread `extra_javascript[0]`',
    ]);
  });

  it('reads custom colours and fonts from the variables extra_css sets', async () => {
    const root = site(
      [
        'docs_dir: src',
        'theme:',
        '  name: material',
        '  palette:',
        '    - scheme: default',
        '      primary: custom',
        '      accent: custom',
        '    - scheme: slate',
        '      primary: custom',
        '      accent: custom',
        'extra_css: [stylesheets/extra.css]',
      ].join('\n'),
      {
        'src/index.md': '# Home\n',
        'src/stylesheets/extra.css': [
          ':root > * { --md-primary-fg-color: #ee0f0f; --md-accent-fg-color: #aa0000; }',
          ':root { --md-code-font: "Fira Code", monospace; }',
          '[data-md-color-scheme="slate"] { --md-primary-fg-color: #ff8080; }',
        ].join('\n'),
      },
    );
    const { config, warnings } = await readSiteConfig(root);
    expect(config.theme).toEqual({
      colors: { brand: '#ee0f0f', brandDark: '#ff8080', hover: '#aa0000', hoverDark: '#aa0000' },
      fonts: { code: '"Fira Code", monospace, SFMono-Regular, Consolas, Menlo, monospace' },
      css: ['src/stylesheets/extra.css'],
    });
    expect(warnings).toEqual([]);
  });

  it('warns of a colour Material does not have, and passes the config check', async () => {
    const root = site('theme:\n  name: material\n  palette:\n    primary: mauve\n');
    const { config, warnings } = await readSiteConfig(root);
    // The accent is Material's indigo still; without a brand colour it is no theme of its own.
    expect(config.theme).toBeUndefined();
    expect(warnings.map((warning) => warning.message)).toEqual([
      '`theme.palette.primary`: Material has no colour "mauve": docsgen\'s colours are used',
    ]);
    await readSite(root);
  });
});

describe("a brought site's brand colours checked", () => {
  it('warns of a named accent too pale to read in mkdocs.yml, where it was written, and of nothing for the default palette', async () => {
    const amber = await readSite(site('theme:\n  name: material\n  palette:\n    primary: teal\n    accent: amber\n'));
    const warnings = amber.theme?.warnings ?? [];
    expect(warnings.map((warning) => warning.message).join('\n')).toMatch(/theme\.colors\.hover #ffaa00/);
    expect(new Set(warnings.map((warning) => `${warning.code} ${warning.file}`))).toEqual(new Set(['brand-contrast mkdocs.yml']));
    expect((await readSite(site('theme: material\n'))).theme?.warnings).toBeUndefined();
  });
});
