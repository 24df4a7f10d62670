// MkDocs's navigation tree (mkdocs-nav.ts) as docsgen's sidebar: pages as docs (labelled with the nav's title, else
// the page's), links as links, sections as categories. With Material's `navigation.indexes`, a section whose first
// entry is an index page is one category linked to that page, as Material shows it.
import type { SidebarItemConfig } from '../../config/schema.js';
import { docIdFor } from '../../routes/content-routes.js';
import { isIndexPage, linkHref, type NavNode } from './mkdocs-nav.js';
import type { PageTitle } from './mkdocs-page-title.js';

export interface NavSidebarOptions {
  /** Material's `navigation.indexes`. */
  indexes: boolean;
  /** Whether a section at this depth (1: the top) starts closed. */
  collapsed: (depth: number) => boolean;
  /** A page's title as MkDocs shows it (its rule is not docsgen's), for the pages the nav gives no title. */
  titleOf: (page: string) => PageTitle;
  /** The route docsgen gives a page, for a link to one of its headings ("page.md#part"). */
  routeOf: (page: string) => string;
}

/** The sidebar's items for the navigation's nodes. */
export function navSidebar(nodes: NavNode[], options: NavSidebarOptions, depth = 1): SidebarItemConfig[] {
  return nodes.map((node) => {
    if (node.kind === 'page') return pageItem(node.path, node.title, options);
    if (node.kind === 'link') return { type: 'link', label: node.title ?? node.url, href: linkHref(node.url, options.routeOf) };
    const [first, ...rest] = node.children;
    const collapsed = options.collapsed(depth);
    if (options.indexes && first?.kind === 'page' && isIndexPage(first.path)) {
      // A section written `""` (FastAPI's) is named after its index page.
      const label = node.title || first.title || options.titleOf(first.path).title;
      return { type: 'category', label, link: docIdFor(first.path), collapsed, items: navSidebar(rest, options, depth + 1) };
    }
    return { type: 'category', label: node.title, collapsed, items: navSidebar(node.children, options, depth + 1) };
  });
}

/**
 * A page: labelled with the nav's title, else with MkDocs's title of it where docsgen's own differs (an attribute
 * list after the heading, no opening heading); else the doc id alone, so the label is the page's title as built.
 */
function pageItem(page: string, title: string | undefined, options: NavSidebarOptions): SidebarItemConfig {
  const id = docIdFor(page);
  if (title !== undefined) return { type: 'doc', id, label: title };
  const own = options.titleOf(page);
  return own.docsgenAgrees ? id : { type: 'doc', id, label: own.title };
}
