// An MDX blog post's summary through the real mdx stage: the Markdown stage leaves an element where the first
// truncation marker (`{/* truncate */}`, or an HTML comment, which docsgen's MDX reads as Docusaurus does) stood, and
// render-mdx-pages.ts splits the rendered HTML there and takes the element out. The post's islands still hydrate; an
// MDX page that is no post renders as it did.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PT_STRINGS } from '../../../shared/i18n/strings.pt.js';
import { MarkdownCache } from '../../../cli/markdown/markdown-cache.js';
import { DEFAULT_MARKDOWN_OPTIONS } from '../../../cli/markdown/markdown-result.js';
import { renderPages } from '../../../cli/markdown/render-pages.js';
import { renderMdxPages } from '../../../cli/mdx/render-mdx-pages.js';
import type { BlogSource } from '../../../cli/sources/blog-source.js';
import type { ContentFile } from '../../../cli/sources/content-files.js';
import { findAll, parseHtml } from '../support/html-tree.js';
import { tempSite } from '../support/temp-site.js';

const MARKERS = ['<!-- truncate -->', '{/* truncate */}'];
const blog: BlogSource = { blog: '/blog', date: '2024-01-02T00:00:00.000Z', authors: [], words: 10 };

const ISLAND_POST = [
  "import Counter from '@site/components/Counter.island';",
  '',
  'Abertura do post.',
  '',
  '<Counter label="Cliques" start={2} />',
  '',
  '## Parte',
  '',
  '{/*   truncate */}',
  '',
  '### Depois',
  '',
  '<Counter label="Outro" start={5} />',
  '',
].join('\n');
const COMMENT_POST = 'Antes <!-- nota --> dele.\n\n<!--truncate-->\n\nDepois.\n\n{/* truncate */}\n\nFim.\n';
const WHOLE_POST = 'Início.\n\n## Só\n\nTudo aqui.\n';
const PAGE = 'Uma página.\n\n<!-- truncate -->\n\n{/* truncate */}\n\nFim.\n';

function contentFile(file: string, body: string, post = true): ContentFile {
  const id = path.basename(file, '.mdx');
  return {
    id,
    file,
    route: `/${id}`,
    frontMatter: { tags: [] },
    body,
    bodyStartLine: 1,
    hash: `hash-${id}`,
    ...(post ? { blog } : {}),
  };
}

/** The Markdown stage and the mdx stage, as load-site.ts runs them, for a blog with `markers` (none: no blog). */
async function render(root: string, files: ContentFile[], markers?: string[]) {
  const cache = new MarkdownCache(undefined, { fingerprint: '' });
  const { results } = await renderPages(files, cache, { threads: 1, ...(markers ? { summaryMarkers: markers } : {}) });
  return renderMdxPages({
    root,
    contentDir: 'content',
    files,
    results,
    workDir: path.join(root, '.docsgen', 'mdx'),
    strings: PT_STRINGS,
    markdown: DEFAULT_MARKDOWN_OPTIONS,
    locale: 'pt',
  });
}

describe('an MDX blog post', { timeout: 60_000 }, () => {
  const files = [
    contentFile('blog/2024-01-02-ilha.mdx', ISLAND_POST),
    contentFile('blog/2024-01-03-comentario.mdx', COMMENT_POST),
    contentFile('blog/2024-01-04-inteiro.mdx', WHOLE_POST),
    contentFile('content/pagina.mdx', PAGE, false),
  ];
  const site = () => {
    const root = tempSite(Object.fromEntries(files.map((file) => [file.file, file.body])));
    mkdirSync(path.join(root, 'components'));
    copyFileSync(
      path.resolve(import.meta.dirname, '../../fixtures/mdx/components/Counter.island.tsx'),
      path.join(root, 'components', 'Counter.island.tsx'),
    );
    return root;
  };

  it('is summed up to its `{/* truncate */}`, ids dropped and headings down, its islands hydrating in its page', async () => {
    const root = site();
    const { results } = await render(root, files, MARKERS);
    const [island] = results;
    expect(island!.summary?.truncated).toBe(true);
    const summary = parseHtml(island!.summary!.html);
    expect(findAll(summary, (element) => element.tag === 'h3').length).toBe(1); // "Parte", a level down
    expect(findAll(summary, (element) => 'id' in element.attrs)).toEqual([]);
    expect(island!.summary!.html).toContain('Abertura do post.');
    expect(island!.summary!.html).not.toContain('Depois');
    // The page: no marker left, its headings with their ids, both islands with their chunk.
    expect(island!.html).not.toContain('docsgen-summary-end');
    expect(island!.html).toContain('<h2 id="parte">');
    expect(island!.html).toContain('<h3 id="depois">');
    const roots = findAll(parseHtml(island!.html), (element) => element.attrs['data-island'] === 'mdx');
    expect(roots).toHaveLength(2);
    const props = roots.map((one) => JSON.parse(one.attrs['data-props']!) as { src: string; props: unknown });
    expect(props.map((one) => one.props)).toEqual([
      { label: 'Cliques', start: 2 },
      { label: 'Outro', start: 5 },
    ]);
    expect(props[0]!.src).toMatch(/^\/assets\/.+\.js$/);
    expect(island!.mdxIslands).toHaveLength(2);
  });

  it('ends at an HTML comment marker too, the first marker of either form; other comments stay out of the HTML', async () => {
    const root = site();
    const { results } = await render(root, files, MARKERS);
    const comment = results[1]!;
    expect(comment.summary).toEqual({ html: '<p>Antes  dele.</p>', truncated: true });
    // The later `{/* truncate */}` is an empty expression, as in any MDX page.
    expect(comment.html).toBe('<p>Antes  dele.</p>\n<p>Depois.</p>\n\n<p>Fim.</p>');
    // With `<!-- more -->` the only marker, neither is one: the whole post, not truncated.
    const more = (await render(root, [files[1]!], ['<!-- more -->'])).results[0]!;
    expect(more.summary).toEqual({ html: comment.html, truncated: false });
    expect(more.html).toBe(comment.html);
  });

  it('with no marker is summed up whole, not truncated', async () => {
    const root = site();
    const { results } = await render(root, files, MARKERS);
    expect(results[2]!.summary).toEqual({ html: '<p>Início.</p>\n<h3>Só</h3>\n<p>Tudo aqui.</p>', truncated: false });
    expect(results[2]!.html).toContain('<h2 id="só">Só<a class="dg-anchor"');
  });

  it('leaves an MDX page that is no post as it was: no summary, the same module and HTML as without a blog', async () => {
    const root = site();
    const withBlog = (await render(root, files, MARKERS)).results[3]!;
    const withoutBlog = (await render(root, [files[3]!])).results[0]!;
    expect(withBlog.summary).toBeUndefined();
    expect(withBlog).toEqual(withoutBlog);
    expect(withBlog.html).toBe('<p>Uma página.</p>\n\n<p>Fim.</p>');
  });
});
