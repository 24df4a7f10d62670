// What MkDocs plugins make of a page at build time, which docsgen does not run: Material's icon shortcodes
// (`:material-check:`, `:octicons-heart-16:`, `:fontawesome-brands-github:`) on a site without pymdownx.emoji (with
// it, remark-emoji-shortcodes.ts has drawn them before this runs), and mkdocstrings's `::: package.module` blocks, which
// write API documentation from Python code. Each is left out, never shown as text, with one warning per name and page;
// a heading written `#### ::: package.name` (mkdocstrings's heading for the object) keeps the heading, naming the object.
import type { Heading, Paragraph, Root, Text } from 'mdast';
import { toString as mdastText } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import type { MarkdownWarning } from '../markdown-result.js';
import { SKIP_CHILDREN, walkMdast } from '../tree-walk.js';

const ICON = /:(?:material|octicons|fontawesome|simple)-[a-z0-9]+(?:-[a-z0-9]+)*:/g;
/** mkdocstrings: a paragraph opening with `::: dotted.name`, its options (YAML) in the lines after it. */
const AUTODOC = /^:::\s+([A-Za-z_][\w.]*)\s*(?:\n|$)/;

const LEFTOVER_NODES: ReadonlySet<string> = new Set(['paragraph', 'heading', 'text']);

export function remarkMkdocsLeftovers() {
  return (tree: Root, file: VFile): void => {
    // One walk (every page takes this step, and most have none of it); the warnings in the order three passes gave:
    // the blocks left out, the headings, then the icons.
    const blocks: MarkdownWarning[] = [];
    const headings: MarkdownWarning[] = [];
    const iconWarnings: MarkdownWarning[] = [];
    const icons = new Set<string>();
    walkMdast(tree, LEFTOVER_NODES, (node: Paragraph | Heading | Text, index, parent) => {
      if (node.type === 'text') {
        if (node.value.includes(':')) node.value = node.value.replace(ICON, (name) => leaveIcon(name, node, icons, iconWarnings));
        return undefined;
      }
      // The text of every paragraph is made only for those that can open with ":::".
      const autodoc = leadingCharacter(node) === ':' ? AUTODOC.exec(mdastText(node)) : null;
      if (!autodoc) return undefined;
      if (node.type === 'paragraph') {
        blocks.push({
          code: 'mkdocs-plugin-output',
          line: node.position?.start.line,
          message: `"::: ${autodoc[1]}" asks mkdocstrings for API documentation made from code, which docsgen does not run: left out`,
        });
        parent.children.splice(index, 1);
        return index;
      }
      headings.push({
        code: 'mkdocs-plugin-output',
        line: node.position?.start.line,
        message: `"::: ${autodoc[1]}" asks mkdocstrings for API documentation made from code, which docsgen does not run: the heading names it, without the documentation`,
      });
      node.children = [{ type: 'inlineCode', value: autodoc[1]! }];
      return SKIP_CHILDREN;
    });
    const warnings = [...blocks, ...headings, ...iconWarnings];
    const data = file.data as { warnings?: MarkdownWarning[] };
    if (warnings.length) data.warnings = [...(data.warnings ?? []), ...warnings];
  };
}

/** An icon's shortcode taken out of the text, warned once a page. */
function leaveIcon(name: string, node: Text, icons: Set<string>, warnings: MarkdownWarning[]): string {
  if (!icons.has(name)) {
    icons.add(name);
    warnings.push({
      code: 'mkdocs-plugin-output',
      line: node.position?.start.line,
      message: `the icon ${name} is one of MkDocs Material's icons, which docsgen draws only with pymdownx.emoji (markdown.emoji): left out`,
    });
  }
  return '';
}

/**
 * The first character of the node's text as mdast-util-to-string makes it (values, HTML and images' alt included), or
 * undefined when it has none.
 */
function leadingCharacter(node: { value?: unknown; alt?: unknown; children?: unknown[] }): string | undefined {
  if (typeof node.value === 'string') return node.value[0];
  if (typeof node.alt === 'string') return node.alt[0];
  for (const child of node.children ?? []) {
    const found = leadingCharacter(child as typeof node);
    if (found !== undefined) return found;
  }
  return undefined;
}
