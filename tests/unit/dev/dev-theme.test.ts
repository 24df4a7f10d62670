// `docsgen dev` of a site with a theme (bundle/theme-stylesheet.ts): every page links the theme stylesheet, served
// from memory; saving the site's stylesheet (outside content/ and static/) rebuilds it and every page links the new one.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startDevServer } from '../../../cli/dev/dev-server.js';
import { page, tempSite } from '../support/temp-site.js';

const themeHref = (html: string): string | undefined => /<link rel="stylesheet" href="(\/assets\/theme-\w+\.css)">/.exec(html)?.[1];

describe('docsgen dev with a theme', () => {
  it('serves the theme stylesheet and makes it again when a stylesheet of theme.css is saved', { timeout: 60_000 }, async () => {
    const root = tempSite({
      'docsgen.config.ts': "export default { title: 'Marca', theme: { colors: { brand: '#764abc' }, css: ['src/custom.css'] } };\n",
      'src/custom.css': '.dg-navbar { border-bottom-color: red; }\n',
      'content/index.md': page({ title: 'Início' }, 'Bem-vindo.\n'),
      'content/guia.md': page({ title: 'Guia' }, 'Texto.\n'),
    });
    const dev = await startDevServer({ root, port: 0, host: '127.0.0.1', log: () => {}, cache: false });
    try {
      const first = themeHref(await (await fetch(`${dev.url}/guia`)).text());
      expect(first).toBeDefined();
      const css = await fetch(dev.url + first!);
      expect(css.status).toBe(200);
      expect(await css.text()).toContain('border-bottom-color:red');

      writeFileSync(path.join(root, 'src/custom.css'), '.dg-navbar { border-bottom-color: blue; }\n');
      await expect
        .poll(async () => themeHref(await (await fetch(`${dev.url}/guia`)).text()), { timeout: 20_000, interval: 50 })
        .not.toBe(first);
      await dev.idle();
      const next = themeHref(await (await fetch(`${dev.url}/`)).text())!;
      expect(next).not.toBe(first);
      expect(await (await fetch(dev.url + next)).text()).toContain('border-bottom-color:#00f');
    } finally {
      await dev.close();
    }
  });
});
