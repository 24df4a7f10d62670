// Containers as the docs tools that write them mean them: Docusaurus (":::note Title", ":::note[Title]"), VitePress
// ("::: tip Title", "::: details", nesting with "::::"), GitHub alerts ("> [!NOTE]"), and unknown names, which must
// never leave ":::" on the page.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import { PT_STRINGS as strings } from '../../../shared/i18n/strings.pt.js';

const KINDS = ['note', 'tip', 'info', 'warning', 'caution', 'danger', 'important'] as const;

const callout = (kind: string, title: string, body: string) =>
  `<div class="dg-admonition dg-admonition--${kind}"><p class="dg-admonition__title">${title}</p>${body}</div>`;

describe('callout containers', () => {
  it.each(KINDS)('renders ":::%s" in every spelling, with the translated title or the one given', (kind) => {
    const html = (markdown: string) => renderMarkdown(markdown).html;
    expect(html(`:::${kind}\nCorpo.\n:::\n`)).toBe(callout(kind, strings.admonitions[kind], '<p>Corpo.</p>'));
    expect(html(`:::${kind} Meu título\nCorpo.\n:::\n`)).toBe(callout(kind, 'Meu título', '<p>Corpo.</p>'));
    expect(html(`:::${kind}[Meu título]\nCorpo.\n:::\n`)).toBe(callout(kind, 'Meu título', '<p>Corpo.</p>'));
    expect(html(`::: ${kind} Meu título\nCorpo.\n:::\n`)).toBe(callout(kind, 'Meu título', '<p>Corpo.</p>'));
    expect(html(`::: ${kind}\nCorpo.\n:::\n`)).toBe(callout(kind, strings.admonitions[kind], '<p>Corpo.</p>'));
    expect(html(`:::${kind.toUpperCase()}\nCorpo.\n:::\n`)).toBe(callout(kind, strings.admonitions[kind], '<p>Corpo.</p>'));
  });

  it('gives each kind its own Portuguese title', () => {
    expect(KINDS.map((kind) => strings.admonitions[kind])).toEqual([
      'Nota',
      'Dica',
      'Informação',
      'Aviso',
      'Cuidado',
      'Perigo',
      'Importante',
    ]);
  });

  it('keeps Markdown in a title written after the name, and brackets that do not pair', () => {
    expect(renderMarkdown(':::info Legacy *Fake* `Timers`\nx\n:::\n').html).toBe(
      callout('info', 'Legacy <em>Fake</em> <code>Timers</code>', '<p>x</p>'),
    );
    expect(renderMarkdown(':::note a ] b [ c\nx\n:::\n').html).toBe(callout('note', 'a ] b [ c', '<p>x</p>'));
    expect(renderMarkdown(':::note Veja [o guia](/guia)\nx\n:::\n').html).toBe(
      callout('note', 'Veja <a href="/guia">o guia</a>', '<p>x</p>'),
    );
  });

  it('makes nothing in a title HTML when raw HTML is off', () => {
    const { html } = renderMarkdown('::: warning <img src=x onerror=alert(1)>\nx\n:::\n', { baseUrl: '/', rawHtml: false });
    expect(html).toBe(callout('warning', '&#x3C;img src=x onerror=alert(1)>', '<p>x</p>'));
  });

  it('renders an unknown name as a neutral box titled with it, and warns with its line', () => {
    const { html, warnings } = renderMarkdown('Texto.\n\n::: aviso-legal\nCorpo.\n:::\n\n:::foo Título\nx\n:::\n');
    expect(html).toBe(`<p>Texto.</p>\n${callout('neutral', 'aviso-legal', '<p>Corpo.</p>')}\n${callout('neutral', 'Título', '<p>x</p>')}`);
    const known = '"note", "tip", "info", "warning", "caution", "danger", "important", "details", "code-group", "tabs", "raw", "v-pre"';
    expect(warnings).toEqual([
      { code: 'unknown-container', line: 3, message: `unknown container ":::aviso-legal" is shown as a plain box: use one of ${known}` },
      { code: 'unknown-container', line: 7, message: `unknown container ":::foo" is shown as a plain box: use one of ${known}` },
    ]);
  });

  it("shows VitePress's raw and v-pre containers as their content", () => {
    expect(renderMarkdown('::: raw\n**x**\n:::\n\n::: v-pre\n{{ y }}\n:::\n').html).toBe(
      '<div><p><strong>x</strong></p></div>\n<div><p>{{ y }}</p></div>',
    );
  });
});

describe('details', () => {
  it('renders "::: details Title" as a closed <details> with its summary, "Detalhes" without a title', () => {
    expect(renderMarkdown('::: details Mostrar o código\nCorpo.\n:::\n').html).toBe(
      '<details class="dg-details"><summary>Mostrar o código</summary><p>Corpo.</p></details>',
    );
    expect(renderMarkdown(':::details\nCorpo.\n:::\n').html).toBe(
      '<details class="dg-details"><summary>Detalhes</summary><p>Corpo.</p></details>',
    );
  });

  it('opens it with {open}, as VitePress does', () => {
    expect(renderMarkdown('::: details Clique {open}\nCorpo.\n:::\n').html).toBe(
      '<details class="dg-details" open><summary>Clique</summary><p>Corpo.</p></details>',
    );
  });
});

describe('nesting', () => {
  it('nests containers with more colons outside, as VitePress and Docusaurus write them', () => {
    const { html } = renderMarkdown(':::: details Fora\n\nAntes.\n\n::: warning Dentro\nx\n:::\n\n::::\n');
    expect(html).toBe(
      `<details class="dg-details"><summary>Fora</summary><p>Antes.</p>${callout('warning', 'Dentro', '<p>x</p>')}</details>`,
    );
  });

  it('reads containers indented in a list and inside quotes', () => {
    expect(renderMarkdown('1. Passo\n\n   ::: tip Dica do passo\n   x\n   :::\n').html).toBe(
      `<ol>\n<li>\n<p>Passo</p>\n${callout('tip', 'Dica do passo', '<p>x</p>')}\n</li>\n</ol>`,
    );
    expect(renderMarkdown('> ::: danger Cuidado\n> x\n> :::\n').html).toBe(
      `<blockquote>\n${callout('danger', 'Cuidado', '<p>x</p>')}\n</blockquote>`,
    );
  });
});

describe('text that only looks like a container', () => {
  it('stays text', () => {
    expect(renderMarkdown('Às 10:30, a:b e :smile: ficam.\n').html).toBe('<p>Às 10:30, a:b e :smile: ficam.</p>');
    expect(renderMarkdown(':::tip.\n').html).toBe('<p>:::tip.</p>');
  });

  it('stays code in a fenced block, in a list and in a quote too', () => {
    const copy = '<button type="button" class="dg-copy" data-copy="" data-copied="Copiado" aria-label="Copiar o código">Copiar</button>';
    const live = '<p class="dg-visually-hidden" aria-live="polite"></p>';
    expect(renderMarkdown('```md\n::: tip Título\n:::\n```\n').html).toBe(
      `<div class="dg-code">${copy}<pre tabindex="0"><code class="hljs language-md">::: tip Título\n:::\n</code></pre>${live}</div>`,
    );
    expect(renderMarkdown('- Item\n\n  ````md\n  ::: tip Título\n  ````\n').html).toContain(
      '<code class="hljs language-md">::: tip Título\n</code>',
    );
    expect(renderMarkdown('> ```\n> :::note Título\n> ```\n').html).toBe(
      `<blockquote>\n<div class="dg-code">${copy}<pre tabindex="0"><code>:::note Título\n</code></pre>${live}</div>\n</blockquote>`,
    );
  });

  it('keeps every line where it was: links after a rewritten container keep their line', () => {
    const { links } = renderMarkdown('::: tip Título\n[a](/a)\n:::\n\n:::note[b]\n[b](/b)\n:::\n');
    expect(links).toEqual([
      { href: '/a', line: 2 },
      { href: '/b', line: 6 },
    ]);
  });
});

describe('GitHub alerts', () => {
  it.each([
    ['NOTE', 'note'],
    ['TIP', 'tip'],
    ['IMPORTANT', 'important'],
    ['WARNING', 'warning'],
    ['CAUTION', 'caution'],
  ] as const)('renders "> [!%s]" as the %s callout, the marker line removed', (marker, kind) => {
    expect(renderMarkdown(`> [!${marker}]\n> Corpo **forte**.\n> Mais.\n`).html).toBe(
      `<div class="dg-admonition dg-admonition--${kind}">\n<p class="dg-admonition__title">${strings.admonitions[kind]}</p>\n<p>Corpo <strong>forte</strong>.\nMais.</p>\n</div>`,
    );
  });

  it('reads the marker in any case, followed by a blank line or a hard break', () => {
    expect(renderMarkdown('> [!tip]\n>\n> Parágrafo.\n').html).toBe(
      '<div class="dg-admonition dg-admonition--tip">\n<p class="dg-admonition__title">Dica</p>\n<p>Parágrafo.</p>\n</div>',
    );
    expect(renderMarkdown('> [!Warning]  \n> Texto.\n').html).toBe(
      '<div class="dg-admonition dg-admonition--warning">\n<p class="dg-admonition__title">Aviso</p>\n<p>Texto.</p>\n</div>',
    );
  });

  it('leaves other quotes as quotes', () => {
    expect(renderMarkdown('> Citação.\n').html).toBe('<blockquote>\n<p>Citação.</p>\n</blockquote>');
    expect(renderMarkdown('> [!NOTE] na mesma linha\n').html).toBe('<blockquote>\n<p>[!NOTE] na mesma linha</p>\n</blockquote>');
    expect(renderMarkdown('> [!TODO]\n> x\n').html).toBe('<blockquote>\n<p>[!TODO]\nx</p>\n</blockquote>');
  });
});
