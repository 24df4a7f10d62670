// Cases the Markdown fuzzing (markdown.property.test.ts) found, each pinned as it was shrunk.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import { buildToc } from '../../../cli/model/toc.js';

/** Pages with a front-matter title, so a leading "## " heading stays in the body rather than titling the page. */
const PAGE = { frontMatterTitle: 'Casos' };

describe('Markdown found by fuzzing', () => {
  it('gives two headings with one written id ("{#x}") two ids, so each anchor and toc entry has its own target', () => {
    const { headings, html } = renderMarkdown('## [](/guide) {#x}\n\n> ## *`` {#x}\n', undefined, PAGE);
    expect(headings.map((heading) => heading.id)).toEqual(['x', 'x-1']);
    expect(html.match(/ id="x"/g)).toHaveLength(1);
    expect(buildToc(headings).map((entry) => entry.id)).toEqual(['x', 'x-1']);
  });

  it('keeps a written id apart from a slug made earlier, and later slugs apart from written ids', () => {
    const { headings } = renderMarkdown('## Visão\n\n## Outra {#visão}\n\n## A {#a-1}\n\n## A\n\n## A\n', undefined, PAGE);
    expect(headings.map((heading) => heading.id)).toEqual(['visão', 'visão-1', 'a-1', 'a', 'a-2']);
  });
});
