// Which heading titles a page, and what the body, its headings, its search sections and its excerpt keep
// (remark-page-title.ts): without a front-matter title the leading heading of any level titles the page and leaves
// the body; with one, a leading h1 stays unless it says the same.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';

const render = (body: string, frontMatterTitle?: string) =>
  renderMarkdown(body, undefined, frontMatterTitle === undefined ? {} : { frontMatterTitle });

describe('a page without a front-matter title', () => {
  it('is titled by a leading h1, which leaves the body', () => {
    const result = render('# Meu título\n\nPrimeiro parágrafo do texto.\n');
    expect(result.title).toBe('Meu título');
    expect(result.titleId).toBe('meu-título');
    expect(result.bodyTitle).toBeUndefined();
    expect(result.html).toBe('<p>Primeiro parágrafo do texto.</p>');
    expect(result.excerpt).toBe('Primeiro parágrafo do texto.');
  });

  it('is titled by a leading "## " heading (mdBook), which leaves the body, its headings and its search sections', () => {
    const result = render('## Using `Box<T>` to Point to Data on the Heap\n\nA box.\n\n### Using a Box\n\nText.\n');
    expect(result.title).toBe('Using Box<T> to Point to Data on the Heap');
    expect(result.html).not.toContain('Point to Data');
    expect(result.headings).toEqual([{ depth: 3, id: 'using-a-box', text: 'Using a Box' }]);
    expect(result.sections).toEqual([{ texts: ['A box.'] }, { headingId: 'using-a-box', texts: ['Text.'] }]);
    expect(result.excerpt).toBe('A box.');
  });

  it("keeps the id the title heading had (its {#custom-id} too), so a later heading with its text still gets '-1'", () => {
    const result = render('## Box\n\nA box.\n\n## Box\n');
    expect(result.titleId).toBe('box');
    expect(result.headings).toEqual([{ depth: 2, id: 'box-1', text: 'Box' }]);
    expect(render('# Instalação {#install}\n').titleId).toBe('install');
  });

  it('looks past HTML comments, scripts and empty anchors before the heading, and keeps them', () => {
    const body = [
      '<!-- Old headings. Do not remove or links may break. -->',
      '',
      '<a id="the-match-control-flow-operator"></a>',
      '',
      '## The `match` Control Flow Construct',
      '',
      'Rust has an extremely powerful control flow construct.',
      '',
    ].join('\n');
    const result = render(body);
    expect(result.title).toBe('The match Control Flow Construct');
    expect(result.html).toBe(
      '<!-- Old headings. Do not remove or links may break. -->\n<p><a id="the-match-control-flow-operator"></a></p>\n<p>Rust has an extremely powerful control flow construct.</p>',
    );
    expect(result.excerpt).toBe('Rust has an extremely powerful control flow construct.');
    expect(render('<script setup>\nimport X from "./x.vue"\n</script>\n\n# Blog\n').title).toBe('Blog');
  });

  it('is not titled by a heading after text, an image or an empty heading, which all stay', () => {
    for (const body of ['Intro.\n\n# Depois\n', '![logo](/logo.png)\n\n# Depois\n', '#\n\n## Depois\n']) {
      const result = render(body);
      expect(result.title, body).toBeUndefined();
      expect(result.html, body).toContain('Depois');
    }
  });

  it('takes the text of a heading without its {#custom-id} or tags, one space between words', () => {
    expect(render('# Instalação {#install}\n').title).toBe('Instalação');
    expect(render('# O <em>guia</em> completo\n').title).toBe('O guia completo');
    expect(render('Dois\n  espaços\n===\n').title).toBe('Dois espaços');
  });
});

describe('a page with a front-matter title', () => {
  it('keeps a leading h1 that says something else, as its visible title, with its id for links', () => {
    const result = render('# Introduction to Jest\n\nHello.\n\n## Setup\n', 'Intro');
    expect(result.title).toBeUndefined();
    expect(result.titleId).toBeUndefined();
    expect(result.bodyTitle).toBe('Introduction to Jest');
    expect(result.html).toContain('<h1 id="introduction-to-jest">Introduction to Jest</h1>');
    expect(result.headings).toEqual([
      { depth: 1, id: 'introduction-to-jest', text: 'Introduction to Jest' },
      { depth: 2, id: 'setup', text: 'Setup' },
    ]);
    // Its words are found by search, under the page's title, where it stands.
    expect(result.sections).toEqual([{ texts: ['Introduction to Jest', 'Hello.'] }, { headingId: 'setup', texts: [] }]);
  });

  it('drops a leading h1 that says the same, spaces around either aside', () => {
    const result = render('#   Webhooks  \n\nTexto.\n', ' Webhooks ');
    expect(result.title).toBe('Webhooks');
    expect(result.titleId).toBe('webhooks');
    expect(result.bodyTitle).toBeUndefined();
    expect(result.html).toBe('<p>Texto.</p>');
  });

  it('keeps a leading "## " heading, even one that says the same', () => {
    const result = render('## Webhooks\n\nTexto.\n', 'Webhooks');
    expect(result.title).toBeUndefined();
    expect(result.bodyTitle).toBeUndefined();
    expect(result.headings).toEqual([{ depth: 2, id: 'webhooks', text: 'Webhooks' }]);
  });
});

describe('a text that is part of a page (an OpenAPI description)', () => {
  it('keeps every heading', () => {
    const result = render('## Visão geral\n\nTexto.\n');
    expect(result.title).toBe('Visão geral');
    const fragment = renderMarkdown('## Visão geral\n\nTexto.\n', undefined, { fragment: true });
    expect(fragment.title).toBeUndefined();
    expect(fragment.html).toContain('<h2 id="visão-geral">Visão geral');
  });
});
