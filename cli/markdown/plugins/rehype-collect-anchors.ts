import type { Root } from 'hast';
import type { VFile } from 'vfile';
import { rawHtmlTags } from '../raw-html-tags.js';
import { walkNodes } from '../tree-walk.js';

/**
 * Records in file.data.anchors the ids a link may name besides the headings': `id` on any element (footnotes, raw
 * HTML such as the rust book's `<a id="old-heading"></a>`) and `<a name>`, so the link check does not call a link
 * to them broken.
 */
export function rehypeCollectAnchors() {
  return (tree: Root, file: VFile): void => {
    const anchors = new Set<string>();
    walkNodes(tree, (node) => {
      if (node.type === 'element') {
        const id = node.properties.id;
        if (typeof id === 'string' && id && !/^h[1-6]$/.test(node.tagName)) anchors.add(id);
      } else if (node.type === 'raw') {
        for (const tag of rawHtmlTags(node.value)) {
          for (const attribute of tag.attributes) {
            const named = attribute.name === 'id' || (attribute.name === 'name' && tag.name === 'a');
            if (named && attribute.value) anchors.add(attribute.value);
          }
        }
      }
    });
    if (anchors.size > 0) (file.data as { anchors?: string[] }).anchors = [...anchors];
  };
}
