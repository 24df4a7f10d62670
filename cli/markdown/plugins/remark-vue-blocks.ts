// A VitePress page is a Vue component too: its `<script setup>` and `<style scoped>` blocks, and the Vue components it
// places (`<VPTeamMembers :members="core" />`), mean nothing to a browser reading HTML. The blocks are left out (a
// `<script setup>` passed through would run as a classic script and fail on its `import`); a component's tags stay
// (an unknown element shows its content, as the issue asks: the content is kept), with one warning per name and page.
// mdBook preprocessors write such tags too (the rust book's <Listing>): the warning names no framework it cannot know.
// Two exceptions: VitePress's built-in <Badge type text> is drawn as the badge it is, and a self-closing tag
// (`<NonInheritBadge />`) is left out, as a browser would read `<X />` as an opening tag swallowing what follows.
import type { Html, Root } from 'mdast';
import type { VFile } from 'vfile';
import type { MarkdownWarning } from '../markdown-result.js';
import { walkMdast } from '../tree-walk.js';

/** Vue's single-file-component blocks: never HTML a browser should get. */
const VUE_BLOCK = /^\s*<(script|style)\b[^>]*\b(setup|scoped|module|lang)\b[^>]*>[\s\S]*?<\/\1>\s*$/i;

/** VitePress's built-in `<Badge type="tip" text="v2" />`, or with its text inside (`<Badge type="tip">v2</Badge>`). */
const BADGE = /<Badge\b([^>]*?)(\/?)>|<\/Badge\s*>/g;
const OWN_BADGE = /\bimport\s+(?:Badge\b|\{[^}]*\bBadge\b[^}]*\})/;
const BADGE_TYPES: readonly string[] = ['info', 'tip', 'warning', 'danger'];

/** A self-closing component tag, with no content to keep. */
const SELF_CLOSING_COMPONENT = /<[A-Z][A-Za-z0-9]*(?:\.[A-Z][A-Za-z0-9]*)*(?:\s(?:[^>"']|"[^"]*"|'[^']*')*)?\/>/g;

/** A tag named as Vue components are (PascalCase): HTML has no such element. */
const COMPONENT_TAG = /<\/?([A-Z][A-Za-z0-9]*(?:\.[A-Z][A-Za-z0-9]*)*)(?=[\s/>])/g;

const HTML: ReadonlySet<string> = new Set(['html']);

export function remarkVueBlocks() {
  return (tree: Root, file: VFile): void => {
    const warnings: MarkdownWarning[] = [];
    const named = new Set<string>();
    // A page importing a Badge of its own (`import Badge from './Badge.vue'`) means that one, not VitePress's.
    let ownBadge = false;
    walkMdast(tree, HTML, (node: Html, index, parent) => {
      if (VUE_BLOCK.test(node.value)) {
        const kind = /^\s*<(\w+)/.exec(node.value)![1]!.toLowerCase();
        if (OWN_BADGE.test(node.value)) ownBadge = true;
        warnings.push({
          code: 'vue-component',
          line: node.position?.start.line,
          message: `the page's Vue <${kind}> block is left out: docsgen does not run Vue (the page's Markdown is built without it)`,
        });
        parent.children.splice(index, 1);
        return index;
      }
      if (!ownBadge) node.value = node.value.replace(BADGE, badgeHtml);
      for (const [, name] of node.value.matchAll(COMPONENT_TAG)) {
        if (named.has(name!)) continue;
        named.add(name!);
        warnings.push({
          code: 'component-tag',
          line: node.position?.start.line,
          message: `<${name}> is a component (VitePress's Vue, an mdBook preprocessor's tag), which docsgen does not render: what is written inside it is shown as is`,
        });
      }
      node.value = node.value.replace(SELF_CLOSING_COMPONENT, '');
      return undefined;
    });
    const data = file.data as { warnings?: MarkdownWarning[] };
    if (warnings.length) data.warnings = [...(data.warnings ?? []), ...warnings];
  };
}

/** VitePress's <Badge> as docsgen's badge: its `text` (escaped) or the text inside it, coloured by `type`. */
function badgeHtml(tag: string, attributes = '', selfClosing = ''): string {
  if (tag.startsWith('</')) return '</span>';
  const attribute = (name: string) => new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attributes);
  const typeMatch = attribute('type');
  const type = typeMatch ? (typeMatch[1] ?? typeMatch[2] ?? '') : 'tip';
  const open = `<span class="dg-badge dg-badge--${BADGE_TYPES.includes(type) ? type : 'tip'}">`;
  if (!selfClosing) return open;
  const text = attribute('text');
  return `${open}${text ? (text[1] ?? text[2] ?? '').replace(/</g, '&lt;').replace(/>/g, '&gt;') : ''}</span>`;
}
