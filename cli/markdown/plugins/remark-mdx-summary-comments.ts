import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { markerText, parseSummaryMarker, SUMMARY_END_TAG, type SummaryMarker } from '../blog-summary.js';
import type { MarkdownPageData } from '../markdown-result.js';

interface NodeLike {
  type: string;
  value?: string;
  commentValue?: string;
  children?: NodeLike[];
}

/**
 * An MDX blog post's HTML comments (`<!-- truncate -->`), which @slorber/remark-comment reads into the tree for posts
 * (mdx-compile.ts; from other pages it drops them as it reads): one that stands alone at the top level and is a
 * truncation marker becomes the element rehype-blog-summary.ts ends the summary at; every other leaves the tree, the
 * text around it joined again, as from any other page.
 */
export function remarkMdxSummaryComments() {
  return (tree: Root, file: VFile): void => {
    const markers = ((file.data as MarkdownPageData).summaryMarkers ?? []).flatMap((marker) => parseSummaryMarker(marker) ?? []);
    withoutComments(tree as NodeLike, markers, true);
  };
}

function withoutComments(parent: NodeLike, markers: readonly SummaryMarker[], top: boolean): void {
  const kept: NodeLike[] = [];
  for (const child of parent.children ?? []) {
    if (child.type === 'comment') {
      const text = markerText(child.commentValue ?? '');
      if (top && markers.some((marker) => marker.kind === 'html' && marker.text === text)) {
        kept.push({ type: 'summaryEnd', children: [], data: { hName: SUMMARY_END_TAG } } as NodeLike);
      }
      continue;
    }
    if (child.children) withoutComments(child, markers, false);
    const last = kept.at(-1);
    if (child.type === 'text' && last?.type === 'text') kept[kept.length - 1] = { ...last, value: `${last.value}${child.value}` };
    else kept.push(child);
  }
  parent.children = kept;
}
