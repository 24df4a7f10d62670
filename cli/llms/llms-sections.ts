// Which pages readers' tools are offered, in what order and under which heading: the sidebars' order, each sidebar a
// section and each category one of its own, as llms.txt lists them and llms-full.txt prints them. Pages no sidebar
// holds (the home page) come first, without a heading.
import type { SidebarItem } from '../../shared/model/navigation.js';
import type { Page, SiteModel } from '../../shared/model/site.js';
import { isListed, newestFirst } from '../model/blog/post-order.js';

/** A page that has its Markdown: a content page or an API reference page, with llms on. */
export type MarkdownPage = Extract<Page, { markdown?: string }> & { markdown: string };

export interface LlmsSection {
  /** The sidebar's label, then its categories' ("Referência da API › Pessoas"); none for the pages outside sidebars. */
  title?: string;
  pages: MarkdownPage[];
}

/** Joins a sidebar's label and its categories' into one section title. */
const TRAIL = ' › ';

/**
 * Every page with Markdown once, by section, in reading order; sections without such a page are left out. On a site
 * with versions or languages, the last version's pages in the default language only (the others have their `.md`).
 */
export function llmsSections(model: SiteModel): LlmsSection[] {
  const listed = new Set<string>();
  const take = (route: string | undefined, into: MarkdownPage[]): void => {
    const page = route === undefined ? undefined : model.pages[route];
    if (!page || listed.has(page.route) || !hasMarkdown(page) || ofOtherVariant(page) || unlistedPost(page)) return;
    listed.add(page.route);
    into.push(page);
  };
  const sections: LlmsSection[] = [];
  // Each blog is a section of its listed posts, newest first; its sidebar of recent posts is none of its own.
  const blogSections = blogsOf(model).map(({ title, routes }) => {
    const own: MarkdownPage[] = [];
    for (const route of routes) take(route, own);
    return { title, pages: own };
  });
  const blogSidebars = blogSidebarIds(model);
  for (const sidebar of Object.values(model.sidebars)) {
    if (blogSidebars.has(sidebar.id)) continue;
    const own: MarkdownPage[] = [];
    const nested: LlmsSection[] = [];
    take(sidebar.href, own);
    walk(sidebar.items, sidebar.label, own, nested, take);
    // Pages shown with the sidebar that it does not list (the API's info page) close its own pages.
    for (const page of Object.values(model.pages)) if ('sidebarId' in page && page.sidebarId === sidebar.id) take(page.route, own);
    // A sidebar without a label (the one made from the content folder's tree) has its own pages among the first.
    sections.push({ ...(sidebar.label ? { title: sidebar.label } : {}), pages: own }, ...nested);
  }
  const loose = Object.values(model.pages).filter(
    (page): page is MarkdownPage => hasMarkdown(page) && !listed.has(page.route) && !ofOtherVariant(page) && !unlistedPost(page),
  );
  const first = [...sections.filter((section) => section.title === undefined).flatMap((section) => section.pages), ...loose];
  // The home page first: the way in, as on the site.
  first.sort((a, b) => Number(b.route === '/') - Number(a.route === '/'));
  return [{ pages: first }, ...sections.filter((section) => section.title !== undefined), ...blogSections].filter(
    (section) => section.pages.length > 0,
  );
}

/** Each blog's title and its listed posts' routes, newest first. */
function blogsOf(model: SiteModel): Array<{ title: string; routes: string[] }> {
  if (!model.blogs) return [];
  return Object.entries(model.blogs).map(([route, blog]) => ({
    title: blog.title,
    routes: Object.values(model.pages)
      .flatMap((page) =>
        page.kind === 'doc' && page.post?.blog === route && isListed(page.post) ? [{ route: page.route, date: page.post.date }] : [],
      )
      .sort(newestFirst)
      .map((post) => post.route),
  }));
}

/** The sidebars the blogs' posts show (their recent posts): not sections of the docs. */
function blogSidebarIds(model: SiteModel): Set<string> {
  const ids = new Set<string>();
  if (!model.blogs) return ids;
  for (const page of Object.values(model.pages)) if (page.kind === 'doc' && page.post && page.sidebarId) ids.add(page.sidebarId);
  return ids;
}

/** An unlisted post or a draft: its `.md` is published, but readers' tools are not pointed at it. */
function unlistedPost(page: Page): boolean {
  return page.kind === 'doc' && page.post !== undefined && !isListed(page.post);
}

/** The sidebar's pages into `into`, each category as a section of its own (after the pages around it). */
function walk(
  items: SidebarItem[],
  trail: string,
  into: MarkdownPage[],
  nested: LlmsSection[],
  take: (route: string | undefined, into: MarkdownPage[]) => void,
): void {
  for (const item of items) {
    if (item.type === 'doc') take(item.href, into);
    if (item.type !== 'category') continue;
    const title = trail ? `${trail}${TRAIL}${item.label}` : item.label;
    const pages: MarkdownPage[] = [];
    const deeper: LlmsSection[] = [];
    take(item.href, pages);
    walk(item.items, title, pages, deeper, take);
    nested.push({ title, pages }, ...deeper);
  }
}

/** A page of another version or language than the primary's (it searches an index of its own). */
function ofOtherVariant(page: Page): boolean {
  return page.kind === 'doc' && page.searchIndex !== undefined;
}

export function hasMarkdown(page: Page): page is MarkdownPage {
  return 'markdown' in page && typeof page.markdown === 'string';
}
