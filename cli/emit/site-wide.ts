import type { EmitInput } from './emitter.js';

/**
 * Whether an emit gives the files made from the whole site (the sitemap, llms.txt, the sidebars' data): always to
 * memory, which makes them only if a reader asks; to a folder only when every route is made, since a build of some
 * routes has made sure the rest of the site, and so those files, did not change.
 */
export function givesSiteWide({ routes, lazy }: Pick<EmitInput, 'routes' | 'lazy'>): boolean {
  return routes.all || lazy;
}
