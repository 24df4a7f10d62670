// The look of a Starlight site as docsgen's `theme`: `customCss` (the project's files, a package's stylesheet when the
// site has it installed), `--sl-color-accent` of the light rule and `--sl-color-accent-high` of `:root` (Starlight's
// dark mode), the fonts and content width; `logo.dark` as the dark logo.
import { describe, expect, it } from 'vitest';
import { readSite } from '../../../cli/sites/read-site.js';
import { tempSite } from '../support/temp-site.js';
import { readSiteConfig } from './site-config-reading.js';

const config = (options: string): string =>
  `import starlight from '@astrojs/starlight';\nexport default { integrations: [starlight({ title: 'T', ${options} })] };\n`;

describe('the Starlight theme', () => {
  it("reads customCss: the light accent, :root's accent-high, the fonts and content width", async () => {
    const root = tempSite({
      'astro.config.mjs': config("customCss: ['./src/styles/custom.css', '@fontsource/inter', 'missing-font/400.css']"),
      'src/content/docs/index.md': '---\ntitle: Home\n---\n',
      'src/styles/custom.css': [
        '/* Dark mode colors. */',
        ':root {',
        '  --sl-color-accent-low: #131e4f;',
        '  --sl-color-accent: #3447ff;',
        '  --sl-color-accent-high: #b3c7ff;',
        "  --sl-font: 'Inter', sans-serif;",
        '  --sl-content-width: 50rem;',
        '}',
        '/* Light mode colors. */',
        ":root[data-theme='light'] {",
        '  --sl-color-accent: #3447ff;',
        '  --sl-color-accent-high: #182775;',
        '}',
      ].join('\n'),
      'node_modules/@fontsource/inter/package.json': '{ "name": "@fontsource/inter", "version": "5.0.0", "main": "index.css" }',
      'node_modules/@fontsource/inter/index.css': "@font-face { font-family: 'Inter'; src: url(./files/inter.woff2); }",
    });
    const { config: read, warnings } = await readSiteConfig(root);
    expect(read.theme).toEqual({
      colors: { brand: '#3447ff', brandDark: '#b3c7ff' },
      fonts: { text: "'Inter', sans-serif" },
      contentWidth: '50rem',
      css: ['src/styles/custom.css', 'node_modules/@fontsource/inter/index.css'],
    });
    expect(warnings.map((warning) => `${warning.code} ${warning.message}`)).toEqual([
      'site-field-unread `customCss[2]` is "missing-font/400.css": the package is not installed in the site: it is not loaded',
    ]);
  });

  it('reads the dark logo from public/; one outside it is warned, and the site passes the config check', async () => {
    const files = {
      'src/content/docs/index.md': '---\ntitle: Home\n---\n',
      'public/logo-light.svg': '<svg/>',
      'public/logo-dark.svg': '<svg/>',
    };
    const both = tempSite({
      ...files,
      'astro.config.mjs': config("logo: { light: './public/logo-light.svg', dark: './public/logo-dark.svg' }"),
    });
    expect((await readSiteConfig(both)).config.logo).toEqual({ src: 'logo-light.svg', srcDark: 'logo-dark.svg' });
    await readSite(both);
    const outside = tempSite({
      ...files,
      'src/assets/dark.svg': '<svg/>',
      'astro.config.mjs': config("logo: { light: './public/logo-light.svg', dark: './src/assets/dark.svg' }"),
    });
    const read = await readSiteConfig(outside);
    expect(read.config.logo).toEqual({ src: 'logo-light.svg' });
    expect(read.warnings.map((warning) => warning.message)).toEqual([
      '`logo.dark`: the dark logo "./src/assets/dark.svg" is not in the static folder (public/): dark mode shows the light one',
    ]);
  });
});
