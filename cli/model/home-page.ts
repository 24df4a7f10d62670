import type { Sidebar } from '../../shared/model/navigation.js';
import type { HomePage } from '../../shared/model/site.js';

/**
 * The home page of a site that has none (no content page at "/"): the site's title and tagline over its first
 * sidebar, so readers have a way in and hosts an index.html. It holds no text of its own, only the titles of pages
 * that are indexed themselves, so it makes no search records (every title query would find it too); it is in the
 * sitemap like any page a reader can open.
 */
export function generatedHomePage(site: { title: string; tagline: string }, sidebars: Record<string, Sidebar>): HomePage {
  const first = Object.values(sidebars)[0];
  return { kind: 'home', route: '/', title: site.title, description: site.tagline, items: first?.items ?? [] };
}
