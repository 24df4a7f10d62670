// Reading another generator's design tokens from its stylesheets (cli/sites/css-variables.ts): the light and dark
// rules as each generator writes them, comments, selector lists, nesting, `@media (prefers-color-scheme: dark)`,
// rules that are not the page's, and `var()` resolved one level or warned.
import { describe, expect, it } from 'vitest';
import { type CssValue, readCssVariables } from '../../../cli/sites/css-variables.js';
import { tempSite } from '../support/temp-site.js';

const DOCUSAURUS = { light: [':root'], dark: ["[data-theme='dark']", "html[data-theme='dark']", ":root[data-theme='dark']"] };

const values = (map: Record<string, CssValue>): Record<string, string> =>
  Object.fromEntries(Object.entries(map).map(([name, entry]) => [name, entry.value]));

function read(css: Record<string, string>, selectors = DOCUSAURUS, names: string[] = []) {
  const root = tempSite(css);
  return readCssVariables(Object.keys(css), root, selectors, names);
}

describe('readCssVariables', () => {
  it("reads the light rule and each way Docusaurus's dark rule is written, quotes or none", () => {
    const result = read({
      'a.css': `:root { --ifm-color-primary: #764abc; }\n:root[data-theme='dark'] { --ifm-color-primary: #ba8fff; }\n`,
      'b.css': `html[data-theme="dark"] { --ifm-font-family-base: Inter, sans-serif; }\n[data-theme=dark] { --ifm-global-radius: 4px; }\n`,
    });
    expect(values(result.light)).toEqual({ '--ifm-color-primary': '#764abc' });
    expect(values(result.dark)).toEqual({
      '--ifm-color-primary': '#ba8fff',
      '--ifm-font-family-base': 'Inter, sans-serif',
      '--ifm-global-radius': '4px',
    });
    expect(result.dark['--ifm-color-primary']).toMatchObject({ file: 'a.css', line: 2 });
  });

  it('skips comments, rules of one element, other media queries, and lets a later file win', () => {
    const result = read({
      'a.css': [
        '/* :root { --ifm-color-primary: red; } */',
        ':root {',
        '  /* the brand */ --ifm-color-primary: #111111; /* --ifm-color-primary: blue; */',
        '}',
        ":root[data-theme='dark'] .hero { --ifm-color-primary: #222222; }",
        '.navbar, :root { --ifm-global-radius: 2px; }',
        '@media (min-width: 997px) { :root { --ifm-color-primary: #333333; } }',
      ].join('\n'),
      'b.css': ':root { --ifm-color-primary: #444444; }',
    });
    expect(values(result.light)).toEqual({ '--ifm-color-primary': '#444444', '--ifm-global-radius': '2px' });
    expect(values(result.dark)).toEqual({});
  });

  it('reads a dark colour-scheme media query as dark mode, and nested rules under the page rule', () => {
    const result = read(
      {
        'a.css': [
          ':root { --vp-c-brand-1: #111111; &.dark { --vp-c-brand-1: #eeeeee; } }',
          '@media (prefers-color-scheme: dark) { :root { --vp-font-family-base: Dark; } }',
          ':root { .x { --vp-c-brand-2: #999999; } }',
        ].join('\n'),
      },
      { light: [':root'], dark: ['.dark', ':root.dark'] },
    );
    expect(values(result.light)).toEqual({ '--vp-c-brand-1': '#111111' });
    expect(values(result.dark)).toEqual({ '--vp-c-brand-1': '#eeeeee', '--vp-font-family-base': 'Dark' });
  });

  it('resolves var() one level in the same files, dark mode falling back on the light rules', () => {
    const result = read({
      'a.css': ':root { --purple: 255, 60%, 60%; --brand: #764abc; }',
      'b.css': [
        ':root { --ifm-color-primary: var(--brand); --x: hsl(var(--purple)); --y: var(--none, #123456); }',
        "[data-theme='dark'] { --ifm-color-primary: var(--brand); }",
      ].join('\n'),
    });
    expect(values(result.light)).toMatchObject({ '--ifm-color-primary': '#764abc', '--x': 'hsl(255, 60%, 60%)', '--y': '#123456' });
    expect(values(result.dark)).toEqual({ '--ifm-color-primary': '#764abc' });
  });

  it('leaves out a var() it cannot resolve, warned when the reader takes that variable', () => {
    const result = read(
      {
        'a.css': ':root {\n  --a: var(--b);\n  --b: var(--c);\n  --ifm-color-primary: var(--missing);\n}\n',
      },
      DOCUSAURUS,
      ['--ifm-color-primary'],
    );
    expect(values(result.light)).toEqual({});
    expect(result.warnings).toEqual([
      {
        code: 'site-field-unread',
        file: 'a.css',
        line: 4,
        message:
          '`--ifm-color-primary` is "var(--missing)", and --missing is not set to a plain value in the site\'s stylesheets: docsgen\'s own is used',
      },
    ]);
  });

  it('warns of a stylesheet that does not parse, and reads the others', () => {
    const result = read({ 'bad.css': ':root { --a: 1;\n', 'good.css': ':root { --ifm-color-primary: #764abc; }' });
    expect(values(result.light)).toEqual({ '--ifm-color-primary': '#764abc' });
    expect(result.warnings).toEqual([expect.objectContaining({ code: 'site-field-unread', file: 'bad.css', line: 1 })]);
  });

  it("reads Starlight's modes: `:root` is dark, `[data-theme='light']` light", () => {
    const result = read(
      {
        'a.css': ':root { --sl-color-accent-high: #b3c7ff; --sl-font: Inter; }\n:root[data-theme="light"] { --sl-color-accent: #3447ff; }',
      },
      { light: ["[data-theme='light']", ":root[data-theme='light']"], dark: [':root'] },
    );
    expect(values(result.light)).toEqual({ '--sl-color-accent': '#3447ff' });
    expect(values(result.dark)).toEqual({ '--sl-color-accent-high': '#b3c7ff', '--sl-font': 'Inter' });
  });
});
