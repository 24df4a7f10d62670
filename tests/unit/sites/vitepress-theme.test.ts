// The look of a VitePress site as docsgen's `theme`: the stylesheets its theme's index imports (read as text, never
// run), their `--vp-c-brand-1` / `--vp-c-brand` (0.x) in `:root` and `.dark`, `--vp-c-brand-2` as hover, the fonts;
// `themeConfig.logo.dark` as the dark logo.
import { describe, expect, it } from 'vitest';
import { readSite } from '../../../cli/sites/read-site.js';
import { tempSite } from '../support/temp-site.js';
import { readSiteConfig } from './site-config-reading.js';

const CONFIG = "export default { title: 'T', themeConfig: { logo: { light: '/logo.svg', dark: '/logo-dark.svg' } } };\n";

describe('the VitePress theme', () => {
  it.each([['index.ts'], ['index.js'], ['index.mts'], ['index.mjs']])(
    'reads the stylesheets .vitepress/theme/%s imports, in order, and their brand colours and fonts',
    async (entry) => {
      const root = tempSite({
        'docs/.vitepress/config.mts': CONFIG,
        'docs/index.md': '# Home\n',
        'docs/public/logo.svg': '<svg/>',
        'docs/public/logo-dark.svg': '<svg/>',
        [`docs/.vitepress/theme/${entry}`]: [
          "import DefaultTheme from 'vitepress/theme'",
          '// import "./old.css"',
          "import './vars.css'",
          "/* import './older.css' */",
          "import styles from '../shared/more.css';",
          'export default DefaultTheme',
        ].join('\n'),
        'docs/.vitepress/theme/vars.css': [
          ':root {',
          '  --vp-c-brand-1: #3451b2;',
          '  --vp-c-brand-2: #3a5ccc;',
          '  --vp-font-family-base: "Inter", sans-serif;',
          '}',
          '.dark { --vp-c-brand-1: #a8b1ff; --vp-c-brand-2: #5c73e7; }',
        ].join('\n'),
        'docs/.vitepress/shared/more.css': ':root { --vp-font-family-mono: "Fira Code", monospace; }',
      });
      const { config, warnings } = await readSiteConfig(root);
      expect(config.theme).toEqual({
        colors: { brand: '#3451b2', brandDark: '#a8b1ff', hover: '#3a5ccc', hoverDark: '#5c73e7' },
        fonts: { text: '"Inter", sans-serif', code: '"Fira Code", monospace' },
        css: ['docs/.vitepress/theme/vars.css', 'docs/.vitepress/shared/more.css'],
      });
      expect(config.logo).toEqual({ src: 'logo.svg', srcDark: 'logo-dark.svg', alt: 'T' });
      expect(warnings).toEqual([]);
    },
  );

  it("reads VitePress 0.x's --vp-c-brand; warns of a virtual module and a package that is not installed", async () => {
    const root = tempSite({
      '.vitepress/config.js': "export default { title: 'T' };\n",
      'index.md': '# Home\n',
      '.vitepress/theme/index.js': "import 'virtual:group-icons.css'\nimport 'not-installed/style.css'\nimport './custom.css'\n",
      '.vitepress/theme/custom.css': ':root { --vp-c-brand: #646cff; }\nhtml.dark { --vp-c-brand: #747bff; }',
    });
    const { config, warnings } = await readSiteConfig(root);
    expect(config.theme).toEqual({ colors: { brand: '#646cff', brandDark: '#747bff' }, css: ['.vitepress/theme/custom.css'] });
    expect(warnings.map((warning) => `${warning.code} ${warning.file}: ${/^`[^`]+`/.exec(warning.message)?.[0]}`)).toEqual([
      "site-field-unread .vitepress/theme/index.js: `import 'virtual:group-icons.css'`",
      "site-field-unread .vitepress/theme/index.js: `import 'not-installed/style.css'`",
    ]);
    await readSite(root);
  });

  it('takes the stylesheet of a package installed in the site', async () => {
    const root = tempSite({
      '.vitepress/config.js': "export default { title: 'T' };\n",
      'index.md': '# Home\n',
      '.vitepress/theme/index.js': "import 'some-theme/style.css'\n",
      'node_modules/some-theme/package.json': '{ "name": "some-theme", "version": "1.0.0" }',
      'node_modules/some-theme/style.css': ':root { --vp-c-brand-1: #10b981; }',
    });
    expect((await readSiteConfig(root)).config.theme).toEqual({
      colors: { brand: '#10b981' },
      css: ['node_modules/some-theme/style.css'],
    });
  });

  it('gives no theme without a theme folder', async () => {
    const root = tempSite({ '.vitepress/config.js': "export default { title: 'T' };\n", 'index.md': '# Home\n' });
    expect((await readSiteConfig(root)).config.theme).toBeUndefined();
  });
});
