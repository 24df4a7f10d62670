// The DocContext (doc-page.ts) from what the whole site worked out: its sidebars, its pages' titles and where file
// references lead. Made once per model by the full build, and again from the saved model (incremental/saved-model.ts) by a build
// that remakes only edited pages: both give a page the same breadcrumbs, previous/next links and Markdown.
import path from 'node:path';
import type { Sidebar } from '../../shared/model/navigation.js';
import type { ResolvedConfig } from '../config/schema.js';
import { sidebarTrails } from './breadcrumbs.js';
import type { DocEntry } from './doc-entry.js';
import type { DocContext } from './doc-page.js';
import { docCards } from './doc-cards.js';
import { editUrlOf } from './edit-url.js';
import { pageMarkdown } from './page-markdown.js';
import { readingOrder } from './prev-next.js';
import type { RefTargets } from './resolve-refs.js';
import { tagRefs } from './tags.js';

export interface DocContextInput {
  config: ResolvedConfig;
  sidebars: Record<string, Sidebar>;
  /** Every page's title by route (content and API pages): what a front-matter `pagination_next` link says. */
  titles: ReadonlyMap<string, string>;
  targets: RefTargets;
  /** Last commit times by content file, when the config has `lastUpdated`. */
  commitTimes?: ReadonlyMap<string, number>;
}

/** What every page's place is decided from, worked out once for the whole site. */
export function docContext({ config, sidebars, titles, targets, commitTimes }: DocContextInput): DocContext {
  // Reading orders are computed once per sidebar: per page, it would cost O(pages²) on big sites.
  const orders = new Map(Object.values(sidebars).map((sidebar) => [sidebar.id, readingOrder(sidebar)]));
  const trails = new Map(Object.values(sidebars).map((sidebar) => [sidebar.id, sidebarTrails(sidebar.items)]));
  const sidebarOf = new Map<string, Sidebar>();
  for (const sidebar of Object.values(sidebars)) {
    for (const route of orders.get(sidebar.id)!.position.keys()) if (!sidebarOf.has(route)) sidebarOf.set(route, sidebar);
  }
  claimByPrefix(sidebarOf, Object.values(sidebars), new Set([...titles.keys(), ...sidebarOf.keys()]));
  const contentFolder = path.relative(config.root, config.contentDir);
  const { editUrl } = config;
  return {
    sidebarOf,
    orders,
    trails,
    labelOf: (route) => titles.get(route),
    refOf: tagRefs(config.tags),
    home: config.strings.home,
    ...(editUrl ? { editUrl: (file: string) => editUrlOf(editUrl, file, contentFolder) } : {}),
    ...(config.llms ? { markdown: (doc: DocEntry) => pageMarkdown({ ...doc, body: doc.content.body, targets, siteUrl: config.url }) } : {}),
    ...(commitTimes ? { commitTimes } : {}),
    docCards: (route, html) => {
      const sidebar = sidebarOf.get(route);
      const trail = sidebar && trails.get(sidebar.id)?.get(route);
      return docCards({ html, route, sidebar, trail, baseUrl: config.baseUrl });
    },
  };
}

/**
 * A page under a sidebar's `prefix` ("/guide/") shows that sidebar, the longest prefix first, whichever sidebar lists
 * it: a VitePress site gives each page the sidebar of its path (Vite's /config pages, which its guide sidebar also
 * links, show the config sidebar). Pages under no prefix keep the first sidebar that lists them.
 */
function claimByPrefix(sidebarOf: Map<string, Sidebar>, sidebars: Sidebar[], routes: Iterable<string>): void {
  const prefixed = sidebars.filter((sidebar) => sidebar.prefix).sort((a, b) => b.prefix!.length - a.prefix!.length);
  if (prefixed.length === 0) return;
  for (const route of routes) {
    const owner = prefixed.find((sidebar) =>
      `${route}/`.startsWith(sidebar.prefix!.endsWith('/') ? sidebar.prefix! : `${sidebar.prefix}/`),
    );
    if (owner) sidebarOf.set(route, owner);
  }
}
