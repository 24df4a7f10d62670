// Every example of the CommonMark 0.31.2 spec, rendered by docsgen's Markdown pipeline as the body of a page whose
// front matter has a title (so a leading "# h1" stays in the body, as the spec expects), must give the spec's HTML
// once what docsgen adds on purpose is taken out. The only examples allowed to differ are the ones where GitHub
// Flavored Markdown, which docsgen reads, deliberately differs from CommonMark: its autolink literals.
import { createRequire } from 'node:module';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { createMarkdownRenderer } from '../../../cli/markdown/pipeline.js';
import { resolveRefs } from '../../../cli/model/resolve-refs.js';
import { pageBodyHtml } from '../../../cli/render/page-body.js';
import { PT_STRINGS as pt } from '../../../shared/i18n/strings.pt.js';

interface SpecExample {
  markdown: string;
  html: string;
  section: string;
  number: number;
}

const spec = createRequire(import.meta.url)('commonmark-spec') as { tests: SpecExample[] };
// The spec writes tabs as "→" so they can be seen; its own test runner puts them back.
const examples = spec.tests.map((example) => ({
  ...example,
  markdown: example.markdown.replace(/→/g, '\t'),
  html: example.html.replace(/→/g, '\t'),
}));

/**
 * GFM's autolink literal extension (remark-gfm) links bare "www.", "http(s)://" and e-mail addresses that CommonMark
 * leaves as text; GFM's spec documents it (https://github.github.com/gfm/#autolinks-extension-). These CommonMark
 * examples write such text on purpose, to show that it is no autolink, so docsgen, like GitHub, links it. Each with
 * what GFM links:
 */
const GFM_AUTOLINK_LITERALS: ReadonlyMap<number, string> = new Map([
  [602, '"<https://foo.bar/baz bim>": a space makes it no autolink, and GFM links the bare URL inside'],
  [606, '"<foo\\+@bar.example.com>": the backslash makes it no e-mail autolink, and GFM links the bare address left'],
  [608, '"< https://foo.bar >": spaces make it no autolink, and GFM links the bare URL inside'],
  [611, '"https://example.com" on its own: a bare URL'],
  [612, '"foo@bar.example.com" on its own: a bare e-mail address'],
]);

const renderBody = createMarkdownRenderer({ baseUrl: '/', rawHtml: true });
const html = unified().use(rehypeStringify);

/**
 * The page's HTML as the build writes it: the Markdown stage leaves a token where each link or image URL goes, and the
 * model puts the URL there (resolve-refs.ts). Here the page is alone in a site with no files beside it, so every URL
 * resolves to itself, as written.
 */
function render(markdown: string): string {
  const result = renderBody(markdown, { frontMatterTitle: 'A page of the spec' });
  const targets = {
    baseUrl: '/',
    contentDir: 'content',
    staticDir: 'static',
    pages: new Map(),
    routes: new Set(['/spec']),
    staticFiles: new Set<string>(),
    files: new Map(),
  };
  const { refs } = resolveRefs({ file: 'content/spec.md', route: '/spec', bodyStartLine: 1, markdown: result }, targets);
  return pageBodyHtml({ html: result.html, ...(refs ? { refs } : {}) }, { strings: pt, locale: 'pt' });
}

/**
 * The same HTML with docsgen's own additions taken out, each undone exactly and nothing else touched:
 * - heading ids (rehype-heading-ids) and the "#" anchor link appended to h2–h6 (rehype-heading-anchors);
 * - the scroll box around tables (rehype-table-wrap), unwrapped;
 * - tabindex="0" on <pre> (rehype-focusable-code);
 * - highlight.js's work on fenced code (rehype-code-blocks): the "hljs" class on <code> and its token <span>s,
 *   whose text stays;
 * - the wrapper around each code block (rehype-code-blocks): the <pre> stays, its title bar (the name of a language
 *   without a grammar), copy button and the button's live region go;
 * - decoding="async" and loading="lazy" on images (rehype-image-loading).
 * Both sides are then parsed into the same HTML tree and written out again, so spellings a browser reads the same
 * ("<br />" and "<br>", "&quot;" and '"' in text) compare equal, and line breaks between blocks, which no browser
 * shows, are dropped (as the spec's own normalize.py does around block tags); any difference in elements, attributes
 * or text remains.
 */
function normalize(source: string): string {
  // White space at the very start and end of the page is not shown (the spec's HTML ends with a line break, docsgen's
  // does not); it goes before parsing, as after an unclosed raw "<a>" the parser would wrap that line break in a copy.
  const tree = fromHtml(source.replace(/^[ \t\n]+|[ \t\n]+$/g, ''), { fragment: true });
  const clean = (nodes: Array<RootContent | ElementContent>, inHighlighted = false): ElementContent[] =>
    nodes.flatMap((node): ElementContent[] => {
      if (node.type === 'doctype') return [];
      if (node.type !== 'element') return [node];
      const classes = Array.isArray(node.properties.className) ? (node.properties.className as string[]) : [];
      if (node.tagName === 'a' && classes.includes('dg-anchor')) return [];
      if (node.tagName === 'div' && classes.includes('dg-table-wrap')) return clean(node.children);
      if (node.tagName === 'div' && classes.includes('dg-code')) {
        return clean(node.children.filter((child) => child.type === 'element' && child.tagName === 'pre'));
      }
      // A token ("hljs-title function_"), only inside code highlight.js has marked as its own.
      if (inHighlighted && node.tagName === 'span' && classes.some((name) => name.startsWith('hljs-'))) {
        return clean(node.children, true);
      }
      const properties = { ...node.properties };
      if (/^h[1-6]$/.test(node.tagName)) delete properties.id;
      if (node.tagName === 'pre' && properties.tabIndex === 0) delete properties.tabIndex;
      if (node.tagName === 'img' && properties.decoding === 'async') delete properties.decoding;
      if (node.tagName === 'img' && properties.loading === 'lazy') delete properties.loading;
      if (node.tagName === 'code' && classes.includes('hljs')) {
        const rest = classes.filter((name) => name !== 'hljs');
        if (rest.length > 0) properties.className = rest;
        else delete properties.className;
      }
      const highlighted = inHighlighted || (node.tagName === 'code' && classes.includes('hljs'));
      return [{ ...node, properties, children: clean(node.children, highlighted) } satisfies Element];
    });
  const root: Root = { type: 'root', children: dropSpaceBetweenBlocks(mergeText(clean(tree.children))) };
  return html.stringify(root);
}

/** Elements laid out as blocks: white space beside them is never shown. */
const BLOCKS: ReadonlySet<string> = new Set(
  'address article aside blockquote body details dialog dd div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);

/** Removes white-space-only text whose neighbours are blocks (or nothing), outside <pre> where white space shows. */
function dropSpaceBetweenBlocks(nodes: ElementContent[]): ElementContent[] {
  const blockOrEdge = (node: ElementContent | undefined): boolean => !node || (node.type === 'element' && BLOCKS.has(node.tagName));
  return nodes
    .filter((node, i) => !(node.type === 'text' && /^[ \t\n]*$/.test(node.value) && blockOrEdge(nodes[i - 1]) && blockOrEdge(nodes[i + 1])))
    .map((node) =>
      node.type === 'element' && node.tagName !== 'pre' ? { ...node, children: dropSpaceBetweenBlocks(node.children) } : node,
    );
}

/** Adjacent text nodes (left where a token span was unwrapped) as one, as the parser would have made them. */
function mergeText(nodes: ElementContent[]): ElementContent[] {
  const merged: ElementContent[] = [];
  for (const node of nodes) {
    const last = merged[merged.length - 1];
    if (node.type === 'text' && last?.type === 'text') merged[merged.length - 1] = { type: 'text', value: last.value + node.value };
    else merged.push(node.type === 'element' ? { ...node, children: mergeText(node.children) } : node);
  }
  return merged;
}

describe('the CommonMark 0.31.2 spec through docsgen', () => {
  it('has the 652 examples of version 0.31.2', () => {
    expect(examples.length).toBe(652);
  });

  const passing = examples.filter((example) => !GFM_AUTOLINK_LITERALS.has(example.number));
  it.each(passing)('example $number ($section)', ({ markdown, html: expected }) => {
    expect(normalize(render(markdown))).toBe(normalize(expected));
  });

  const autolinks = examples.filter((example) => GFM_AUTOLINK_LITERALS.has(example.number));
  it.each(autolinks)('example $number differs only by the links GFM makes of bare addresses', ({ number, markdown, html: expected }) => {
    const actual = normalize(render(markdown));
    // Each such link, "<a href="[mailto:]X">X</a>", put back as the text X it was made of.
    const unlinked = actual.replace(/<a href="(?:mailto:)?([^"]*)">\1<\/a>/g, '$1');
    expect(unlinked, GFM_AUTOLINK_LITERALS.get(number)).not.toBe(actual);
    expect(unlinked, GFM_AUTOLINK_LITERALS.get(number)).toBe(normalize(expected));
  });
});
