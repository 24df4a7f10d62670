import type { Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { parseSummaryMarker, markerText, SUMMARY_END_TAG, summaryOfNodes, type SummaryMarker } from '../blog-summary.js';
import type { MarkdownPageData, MarkdownResult } from '../markdown-result.js';

export interface BlogSummaryOptions {
  /** The page's raw HTML passes through (markdown.rawHtml): the summary is written as the body is. */
  rawHtml: boolean;
}

/**
 * A blog post's summary (MarkdownResult.summary, blog-summary.ts), for pages given `summaryMarkers` (nothing for
 * others): the first top-level marker is taken out of the body and what stands before it is the summary; with none,
 * the whole body, not truncated. Last of the steps on the HTML tree, so the summary is the post's HTML as published
 * (ids, code blocks, file refs' tokens, the site's plugins). A marker inside a block (code, a list, a paragraph's
 * line) is no marker. An MDX page's HTML is made later: the marker becomes an element the mdx stage splits it at.
 */
export function rehypeBlogSummary({ rawHtml }: BlogSummaryOptions) {
  return (tree: Root, file: VFile): void => {
    const data = file.data as MarkdownPageData & { summary?: MarkdownResult['summary'] };
    if (!data.summaryMarkers) return;
    const markers = data.summaryMarkers.flatMap((marker) => parseSummaryMarker(marker) ?? []);
    const mdx = data.mdx !== undefined;
    const at = tree.children.findIndex((node) => {
      if (mdx && isSummaryEnd(node)) return true;
      const found = markerOf(node, { mdx, rawHtml, source: String(file.value) });
      return found !== undefined && markers.some((marker) => marker.kind === found.kind && marker.text === found.text);
    });
    const truncated = at >= 0;
    if (mdx) {
      // One end, where the first marker stood (remark-mdx-summary-comments.ts makes each marker comment an end).
      tree.children = tree.children.filter((node, index) => index === at || !isSummaryEnd(node));
      if (truncated) tree.children[at] = { type: 'element', tagName: SUMMARY_END_TAG, properties: {}, children: [] };
      data.summary = { html: '', truncated };
      return;
    }
    data.summary = {
      html: summaryOfNodes(truncated ? tree.children.slice(0, at) : tree.children, { allowDangerousHtml: rawHtml }),
      truncated,
    };
    // The marker and the line break after it: the body reads as if it had never been written.
    if (truncated) tree.children.splice(at, isLineBreak(tree.children[at + 1]) ? 2 : 1);
  };
}

function isSummaryEnd(node: RootContent): boolean {
  return node.type === 'element' && node.tagName === SUMMARY_END_TAG;
}

/** The marker a top-level node would be, whatever its text. */
function markerOf(
  node: RootContent,
  { mdx, rawHtml, source }: { mdx: boolean; rawHtml: boolean; source: string },
): SummaryMarker | undefined {
  // Markdown's HTML block, passed through as it was written.
  if (node.type === 'raw') return htmlComment(node.value);
  // An HTML comment as a tree node: in MDX (mdx-compile.ts reads posts' comments into the tree), or a site's plugin's.
  if (node.type === 'comment') return { kind: 'html', text: markerText(node.value) };
  const { type } = node as { type: string };
  if (type === 'mdxFlowExpression') {
    const comment = /^\s*\/\*([\s\S]*?)\*\/\s*$/.exec((node as unknown as { value: string }).value);
    return comment ? { kind: 'mdx', text: markerText(comment[1]!) } : undefined;
  }
  // In Markdown, a paragraph of the marker alone, as written (`{/*truncate*/}` reads as emphasis): `{/* truncate */}`
  // in a post that is no MDX, or any marker with raw HTML off (remark-escape-html.ts makes an HTML block a paragraph).
  const { start, end } = node.position ?? {};
  if (mdx || node.type !== 'element' || node.tagName !== 'p' || start?.offset === undefined || end?.offset === undefined) return undefined;
  const found = parseSummaryMarker(source.slice(start.offset, end.offset));
  return found?.kind === 'mdx' || (found && !rawHtml) ? found : undefined;
}

function htmlComment(value: string): SummaryMarker | undefined {
  const found = parseSummaryMarker(value);
  return found?.kind === 'html' ? found : undefined;
}

function isLineBreak(node: RootContent | undefined): boolean {
  return node?.type === 'text' && /^\s*$/.test(node.value);
}
