import type { SidebarData } from '../../shared/islands.js';

const cache = new Map<string, Promise<SidebarData>>();

/**
 * Fetches a sidebar's JSON once per page view; both the sidebar and the mobile drawer share it. `again` fetches it
 * anew (an island's "Tente novamente" after a crash).
 */
export function loadSidebar(url: string, again = false): Promise<SidebarData> {
  let data = again ? undefined : cache.get(url);
  if (!data) {
    data = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`sidebar data ${url}: HTTP ${response.status}`);
      return response.json() as Promise<SidebarData>;
    });
    data.catch(() => cache.delete(url));
    cache.set(url, data);
  }
  return data;
}
