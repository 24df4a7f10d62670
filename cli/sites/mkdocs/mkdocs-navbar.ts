// Where MkDocs themes show the navigation's top level in the header, docsgen's navbar shows it too: MkDocs's own
// theme lists it as links and dropdown menus, Material with `navigation.tabs` as one tab per top-level entry.
import type { UserConfig } from '../../config/schema.js';
import { linkHref, type NavNode } from './mkdocs-nav.js';
import type { PageTitle } from './mkdocs-page-title.js';

type NavbarItem = NonNullable<UserConfig['navbar']>['items'][number];
type NavbarLink = { label: string; to: string };

export interface NavbarOptions {
  theme: string;
  features: string[];
  /** A page's title as MkDocs shows it. */
  titleOf: (page: string) => PageTitle;
  /** A page's route. */
  routeOf: (page: string) => string;
}

/** The navbar's items, or undefined for themes that show the navigation in the sidebar alone. */
export function themeNavbar(nodes: NavNode[], options: NavbarOptions): NavbarItem[] | undefined {
  const tabs = options.theme === 'material' && options.features.includes('navigation.tabs');
  if (options.theme !== 'mkdocs' && !tabs) return undefined;
  const items = nodes.flatMap((node): NavbarItem[] => {
    if (node.kind !== 'section') return [linkOf(node, options)];
    const links = sectionLinks(node.children, options);
    const label = node.title || links[0]?.label || '';
    // A tab leads to its section's first page; MkDocs's theme opens a menu of the section's pages.
    if (tabs) return links[0] ? [{ label, to: links[0].to }] : [];
    return links.length > 0 ? [{ label, items: links }] : [];
  });
  return items;
}

function linkOf(node: Exclude<NavNode, { kind: 'section' }>, options: NavbarOptions): NavbarLink {
  if (node.kind === 'link') return { label: node.title ?? node.url, to: linkHref(node.url, options.routeOf) };
  return { label: node.title ?? options.titleOf(node.path).title, to: options.routeOf(node.path) };
}

/** A section's pages and links, its sub-sections' in place (a menu has one level). */
function sectionLinks(nodes: NavNode[], options: NavbarOptions): NavbarLink[] {
  return nodes.flatMap((node) => (node.kind === 'section' ? sectionLinks(node.children, options) : [linkOf(node, options)]));
}
