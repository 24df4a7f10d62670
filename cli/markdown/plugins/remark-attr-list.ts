// Python-Markdown's attr_list beyond headings (rehype-heading-ids.ts has those), on an MkDocs site that lists it:
//   [Start](start.md){ .md-button }       on the link, image, emphasis or code straight before it (no space between)
//   ![Logo](logo.png){ width="300" loading=lazy }
//   A paragraph                            on the paragraph (or the list item) whose last line it ends
//   { .card }
// Ids, classes and the attributes that only describe (size, loading, title, language, data-* and aria-*) are set;
// event handlers, URLs and styles are not. An attribute list after an icon shortcode (`:material-x:{ .lg }`, left out
// by remark-mkdocs-leftovers.ts) goes with it. None is ever shown as text.
import type { Data, Node, Parent, PhrasingContent, Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';

const ATTRIBUTE = String.raw`(?:[#.][\w:-]+|[\w:-]+(?:=(?:"[^"]*"|'[^']*'|[^\s}"']+))?)`;
const LIST = String.raw`\{:?[ \t]*(${ATTRIBUTE}(?:[ \t]+${ATTRIBUTE})*)[ \t]*\}`;
/** An attribute list opening a text node (after an element). */
const LEADING = new RegExp(`^${LIST}`);
/** An attribute list ending a block's text. */
const TRAILING = new RegExp(String.raw`[ \t]*\n?[ \t]*${LIST}[ \t]*$`);
/** An icon shortcode's attribute list. */
const AFTER_ICON = new RegExp(String.raw`(:[a-z0-9]+(?:-[a-z0-9]+)+:)${LIST}`, 'g');
const SAFE =
  /^(?:width|height|loading|decoding|align|title|alt|target|rel|lang|dir|hidden|download|tabindex|role|data-[\w-]+|aria-[\w-]+)$/i;
const ELEMENTS: ReadonlySet<string> = new Set([
  'link',
  'image',
  'emphasis',
  'strong',
  'inlineCode',
  'delete',
  'linkReference',
  'imageReference',
]);

export function remarkAttrList() {
  return (tree: Root): void => {
    visit(tree, (node, _index, parent) => {
      if (!('children' in node)) return;
      const children = (node as Parent).children as PhrasingContent[];
      for (let index = 0; index < children.length; index++) {
        const child = children[index]!;
        if (child.type !== 'text') continue;
        if (child.value.includes('{')) child.value = child.value.replace(AFTER_ICON, '$1');
        const previous = children[index - 1];
        const leading = previous && ELEMENTS.has(previous.type) ? LEADING.exec(child.value) : null;
        if (leading) {
          setAttributes(previous!, leading[1]!);
          child.value = child.value.slice(leading[0].length);
        }
      }
      if (node.type === 'paragraph') trailing(node as Parent, parent as Parent | undefined);
    });
  };
}

/** The attribute list ending a paragraph's last text, set on the paragraph, or on the list item it is the text of. */
function trailing(paragraph: Parent, parent: Parent | undefined): void {
  const last = paragraph.children[paragraph.children.length - 1];
  if (last?.type !== 'text') return;
  const match = TRAILING.exec((last as Text).value);
  if (!match) return;
  (last as Text).value = (last as Text).value.slice(0, match.index);
  const target = parent?.type === 'listItem' && parent.children[0] === paragraph ? parent : paragraph;
  setAttributes(target, match[1]!);
}

/** Sets an attribute list's id, classes and safe attributes on a node (mdast-util-to-hast takes `hProperties`). */
function setAttributes(node: Node, list: string): void {
  const data: Data & { hProperties?: Record<string, unknown> } = (node.data ??= {});
  const properties = (data.hProperties ??= {});
  for (const [attribute] of list.matchAll(new RegExp(ATTRIBUTE, 'g'))) {
    if (attribute.startsWith('#')) properties.id = attribute.slice(1);
    else if (attribute.startsWith('.')) properties.className = [...((properties.className as string[]) ?? []), attribute.slice(1)];
    else {
      const [key, ...rest] = attribute.split('=');
      const value = rest.join('=').replace(/^(["'])(.*)\1$/, '$2');
      if (SAFE.test(key!)) properties[key!.toLowerCase()] = rest.length ? value : key!;
    }
  }
}
