// A site with a theme (config `theme`, bundle/theme-stylesheet.ts) as `docsgen build` publishes it: the stylesheet and
// its font under hashed names, linked by every page and named by the build manifest; an edit of a page's text remakes
// that page alone, still linking it; an edit of the stylesheet builds the whole site with the new one. Each time the
// output is byte for byte what a build from nothing makes.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIfChanged } from '../../../cli/builder/build-if-changed.js';
import { buildSite } from '../../../cli/builder/build-site.js';
import { editSite, page, tempSite } from '../support/temp-site.js';
import { snapshot } from './output-snapshot.js';

const FONT = new Uint8Array([0x77, 0x4f, 0x46, 0x32, 9, 8, 7, 6]);

async function build(root: string): Promise<string[]> {
  const lines: string[] = [];
  await buildIfChanged({ root, log: (line) => lines.push(line) });
  return lines;
}

async function fromNothing(root: string): Promise<Record<string, string>> {
  rmSync(path.join(root, 'fresh'), { recursive: true, force: true });
  await buildSite({ root, out: 'fresh', cache: false, log: () => {} });
  return snapshot(path.join(root, 'fresh'));
}

const themeLinks = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1]);

describe('a site with a theme', () => {
  it('publishes the theme stylesheet, linked last by every page, through edits of pages and of the stylesheet', {
    timeout: 120_000,
  }, async () => {
    const root = tempSite({
      'docsgen.config.ts': "export default { title: 'Marca', theme: { colors: { brand: '#764abc' }, css: ['src/custom.css'] } };\n",
      'src/custom.css': "@font-face { font-family: Marca; src: url('./marca.woff2'); }\n.dg-navbar { border-bottom-color: red; }\n",
      'src/marca.woff2': FONT,
      'content/index.md': page({ title: 'Início' }, 'Texto.\n'),
      'content/guia.md': page({ title: 'Guia' }, 'Texto do guia.\n'),
      'content/404.md': page({ title: 'Não achamos' }, 'Nada.\n'),
    });
    const out = path.join(root, 'build');
    await build(root);
    const manifest = JSON.parse(readFileSync(path.join(out, 'assets/build-manifest.json'), 'utf8')) as { immutable: string[] };
    const theme = manifest.immutable.find((file) => /^\/assets\/theme-\w+\.css$/.test(file))!;
    expect(theme).toBeDefined();
    expect(manifest.immutable.some((file) => /^\/assets\/marca-\w+\.woff2$/.test(file))).toBe(true);
    for (const html of ['index.html', 'guia/index.html', '404.html']) {
      expect(themeLinks(readFileSync(path.join(out, html), 'utf8')).at(-1), html).toBe(theme);
    }

    editSite(root, { 'content/guia.md': page({ title: 'Guia' }, 'Outro texto do guia.\n') });
    expect((await build(root)).join('\n')).toMatch(/edits .*remade alone/);
    expect(themeLinks(readFileSync(path.join(out, 'guia/index.html'), 'utf8')).at(-1)).toBe(theme);
    expect(snapshot(out)).toEqual(await fromNothing(root));

    editSite(root, { 'src/custom.css': '.dg-navbar { border-bottom-color: blue; }\n' });
    expect((await build(root)).join('\n')).toMatch(/src\/custom\.css changed, and it is not a page's text: building the whole site/);
    const after = themeLinks(readFileSync(path.join(out, 'index.html'), 'utf8')).at(-1);
    expect(after).not.toBe(theme);
    expect(readFileSync(path.join(out, after!.slice(1)), 'utf8')).toContain('border-bottom-color:#00f');
    expect(snapshot(out)).toEqual(await fromNothing(root));
  });
});
