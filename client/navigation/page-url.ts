// Which links client navigation follows: pages of this site. Everything else (other origins, files such as
// /openapi/*.yaml or images, a change of hash only, links that open elsewhere or download) stays native.
import { NAVIGATION } from '../../shared/constants.js';

/** The boot script of the page, as served; its URL also identifies the build (hashed file name). */
export function bootScriptUrl(doc: Document, base: string): string | undefined {
  const src = doc.querySelector('script[type="module"][src]')?.getAttribute('src');
  return src ? new URL(src, base).href : undefined;
}

/** The path the site is served under ("/" or "/docs/"): the boot script lives in <base>assets/. */
export function basePath(): string {
  const boot = bootScriptUrl(document, location.href);
  return boot ? new URL('../', boot).pathname : '/';
}

/** The page a URL leads to when it is a page of this site, else null. */
export function pageUrl(href: string): URL | null {
  const url = new URL(href, location.href);
  if (url.origin !== location.origin) return null;
  const base = basePath();
  const path = url.pathname;
  if (!path.startsWith(base)) return null;
  const inSite = path.slice(base.length - 1); // "/assets/x.js" whatever the base
  if (NAVIGATION.nonPagePrefixes.some((prefix) => inSite.startsWith(prefix))) return null;
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last.includes('.') && !/\.html$/i.test(last)) return null; // a file: /img/logo.svg, /sitemap.xml
  return url;
}

/** Same document: the path and query agree (the hash may differ). */
export function samePage(a: URL | Location, b: URL | Location): boolean {
  return a.pathname === b.pathname && a.search === b.search;
}

/** The page a link leads to when client navigation should follow it, else null (the browser follows it). */
export function linkTarget(link: HTMLAnchorElement): URL | null {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.closest(NAVIGATION.nativeLinksWithin)) return null;
  const url = pageUrl(link.href);
  // A change of hash only is the browser's job: it scrolls and keeps the page.
  if (!url || (samePage(url, location) && url.hash !== '')) return null;
  return url;
}
