// MkDocs Material's code annotations: a code block followed by an ordered list, with markers `(1)` in the code's
// comments (`# (1)`, `// (2)!`), when the block is annotated (`{ .yaml .annotate }`, or every block with the theme's
// `content.code.annotate`: config `markdown.codeAnnotations`). Material's script finds the markers as this does
// (components/content/annotation/list: `(N)` in a comment token, `(N)!` taking the whole comment's place, only when
// the list has an item N) and shows the items in tooltips. docsgen makes each marker a numbered link to its item,
// which stays in a list under the code: the link is reached with Tab like any other, names its annotation
// ("Annotation 1") and is described by the item's text, so a screen reader reads the note on focus; the note itself
// is ordinary page content, which works without JavaScript, prints, is found by the page's search and by the
// browser's, and may hold anything Markdown writes (code, lists, admonitions), which a tooltip could not hold
// accessibly without being a dialog.
import type { Element, ElementContent } from 'hast';
import { CODE_BLOCK_CLASS } from '../../shared/code-block.js';

const MARKER = /\((\d+)\)(!)?/g;

export interface AnnotationTarget {
  /** The ordered list after the block: its items are the annotations, given ids here. */
  list: Element;
  /** Unique in the page: the items' ids start with it. */
  idPrefix: string;
  /** The marker's accessible name, for annotation `n`. */
  label: (n: number) => string;
}

/**
 * The highlighted code with its markers made links to the list's items (and those items given ids and the list its
 * class), or undefined when no marker names an item: then the code and the list stay as written, as Material keeps them.
 */
export function annotateCode(children: ElementContent[], target: AnnotationTarget): ElementContent[] | undefined {
  const items = target.list.children.filter((child): child is Element => child.type === 'element' && child.tagName === 'li');
  const used = new Set<number>();
  const marker = (n: number): Element | undefined => {
    if (n < 1 || n > items.length) return undefined;
    used.add(n);
    const id = `${target.idPrefix}-${n}`;
    return {
      type: 'element',
      tagName: 'a',
      properties: { className: [CODE_BLOCK_CLASS.annotation], href: `#${id}`, ariaLabel: target.label(n), ariaDescribedBy: [id] },
      children: [{ type: 'text', value: String(n) }],
    };
  };
  const annotated = children.map((child) => markComments(child, marker));
  if (used.size === 0) return undefined;
  items.forEach((item, index) => {
    item.properties.id = `${target.idPrefix}-${index + 1}`;
  });
  const classes = Array.isArray(target.list.properties.className) ? target.list.properties.className : [];
  target.list.properties.className = [...classes, CODE_BLOCK_CLASS.annotations];
  return annotated;
}

/** The node with markers in its comment tokens (highlight.js's `hljs-comment`, at any depth) made links. */
function markComments(node: ElementContent, marker: (n: number) => Element | undefined): ElementContent {
  if (node.type !== 'element') return node;
  const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
  if (!classes.includes('hljs-comment')) return { ...node, children: node.children.map((child) => markComments(child, marker)) };
  return { ...node, children: markText(node.children, marker) };
}

/** A comment's children with each `(N)` a marker; `(N)!` makes the whole comment the marker, as Material does. */
function markText(children: ElementContent[], marker: (n: number) => Element | undefined): ElementContent[] {
  const out: ElementContent[] = [];
  for (const child of children) {
    if (child.type !== 'text') {
      out.push(child);
      continue;
    }
    let last = 0;
    for (const match of child.value.matchAll(MARKER)) {
      const link = marker(Number(match[1]));
      if (!link) continue;
      if (match[2]) return [link];
      if (match.index > last) out.push({ type: 'text', value: child.value.slice(last, match.index) });
      out.push(link);
      last = match.index + match[0].length;
    }
    if (last < child.value.length) out.push({ type: 'text', value: child.value.slice(last) });
  }
  return out;
}
