// What every page's render takes besides its own data, shared by `docsgen build` and `docsgen dev`: the sidebars'
// JSON files (loaded by the sidebar islands on intent) and the search islands' props.
import { createHash } from 'node:crypto';
import type { SearchIslandProps, SidebarData } from '../../shared/islands.js';
import type { SiteInfo, SiteModel } from '../../shared/model/site.js';
import { SEARCH_ENTRY } from '../../shared/search-index/format.js';
import { withBase } from '../../shared/url.js';
import { slugify } from '../text/slug.js';
import { searchIslandProps } from './search-island-props.js';

export interface SidebarDataFiles {
  /** URL of each sidebar's JSON (base URL included), by sidebar id: what pages name. */
  urls: Record<string, string>;
  /** File name under assets/ → JSON text. */
  files: Map<string, string>;
}

/** One JSON file per sidebar, named by a hash of its content so a changed sidebar gets a new URL. Pure. */
export function sidebarDataFiles(model: SiteModel): SidebarDataFiles {
  const urls: Record<string, string> = {};
  const files = new Map<string, string>();
  for (const sidebar of Object.values(model.sidebars)) {
    const data: SidebarData = { items: sidebar.items };
    const json = JSON.stringify(data);
    const hash = createHash('sha1').update(json).digest('hex').slice(0, 8);
    const name = `sidebar-${sidebar.id.replace(/[^\w-]/g, '_')}-${hash}.json`;
    files.set(name, json);
    urls[sidebar.id] = withBase(model.site.baseUrl, `/assets/${name}`);
  }
  return { urls, files };
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
