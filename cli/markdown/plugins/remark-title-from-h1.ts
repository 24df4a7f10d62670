import type { Root } from 'mdast';
import { toString as mdastText } from 'mdast-util-to-string';
import type { VFile } from 'vfile';

/** A page that starts with "# Title" uses it as its title and loses the h1, so the layout's h1 stays the only one. */
export function remarkTitleFromH1() {
  return (tree: Root, file: VFile): void => {
    const first = tree.children.find((node) => node.type !== 'html' || !/^<!--/.test(node.value));
    if (first?.type === 'heading' && first.depth === 1) {
      file.data.title = mdastText(first);
      tree.children.splice(tree.children.indexOf(first), 1);
    }
  };
}
