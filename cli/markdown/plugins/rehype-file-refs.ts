import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import type { FileRef } from '../markdown-result.js';
import { walkNodes } from '../tree-walk.js';
import { applyEdits, decodeCharacterReferences, rawHtmlTags, type RawTag, type TextEdit, URL_ATTRIBUTES } from '../raw-html-tags.js';
import { refNonce, refToken, sizeMarker } from '../ref-tokens.js';

/**
 * Puts a token (ref-tokens.ts) in place of every URL that may name a file by path, in Markdown and in raw HTML, and
 * lists them in file.data.refs for the model to resolve: links to a page's source (`intro.md#x`) become its route,
 * images and linked files (`./img/a.png`, `<source srcset>`, `manual.pdf`) are copied with a hashed name and get
 * their size. Why here and not later: only the Markdown stage knows where each URL is; why tokens: what they resolve
 * to depends on more than the page's text, by which the stage's results are cached.
 */
export function rehypeFileRefs() {
  return (tree: Root, file: VFile): void => {
    const refs: FileRef[] = [];
    let nonce: string | undefined;
    const token = (ref: FileRef): string => {
      nonce ??= refNonce(String(file.value));
      refs.push(ref);
      return refToken(nonce, refs.length - 1);
    };
    const marker = (): { name: string; value: string } => sizeMarker(nonce!, refs.length - 1);
    walkNodes(tree, (node) => {
      if (node.type === 'element') tokenizeElement(node, token, marker);
      else if (node.type === 'raw') node.value = tokenizeRaw(node.value, node.position?.start.line, token, marker);
    });
    if (refs.length === 0) return;
    const data = file.data as { refs?: FileRef[]; refNonce?: string };
    data.refs = refs;
    data.refNonce = nonce;
  };
}

type Token = (ref: FileRef) => string;
type Marker = () => { name: string; value: string };

/** A URL of this site that names a path: not an anchor alone, not another scheme (https:, mailto:, data:), not "//host". */
export function isLocalPath(url: string): boolean {
  return url !== '' && !url.startsWith('#') && !url.startsWith('?') && !url.startsWith('//') && !/^[a-z][a-z0-9+.-]*:/i.test(url);
}

/**
 * A link that may name a file by path: any relative link (`intro.md`, `./img.png`, and `./features`, which VitePress
 * reads as features.md), and an absolute one whose last segment has an extension other than a route's `.html`
 * (`/guide/intro.md`, `/files/manual.pdf`). Other links (`/guide/intro`, `/api/`) are routes, judged by the link check.
 */
export function isPathLink(url: string): boolean {
  if (!isLocalPath(url)) return false;
  const path = url.replace(/[?#].*$/s, '');
  if (!path.startsWith('/')) return true;
  const extension = /\.([a-z][a-z0-9]*)$/i.exec(path.slice(path.lastIndexOf('/') + 1))?.[1];
  return extension !== undefined && !/^html?$/i.test(extension);
}

function tokenizeElement(node: Element, token: Token, marker: Marker): void {
  const line = node.position?.start.line;
  if (node.tagName === 'a') {
    const href = node.properties.href;
    if (typeof href === 'string' && isPathLink(href)) node.properties.href = token({ kind: 'link', tag: 'a', url: href, line });
  } else if (node.tagName === 'img') {
    const src = node.properties.src;
    if (typeof src !== 'string' || !isLocalPath(src)) return;
    node.properties.src = token({ kind: 'embed', tag: 'img', url: src, line });
    const { name, value } = marker();
    node.properties[name] = value;
  }
}

function tokenizeRaw(html: string, startLine: number | undefined, token: Token, marker: Marker): string {
  const edits: TextEdit[] = [];
  const lineAt = (offset: number): number | undefined =>
    startLine === undefined ? undefined : startLine + (html.slice(0, offset).match(/\n/g)?.length ?? 0);
  for (const tag of rawHtmlTags(html)) {
    const names = URL_ATTRIBUTES[tag.name];
    if (!names) continue;
    for (const attribute of tag.attributes) {
      if (!names.includes(attribute.name)) continue;
      const spans = attribute.name === 'srcset' ? srcsetUrls(html, attribute.start, attribute.end) : [attribute];
      for (const span of spans) {
        const written = html.slice(span.start, span.end);
        const url = decodeCharacterReferences(written);
        const link = tag.name === 'a';
        if (link ? !isPathLink(url) : !isLocalPath(url)) continue;
        const ref: FileRef = { kind: link ? 'link' : 'embed', tag: tag.name, url, line: lineAt(span.start), raw: true };
        if (written.includes('&')) ref.written = written;
        edits.push({ start: span.start, end: span.end, text: token(ref) });
        if (tag.name === 'img' && attribute.name === 'src' && !hasSize(tag)) {
          const { name, value } = marker();
          edits.push({ start: tag.nameEnd, end: tag.nameEnd, text: ` ${name}="${value}"` });
        }
      }
    }
  }
  return applyEdits(html, edits);
}

/** An image whose author set its width or height keeps them: the file's size goes only where none is written. */
function hasSize(tag: RawTag): boolean {
  return tag.attributes.some((attribute) => attribute.name === 'width' || attribute.name === 'height');
}

/**
 * Where each URL of a srcset lies in `html` (between `start` and `end`): candidates are separated by commas, each a URL
 * and an optional descriptor ("2x", "640w"); a URL ending in commas loses them (HTML's srcset parsing).
 */
export function srcsetUrls(html: string, start: number, end: number): Array<{ start: number; end: number }> {
  const urls: Array<{ start: number; end: number }> = [];
  let at = start;
  while (at < end) {
    while (at < end && /[\s,]/.test(html[at]!)) at++;
    if (at >= end) break;
    const urlStart = at;
    while (at < end && !/\s/.test(html[at]!)) at++;
    let urlEnd = at;
    const trailingCommas = /,+$/.exec(html.slice(urlStart, urlEnd))?.[0].length ?? 0;
    urlEnd -= trailingCommas;
    if (urlEnd > urlStart) urls.push({ start: urlStart, end: urlEnd });
    if (trailingCommas > 0) continue;
    // The descriptors, up to the comma that ends the candidate (one inside parentheses does not).
    let depth = 0;
    while (at < end && (depth > 0 || html[at] !== ',')) {
      if (html[at] === '(') depth++;
      else if (html[at] === ')') depth = Math.max(0, depth - 1);
      at++;
    }
  }
  return urls;
}
