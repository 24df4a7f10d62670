// Reads a built page the way a reader meets it: elements, their attributes and the text they show, parsed by parse5
// (through hast-util-from-html, the parser of the unified tools the pipeline already uses) as a browser would, so a test sees the tree a reader's browser builds. A
// tokenizer error parse5 reports (a bad character reference, an unclosed comment) fails the test.
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';

export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
}
export type HtmlNode = HtmlElement | string;

/** hast keeps attributes as properties (className: ['a', 'b'], charSet); a test reads them as the markup wrote them. */
function attributes(element: Element): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [name, value] of Object.entries(element.properties)) {
    if (value === false || value === null || value === undefined) continue;
    const attribute =
      name === 'className'
        ? 'class'
        : name === 'htmlFor'
          ? 'for'
          : name.startsWith('data') // dataTabGroup is data-tab-group; ariaLabelledBy is aria-labelledby
            ? name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
            : name.replace(/^aria([A-Z])/, (_, c: string) => `aria-${c.toLowerCase()}`).toLowerCase();
    attrs[attribute] = value === true ? '' : Array.isArray(value) ? value.join(name === 'className' ? ' ' : ',') : String(value);
  }
  return attrs;
}

function toNode(node: ElementContent | Root['children'][number]): HtmlNode[] {
  if (node.type === 'text') return [node.value];
  if (node.type !== 'element') return [];
  const children = node.tagName === 'template' && node.content ? node.content.children : node.children;
  return [{ tag: node.tagName, attrs: attributes(node), children: children.flatMap(toNode) }];
}

/** The document as a tree under a root element named "#document"; throws on the first parse error parse5 reports. */
export function parseHtml(html: string): HtmlElement {
  const tree = fromHtml(html, {
    fragment: !/^\s*<!doctype/i.test(html),
    onerror(error) {
      throw new Error(`${error.reason} (at ${error.place && 'line' in error.place ? `${error.place.line}:${error.place.column}` : '?'})`);
    },
  });
  return { tag: '#document', attrs: {}, children: tree.children.flatMap(toNode) };
}

/** Every element under `node` (depth first, in document order) that passes `test`. */
export function findAll(node: HtmlElement, test: (element: HtmlElement) => boolean): HtmlElement[] {
  return node.children.flatMap((child) => (typeof child === 'string' ? [] : [...(test(child) ? [child] : []), ...findAll(child, test)]));
}

/** The elements under `node` that pass `test`, not looking inside those found (a list's own items, not its sublists'). */
export function findOutermost(node: HtmlElement, test: (element: HtmlElement) => boolean): HtmlElement[] {
  return node.children.flatMap((child) => (typeof child === 'string' ? [] : test(child) ? [child] : findOutermost(child, test)));
}

/** The one element under `node` that passes `test`; fails naming `what` when there is none or more than one. */
export function findOne(node: HtmlElement, what: string, test: (element: HtmlElement) => boolean): HtmlElement {
  const found = findAll(node, test);
  if (found.length !== 1) throw new Error(`expected one ${what}, found ${found.length}`);
  return found[0]!;
}

/** The text an element shows, whitespace collapsed as a reader sees it. */
export function textOf(node: HtmlNode): string {
  const raw = (n: HtmlNode): string => (typeof n === 'string' ? n : n.children.map(raw).join(''));
  return raw(node).replace(/\s+/g, ' ').trim();
}

/** Element children only, for walking lists and table rows. */
export const elements = (node: HtmlElement): HtmlElement[] => node.children.filter((c): c is HtmlElement => typeof c !== 'string');

/** Whether an element's class list holds `name`. */
export const hasClass = (element: HtmlElement, name: string): boolean => (element.attrs.class ?? '').split(/\s+/).includes(name);
