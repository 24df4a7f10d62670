import type { SidebarData } from '../../templates/islands.js';

const cache = new Map<string, Promise<SidebarData>>();

/** Fetches a sidebar's JSON once per page view; both the sidebar and the mobile drawer share it. */
export function loadSidebar(url: string): Promise<SidebarData> {
  let data = cache.get(url);
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
