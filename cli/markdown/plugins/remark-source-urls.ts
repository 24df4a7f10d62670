import type { Data, Root, RootContent } from 'mdast';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { DESTINATION, type MarkedData } from '../destination-offsets.js';
import type { SourceUrl } from '../markdown-result.js';
import { decodeCharacterReferences, rawHtmlTags, URL_ATTRIBUTES } from '../raw-html-tags.js';
import { srcsetUrls } from './rehype-file-refs.js';
import { ownMdastExtension } from './remark-page-parse.js';

/**
 * Where each URL is written in the page's Markdown (links, images, reference definitions, and `href`/`src` in raw
 * HTML), and whether the page has an h1, in file.data: the model rewrites those URLs in the page's own text to
 * publish it as `<route>.md` (model/page-markdown.ts). Why here: only the parser knows where a destination starts
 * and ends (`[a](<x y.md> "t")`, escapes, nested brackets); why offsets, not a rewritten text: what a URL becomes
 * (a route, a hashed file) is known only to the model, after the cache that keeps this stage's results.
 */
export function remarkSourceUrls(this: Processor) {
  // docsgen's own: a page the native parser reads gets the same marks from destination-offsets.ts.
  ownMdastExtension(this, DESTINATIONS);
  return (tree: Root, file: VFile): void => {
    const text = String(file.value);
    const place = placer(text);
    const urls: SourceUrl[] = [];
    let h1 = false;
    const visit = (node: Root | RootContent): void => {
      if (node.type === 'heading' && node.depth === 1) h1 = true;
      const at = (node.data as MarkedData | undefined)?.[DESTINATION];
      if (at && (node.type === 'link' || node.type === 'image' || node.type === 'definition')) {
        urls.push({
          ...place(at.start),
          written: text.slice(at.start, at.end),
          url: node.url,
          kind: node.type === 'image' ? 'image' : 'link',
        });
      }
      if (node.type === 'html') urls.push(...htmlUrls(text, node, place));
      if ('children' in node) for (const child of node.children) visit(child);
    };
    visit(tree);
    const found = file.data as { sourceUrls?: SourceUrl[]; hasH1?: boolean };
    if (urls.length > 0) found.sourceUrls = urls;
    if (h1) found.hasH1 = true;
  };
}

interface Point {
  offset?: number;
}
interface DestinationToken {
  start: Point;
  end: Point;
}
interface CompileContext {
  stack: Array<{ data?: Data }>;
}

/**
 * A from-markdown extension marking the node a destination belongs to. It handles the tokens around the destination's
 * string (raw, or literal in `<>`), which mdast-util-from-markdown leaves unhandled: its own handlers, which set
 * `url`, stay as they are.
 */
const DESTINATIONS = {
  exit: {
    resourceDestinationRaw: mark(0),
    resourceDestinationLiteral: mark(1),
    definitionDestinationRaw: mark(0),
    definitionDestinationLiteral: mark(1),
  },
};

function mark(brackets: number) {
  return function (this: CompileContext, token: DestinationToken): void {
    const node = this.stack[this.stack.length - 1];
    const { offset: start } = token.start;
    const { offset: end } = token.end;
    if (!node || start === undefined || end === undefined) return;
    node.data = { ...node.data, [DESTINATION]: { start: start + brackets, end: end - brackets } } as MarkedData;
  };
}

/**
 * The URLs in a raw HTML node. Only where its value is the text as written: inside a blockquote or a list item the
 * value loses the container's markers, and its offsets would not be the file's (such a URL is left as written).
 */
function htmlUrls(text: string, node: { value: string; position?: { start: Point; end: Point } }, place: Place): SourceUrl[] {
  const start = node.position?.start.offset;
  if (start === undefined || !/\b(?:href|src|srcset|poster)\s*=/i.test(node.value)) return [];
  if (text.slice(start, node.position?.end.offset) !== node.value) return [];
  const urls: SourceUrl[] = [];
  for (const tag of rawHtmlTags(node.value)) {
    const names = URL_ATTRIBUTES[tag.name];
    if (!names) continue;
    for (const attribute of tag.attributes) {
      if (!names.includes(attribute.name)) continue;
      const spans = attribute.name === 'srcset' ? srcsetUrls(node.value, attribute.start, attribute.end) : [attribute];
      for (const span of spans) {
        const written = node.value.slice(span.start, span.end);
        const kind = tag.name === 'a' ? 'link' : 'image';
        urls.push({ ...place(start + span.start), written, url: decodeCharacterReferences(written), kind, html: true });
      }
    }
  }
  return urls;
}

/** An offset as its line (1-based) and the characters before it on that line. */
type Place = (offset: number) => { line: number; column: number };

/** Places offsets in `text`; its lines are found on the first call (most pages have no URL to place). */
function placer(text: string): Place {
  let starts: number[] | undefined;
  return (offset) => {
    if (!starts) {
      starts = [0];
      for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
    }
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - starts[low]! };
  };
}
