// What MkDocs plugins make of a page at build time, which docsgen does not run: Material's icon shortcodes
// (`:material-check:`, `:octicons-heart-16:`, `:fontawesome-brands-github:`) on a site without pymdownx.emoji (with
// it, remark-emoji-shortcodes.ts has drawn them before this runs), and mkdocstrings's `::: package.module` blocks, which
// write API documentation from Python code. Each is left out, never shown as text, with one warning per name and page;
// a heading written `#### ::: package.name` (mkdocstrings's heading for the object) keeps the heading, naming the object.
import type { Heading, Paragraph, Root, Text } from 'mdast';
import { toString as mdastText } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { MarkdownWarning } from '../markdown-result.js';

const ICON = /:(?:material|octicons|fontawesome|simple)-[a-z0-9]+(?:-[a-z0-9]+)*:/g;
/** mkdocstrings: a paragraph opening with `::: dotted.name`, its options (YAML) in the lines after it. */
const AUTODOC = /^:::\s+([A-Za-z_][\w.]*)\s*(?:\n|$)/;

export function remarkMkdocsLeftovers() {
  return (tree: Root, file: VFile): void => {
    const warnings: MarkdownWarning[] = [];
    const icons = new Set<string>();
    visit(tree, 'paragraph', (node: Paragraph, index, parent) => {
      const autodoc = AUTODOC.exec(mdastText(node));
      if (!autodoc || !parent || index === undefined) return undefined;
      warnings.push({
        code: 'mkdocs-plugin-output',
        line: node.position?.start.line,
        message: `"::: ${autodoc[1]}" asks mkdocstrings for API documentation made from code, which docsgen does not run: left out`,
      });
      parent.children.splice(index, 1);
      return index;
    });
    visit(tree, 'heading', (node: Heading) => {
      const autodoc = AUTODOC.exec(mdastText(node));
      if (!autodoc) return;
      warnings.push({
        code: 'mkdocs-plugin-output',
        line: node.position?.start.line,
        message: `"::: ${autodoc[1]}" asks mkdocstrings for API documentation made from code, which docsgen does not run: the heading names it, without the documentation`,
      });
      node.children = [{ type: 'inlineCode', value: autodoc[1]! }];
    });
    visit(tree, 'text', (node: Text) => {
      if (!node.value.includes(':')) return;
      node.value = node.value.replace(ICON, (name) => {
        if (!icons.has(name)) {
          icons.add(name);
          warnings.push({
            code: 'mkdocs-plugin-output',
            line: node.position?.start.line,
            message: `the icon ${name} is one of MkDocs Material's icons, which docsgen draws only with pymdownx.emoji (markdown.emoji): left out`,
          });
        }
        return '';
      });
    });
    const data = file.data as { warnings?: MarkdownWarning[] };
    if (warnings.length) data.warnings = [...(data.warnings ?? []), ...warnings];
  };
}
