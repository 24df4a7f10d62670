// A VitePress page is a Vue component too: its `<script setup>` and `<style scoped>` blocks, and the Vue components it
// places (`<VPTeamMembers :members="core" />`), mean nothing to a browser reading HTML. The blocks are left out (a
// `<script setup>` passed through would run as a classic script and fail on its `import`); a component's tags stay
// (an unknown element shows its content, as the issue asks: the content is kept), with one warning per name and page.
// mdBook preprocessors write such tags too (the rust book's <Listing>): the warning names no framework it cannot know.
import type { Html, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { MarkdownWarning } from '../markdown-result.js';

/** Vue's single-file-component blocks: never HTML a browser should get. */
const VUE_BLOCK = /^\s*<(script|style)\b[^>]*\b(setup|scoped|module|lang)\b[^>]*>[\s\S]*?<\/\1>\s*$/i;

/** A tag named as Vue components are (PascalCase): HTML has no such element. */
const COMPONENT_TAG = /<\/?([A-Z][A-Za-z0-9]*(?:\.[A-Z][A-Za-z0-9]*)*)(?=[\s/>])/g;

export function remarkVueBlocks() {
  return (tree: Root, file: VFile): void => {
    const warnings: MarkdownWarning[] = [];
    const named = new Set<string>();
    visit(tree, 'html', (node: Html, index, parent) => {
      if (VUE_BLOCK.test(node.value) && parent && index !== undefined) {
        const kind = /^\s*<(\w+)/.exec(node.value)![1]!.toLowerCase();
        warnings.push({
          code: 'vue-component',
          line: node.position?.start.line,
          message: `the page's Vue <${kind}> block is left out: docsgen does not run Vue (the page's Markdown is built without it)`,
        });
        parent.children.splice(index, 1);
        return index;
      }
      for (const [, name] of node.value.matchAll(COMPONENT_TAG)) {
        if (named.has(name!)) continue;
        named.add(name!);
        warnings.push({
          code: 'component-tag',
          line: node.position?.start.line,
          message: `<${name}> is a component (VitePress's Vue, an mdBook preprocessor's tag), which docsgen does not render: what is written inside it is shown as is`,
        });
      }
      return undefined;
    });
    const data = file.data as { warnings?: MarkdownWarning[] };
    if (warnings.length) data.warnings = [...(data.warnings ?? []), ...warnings];
  };
}
