// Sass stylesheets where docsgen bundles a site's styles (cli/bundle/sass-stylesheets.ts): a Docusaurus site with
// docusaurus-plugin-sass lists `.scss` files in `customCss` (facebook/react-native-website does), which failed the
// build ("No loader is configured for .scss files") before they were compiled; their colours are read as a `.css`
// file's are; a Sass error names the file and its line.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeStylesheetOf } from '../../../cli/bundle/theme-stylesheet.js';
import { loadConfig } from '../../../cli/config/load-config.js';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { readCssVariables } from '../../../cli/sites/css-variables.js';
import { tempSite } from '../support/temp-site.js';

const SCSS = "@use 'colors';\n$radius: 6px;\n.card {\n  border-radius: $radius;\n  .title { color: colors.$brand; }\n}\n";

describe('Sass stylesheets', () => {
  it('are compiled into the theme stylesheet, their @use partials included', async () => {
    const root = tempSite({
      'docsgen.config.ts': "export default { theme: { css: ['src/css/custom.scss'] } };\n",
      'src/css/custom.scss': SCSS,
      'src/css/_colors.scss': '$brand: #2e8555;\n',
    });
    const made = (await themeStylesheetOf(await loadConfig(root)))!;
    const css = Buffer.from(made.files.get(made.href.slice(1))!).toString('utf8');
    expect(css).toContain('.card{border-radius:6px}');
    expect(css).toContain('.card .title{color:#2e8555}');
    expect(made.inputs).toContain(path.join(root, 'src/css/custom.scss'));
  });

  it('stop the build with theme-css-invalid naming the file and line when Sass cannot compile them', async () => {
    const root = tempSite({
      'docsgen.config.ts': "export default { theme: { css: ['src/custom.scss'] } };\n",
      'src/custom.scss': '.a {\n  color: $missing;\n}\n',
    });
    const error = await themeStylesheetOf(await loadConfig(root)).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DocsgenError);
    expect((error as DocsgenError).code).toBe('theme-css-invalid');
    expect((error as DocsgenError).message).toContain('Undefined variable');
    expect((error as DocsgenError).line).toBe(2);
  });

  it('give their Infima colours to the readers, as a .css file does', () => {
    const root = tempSite({
      // A custom property takes Sass's values by interpolation only, as Sass compiles it.
      'src/css/custom.scss':
        "$primary: #6170af;\n$dark: #8ba0e6;\n:root { --ifm-color-primary: #{$primary}; }\nhtml[data-theme='dark'] {\n  --ifm-color-primary: #{$dark};\n}\n",
    });
    const read = readCssVariables(['src/css/custom.scss'], root, { light: [':root'], dark: ["html[data-theme='dark']"] }, [
      '--ifm-color-primary',
    ]);
    expect(read.warnings).toEqual([]);
    expect(read.light['--ifm-color-primary']?.value).toBe('#6170af');
    expect(read.dark['--ifm-color-primary']?.value).toBe('#8ba0e6');
  });
});
