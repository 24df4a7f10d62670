// pymdownx.emoji's shortcodes, as MkDocs Material sets it up (config `markdown.emoji`, on for an MkDocs site whose
// mkdocs.yml lists the extension): `:smile:` is its Unicode emoji (GitHub's names, gemoji), and an icon of Material's
// sets (`:material-check:`, `:octicons-heart-16:`) its SVG inline, in Material's own HTML:
// `<span class="twemoji"><svg …></svg></span>`, sized as the text around it and drawn in its colour. An attribute
// list right after an icon (`:fontawesome-solid-heart:{ .heart }`) gives the span its classes, as attr_list does.
// An icon no set has is left out, never shown as text, with a warning (the model makes it one per name for the
// site); any other `:word:` is text, as pymdownx leaves it (`12:53:00` holds `:53:`).
import { nameToEmoji } from 'gemoji';
import type { Parent, PhrasingContent, Root, Text } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { createIconSets, isIconName } from '../icon-sets.js';
import type { MarkdownWarning } from '../markdown-result.js';

/** pymdownx.emoji's pattern: a name of word characters, `+` and `-` between colons. */
const SHORTCODE = /:([+\-\w]+):/g;
/** An attribute list right after an icon: `{ .heart }`, `{: .lg .middle }` (attr_list's own syntax). */
const ATTR_LIST = /^\{:?((?:\s*(?:[.#][\w-]+|[\w-]+=(?:"[^"]*"|'[^']*'|[^\s}]+)))+)\s*\}/;

/** The class Material gives an icon's span; the stylesheet sizes it as text (site.css). */
const ICON_CLASS = 'twemoji';

export function remarkEmojiShortcodes() {
  const sets = createIconSets();
  return (tree: Root, file: VFile): void => {
    const warnings: MarkdownWarning[] = [];
    visit(tree, 'text', (node: Text, index, parent: Parent | undefined) => {
      if (!parent || index === undefined || !node.value.includes(':')) return undefined;
      const parts = shortcodes(node, (name) => sets.svg(name), warnings);
      if (!parts) return undefined;
      parent.children.splice(index, 1, ...(parts as never[]));
      return [SKIP, index + parts.length];
    });
    const data = file.data as { warnings?: MarkdownWarning[] };
    if (warnings.length) data.warnings = [...(data.warnings ?? []), ...warnings];
  };
}

/** The text node's pieces with its shortcodes replaced, or undefined when it holds none docsgen knows. */
function shortcodes(
  node: Text,
  svg: (name: string) => ReturnType<ReturnType<typeof createIconSets>['svg']>,
  warnings: MarkdownWarning[],
): PhrasingContent[] | undefined {
  const parts: PhrasingContent[] = [];
  let text = '';
  let last = 0;
  let changed = false;
  const value = node.value;
  for (const match of value.matchAll(SHORTCODE)) {
    const name = match[1]!;
    const at = match.index;
    if (at < last) continue;
    if (!isIconName(name)) {
      const emoji = emojiOf(name);
      if (!emoji) continue;
      text += value.slice(last, at) + emoji;
      last = at + match[0].length;
      changed = true;
      continue;
    }
    text += value.slice(last, at);
    last = at + match[0].length;
    changed = true;
    const drawn = svg(name);
    const attributes = ATTR_LIST.exec(value.slice(last));
    if (attributes) last += attributes[0].length;
    if (!drawn) {
      warnings.push({
        code: 'icon-unknown',
        line: node.position?.start.line,
        message: `the icon :${name}: is in none of MkDocs Material's icon sets (Material Design Icons, Octicons, Font Awesome, Simple Icons): left out`,
      });
      continue;
    }
    if (text) parts.push({ type: 'text', value: text });
    text = '';
    const classes = attributes ? [...attributes[1]!.matchAll(/(?:^|\s)\.([\w-]+)/g)].map((found) => found[1]!) : [];
    parts.push({
      type: 'mkdocsIcon',
      data: { hName: 'span', hProperties: { className: [ICON_CLASS, ...classes] }, hChildren: [drawn] },
    } as never);
  }
  if (!changed) return undefined;
  text += value.slice(last);
  if (text) parts.push({ type: 'text', value: text });
  return parts;
}

/**
 * The emoji a name gives: GitHub's name (gemoji), or JoyPixels's, which Material's twemoji index uses, for the
 * people GitHub names the other way round: `man_raising_hand` is GitHub's `raising_hand_man`,
 * `woman_in_lotus_position` its `lotus_position_woman`.
 */
function emojiOf(name: string): string | undefined {
  const person = /^(man|woman)_(?:in_)?(.+)$/.exec(name);
  const names = person ? [name, `${person[2]}_${person[1]}`] : [name];
  const found = names.find((candidate) => Object.hasOwn(nameToEmoji, candidate));
  return found === undefined ? undefined : nameToEmoji[found];
}
