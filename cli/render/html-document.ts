import { format } from '../../shared/i18n/format.js';
import { OG_LOCALES } from '../../shared/i18n/locales.js';
import { textDirection } from '../../shared/i18n/text-direction.js';
import type { BlogInfo, BlogPostInfo } from '../../shared/model/blog.js';
import type { Page, SiteInfo } from '../../shared/model/site.js';
import type { SiteLocale } from '../../shared/model/variants.js';
import { escapeHtml } from '../../shared/escape-html.js';
import { markdownHref, routeHref, withBase } from '../../shared/url.js';
import { lastVersion } from '../../shared/version-routes.js';
import { feedLinkTags } from './blog-feed-links.js';
import { headTagHtml, isReplaced, replacedMetas } from './head-tags.js';
import { themeScript } from './theme-script.js';

export interface DocumentAssets {
  /** Hashed URL of the stylesheet. */
  css: string;
  /** Hashed URL of the boot script (hydration on intent). */
  boot: string;
  /** Hashed URL of the styles MDX pages' components import (cli/mdx/), when they import any. */
  componentCss?: string;
  /** Hashed URL of the site's theme stylesheet (bundle/theme-stylesheet.ts), when its config has a theme. */
  theme?: string;
  /** Hashed URL of the math stylesheet, which only pages holding math link (the bundle has it when the site has math). */
  math?: string;
}

/** "Page | Site", or the site title alone on the home page; the page's own when it gives one (mdBook's `{{#title}}`). */
export function documentTitle(page: Page, site: SiteInfo): string {
  if (page.kind === 'doc' && page.documentTitle) return page.documentTitle;
  // A list's later pages say which they are: ten pages of one title read as one page to readers' tabs and to search engines.
  if (page.kind === 'blog-list' && page.page > 1) {
    return `${page.title} (${format(site.strings.blog.pageOf, { page: page.page, pages: page.pages })}) | ${site.title}`;
  }
  if (page.route === '/' || page.title === site.title) return site.title;
  return `${page.title} | ${site.title}`;
}

/** Absolute URL of a route when the site's URL is configured, else the path alone. */
export function pageUrl(route: string, site: SiteInfo): string {
  const path = routeHref(site.baseUrl, route);
  return site.url ? `${site.url}${path}` : path;
}

/** The page's description as plain text (API pages keep theirs as HTML for the body). */
function metaDescription(page: Page): string {
  return page.kind === 'api-operation' || page.kind === 'api-info' ? page.excerpt : page.description;
}

/**
 * The whole HTML document around a rendered body: language, theme script, meta for search engines and link previews.
 * `blog`: the blog the page is of (blog-feed-links.ts pageBlog), whose feeds its head links.
 */
export function htmlDocument({
  page,
  site,
  body,
  assets,
  blog,
}: {
  page: Page;
  site: SiteInfo;
  body: string;
  assets: DocumentAssets;
  blog?: BlogInfo | undefined;
}): string {
  const title = escapeHtml(documentTitle(page, site));
  const description = escapeHtml(metaDescription(page) || site.tagline);
  const url = escapeHtml(pageUrl(page.route, site));
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    `<script>${themeScript(site.announcementBar?.id)}</script>`,
    description ? `<meta name="description" content="${description}">` : '',
    page.kind === 'not-found' || page.kind === 'search'
      ? '<meta name="robots" content="noindex">'
      : `<link rel="canonical" href="${canonicalUrl(page, site)}">`,
    // An unlisted post is published for those who have its link, not for search engines (Docusaurus's `unlisted`).
    page.kind === 'doc' && (page.noIndex || page.post?.unlisted) ? '<meta name="robots" content="noindex">' : '',
    ...alternateLinks(page, site),
    // Where readers' tools find the page as Markdown (config `llms`), the way a feed is announced.
    'markdown' in page && page.markdown !== undefined
      ? `<link rel="alternate" type="text/markdown" href="${escapeHtml(`${site.url}${markdownHref(site.baseUrl, page.route)}`)}">`
      : '',
    ...feedLinkTags(blog, site),
    `<meta property="og:type" content="${page.kind === 'doc' ? 'article' : 'website'}">`,
    `<meta property="og:site_name" content="${escapeHtml(site.title)}">`,
    `<meta property="og:title" content="${title}">`,
    description ? `<meta property="og:description" content="${description}">` : '',
    page.kind === 'not-found' ? '' : `<meta property="og:url" content="${url}">`,
    `<meta property="og:locale" content="${OG_LOCALES[site.locale]}">`,
    ...(page.kind === 'doc' && page.post ? postMetas(page.post, site) : []),
    '<meta name="twitter:card" content="summary">',
    '<meta name="color-scheme" content="light dark">',
    site.favicon ? `<link rel="icon" href="${escapeHtml(withBase(site.baseUrl, site.favicon))}">` : '',
    `<link rel="stylesheet" href="${escapeHtml(assets.css)}">`,
    assets.componentCss ? `<link rel="stylesheet" href="${escapeHtml(assets.componentCss)}">` : '',
    ...(page.kind === 'doc' && page.stylesheets
      ? page.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(withBase(site.baseUrl, href))}">`)
      : []),
    page.kind === 'doc' && page.math && assets.math ? `<link rel="stylesheet" href="${escapeHtml(assets.math)}">` : '',
    // Last, so the site's own rules win over docsgen's (and a React page's) at equal specificity.
    assets.theme ? `<link rel="stylesheet" href="${escapeHtml(assets.theme)}">` : '',
  ].filter(Boolean);
  // The config's `head` after docsgen's own tags (a meta of its name or property replaces docsgen's), before the boot script.
  const replaced = replacedMetas(site.head);
  const tags = [
    ...head.filter((tag) => !isReplaced(tag, replaced)),
    ...(site.head ?? []).map(headTagHtml),
    `<script type="module" src="${escapeHtml(assets.boot)}"></script>`,
  ];
  const locale = pageLocale(page, site);
  const lang = locale?.lang ?? site.locale;
  const dir = locale?.dir ?? textDirection(site.locale);
  return `<!doctype html>\n<html lang="${escapeHtml(lang)}" dir="${dir}" data-theme="light">\n<head>\n${tags.join('\n')}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
}

/**
 * A post's Open Graph article tags (its og:type is already `article`, as every doc page's): when it was published and
 * updated, and its picture for link previews, absolute with the site's URL when the site has one (previews need it).
 */
function postMetas(post: BlogPostInfo, site: SiteInfo): string[] {
  const image = post.image === undefined ? undefined : withBase(site.baseUrl, post.image);
  // A path from the site root (not `//host/…`) takes the site's URL, when it has one; an absolute URL stays as it is.
  const imageUrl = image && /^\/(?!\/)/.test(image) ? `${site.url}${image}` : image;
  return [
    imageUrl ? `<meta property="og:image" content="${escapeHtml(imageUrl)}">` : '',
    `<meta property="article:published_time" content="${escapeHtml(post.date)}">`,
    post.updated ? `<meta property="article:modified_time" content="${escapeHtml(post.updated)}">` : '',
  ];
}

/** The page's language among the site's (config `locales`), when it has one. */
function pageLocale(page: Page, site: SiteInfo): SiteLocale | undefined {
  if (page.kind !== 'doc' || page.locale === undefined) return undefined;
  return site.locales?.find((locale) => locale.code === page.locale);
}

/**
 * The page's canonical URL: its own, but for a page of another version than the last that the last version also has,
 * whose canonical is that one (as Docusaurus does), so search engines rank the up-to-date page.
 */
function canonicalUrl(page: Page, site: SiteInfo): string {
  const last = site.versions ? lastVersion(site.versions) : undefined;
  const route =
    page.kind === 'doc' && last && page.version !== undefined && page.version !== last.name
      ? (page.versionRoutes?.[last.name] ?? page.route)
      : page.route;
  return escapeHtml(pageUrl(route, site));
}

/**
 * `<link rel="alternate" hreflang>` for the page in each of the site's languages (itself included), and `x-default` for
 * the default language's: search engines then show each reader the page in their language.
 */
function alternateLinks(page: Page, site: SiteInfo): string[] {
  if (page.kind !== 'doc' || !site.locales || page.locale === undefined) return [];
  const links: string[] = [];
  for (const locale of site.locales) {
    const route = locale.code === page.locale ? page.route : page.localeRoutes?.[locale.code];
    if (route === undefined) continue;
    const href = escapeHtml(pageUrl(route, site));
    links.push(`<link rel="alternate" hreflang="${escapeHtml(locale.lang)}" href="${href}">`);
    if (locale.isDefault) links.push(`<link rel="alternate" hreflang="x-default" href="${href}">`);
  }
  return links;
}
