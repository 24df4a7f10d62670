// Where a link's, an image's or a definition's destination is written in the page's text, as offsets: micromark's
// tokens say so during the parse (remark-source-urls.ts marks each node from them); a page the native parser read
// (native-parse.ts) has no tokens, so here the destination is found back from the node's own text, which the native
// tree places exactly. Read from the node's end: `[label](destination "title")` ends with its resource, whose
// grammar, unlike the label's, needs no look at the rest of the page. A destination found must decode to the node's
// `url`, and follow the "(" (or a definition's ":") it must follow; when one does not, the page is left to micromark.
import type { Data, Root, RootContent } from 'mdast';
import { decodeString } from 'micromark-util-decode-string';

/** The key of a node's `data` holding its destination's offsets (without a literal destination's `<` and `>`). */
export const DESTINATION = 'docsgenDestination';
export type MarkedData = Data & { [DESTINATION]?: { start: number; end: number } };

type Node = Root | RootContent;
interface Span {
  start: number;
  end: number;
}

/** Marks every link, image and definition of a natively parsed tree as the parse's tokens would; false if one is unsure. */
export function markDestinations(tree: Root, text: string): boolean {
  const visit = (node: Node): boolean => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      const found = destinationOf(node, text);
      if (found === false) return false;
      if (found) node.data = { ...node.data, [DESTINATION]: found } as MarkedData;
    }
    return !('children' in node) || node.children.every(visit);
  };
  return visit(tree);
}

/** The node's destination; undefined for one with none written (an autolink, `[a]()`); false when unsure. */
function destinationOf(node: Extract<Node, { url: string }>, text: string): Span | undefined | false {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  // Links made after the parse (addresses found in text) have no place, and no destination token either.
  if (start === undefined || end === undefined) return undefined;
  const definition = node.type === 'definition';
  if (!definition && !text.startsWith(node.type === 'image' ? '![' : '[', start)) return undefined; // <autolink>, a URL literal
  let at = end - 1;
  if (!definition) {
    if (text[at] !== ')') return false;
    at = spaceBefore(text, at - 1, start);
  }
  const title = (node as { title?: string | null }).title;
  if (title !== null && title !== undefined) {
    const opened = titleStart(text, at, start);
    if (opened === undefined) return false;
    const before = spaceBefore(text, opened - 1, start);
    if (before === opened - 1) return false; // a title follows white space
    at = before;
  }
  if (!definition && text[at] === '(' && node.url === '') return text[at - 1] === ']' ? undefined : false;
  const span = text[at] === '>' ? literalDestination(text, at, start) : rawDestination(text, at, start);
  if (!span) return false;
  // What comes before: the resource's "(" (a definition's ":") right after the label's "]".
  const opener = spaceBefore(text, (text[at] === '>' ? span.start - 1 : span.start) - 1, start);
  if (text[opener] !== (definition ? ':' : '(') || text[opener - 1] !== ']') return false;
  return decodeString(text.slice(span.start, span.end)) === node.url ? span : false;
}

/** The offset of the last character at or before `at` that is not white space (never before `floor`). */
function spaceBefore(text: string, at: number, floor: number): number {
  while (at > floor && /[ \t\r\n]/.test(text[at]!)) at -= 1;
  return at;
}

/** Whether the character at `at` is escaped (an odd run of backslashes before it). */
function escaped(text: string, at: number): boolean {
  let slashes = 0;
  while (text[at - 1 - slashes] === '\\') slashes += 1;
  return slashes % 2 === 1;
}

/** The offset of the opening delimiter of the title that ends at `at` ("…", '…' or (…)). */
function titleStart(text: string, at: number, floor: number): number | undefined {
  const close = text[at];
  const open = close === ')' ? '(' : close;
  if (open !== '"' && open !== "'" && open !== '(') return undefined;
  for (let k = at - 1; k > floor; k--) if (text[k] === open && !escaped(text, k)) return k;
  return undefined;
}

/** `<destination>` ending with the ">" at `at`: the offsets inside the brackets. */
function literalDestination(text: string, at: number, floor: number): Span | undefined {
  for (let k = at - 1; k > floor; k--) {
    if (text[k] === '\n' || text[k] === '\r') return undefined;
    if (text[k] === '<' && !escaped(text, k)) return { start: k + 1, end: at };
  }
  return undefined;
}

/** A raw destination ending at `at`: back to white space, or to the "(" its balanced parentheses leave open. */
function rawDestination(text: string, at: number, floor: number): Span | undefined {
  let depth = 0;
  let k = at;
  for (; k > floor; k--) {
    const char = text[k]!;
    // White space or a control character (tabs and line endings among them) ends it.
    if (char === ' ' || char.charCodeAt(0) < 32) break;
    if (char === ')' && !escaped(text, k)) depth += 1;
    else if (char === '(' && !escaped(text, k)) {
      if (depth === 0) break;
      depth -= 1;
    }
  }
  return k < at && depth === 0 ? { start: k + 1, end: at + 1 } : undefined;
}
