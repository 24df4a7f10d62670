// Reads a built page the way a reader meets it: elements, their attributes and the text they show. It parses the
// well-formed HTML react-dom/server writes (every element closed, void elements known, script and style raw) and
// throws on a stray closing tag, so broken markup fails the test instead of being silently repaired. No HTML parser
// is among the dependencies, and a test should not need one added for this.

export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
}
export type HtmlNode = HtmlElement | string;

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const RAW_TEXT = new Set(['script', 'style']);
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const TOKEN =
  /<!--[\s\S]*?-->|<!doctype[^>]*>|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>/gi;
const ATTR = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** Text with its character references decoded, as the browser shows it. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#')
      return String.fromCodePoint(body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1)));
    return NAMED[body.toLowerCase()] ?? entity;
  });
}

function attributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, name, dq, sq, bare] of source.matchAll(ATTR)) attrs[name!.toLowerCase()] = decodeEntities(dq ?? sq ?? bare ?? '');
  return attrs;
}

/** The document as a tree under a root element named "#document". */
export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { tag: '#document', attrs: {}, children: [] };
  const open: HtmlElement[] = [root];
  const current = () => open[open.length - 1]!;
  let at = 0;
  const text = (end: number) => {
    if (end > at) current().children.push(decodeEntities(html.slice(at, end)));
  };
  for (const match of html.matchAll(TOKEN)) {
    if (match.index < at) continue; // inside a script or style already consumed as raw text
    text(match.index);
    at = match.index + match[0].length;
    const [, closing, opening, attrSource, selfClosing] = match;
    if (closing) {
      const tag = closing.toLowerCase();
      const depth = open.map((e) => e.tag).lastIndexOf(tag);
      if (depth < 1 || depth !== open.length - 1) throw new Error(`</${tag}> at ${match.index} does not close <${current().tag}>`);
      open.pop();
    } else if (opening) {
      const element: HtmlElement = { tag: opening.toLowerCase(), attrs: attributes(attrSource ?? ''), children: [] };
      current().children.push(element);
      if (RAW_TEXT.has(element.tag)) {
        const end = html.toLowerCase().indexOf(`</${element.tag}`, at);
        if (end === -1) throw new Error(`<${element.tag}> at ${match.index} is never closed`);
        if (end > at) element.children.push(html.slice(at, end));
        at = html.indexOf('>', end) + 1;
      } else if (!VOID.has(element.tag) && !selfClosing) {
        open.push(element);
      }
    }
  }
  text(html.length);
  if (open.length > 1) throw new Error(`<${current().tag}> is never closed`);
  return root;
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
