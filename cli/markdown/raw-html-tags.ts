// The start tags of raw HTML written in a page, with where each attribute's value sits, so the Markdown stage can see
// the files (`<img src>`, `<source srcset>`, `<a href="x.md">`) and anchors (`id=`, `<a name>`) that raw HTML holds,
// and swap a value for another while leaving every other byte as the author wrote it (raw HTML passes through as is,
// so it is read here rather than parsed into a tree and written back). The attribute syntax is the HTML tokenizer's:
// quoted with " or ', or unquoted up to a space or ">"; comments and the text of <script>, <style>, <textarea> and
// <title> hold no tags.

/**
 * The attributes of each tag that hold a URL the build resolves (a file, a page): one URL each, or a srcset of several
 * with their sizes. Read by the file references (rehype-file-refs) and by the page's Markdown for readers' tools
 * (remark-source-urls), which must see the same URLs.
 */
export const URL_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  video: ['src', 'poster'],
  audio: ['src'],
};

export interface RawAttribute {
  /** Lower case, as HTML compares attribute names. */
  name: string;
  /** The value with character references decoded; "" for an attribute written without one. */
  value: string;
  /** Offsets of the value as written (between the quotes), in the scanned text; equal when there is no value. */
  start: number;
  end: number;
}

export interface RawTag {
  /** Lower case. */
  name: string;
  /** Offset just after the tag's name: where an attribute can be added. */
  nameEnd: number;
  attributes: RawAttribute[];
}

/** Elements whose content is text up to their end tag: a "<" inside them starts no tag. */
const RAW_TEXT: ReadonlySet<string> = new Set(['script', 'style', 'textarea', 'title']);
const SPACE = /[\t\n\f\r ]/;

/** Every start tag in `html`, in order. */
export function rawHtmlTags(html: string): RawTag[] {
  const tags: RawTag[] = [];
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open < 0) break;
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      at = close < 0 ? html.length : close + 3;
      continue;
    }
    const name = /^[A-Za-z][^\t\n\f\r />]*/.exec(html.slice(open + 1, open + 65))?.[0];
    if (!name) {
      at = open + 1;
      continue;
    }
    const tag: RawTag = { name: name.toLowerCase(), nameEnd: open + 1 + name.length, attributes: [] };
    at = readAttributes(html, tag.nameEnd, tag.attributes);
    tags.push(tag);
    if (RAW_TEXT.has(tag.name)) {
      const close = html.toLowerCase().indexOf(`</${tag.name}`, at);
      at = close < 0 ? html.length : close;
    }
  }
  return tags;
}

/** Reads attributes from `at` to the tag's ">" into `into`; returns the offset after the tag. */
function readAttributes(html: string, from: number, into: RawAttribute[]): number {
  let at = from;
  for (;;) {
    while (at < html.length && (SPACE.test(html[at]!) || html[at] === '/')) at++;
    if (at >= html.length) return at;
    if (html[at] === '>') return at + 1;
    const nameStart = at;
    at++; // a name may start with "=", as the tokenizer allows
    while (at < html.length && !SPACE.test(html[at]!) && !'/>='.includes(html[at]!)) at++;
    const name = html.slice(nameStart, at).toLowerCase();
    let after = at;
    while (after < html.length && SPACE.test(html[after]!)) after++;
    if (html[after] !== '=') {
      into.push({ name, value: '', start: at, end: at });
      continue;
    }
    after++;
    while (after < html.length && SPACE.test(html[after]!)) after++;
    const quote = html[after];
    let start: number;
    let end: number;
    if (quote === '"' || quote === "'") {
      start = after + 1;
      const close = html.indexOf(quote, start);
      end = close < 0 ? html.length : close;
      at = close < 0 ? html.length : close + 1;
    } else {
      start = after;
      end = after;
      while (end < html.length && !SPACE.test(html[end]!) && html[end] !== '>') end++;
      at = end;
    }
    into.push({ name, value: decodeCharacterReferences(html.slice(start, end)), start, end });
  }
}

const NAMED: Readonly<Record<string, string>> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

/**
 * The value with numeric references and the few named ones a URL or an id may hold decoded (`&amp;` → `&`); other
 * named references stay as written: a file name or id spelled with `&eacute;` is rare enough not to carry HTML's
 * table of 2,000 names here.
 */
export function decodeCharacterReferences(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(?:#[xX]([0-9a-fA-F]{1,6})|#([0-9]{1,7})|([a-zA-Z]+));/g, (whole, hex?: string, dec?: string, name?: string) => {
    if (name) return NAMED[name] ?? whole;
    const code = hex ? Number.parseInt(hex, 16) : Number(dec);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** One change to scanned text: the characters from `start` to `end` become `text`. */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/** The text with the edits made (they may come in any order; they must not overlap). */
export function applyEdits(text: string, edits: TextEdit[]): string {
  if (edits.length === 0) return text;
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const edit of sorted) {
    out += text.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + text.slice(at);
}
