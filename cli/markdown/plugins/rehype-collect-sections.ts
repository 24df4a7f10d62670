import type { Element, ElementContent, Root } from 'hast';
import type { VFile } from 'vfile';

/** Text of a page, cut at its headings: what search records are made of (never re-parsed from the final HTML). */
export interface Section {
  /** Id of the h2–h6 the text sits under; undefined for the text before the first heading. */
  headingId?: string;
  /** Paragraphs, list items and table cells, as plain text. */
  texts: string[];
}

const BLOCKS: ReadonlySet<string> = new Set(['p', 'li', 'td', 'th', 'dd', 'dt']);
/** Not prose: code is indexed by its page's headings, not line by line; anchors and nested lists have their own turn. */
const SKIPPED: ReadonlySet<string> = new Set(['pre', 'script', 'style', 'ul', 'ol', 'table', 'p']);

function textOf(node: Element | ElementContent, top = true): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return '';
  if (!top && SKIPPED.has(node.tagName)) return '';
  if (node.tagName === 'a' && Array.isArray(node.properties.className) && node.properties.className.includes('dg-anchor')) return '';
  return node.children.map((child) => textOf(child, false)).join('');
}

/** Records the page's prose by section in file.data.sections (run after heading ids are set). */
export function rehypeCollectSections() {
  return (tree: Root, file: VFile): void => {
    const sections: Section[] = [{ texts: [] }];
    const visit = (parent: Root | Element): void => {
      for (const child of parent.children) {
        if (child.type !== 'element') continue;
        if (/^h[2-6]$/.test(child.tagName) && typeof child.properties.id === 'string') {
          sections.push({ headingId: child.properties.id, texts: [] });
        } else if (child.tagName === 'h1') {
          // An h1 in the body (one kept as the page's visible title, or one further down) cuts no section: records
          // sit under the page's title (lvl1), and the h1's words are found as text where it stands.
          const text = textOf(child).replace(/\s+/g, ' ').trim();
          if (text) sections[sections.length - 1]!.texts.push(text);
        } else if (Array.isArray(child.properties.className) && child.properties.className.includes('dg-admonition__title')) {
        } else if (BLOCKS.has(child.tagName)) {
          const text = textOf(child).replace(/\s+/g, ' ').trim();
          if (text) sections[sections.length - 1]!.texts.push(text);
          if (child.tagName === 'li') visit(child); // nested lists and paragraphs inside a loose item
        } else if (child.tagName !== 'pre') {
          visit(child);
        }
      }
    };
    visit(tree);
    file.data.sections = sections.filter((section) => section.headingId !== undefined || section.texts.length > 0);
  };
}
