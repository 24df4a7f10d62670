// What every page's render takes besides its own data, shared by `docsgen build` and `docsgen dev`: the stylesheets
// and boot script it links, the sidebars' JSON files (loaded by the sidebar islands on intent), where each route sits
// in each sidebar, and the search islands' props.
import { createHash } from 'node:crypto';
import type { SearchIslandProps, SidebarData } from '../../shared/islands.js';
import type { SiteInfo, SiteModel } from '../../shared/model/site.js';
import { SEARCH_ENTRY } from '../../shared/search-index/format.js';
import { withBase } from '../../shared/url.js';
import { type SidebarRoutes, sidebarRoutes } from '../../templates/layout/sidebar-route.js';
import { slugify } from '../text/slug.js';
import type { DocumentAssets } from './html-document.js';
import { searchIslandProps } from './search-island-props.js';

/**
 * The assets every page links, under the base URL: the client bundle's stylesheet and boot script (its manifest's
 * paths), the stylesheet of MDX pages' components when they import styles (cli/mdx/), and the site's theme stylesheet
 * when it has one (bundle/theme-stylesheet.ts).
 */
export function documentAssets(
  baseUrl: string,
  client: { css: string; boot: string; math?: string },
  componentCss: string | undefined,
  theme?: string,
): DocumentAssets {
  return {
    css: withBase(baseUrl, client.css),
    boot: withBase(baseUrl, client.boot),
    ...(componentCss ? { componentCss: withBase(baseUrl, componentCss) } : {}),
    ...(theme ? { theme: withBase(baseUrl, theme) } : {}),
    ...(client.math ? { math: withBase(baseUrl, client.math) } : {}),
  };
}

export interface SidebarDataFiles {
  /** URL of each sidebar's JSON (base URL included), by sidebar id: what pages name. */
  urls: Record<string, string>;
  /** File name under assets/ → JSON text. */
  files: Map<string, string>;
}

/**
 * A top-level category whose entries weigh more than this (JSON bytes) gets a file of its own: a page fetches its
 * folder's entries, not every folder's. Smaller ones stay in the sidebar's file, so a small site still fetches one.
 */
export const SIDEBAR_PART_BYTES = 16_000;

/**
 * The JSON files of each sidebar (SidebarData): the sidebar's own, and one for each big top-level category. Each is
 * named by a hash of its content so a changed one gets a new URL; the sidebar's names its parts, so it changes with
 * them. Pure.
 */
export function sidebarDataFiles(model: Pick<SiteModel, 'site' | 'sidebars'>): SidebarDataFiles {
  const urls: Record<string, string> = {};
  const files = new Map<string, string>();
  const add = (stem: string, json: string): string => {
    const name = `${stem}-${createHash('sha1').update(json).digest('hex').slice(0, 8)}.json`;
    files.set(name, json);
    return withBase(model.site.baseUrl, `/assets/${name}`);
  };
  for (const sidebar of Object.values(model.sidebars)) {
    const stem = `sidebar-${sidebar.id.replace(/[^\w-]/g, '_')}`;
    const parts: Record<number, string> = {};
    const items = sidebar.items.map((item, index) => {
      if (item.type !== 'category') return item;
      const json = JSON.stringify({ items: item.items });
      if (json.length <= SIDEBAR_PART_BYTES) return item;
      parts[index] = add(`${stem}.${index}`, json);
      return { ...item, items: [] };
    });
    const data: SidebarData = Object.keys(parts).length ? { items, parts } : { items };
    urls[sidebar.id] = add(stem, JSON.stringify(data));
  }
  return { urls, files };
}

/**
 * Each sidebar indexed (templates/layout/sidebar-route.ts), by sidebar id: every page rendered with a sidebar asks
 * where it sits in it, and one walk per sidebar for all of them keeps the render linear in the site's size. Pure.
 */
export function sidebarRouteIndexes(model: Pick<SiteModel, 'sidebars'>): Record<string, SidebarRoutes> {
  return Object.fromEntries(Object.values(model.sidebars).map((sidebar) => [sidebar.id, sidebarRoutes(sidebar.items)]));
}

/**
 * The search islands' props. Pages name the index's entry file, which is not hashed (it is served with revalidation)
 * and names the hashed shards and fragments: naming those in every page would re-render every page after a one-page edit.
 */
export function siteSearchProps(site: SiteInfo): SearchIslandProps {
  return searchIslandProps(
    {
      indexUrl: withBase(site.baseUrl, `/${SEARCH_ENTRY}`),
      indexName: slugify(site.title) || 'docs',
      baseUrl: site.baseUrl,
    },
    site.algolia,
  );
}

/** What every page's render takes besides its own data, made once per build. */
export interface SiteRender {
  assets: DocumentAssets;
  /** The assets of each other locale's pages (their language's bundle), by locale code; absent on a site of one language. */
  localeAssets?: Record<string, DocumentAssets>;
  sidebarData: SidebarDataFiles;
  /** Each sidebar indexed, by sidebar id (sidebarRouteIndexes). */
  sidebarRoutes: Record<string, SidebarRoutes>;
  search: SearchIslandProps;
}

/**
 * The render inputs of a site: `client`, the bundle's entry files; `componentCss`, the MDX components' stylesheet;
 * `sidebars`, the sidebars' files and indexes when the caller has them already (a rebuild whose sidebars did not change).
 */
export function siteRender(
  model: Pick<SiteModel, 'site' | 'sidebars'>,
  options: {
    client: { css: string; boot: string };
    /** Each other locale's bundle's entry files, by locale code (a site with locales). */
    localeClients?: Record<string, { css: string; boot: string }>;
    componentCss?: string;
    /** The theme stylesheet's URL path, when the site has one. */
    theme?: string;
    sidebars?: Pick<SiteRender, 'sidebarData' | 'sidebarRoutes'>;
  },
): SiteRender {
  const { localeClients } = options;
  return {
    assets: documentAssets(model.site.baseUrl, options.client, options.componentCss, options.theme),
    ...(localeClients
      ? {
          localeAssets: Object.fromEntries(
            Object.entries(localeClients).map(([code, client]) => [
              code,
              documentAssets(model.site.baseUrl, client, options.componentCss, options.theme),
            ]),
          ),
        }
      : {}),
    sidebarData: options.sidebars?.sidebarData ?? sidebarDataFiles(model),
    sidebarRoutes: options.sidebars?.sidebarRoutes ?? sidebarRouteIndexes(model),
    search: siteSearchProps(model.site),
  };
}
