// The theme stylesheet (cli/bundle/theme-stylesheet.ts): the config's tokens, then the site's own stylesheets in order,
// bundled with their fonts under hashed names; a URL of another site warned; pages link it after docsgen's CSS.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeStylesheetOf } from '../../../cli/bundle/theme-stylesheet.js';
import { loadConfig } from '../../../cli/config/load-config.js';
import { htmlDocument } from '../../../cli/render/html-document.js';
import type { NotFoundPage, SiteInfo } from '../../../shared/model/site.js';
import { tempSite } from '../support/temp-site.js';

const FONT = new Uint8Array([0x77, 0x4f, 0x46, 0x32, 1, 2, 3, 4]);

async function stylesheetOf(files: Record<string, string | Uint8Array>) {
  const root = tempSite(files);
  const made = await themeStylesheetOf(await loadConfig(root));
  return { root, made, css: made && Buffer.from(made.files.get(made.href.slice(1))!).toString('utf8') };
}

describe('the theme stylesheet', () => {
  it('sets the tokens per mode, then the site’s own rules in order, in one file named by its content', async () => {
    const { made, css } = await stylesheetOf({
      'docsgen.config.ts':
        "export default { theme: { colors: { brand: '#764abc', brandDark: '#ba8fff' }, fonts: { text: 'Inter, sans-serif' }, contentWidth: '52rem', radius: '4px', css: ['src/a.css', 'src/b.css'] } };\n",
      'src/a.css': '.mine { color: red; }\n',
      'src/b.css': '.mine { color: blue; }\n',
    });
    expect(made!.href).toMatch(/^\/assets\/theme-[A-Z0-9]{8}\.css$/);
    expect(css).toContain(':root{--dg-primary: #764abc;--dg-primary-strong: ');
    expect(css).toContain('--dg-focus: #764abc;--dg-font: Inter, sans-serif;--dg-radius: 4px;--dg-content-width: 52rem}');
    expect(css).toContain('html[data-theme=dark]{--dg-primary: #ba8fff;');
    // The tokens first, then a.css, then b.css: a rule of the site's own can set a token again, and the last wins.
    expect(css!.indexOf(':root')).toBeLessThan(css!.indexOf('color:red'));
    expect(css!.indexOf('color:red')).toBeLessThan(css!.indexOf('color:#00f'));
    expect(made!.warnings).toEqual([]);
  });

  it('bundles a local font under a hashed name beside it, and lists what it read', async () => {
    const { root, made, css } = await stylesheetOf({
      'docsgen.config.ts': "export default { theme: { css: ['src/css/custom.css'] } };\n",
      'src/css/custom.css': "@import './fonts.css';\nbody { font-family: Marca; }\n",
      'src/css/fonts.css': "@font-face { font-family: Marca; src: url('../fonts/marca.woff2') format('woff2'); }\n",
      'src/fonts/marca.woff2': FONT,
    });
    const font = [...made!.files.keys()].find((file) => file.endsWith('.woff2'));
    expect(font).toMatch(/^assets\/marca-[A-Z0-9]{8}\.woff2$/);
    expect(made!.files.get(font!)).toEqual(FONT);
    expect(css).toContain(`url("./${path.posix.basename(font!)}")`);
    // No token set: no rule of docsgen's.
    expect(css).not.toContain(':root');
    expect(made!.inputs.sort()).toEqual(
      ['src/css/custom.css', 'src/css/fonts.css', 'src/fonts/marca.woff2'].map((file) => path.join(root, file)).sort(),
    );
  });

  it('warns `theme-css-external` of a stylesheet of another site, naming the file and line, and keeps it as written', async () => {
    const { made, css } = await stylesheetOf({
      'docsgen.config.ts': "export default { theme: { css: ['src/custom.css'] } };\n",
      'src/custom.css': "/* fonts */\n@import url('https://fonts.googleapis.com/css2?family=Inter');\na { color: red; }\n",
    });
    expect(made!.warnings).toEqual([
      {
        code: 'theme-css-external',
        file: 'src/custom.css',
        line: 2,
        message: expect.stringMatching(/^@import of https:\/\/fonts\.googleapis\.com\/css2\?family=Inter, a file of another site, /),
      },
    ]);
    expect(css).toContain('@import"https://fonts.googleapis.com/css2?family=Inter"');
  });

  it('leaves a path from the site root as written (a file of static/)', async () => {
    const { made, css } = await stylesheetOf({
      'docsgen.config.ts': "export default { theme: { css: ['custom.css'] } };\n",
      'custom.css': '.hero { background: url(/img/hero.png); }\n',
    });
    expect(made!.warnings).toEqual([]);
    expect(css).toContain('url(/img/hero.png)');
  });

  it("bundles a file named from the site folder by Docusaurus's @site alias", async () => {
    const { made, css } = await stylesheetOf({
      'docsgen.config.ts': "export default { theme: { css: ['src/css/custom.css'] } };\n",
      'src/css/custom.css': ".navbar__brand { background-image: url('@site/static/img/logo.svg'); }\n",
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    });
    const logo = [...made!.files.keys()].find((file) => /^assets\/logo-[A-Z0-9]+\.svg$/.test(file));
    expect(logo).toBeDefined();
    expect(css).toContain(`url("./${path.posix.basename(logo!)}")`);
  });

  it('leaves out, with a warning naming the line, a package stylesheet that is not installed, and bundles the rest', async () => {
    const { made, css } = await stylesheetOf({
      'docsgen.config.ts': "export default { theme: { css: ['styles.css'] } };\n",
      'styles.css': "@import '@acme/docs-theme/index.css';\n@import './own.css';\n",
      'own.css': '.own { color: red; }\n',
    });
    expect(made!.warnings.map((warning) => `${warning.code} ${warning.file}:${warning.line}`)).toEqual([
      'theme-css-package-missing styles.css:1',
    ]);
    expect(css).toContain('.own{color:red}');
  });

  it('fails `theme-css-invalid` at the line of a url() whose file is missing', async () => {
    const root = tempSite({
      'docsgen.config.ts': "export default { theme: { css: ['custom.css'] } };\n",
      'custom.css': 'a { color: red; }\n@font-face { font-family: X; src: url(./nao-tem.woff2); }\n',
    });
    await expect(themeStylesheetOf(await loadConfig(root))).rejects.toMatchObject({
      code: 'theme-css-invalid',
      file: 'custom.css',
      line: 2,
    });
  });

  it('is none without a theme, or with a theme of no token and no stylesheet', async () => {
    expect((await stylesheetOf({ 'docsgen.config.ts': "export default { title: 'x' };\n" })).made).toBeUndefined();
    expect((await stylesheetOf({ 'docsgen.config.ts': 'export default { theme: {} };\n' })).made).toBeUndefined();
  });
});

describe('the pages link it', () => {
  const site = { title: 'Docs', tagline: '', url: '', baseUrl: '/docs/', locale: 'pt' } as unknown as SiteInfo;
  const page: NotFoundPage = { kind: 'not-found', route: '/404', title: 'Não encontrada', description: '' };
  const html = (theme?: string) =>
    htmlDocument({
      page,
      site,
      body: '',
      assets: { css: '/docs/assets/site-A.css', boot: '/docs/assets/boot-B.js', ...(theme ? { theme } : {}) },
    });

  it('after the site’s stylesheet, and not at all without a theme', () => {
    const themed = html('/docs/assets/theme-C.css');
    expect(themed.indexOf('<link rel="stylesheet" href="/docs/assets/theme-C.css">')).toBeGreaterThan(
      themed.indexOf('<link rel="stylesheet" href="/docs/assets/site-A.css">'),
    );
    expect(html()).not.toContain('theme-');
  });
});
