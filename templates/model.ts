// The SiteModel: one plain, serializable description of the whole site.
// Everything after the model (HTML, sitemap, sidebar data, link report) is a pure function of it,
// so the route table, the sidebars and the sitemap can never disagree.

/** A heading collected from a page body (h2–h6), with its anchor id. */
export interface Heading {
  depth: number;
  id: string;
  text: string;
}

/** One entry of a page's table of contents; h3 entries nest under their h2. */
export interface TocEntry {
  id: string;
  text: string;
  depth: 2 | 3;
  children: TocEntry[];
}

export interface SidebarDoc {
  type: 'doc';
  label: string;
  href: string;
}

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** The category's own page (its index document), when it has one. */
  href?: string;
  /** Initial state for readers not inside it; a category holding the current page always starts open. */
  collapsed: boolean;
  items: SidebarItem[];
}

export type SidebarItem = SidebarDoc | SidebarLink | SidebarCategory;

export interface Sidebar {
  id: string;
  /** The section this sidebar belongs to, shown in breadcrumbs (e.g. "Guia Coins" → /guide). */
  label: string;
  href?: string;
  items: SidebarItem[];
}

export interface Crumb {
  label: string;
  href?: string;
}

export interface PageLink {
  label: string;
  href: string;
}

export interface TagRef {
  slug: string;
  label: string;
  href: string;
}

export interface DocPage {
  kind: 'doc';
  route: string;
  /** Content file, relative to the site root (used in messages). */
  source: string;
  title: string;
  description: string;
  html: string;
  toc: TocEntry[];
  tags: TagRef[];
  sidebarId?: string;
  breadcrumbs: Crumb[];
  prev?: PageLink;
  next?: PageLink;
  /** Hide the table of contents (front matter `hide_table_of_contents`). */
  hideToc: boolean;
}

export interface TagListPage {
  kind: 'tags';
  route: string;
  title: string;
  description: string;
  tags: Array<TagRef & { count: number; description?: string }>;
}

export interface TagPage {
  kind: 'tag';
  route: string;
  title: string;
  description: string;
  tag: TagRef & { description?: string };
  pages: Array<{ title: string; href: string; description: string }>;
}

export interface NotFoundPage {
  kind: 'not-found';
  route: '/404';
  title: string;
  description: string;
}

export type Page = DocPage | TagListPage | TagPage | NotFoundPage;

export interface NavbarItem {
  label: string;
  href: string;
}

export interface SiteInfo {
  title: string;
  tagline: string;
  productName: string;
  /** Absolute origin of the published site, without trailing slash; empty when not configured. */
  url: string;
  baseUrl: string;
  logo?: { src: string; alt: string };
  favicon?: string;
  announcementBar?: { id: string; content: string; link?: { href: string; label: string } };
  navbar: NavbarItem[];
  footer: { copyright: string };
}

export interface SiteModel {
  site: SiteInfo;
  /** Every page, keyed by route; the 404 page under "/404". */
  pages: Record<string, Page>;
  sidebars: Record<string, Sidebar>;
}
