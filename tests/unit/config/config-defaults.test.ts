// What a config that says almost nothing resolves to: the defaults, pinned as they were before the config schema
// owned them, so moving them into the schema changed nothing a site sees. One default changed since, on purpose: the
// interface is English unless the config gives a locale (issue 33; the Coins config says 'pt').
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { EN_STRINGS } from '../../../shared/i18n/strings.en.js';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../cli/config/load-config.js';
import { tempSite } from '../support/temp-site.js';

describe('config defaults', () => {
  it('a config with only a title resolves as it always did', async () => {
    const root = tempSite({ 'docsgen.config.ts': "export default { title: 'Coins' };\n" });
    expect(await loadConfig(root)).toStrictEqual({
      root,
      configFile: 'docsgen.config.ts',
      title: 'Coins',
      tagline: '',
      productName: 'Coins',
      url: '',
      baseUrl: '/',
      contentDir: path.join(root, 'content'),
      staticDir: path.join(root, 'static'),
      logo: undefined,
      favicon: undefined,
      announcementBar: undefined,
      navbar: [],
      footer: { copyright: `Copyright © ${new Date().getFullYear()} Coins` },
      sidebars: undefined,
      tags: {},
      openapi: undefined,
      markdown: { rawHtml: true, headingIds: 'github', format: 'detect' },
      algolia: undefined,
      llms: true,
      locale: 'en',
      strings: EN_STRINGS,
    });
  });

  it("takes VitePress's heading ids for a folder VitePress builds (a .vitepress folder), unless the config says", async () => {
    const plain = tempSite({ 'content/index.md': '# A\n' });
    const vitepress = tempSite({ 'content/index.md': '# A\n', 'content/.vitepress/config.ts': 'export default {};\n' });
    const atRoot = tempSite({ 'content/index.md': '# A\n', '.vitepress/config.ts': 'export default {};\n' });
    const chosen = tempSite({
      'content/index.md': '# A\n',
      'content/.vitepress/config.ts': 'export default {};\n',
      'docsgen.config.ts': "export default { markdown: { headingIds: 'github' } };\n",
    });
    const rules = await Promise.all([plain, vitepress, atRoot, chosen].map(async (root) => (await loadConfig(root)).markdown?.headingIds));
    expect(rules).toEqual(['github', 'vitepress', 'vitepress', 'github']);
  });

  it('finds the OpenAPI spec under openapi/ and serves it at /api when the config names none', async () => {
    const root = tempSite({ 'docsgen.config.ts': "export default { title: 'Coins' };\n", 'openapi/b.json': '{}', 'openapi/a.yaml': '' });
    writeFileSync(path.join(root, 'openapi/notes.txt'), '');
    expect((await loadConfig(root)).openapi).toEqual({ file: path.join(root, 'openapi/a.yaml'), route: '/api' });
  });

  it('fills the logo alt text with the title, and normalises url and baseUrl', async () => {
    const root = tempSite({
      'docsgen.config.ts':
        "export default { title: 'Coins', logo: { src: 'logo.svg' }, url: 'https://docs.example.com/', baseUrl: 'docs' };\n",
      'static/logo.svg': '<svg/>',
    });
    expect(await loadConfig(root)).toMatchObject({
      logo: { src: 'logo.svg', alt: 'Coins' },
      url: 'https://docs.example.com',
      baseUrl: '/docs/',
    });
  });
});
