import type { Root } from 'hast';
import type { VFile } from 'vfile';
import type { MarkdownPageData } from '../markdown-result.js';

/** The property remark-page-title.ts puts on the heading that titles the page (never written out: the heading goes). */
export const PAGE_TITLE_MARK = 'dataDgPageTitle';

/**
 * Takes the heading that titles the page out of the body, keeping its id (file.data.titleId) for the layout's h1.
 * Runs after rehype-heading-ids.ts, so the id is the one the heading would have had, and a later heading with the
 * same text still gets "-1"; and before the heading, section and link collectors, so it is in no TOC or search record.
 */
export function rehypePageTitle() {
  return (tree: Root, file: VFile): void => {
    const index = tree.children.findIndex((node) => node.type === 'element' && node.properties[PAGE_TITLE_MARK] !== undefined);
    if (index === -1) return;
    const heading = tree.children[index]!;
    if (heading.type === 'element' && typeof heading.properties.id === 'string')
      (file.data as MarkdownPageData).titleId = heading.properties.id;
    // The line break remark-rehype put after it goes too, or the body would start with an empty line.
    const next = tree.children[index + 1];
    tree.children.splice(index, next?.type === 'text' && next.value.trim() === '' ? 2 : 1);
  };
}
