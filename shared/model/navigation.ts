// How pages link to each other and to their parts: headings, tables of contents, sidebars, breadcrumbs,
// previous/next and tags. Shared by the site's pages (site.ts) and the API reference's (api.ts).

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
  /** A short tag shown before the label: the HTTP method of an API operation. */
  badge?: string;
  /** A word shown after the label (config `badge`: "New", "Deprecated"). */
  note?: string;
}

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** A word shown after the label (config `badge`). */
  note?: string;
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
  /** Route prefix whose pages no sidebar lists show this one (config `prefix`, "/guide/"). */
  prefix?: string;
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

/** A navbar link, or a menu of links (`items`, and no href of its own). */
export interface NavbarItem {
  label: string;
  href?: string;
  items?: Array<{ label: string; href: string }>;
}

/** An icon link at the navbar's end. */
export interface SocialLink {
  icon: string;
  href: string;
  label: string;
}

/** A column of footer links. */
export interface FooterColumn {
  title?: string;
  items: Array<{ label: string; href: string }>;
}
