// The key a page's HTML is cached under (incremental/output-records.ts): everything it is made of, hashed. Shared by the full
// render stage and by a build that renders only edited pages (builder/build-page-edits.ts), so that both judge a
// page's file the same way.
import type { SearchIslandProps } from '../../shared/islands.js';
import type { Sidebar } from '../../shared/model/navigation.js';
import type { Page, SiteInfo, SiteModel } from '../../shared/model/site.js';
import { pageBlog } from './blog-feed-links.js';
import type { DocumentAssets } from './html-document.js';

export interface PageKeyInput {
  /** Hashes parts into a key (RenderCache.key: the renderer's fingerprint included). */
  hash: (parts: string[]) => string;
  site: SiteInfo;
  sidebars: Readonly<Record<string, Sidebar>>;
  assets: DocumentAssets;
  /** Hashed URLs of the sidebars' JSON, by sidebar id. */
  sidebarData: Record<string, string>;
  search?: SearchIslandProps;
  /** Each other locale's site and assets (a site with locales): absent, the key is what it was without them. */
  localeSites?: Record<string, SiteInfo>;
  localeAssets?: Record<string, DocumentAssets>;
  /** The site's blogs: a page of one links its feeds in its head. */
  blogs?: SiteModel['blogs'] | undefined;
}

/** A function giving each page's key; the site-wide part is hashed once, each sidebar once, when first needed. */
export function pageRenderKeys({
  hash,
  site,
  sidebars,
  assets,
  sidebarData,
  search,
  blogs,
  ...locales
}: PageKeyInput): (page: Page) => string {
  // Hashed once: hashing their JSON again for each of a thousand pages cost a third of a rebuild.
  const shared = hash([JSON.stringify({ site, assets, sidebarData, search, ...locales })]);
  const sidebarKeys = new Map<string, string>();
  const sidebarKey = (id: string | undefined): string => {
    const sidebar = id === undefined ? undefined : sidebars[id];
    if (!sidebar) return '';
    let key = sidebarKeys.get(sidebar.id);
    if (key === undefined) sidebarKeys.set(sidebar.id, (key = hash([JSON.stringify(sidebar)])));
    return key;
  };
  // Doc and API operation pages show their sidebar: its changes must re-render them.
  return (page) => {
    const parts = [shared, sidebarKey('sidebarId' in page ? page.sidebarId : undefined), pageJson(page)];
    // A blog's page heads its feeds' links (the part only there: every other page's key is what it was).
    const blog = pageBlog(page, blogs);
    if (blog) parts.push(JSON.stringify({ title: blog.title, feeds: blog.feeds }));
    return hash(parts);
  };
}

/**
 * The page's data as its HTML depends on it: its Markdown for readers' tools is not in the HTML, only whether it has
 * one (hashing that text too made a one-page rebuild of a thousand-page site ~80 ms slower).
 */
function pageJson(page: Page): string {
  if (!('markdown' in page) || page.markdown === undefined) return JSON.stringify(page);
  const { markdown: _markdown, ...shown } = page;
  return JSON.stringify({ ...shown, markdown: true });
}
