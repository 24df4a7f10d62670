// The look of a Docusaurus site as docsgen's `theme`: the classic theme's customCss files (loaded after docsgen's),
// the Infima brand colour of the light rule and of each way the dark rule is written, the fonts and radius; the
// navbar's dark logo. React pages keep linking customCss as before.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSite } from '../../../cli/sites/read-site.js';
import { tempSite } from '../support/temp-site.js';
import { readSiteConfig } from './site-config-reading.js';

const config = (body: string): string => `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', ${body} };\n`;
const classic = (theme: string, navbar = ''): string =>
  config(`presets: [['classic', { theme: ${theme} }]], themeConfig: { navbar: { ${navbar} } }`);

describe('the Docusaurus theme', () => {
  it.each([["html[data-theme='dark']"], [":root[data-theme='dark']"], ['[data-theme="dark"]']])(
    'reads --ifm-color-primary of :root and of %s, the fonts and the radius',
    async (dark) => {
      const root = tempSite({
        'docusaurus.config.js': classic("{ customCss: ['./src/css/custom.css', require.resolve('./src/css/more.css')] }"),
        'docs/intro.md': '# Intro\n',
        'src/css/custom.css': [
          '/* Infima */',
          ':root {',
          '  --ifm-color-primary: #764abc;',
          '  --ifm-color-primary-dark: #6a43a9;',
          '  --ifm-font-family-base: "Inter", system-ui, sans-serif;',
          '  --ifm-global-radius: 0.4rem;',
          '}',
          `${dark} { --ifm-color-primary: #ba8fff; }`,
          `${dark} .hero { --ifm-color-primary: #000000; }`,
        ].join('\n'),
        'src/css/more.css': ':root { --ifm-font-family-monospace: "Fira Code", monospace; }',
      });
      const { config: read, warnings } = await readSiteConfig(root);
      expect(read.theme).toEqual({
        colors: { brand: '#764abc', brandDark: '#ba8fff' },
        fonts: { text: '"Inter", system-ui, sans-serif', code: '"Fira Code", monospace' },
        radius: '0.4rem',
        css: ['src/css/custom.css', 'src/css/more.css'],
      });
      expect(warnings).toEqual([]);
    },
  );

  it('gives the files alone when they set no Infima variable, and no theme without customCss', async () => {
    const plain = tempSite({
      'docusaurus.config.js': classic("{ customCss: './src/css/custom.css' }"),
      'docs/intro.md': '# Intro\n',
      'src/css/custom.css': '.hero { color: red; }',
    });
    expect((await readSiteConfig(plain)).config.theme).toEqual({ css: ['src/css/custom.css'] });
    const none = tempSite({ 'docusaurus.config.js': config(''), 'docs/intro.md': '# Intro\n' });
    expect((await readSiteConfig(none)).config.theme).toBeUndefined();
  });

  it('warns of a colour it cannot read and of an unresolved var(), and keeps the rest', async () => {
    const root = tempSite({
      'docusaurus.config.js': classic("{ customCss: './src/css/custom.css' }"),
      'docs/intro.md': '# Intro\n',
      'src/css/custom.css': ':root {\n  --ifm-color-primary: var(--brand);\n  --ifm-global-radius: calc(2px + 1px);\n}\n',
    });
    const { config: read, warnings } = await readSiteConfig(root);
    expect(read.theme).toEqual({ css: ['src/css/custom.css'] });
    expect(warnings.map((warning) => `${warning.code} ${warning.file}:${warning.line}`)).toEqual([
      'site-field-unread src/css/custom.css:2',
      'site-field-unsupported src/css/custom.css:3',
    ]);
  });

  it('reads the dark logo from the static folder; one that is not there is warned', async () => {
    const files = { 'docs/intro.md': '# Intro\n', 'static/img/logo.svg': '<svg/>', 'static/img/logo-dark.svg': '<svg/>' };
    const root = tempSite({
      ...files,
      'docusaurus.config.js': classic('{}', "logo: { src: 'img/logo.svg', srcDark: '/img/logo-dark.svg', alt: 'L' }"),
    });
    expect((await readSiteConfig(root)).config.logo).toEqual({ src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', alt: 'L' });
    const missing = tempSite({
      ...files,
      'docusaurus.config.js': classic('{}', "logo: { src: 'img/logo.svg', srcDark: 'img/none.svg' }"),
    });
    const read = await readSiteConfig(missing);
    expect(read.config.logo).toEqual({ src: 'img/logo.svg' });
    expect(read.warnings.map((warning) => warning.message)).toEqual([
      '`themeConfig.navbar.logo.srcDark` is "img/none.svg": it is not a file of static/: dark mode shows the light logo',
    ]);
  });

  it('passes the config check, and React pages still link customCss', async () => {
    const root = tempSite({
      'docusaurus.config.js': classic("{ customCss: './src/css/custom.css' }"),
      'docs/intro.md': '# Intro\n',
      'src/pages/index.js': '',
      'src/css/custom.css': ":root { --ifm-color-primary: #10910e; }\n[data-theme='dark'] { --ifm-color-primary: #18df16; }",
    });
    const resolved = await readSite(root);
    expect(resolved.pages?.css).toEqual([path.join(root, 'src/css/custom.css')]);
  });
});
