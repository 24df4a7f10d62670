import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import type { MarkdownWarning } from '../markdown-result.js';
import { walkElements } from '../tree-walk.js';
import { isUnsafeUrl } from '../unsafe-url.js';

/** Longest part of a URL quoted in a warning: a data: URL can be megabytes. */
const QUOTE = 60;

/**
 * Makes no `javascript:`, `vbscript:`, `file:` or non-image `data:` URL live: such a link becomes its text (a span),
 * such an image its alt text, each with a warning naming the line. Only Markdown links and images are elements here;
 * raw HTML is a separate node that `markdown.rawHtml` governs.
 */
export function rehypeUnsafeUrls() {
  return (tree: Root, file: VFile): void => {
    const warnings: MarkdownWarning[] = [];
    walkElements(tree, (node: Element) => {
      const image = node.tagName === 'img';
      if (node.tagName !== 'a' && !image) return;
      const url = node.properties[image ? 'src' : 'href'];
      if (typeof url !== 'string' || !isUnsafeUrl(url, image)) return;
      const shown = url.length > QUOTE ? `${url.slice(0, QUOTE)}…` : url;
      warnings.push({
        code: 'unsafe-url',
        line: node.position?.start.line,
        message: `${image ? 'image source' : 'link to'} ${JSON.stringify(shown)} is not made live: scripts and non-image data: URLs are not allowed in pages (shown as text)`,
      });
      const alt = node.properties.alt;
      node.tagName = 'span';
      node.properties = {};
      if (image) node.children = typeof alt === 'string' && alt ? [{ type: 'text', value: alt }] : [];
    });
    const data = file.data as { warnings?: MarkdownWarning[] };
    data.warnings = [...(data.warnings ?? []), ...warnings];
  };
}
