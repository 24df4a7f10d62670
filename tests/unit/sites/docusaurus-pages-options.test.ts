// What the Docusaurus reader takes of the pages plugin (the classic preset's `pages`, or the plugin of its own) and of
// the config React pages read (useDocusaurusContext's siteConfig): Docusaurus's defaults (src/pages at /, its
// exclude), `pages: false`, another path and route, and the config's plain data without what code computed.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGES_EXCLUDE } from '../../../cli/config/schema.js';
import { readSite } from '../../../cli/sites/read-site.js';
import { tempSite } from '../support/temp-site.js';

const config = (body: string): string => `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', ${body} };\n`;

describe('the Docusaurus pages folder', () => {
  it("is src/pages at / with Docusaurus's exclude when the config says nothing", async () => {
    const root = tempSite({ 'docusaurus.config.js': config(''), 'docs/intro.md': '# Intro\n', 'src/pages/index.js': '' });
    const read = await readSite(root);
    expect(read.pages).toEqual({ dir: path.join(root, 'src/pages'), route: '/', exclude: [...DEFAULT_PAGES_EXCLUDE], css: [] });
  });

  it('is none without the folder, or with `pages: false`', async () => {
    const none = tempSite({ 'docusaurus.config.js': config(''), 'docs/intro.md': '# Intro\n' });
    expect((await readSite(none)).pages).toBeUndefined();
    const off = tempSite({
      'docusaurus.config.js': config("presets: [['classic', { pages: false }]]"),
      'docs/intro.md': '# Intro\n',
      'src/pages/index.js': '',
    });
    expect((await readSite(off)).pages).toBeUndefined();
  });

  it("reads the preset's path, routeBasePath and exclude", async () => {
    const root = tempSite({
      'docusaurus.config.js': config("presets: [['classic', { pages: { path: 'pages', routeBasePath: '/p/', exclude: ['**/draft*'] } }]]"),
      'docs/intro.md': '# Intro\n',
      'pages/index.js': '',
    });
    expect((await readSite(root)).pages).toEqual({ dir: path.join(root, 'pages'), route: '/p', exclude: ['**/draft*'], css: [] });
  });

  it("links the classic theme's customCss, a path, a list, or path.resolve's from docsgen's folder; a package's is warned", async () => {
    const root = tempSite({
      'docusaurus.config.js':
        "const path = require('node:path');\n" +
        config(
          "presets: [['classic', { theme: { customCss: ['./src/css/a.css', path.resolve('src/css/b.css'), require.resolve('./src/css/c.css'), 'some-pkg/x.css'] } }]]",
        ),
      'docs/intro.md': '# Intro\n',
      'src/pages/index.js': '',
      'src/css/a.css': '',
      'src/css/b.css': '',
      'src/css/c.css': '',
    });
    const read = await readSite(root);
    expect(read.pages?.css).toEqual(['a', 'b', 'c'].map((name) => path.join(root, `src/css/${name}.css`)));
    expect(read.site?.warnings.map((warning) => warning.message).join('\n')).toContain('`theme.customCss[3]`');
  });
});

describe('the config React pages read (siteConfig)', () => {
  it('holds its plain data, customFields and themeConfig included, without functions or the plugins', async () => {
    const root = tempSite({
      'docusaurus.config.js': config(
        "titleDelimiter: '·', customFields: { release: '4.2', compute: () => 1 }, themeConfig: { navbar: { title: 'N' } }, plugins: [['x', {}]]",
      ),
      'docs/intro.md': '# Intro\n',
    });
    const { siteConfig } = await readSite(root);
    expect(siteConfig).toMatchObject({
      title: 'T',
      titleDelimiter: '·',
      customFields: { release: '4.2' },
      themeConfig: { navbar: { title: 'N' } },
    });
    expect(siteConfig!.customFields).not.toHaveProperty('compute');
    expect(siteConfig).not.toHaveProperty('plugins');
  });
});
