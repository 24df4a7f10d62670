// Props of each island as serialized into the page (data-props). Shared by the SSR templates and the client entries.
import type { NavbarItem, SidebarItem } from './model/navigation.js';
import type { AlgoliaSearchSettings } from './model/search.js';

export interface AnnouncementProps {
  id: string;
  content: string;
  link?: { href: string; label: string };
}

export interface SidebarIslandProps {
  /** URL of the sidebar's JSON (hashed asset), fetched on first intent before hydration. */
  dataUrl: string;
  currentPath: string;
  baseUrl: string;
  /** The top-level categories kept in files of their own whose entries the first render shows (see SidebarData). */
  parts?: number[];
}

/**
 * A sidebar's JSON. A big top-level category's entries are in a file of their own, so that a page fetches its own
 * folder's entries and not a whole 40,000-page site's: its `items` are empty here and `parts` names its file.
 */
export interface SidebarData {
  items: SidebarItem[];
  /** URL of the JSON ({ items }) of each top-level category kept apart, by its index in `items`. */
  parts?: Record<number, string>;
}

export interface SearchIslandProps {
  /** Hashed URL of the offline index (local engine), fetched on the first search; "" in Algolia mode. */
  indexUrl: string;
  /** The index queried (Algolia mode) and part of the storage keys of recent and favorite searches. */
  indexName: string;
  baseUrl: string;
  /** Algolia mode: the search islands query Algolia with these instead of the offline index. */
  algolia?: Pick<AlgoliaSearchSettings, 'appId' | 'apiKey' | 'hosts'> & {
    /** The modal sends Algolia Insights events; absent when off, so a page without insights carries nothing for them. */
    insights?: true;
  };
  /** Filter results on the site's language (DocSearch's contextualSearch). Default true. */
  contextualSearch?: boolean;
  /** Algolia mode, a page of a docs version: contextual search keeps that version's results (and those of no version). */
  docsVersion?: string;
}

export interface MobileNavProps {
  navbar: NavbarItem[];
  currentPath: string;
  /** The page's sidebar, shown below the navbar links in the drawer. */
  dataUrl?: string;
  /** The sidebar's parts the drawer's first view shows (SidebarIslandProps.parts). */
  sidebarParts?: number[];
  siteTitle: string;
  baseUrl: string;
}
