// Python-Markdown's attr_list on headings, as MkDocs sites (FastAPI: 1,089 headings) write it: "## Title { #id }" is
// the heading "Title" with the id "id", as MkDocs publishes it, never the text "{ #id }" with a slug of it.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';

const heading = (markdown: string) => {
  // After the page's title heading, which the page shows above the body.
  const { html, headings } = renderMarkdown(`# Page\n\n${markdown}`);
  return { html, headings: headings.map(({ id, text }) => ({ id, text })) };
};

describe('attribute lists on headings', () => {
  it.each([
    ['## Python Types Intro { #python-types-intro }', 'python-types-intro'],
    ['## Python Types Intro {#python-types-intro}', 'python-types-intro'],
    ['## Python Types Intro {: #python-types-intro }', 'python-types-intro'],
    ['## Python Types Intro {:#python-types-intro}', 'python-types-intro'],
    ['## Python Types Intro { #python-types-intro .wide }', 'python-types-intro'],
    ['## Python Types Intro { .wide #python-types-intro data-toc-label="Intro" }', 'python-types-intro'],
  ])('reads "%s" as the heading\'s id, the text without it', (markdown, id) => {
    expect(heading(`${markdown}\n`).headings).toEqual([{ id, text: 'Python Types Intro' }]);
  });

  it("gives the heading the list's classes, and a slug of its text when the list has no id", () => {
    expect(heading('## Intro { #x .wide .big }\n').html).toContain('<h2 class="wide big" id="x">');
    expect(heading('## Some Intro { .wide }\n').headings).toEqual([{ id: 'some-intro', text: 'Some Intro' }]);
  });

  it('takes a title without its attribute list', () => {
    expect(renderMarkdown('# FastAPI { #fastapi }\n\nx\n').title).toBe('FastAPI');
  });

  it('leaves braces that are no attribute list as text', () => {
    expect(heading('## Object {}\n').headings[0]!.text).toBe('Object {}');
    expect(heading('## Set { a, b }\n').headings[0]!.text).toBe('Set { a, b }');
  });
});

describe('attribute lists between a VitePress site’s own delimiters (markdown.attrs)', () => {
  const options = { baseUrl: '/', attributeDelimiters: ['%{', '}%'] as const };

  it('reads "%{#id}%" as the id, in the title and the headings, and leaves "{#id}" as text, as VitePress does', () => {
    const { html, headings, title } = renderMarkdown('# Usage %{#usage}%\n\n## Getters %{#getters}%\n\n## Object {#object}\n', options);
    expect(title).toBe('Usage');
    expect(headings.map(({ id, text }) => ({ id, text }))).toEqual([
      { id: 'getters', text: 'Getters' },
      { id: 'object-object', text: 'Object {#object}' },
    ]);
    expect(html).not.toContain('%{');
  });

  it('takes an id of any characters up to the delimiter, as markdown-it-attrs does', () => {
    const { title, titleId } = renderMarkdown('# 从 Vuex ≤4 迁移 %{#migrating-from-vuex-≤4}%\n\nText.\n', options);
    expect([title, titleId]).toEqual(['从 Vuex ≤4 迁移', 'migrating-from-vuex-≤4']);
  });
});
