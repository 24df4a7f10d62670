// Where a page's HTML holds a reference the model resolves later. The Markdown stage is cached by the page's text
// alone, but where `../guide/intro.md` or `./img/x.png` leads depends on the file's place, on other pages' routes and
// on the image's bytes: so the Markdown stage writes a token in the URL's place (and a marker where an image's size
// goes), and the model puts the resolved URL (and `width`/`height`) there. Each page's tokens carry a nonce its text
// does not contain, so nothing the author wrote can be taken for one.
import { createHash } from 'node:crypto';

/** Tokens look like a URL scheme, so the steps after the Markdown stage's own (base URL, link collection) leave them be. */
const SCHEME = 'docsgen-ref:';
const SIZE_ATTRIBUTE = 'data-docsgen-size';

/** A nonce for a page's tokens: a hash of its text, and certainly not in it (deterministic, so the cache holds). */
export function refNonce(text: string): string {
  for (let salt = 0; ; salt++) {
    const nonce = createHash('sha1').update(`${salt}\0${text}`).digest('hex').slice(0, 12);
    if (!text.includes(nonce)) return nonce;
  }
}

/** The token standing for reference `index` of the page. */
export function refToken(nonce: string, index: number): string {
  return `${SCHEME}${nonce}:${index}`;
}

/** The attribute (name and value) that marks where the size of reference `index`'s image goes. */
export function sizeMarker(nonce: string, index: number): { name: string; value: string } {
  return { name: SIZE_ATTRIBUTE, value: `${nonce}:${index}` };
}

/** What replaces each token and marker: the URL, and the size attributes (" width=… height=…", or ""). */
export interface TokenValues {
  url: (index: number) => string;
  size: (index: number) => string;
}

/** The HTML with every token of `nonce` replaced by its URL and every size marker by its attributes. */
export function replaceRefTokens(html: string, nonce: string, values: TokenValues): string {
  const pattern = new RegExp(`${SCHEME}${nonce}:(\\d+)|\\s${SIZE_ATTRIBUTE}=(["']?)${nonce}:(\\d+)\\2`, 'g');
  return html.replace(pattern, (_, url?: string, _quote?: string, size?: string) =>
    url !== undefined ? values.url(Number(url)) : values.size(Number(size)),
  );
}
