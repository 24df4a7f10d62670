// A page's Markdown as readers' tools take it (published at `<route>.md`, gathered in llms-full.txt): the author's
// own text, front matter left out, every URL that leads into the site made absolute, so the text means the same
// wherever it is pasted. The Markdown stage says where each URL is written (markdown/plugins/remark-source-urls.ts);
// what it leads to is what the page's HTML links to (resolve-refs.ts), resolved against the page's URL.
import { routeHref, withBase } from '../../shared/url.js';
import type { MarkdownResult, SourceUrl } from '../markdown/markdown-result.js';
import { isLocalPath, isPathLink } from '../markdown/plugins/rehype-file-refs.js';
import { withoutEsm } from '../markdown/mdx-syntax.js';
import { rewriteSourceUrls } from '../markdown/rewrite-source-urls.js';
import { refUrl, type RefTargets } from './resolve-refs.js';

export interface PageMarkdownInput {
  /** The file's body: after its front matter, with its includes pasted, as the Markdown stage read it. */
  body: string;
  /** The content file, relative to the site root (what relative URLs are read from). */
  file: string;
  route: string;
  title: string;
  markdown: Pick<MarkdownResult, 'sourceUrls' | 'hasH1' | 'mdxModule'>;
  targets: RefTargets;
  /** The site's origin (config `url`), or "" for root-absolute paths. */
  siteUrl: string;
}

/** The page's Markdown with absolute URLs, and its title as an h1 on top when the text has no h1 of its own. */
export function pageMarkdown({ body, file, route, title, markdown, targets, siteUrl }: PageMarkdownInput): string {
  const page = { file, route };
  const pageHref = routeHref(targets.baseUrl, route);
  const rewritten = rewriteSourceUrls(body, markdown.sourceUrls, (source) =>
    absoluteUrl(siteHref(source, page, targets), pageHref, siteUrl),
  );
  // An MDX page's imports and exports are its JavaScript, not its text.
  const text = (markdown.mdxModule === undefined ? rewritten : withoutEsm(rewritten)).trim();
  const heading = markdown.hasH1 ? '' : `# ${title}\n\n`;
  return `${heading}${text}\n`;
}

/** The URL as the page's HTML has it: a source file's route, a published file's hashed name, a site path under the base URL. */
function siteHref(source: SourceUrl, page: { file: string; route: string }, targets: RefTargets): string {
  const { url, kind, html } = source;
  const raw = html ? { raw: true } : {};
  if (kind === 'image') return isLocalPath(url) ? refUrl({ kind: 'embed', tag: 'img', url, ...raw }, page, targets) : url;
  if (isPathLink(url)) return refUrl({ kind: 'link', tag: 'a', url, ...raw }, page, targets);
  return isLocalPath(url) ? withBase(targets.baseUrl, url) : url;
}

/**
 * `href` resolved against the page's URL (`pageHref`, under the base URL) the way a browser resolves it, with the site's
 * origin in front when it is known; a URL of another scheme or host is returned as it is.
 */
export function absoluteUrl(href: string, pageHref: string, siteUrl: string): string {
  if (href.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(href)) return href;
  const url = new URL(href, `http://docsgen.invalid${pageHref}`);
  return `${siteUrl}${url.pathname}${url.search}${url.hash}`;
}

/** The absolute URL of a route of the site, an anchor kept ("/api/x#auth"). */
export function routeUrl(target: string, { baseUrl, siteUrl }: { baseUrl: string; siteUrl: string }): string {
  const cut = target.indexOf('#');
  const route = cut < 0 ? target : target.slice(0, cut);
  return `${siteUrl}${routeHref(baseUrl, route)}${cut < 0 ? '' : target.slice(cut)}`;
}
