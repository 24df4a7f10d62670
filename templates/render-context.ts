import type { SearchIslandProps } from '../shared/islands.js';
import type { SiteInfo } from '../shared/model/site.js';
import type { SidebarRoutes } from './layout/sidebar-route.js';

/** What every template needs besides its page: the site and the URLs of the built assets. */
export interface RenderContext {
  site: SiteInfo;
  /** Hashed URL of each sidebar's JSON, by sidebar id (loaded by the sidebar islands on intent). */
  sidebarData: Record<string, string>;
  /** Where each route sits in each sidebar, by sidebar id: indexed once for all the pages rendered with it. */
  sidebarRoutes: Record<string, SidebarRoutes>;
  /** The search button's island props; absent when the site has no search index. */
  search?: SearchIslandProps;
}
