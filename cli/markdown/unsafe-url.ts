// Which link and image URLs a page may make live, as markdown-it's validateLink decides: no script or local-file
// schemes, and data: only for raster images. Browsers ignore tabs, newlines and other control characters inside a
// URL's scheme ("java\tscript:" runs), so they go before the check, and so does percent-encoding, to be safe.

const UNSAFE_SCHEME = /^(?:javascript|vbscript|file|data):/;
const IMAGE_DATA = /^data:image\/(?:png|gif|jpeg|webp)[;,]/;

/** The URL as a browser would read its scheme: percent-escapes decoded, control characters and spaces gone, lower case. */
function schemeView(url: string): string {
  const decoded = url.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is stripped here
  return decoded.replace(/[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200d\u2028\u2029\u202f\u205f\u3000\ufeff]/g, '').toLowerCase();
}

/** True when a link (`image` false) or an image source (`image` true) may not be made live. */
export function isUnsafeUrl(url: string, image: boolean): boolean {
  const view = schemeView(url);
  if (!UNSAFE_SCHEME.test(view)) return false;
  return !(image && IMAGE_DATA.test(view));
}
