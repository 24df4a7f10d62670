import type { SidebarData } from '../../shared/islands.js';
import type { SidebarItem } from '../../shared/model/navigation.js';

const cache = new Map<string, Promise<unknown>>();

/**
 * Fetches a JSON file once per page view; the sidebar and the mobile drawer share it. `again` fetches it anew (an
 * island's "Tente novamente" after a crash).
 */
function loadJson<T>(url: string, again: boolean): Promise<T> {
  let data = again ? undefined : (cache.get(url) as Promise<T> | undefined);
  if (!data) {
    data = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`sidebar data ${url}: HTTP ${response.status}`);
      return response.json() as Promise<T>;
    });
    data.catch(() => cache.delete(url));
    cache.set(url, data);
  }
  return data;
}

/** A sidebar's JSON: its entries, big top-level categories' left empty and named in `parts`. */
export function loadSidebar(url: string, again = false): Promise<SidebarData> {
  return loadJson<SidebarData>(url, again);
}

/**
 * `items` with the entries of the top-level categories `indexes` filled in from their part files, where the sidebar
 * keeps them apart and they are not here yet; the same array when nothing was missing.
 */
export async function withSidebarParts(
  data: SidebarData,
  items: SidebarItem[],
  indexes: readonly number[],
  again = false,
): Promise<SidebarItem[]> {
  const missing = indexes.filter((index) => {
    const item = items[index];
    return data.parts?.[index] !== undefined && item?.type === 'category' && item.items.length === 0;
  });
  if (missing.length === 0) return items;
  const parts = await Promise.all(missing.map((index) => loadJson<{ items: SidebarItem[] }>(data.parts![index]!, again)));
  const next = [...items];
  missing.forEach((index, i) => {
    next[index] = { ...(next[index] as Extract<SidebarItem, { type: 'category' }>), items: parts[i]!.items };
  });
  return next;
}

/** A sidebar's entries as a first render shows them: its JSON with the parts its open categories need. */
export async function loadSidebarItems(url: string, parts: readonly number[] = [], again = false): Promise<SidebarItem[]> {
  const data = await loadSidebar(url, again);
  return withSidebarParts(data, data.items, parts, again);
}
