import type { SearchIslandProps } from '../shared/islands.js';
import type { SiteInfo } from '../shared/model/site.js';

/** What every template needs besides its page: the site and the URLs of the built assets. */
export interface RenderContext {
  site: SiteInfo;
  /** Hashed URL of each sidebar's JSON, by sidebar id (loaded by the sidebar islands on intent). */
  sidebarData: Record<string, string>;
  /** The search button's island props; absent when the site has no search index. */
  search?: SearchIslandProps;
}
