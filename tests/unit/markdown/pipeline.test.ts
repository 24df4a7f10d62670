import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';

describe('Markdown pipeline', () => {
  it("gives headings github-slugger's unique ids, letters of every script kept, and a labelled anchor link", () => {
    const { html, headings } = renderMarkdown('Texto.\n\n## Visão geral\n\n### Configuração\n\n## Configuração\n\n## Outra {#meu-id}\n');
    expect(headings).toEqual([
      { depth: 2, id: 'visão-geral', text: 'Visão geral' },
      { depth: 3, id: 'configuração', text: 'Configuração' },
      { depth: 2, id: 'configuração-1', text: 'Configuração' },
      { depth: 2, id: 'meu-id', text: 'Outra' },
    ]);
    expect(html).toContain('<a class="dg-anchor" href="#visão-geral" aria-label="Link direto para Visão geral">#</a>');
    expect(html).not.toContain('{#meu-id}');
  });

  it("makes heading ids by VitePress's rule when asked, so a VitePress folder's #build-target links land", () => {
    const body =
      'Texto.\n\n## build.target\n\n## `server.proxy` e _mais_\n\n## build.target\n\n## 2. Configuração\n\n## Outra {#meu-id}\n\n## ???\n';
    const ids = (rule: 'github' | 'vitepress' | 'python-markdown') =>
      renderMarkdown(body, { baseUrl: '/', headingIds: rule }).headings.map((heading) => heading.id);
    expect(ids('vitepress')).toEqual(['build-target', 'server-proxy-e-mais', 'build-target-1', '_2-configuracao', 'meu-id', 'section']);
    expect(ids('github')).toEqual(['buildtarget', 'serverproxy-e-mais', 'buildtarget-1', '2-configuração', 'meu-id', 'section']);
    // Python-Markdown's toc (MkDocs): accents dropped, a repeat "_1", an empty id "_1" too.
    expect(ids('python-markdown')).toEqual(['buildtarget', 'serverproxy-e-mais', 'buildtarget_1', '2-configuracao', 'meu-id', '_1']);
  });

  it("keeps letters of every script in GitHub's ids, as github-slugger does (GitHub, Docusaurus, Starlight)", () => {
    const { headings } = renderMarkdown('Texto.\n\n## Codeblöcke\n\n## Быстрый старт\n\n## 快速开始\n\n## Café  au lait\n');
    expect(headings.map((heading) => heading.id)).toEqual(['codeblöcke', 'быстрый-старт', '快速开始', 'café--au-lait']);
  });

  it("makes MkDocs's ids by Python-Markdown's toc rule: accents dropped, space runs one dash", () => {
    const { headings } = renderMarkdown('Texto.\n\n## Codeblöcke\n\n## Café  au lait\n\n## Codeblöcke\n\n## Codeblöcke\n', {
      baseUrl: '/',
      headingIds: 'python-markdown',
    });
    expect(headings.map((heading) => heading.id)).toEqual(['codeblocke', 'cafe-au-lait', 'codeblocke_1', 'codeblocke_2']);
  });

  it('gives a heading with no text a locale-neutral id, numbered when repeated, by every rule', () => {
    const body = '## \n\n## ???\n\n## Section\n\n##\n';
    for (const rule of ['github', 'vitepress'] as const) {
      const { headings } = renderMarkdown(body, { baseUrl: '/', headingIds: rule });
      expect(headings.map((heading) => heading.id)).toEqual(['section', 'section-1', 'section-2', 'section-3']);
    }
  });

  it('renders the four admonition kinds with their Portuguese titles, or the given one', () => {
    const { html } = renderMarkdown(':::tip\nA\n:::\n\n:::note\nB\n:::\n\n:::warning\nC\n:::\n\n:::danger[Cuidado extremo]\nD\n:::\n');
    expect(html).toContain('<div class="dg-admonition dg-admonition--tip"><p class="dg-admonition__title">Dica</p><p>A</p></div>');
    expect(html).toContain('dg-admonition--note"><p class="dg-admonition__title">Nota</p>');
    expect(html).toContain('dg-admonition--warning"><p class="dg-admonition__title">Aviso</p>');
    expect(html).toContain('dg-admonition--danger"><p class="dg-admonition__title">Cuidado extremo</p><p>D</p>');
  });

  it('keeps prose that only looks like a directive', () => {
    const { html } = renderMarkdown('Veja Nota:exemplo às 10:30 e ::foo aqui.\n\n::leaf\n');
    expect(html).toContain('Nota:exemplo às 10:30');
    expect(html).toContain('::leaf');
  });

  it('highlights code at build time and leaves unknown languages as plain text', () => {
    const { html } = renderMarkdown('```js\nconst a = 1;\n```\n\n```klingon\nqapla <b>\n```\n');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('<pre tabindex="0"><code class="hljs language-js">');
    expect(html).toContain('qapla &#x3C;b>');
  });

  it('renders GFM tables inside a focusable scroll region', () => {
    const { html } = renderMarkdown('| a | b |\n|---|---|\n| 1 | 2 |\n');
    expect(html).toMatch(/<div class="dg-table-wrap" tabindex="0" role="region" aria-label="Tabela"><table>/);
  });

  it('gives every table region of a page its own name: the heading above it, numbered when repeated', () => {
    const table = '| a | b |\n|---|---|\n| 1 | 2 |\n';
    const { html } = renderMarkdown([table, '## Eventos `coins.*`', table, 'Texto.', table, '### Campos', table].join('\n\n'));
    expect([...html.matchAll(/role="region" aria-label="([^"]*)"/g)].map((m) => m[1])).toEqual([
      'Tabela',
      'Tabela: Eventos coins.*',
      'Tabela: Eventos coins.* 2',
      'Tabela: Campos',
    ]);
  });

  it('collects internal links with their line, not external ones; relative ones go to the model as file references', () => {
    const { links, refs } = renderMarkdown('Texto\n\n[a](/guide/x#y) [b](https://example.com) [c](mailto:a@b.c) [d](../rel)\n');
    expect(links).toEqual([{ href: '/guide/x#y', line: 3 }]);
    expect(refs).toEqual([{ kind: 'link', tag: 'a', url: '../rel', line: 3 }]);
  });
});

describe('Markdown pipeline with a base URL', () => {
  it('prefixes site-absolute links but reports links without it; images are left to the model', () => {
    const result = renderMarkdown('[a](/guide/x) [b](https://e.com/y) ![i](/img/a.png) [c](#sec)\n', { baseUrl: '/docs/' });
    expect(result.html).toContain('href="/docs/guide/x"');
    expect(result.refs).toEqual([{ kind: 'embed', tag: 'img', url: '/img/a.png', line: 1 }]);
    expect(result.html).toContain('href="https://e.com/y"');
    expect(result.html).toContain('href="#sec"');
    expect(result.links.map((link) => link.href)).toEqual(['/guide/x', '#sec']);
  });
});
