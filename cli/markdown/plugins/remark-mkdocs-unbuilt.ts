// The syntax of Python-Markdown extensions an MkDocs site lists that docsgen does not build: math (arithmatex) and
// editing marks (critic). Their text is shown as written, so each kind is one warning per page, naming its first line,
// rather than a page that silently shows `$$` or `{++` where its author meant something else.
import type { Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { MarkdownWarning } from '../markdown-result.js';

const UNBUILT: ReadonlyArray<{ extension: string; marker: RegExp; what: string }> = [
  { extension: 'pymdownx.arithmatex', marker: /\$\$|\\\(|\\\[|(?<![\w$])\$[^\s$][^$\n]*\$(?![\w$])/, what: 'math (`$…$`, `$$`)' },
  { extension: 'pymdownx.critic', marker: /\{(?:\+\+|--|~~|==|>>)/, what: 'editing marks (`{++ ++}`, `{-- --}`, `{== ==}`)' },
];

export function remarkMkdocsUnbuilt(options: { extensions: readonly string[] }) {
  const kinds = UNBUILT.filter((kind) => options.extensions.includes(kind.extension));
  return (tree: Root, file: VFile): void => {
    if (kinds.length === 0) return;
    const warnings: MarkdownWarning[] = [];
    const left = new Set(kinds);
    visit(tree, 'text', (node: Text) => {
      for (const kind of left) {
        if (!kind.marker.test(node.value)) continue;
        left.delete(kind);
        warnings.push({
          code: 'mkdocs-extension-unsupported',
          line: node.position?.start.line,
          message: `${kind.extension}'s ${kind.what}: shown as written, docsgen does not build it`,
        });
      }
    });
    const data = file.data as { warnings?: MarkdownWarning[] };
    if (warnings.length) data.warnings = [...(data.warnings ?? []), ...warnings];
  };
}
