import type { Root } from 'hast';
import { walkNodes } from '../tree-walk.js';
import { applyEdits, rawHtmlTags, type TextEdit } from '../raw-html-tags.js';

/**
 * Every image of a page, Markdown or raw HTML, decodes off the main thread (`decoding="async"`), and every image but
 * the first loads lazily (`loading="lazy"`): the first is the one likely on the first screen, often the page's
 * largest paint, which a lazy load would delay; the others are most often further down, and a reader who never
 * scrolls there never downloads them. What the author wrote on an image (`loading="eager"`) is kept.
 */
export function rehypeImageLoading() {
  return (tree: Root): void => {
    let seen = 0;
    const attributes = (): Array<[name: string, value: string]> => [
      ...(seen++ > 0 ? [['loading', 'lazy'] as [string, string]] : []),
      ['decoding', 'async'],
    ];
    walkNodes(tree, (node) => {
      if (node.type === 'element' && node.tagName === 'img') {
        for (const [name, value] of attributes()) node.properties[name] ??= value;
      } else if (node.type === 'raw') {
        const edits: TextEdit[] = [];
        for (const tag of rawHtmlTags(node.value)) {
          if (tag.name !== 'img') continue;
          const written = new Set(tag.attributes.map((attribute) => attribute.name));
          const added = attributes().filter(([name]) => !written.has(name));
          if (added.length) edits.push({ start: tag.nameEnd, end: tag.nameEnd, text: added.map(([n, v]) => ` ${n}="${v}"`).join('') });
        }
        node.value = applyEdits(node.value, edits);
      }
    });
  };
}
