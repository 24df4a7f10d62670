// pymdown-extensions' inline marks, on an MkDocs site that lists them, as their HTML:
//   pymdownx.mark   ==text==        <mark>
//   pymdownx.caret  ^^text^^        <ins>, and ^text^ (no space inside) <sup>
//   pymdownx.tilde  ~text~          <sub> (remark's GFM reads a single tilde as a deletion; ~~text~~ stays <del>)
//   pymdownx.keys   ++ctrl+alt+d++  <span class="keys"><kbd class="key-control">Ctrl</kbd><span>+</span>…</span>
//   pymdownx.inlinehilite  `#!css .x`  <code class="language-css">.x</code> (the language named, not shown)
// `==` and `^^` may hold emphasis, links and code (they span several nodes of one paragraph); an opener is followed by
// a character other than a space, a closer preceded by one, as pymdownx has it. Code is never touched.
import type { Delete, InlineCode, Parent, PhrasingContent, Root, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { keyOf } from '../pymdown-keys.js';
import { splitText, textNode } from '../split-text.js';

interface Span {
  marker: string;
  tag: string;
}

const SPANS: ReadonlyArray<Span & { extension: string }> = [
  { extension: 'pymdownx.mark', marker: '==', tag: 'mark' },
  { extension: 'pymdownx.caret', marker: '^^', tag: 'ins' },
];
/** `++key+key++`: names, or quoted labels. */
const KEYS = /\+\+((?:"[^"\n]+"|'[^'\n]+'|[\w-]+)(?:\+(?:"[^"\n]+"|'[^'\n]+'|[\w-]+))*)\+\+/g;
/** `^sup^`: no space inside, not part of `^^`. */
const SUPERSCRIPT = /(?<!\^)\^([^\s^]+)\^(?!\^)/g;

export function remarkPymdownInline(options: { extensions: readonly string[] }) {
  const on = (name: string) => options.extensions.includes(name);
  const spans = SPANS.filter((span) => on(span.extension));
  return (tree: Root, file: VFile): void => {
    visit(tree, (node) => {
      if (!('children' in node)) return;
      const parent = node as Parent;
      if (!parent.children.some((child) => child.type === 'text')) return;
      for (const span of spans) wrapSpans(parent, span);
      if (on('pymdownx.keys')) splitText(parent, KEYS, keysNode);
      if (on('pymdownx.caret')) splitText(parent, SUPERSCRIPT, (match) => element('sup', [{ type: 'text', value: match[1]! }]));
    });
    if (on('pymdownx.inlinehilite')) {
      visit(tree, 'inlineCode', (node: InlineCode) => {
        const shebang = /^#!([\w+#.-]+)[ \t]+/.exec(node.value);
        if (!shebang) return;
        node.value = node.value.slice(shebang[0].length);
        node.data = { ...node.data, hProperties: { className: [`language-${shebang[1]!.toLowerCase()}`] } };
      });
    }
    if (on('pymdownx.tilde')) {
      const source = String(file.value);
      visit(tree, 'delete', (node: Delete) => {
        const start = node.position?.start.offset;
        if (start !== undefined && source[start] === '~' && source[start + 1] !== '~') node.data = { ...node.data, hName: 'sub' };
      });
    }
  };
}

/** An element node of `tag` holding `children` (a phrasing node renamed: mdast-util-to-hast takes `hName`). */
function element(tag: string, children: PhrasingContent[], className?: string[]): PhrasingContent {
  return { type: 'emphasis', data: { hName: tag, ...(className ? { hProperties: { className } } : {}) }, children } as PhrasingContent;
}

/** Each `marker`…`marker` among `parent`'s children (from a text node to the same or a later one) as one element. */
function wrapSpans(parent: Parent, { marker, tag }: Span): void {
  const children = parent.children as PhrasingContent[];
  for (let index = 0; index < children.length; index++) {
    const start = children[index]!;
    if (start.type !== 'text') continue;
    const open = opener(start.value, marker, index + 1 < children.length);
    if (open < 0) continue;
    let last = index;
    let close = closer(start.value, marker, open + marker.length);
    while (close < 0 && ++last < children.length) {
      const next = children[last]!;
      if (next.type === 'text') close = closer(next.value, marker, 0);
    }
    if (close < 0) continue;
    const end = children[last] as Text;
    const inner: PhrasingContent[] =
      last === index
        ? [textNode(start.value.slice(open + marker.length, close))]
        : [textNode(start.value.slice(open + marker.length)), ...children.slice(index + 1, last), textNode(end.value.slice(0, close))];
    const before = start.value.slice(0, open);
    const after = end.value.slice(close + marker.length);
    const replaced = [
      ...(before ? [textNode(before)] : []),
      element(
        tag,
        inner.filter((node) => node.type !== 'text' || node.value),
      ),
      ...(after ? [textNode(after)] : []),
    ];
    children.splice(index, last - index + 1, ...replaced);
    if (before) index++;
  }
}

/** The first opener in a text node; at its end only when an element follows (`==**bold**==`). */
function opener(value: string, marker: string, more: boolean): number {
  for (let at = value.indexOf(marker); at >= 0; at = value.indexOf(marker, at + 1)) {
    const next = value[at + marker.length];
    if (next === undefined ? more : !/\s/.test(next) && next !== marker[0] && value[at - 1] !== marker[0]) return at;
  }
  return -1;
}

function closer(value: string, marker: string, from: number): number {
  for (let at = value.indexOf(marker, from); at >= 0; at = value.indexOf(marker, at + 1)) {
    const previous = at > 0 ? value[at - 1] : 'x';
    if (!/\s/.test(previous!) && value[at + marker.length] !== marker[0]) return at;
  }
  return -1;
}

/** pymdownx.keys' markup: each key a `<kbd>` classed by its name, `+` between them. */
function keysNode(match: RegExpExecArray): PhrasingContent {
  const keys = match[1]!.match(/"[^"]+"|'[^']+'|[\w-]+/g) ?? [];
  const children: PhrasingContent[] = [];
  keys.forEach((written, index) => {
    if (index > 0) children.push(element('span', [textNode('+')]));
    const { name, label } = keyOf(written);
    children.push(element('kbd', [textNode(label)], name ? [`key-${name}`] : undefined));
  });
  return element('span', children, ['keys']);
}
