// A blog post's summary (MarkdownResult.summary): its HTML up to the first truncation marker (config
// `blog.truncateMarkers`), shown in the blog's lists. Made of the post's own HTML, rendered once with its body, then
// changed for a list that shows ten posts: no ids (they would clash between posts), headings a level down (the list
// titles each post with an h2), no heading anchors (they link to ids the list does not have).
import type { Element, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { walkElements, walkNodes } from './tree-walk.js';

/**
 * The element an MDX post's module holds where its marker stood: its HTML is made by the mdx stage, which splits it
 * there (render-mdx-pages.ts) and removes the element. A name no author writes and React renders as it is.
 */
export const SUMMARY_END_TAG = 'docsgen-summary-end';
export const SUMMARY_END_HTML = `<${SUMMARY_END_TAG}></${SUMMARY_END_TAG}>`;

/** A marker as it is compared: an HTML comment or an MDX comment, by its text with spaces trimmed and collapsed. */
export interface SummaryMarker {
  kind: 'html' | 'mdx';
  text: string;
}

/** A configured marker (`<!-- truncate -->`, `{/* truncate *\/}`) read; anything else matches nothing. */
export function parseSummaryMarker(written: string): SummaryMarker | undefined {
  const trimmed = written.trim();
  const html = /^<!--([\s\S]*?)-->$/.exec(trimmed);
  if (html) return { kind: 'html', text: markerText(html[1]!) };
  const mdx = /^\{\s*\/\*([\s\S]*?)\*\/\s*\}$/.exec(trimmed);
  return mdx ? { kind: 'mdx', text: markerText(mdx[1]!) } : undefined;
}

/** A comment's text as markers compare it: "any spaces inside" match (`<!--truncate-->` is `<!-- truncate -->`). */
export function markerText(inside: string): string {
  return inside.trim().replace(/\s+/g, ' ');
}

/** The HTML of a post's first nodes as its summary (the nodes are copied, not changed). */
export function summaryOfNodes(nodes: readonly RootContent[], { allowDangerousHtml }: { allowDangerousHtml: boolean }): string {
  const root: Root = { type: 'root', children: structuredClone(trimmed(nodes)) };
  // Raw HTML's tags are nodes of their own (`<a id="x">` apart from its `</a>`): read whole, its ids go too.
  if (allowDangerousHtml && hasRawHtml(root)) return summaryOfHtml(toHtml(root, { allowDangerousHtml }));
  asSummary(root);
  return toHtml(root, { allowDangerousHtml });
}

/** The summary of HTML already rendered (an MDX post's, up to its marker). */
export function summaryOfHtml(html: string): string {
  const root = fromHtml(html.trim(), { fragment: true });
  asSummary(root);
  return toHtml(root, { allowDangerousHtml: true });
}

function hasRawHtml(root: Root): boolean {
  let found = false;
  walkNodes(root, (node) => {
    found ||= node.type === 'raw';
  });
  return found;
}

/** Ids dropped, headings a level down (h6 stays h6), heading anchors left out. */
function asSummary(root: Root): void {
  walkElements(root, (element) => {
    delete element.properties.id;
    const level = /^h([1-6])$/.exec(element.tagName)?.[1];
    if (!level) return;
    element.tagName = `h${Math.min(Number(level) + 1, 6)}`;
    element.children = element.children.filter((child) => !isHeadingAnchor(child));
  });
}

/** The "#" link rehype-heading-anchors.ts puts in a heading. */
function isHeadingAnchor(node: RootContent): boolean {
  if (node.type !== 'element' || node.tagName !== 'a') return false;
  const className = (node as Element).properties.className;
  return Array.isArray(className) && className.includes('dg-anchor');
}

/** Without the line breaks between blocks at either end. */
function trimmed(nodes: readonly RootContent[]): RootContent[] {
  const blank = (node: RootContent | undefined) => node?.type === 'text' && node.value.trim() === '';
  let start = 0;
  let end = nodes.length;
  while (start < end && blank(nodes[start])) start++;
  while (end > start && blank(nodes[end - 1])) end--;
  return nodes.slice(start, end);
}
