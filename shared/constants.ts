// Constants from the site specification, in one named table so components never carry bare numbers.

/** Below this width (px) the navbar collapses into the mobile drawer. */
export const DESKTOP_BREAKPOINT_PX = 996;
/** Table of contents covers heading levels 2 to 3. */
export const TOC_MIN_LEVEL = 2;
export const TOC_MAX_LEVEL = 3;
/** A route change shows the progress bar only after this delay. */
export const PROGRESS_BAR_DELAY_MS = 200;

/** Client navigation (client/navigation/): its timings, limits and which links it leaves to the browser. */
export const NAVIGATION = {
  /** The scroll position is written into history.state this long after the reader stops scrolling. */
  scrollSaveDelayMs: 100,
  /** Pages kept in memory (prefetched or visited), oldest dropped first. */
  pageCacheSize: 30,
  /** Prefetch is skipped on these connection types (Network Information API), and when data saver is on. */
  slowConnections: ['slow-2g', '2g'],
  /** The finished progress bar fills and fades in this long (the transitions in site.css), then resets. */
  progressFadeMs: 400,
  /**
   * Links that stay native (full load): those of the search modal but its results, since client navigation would
   * leave it open ("see all results"); a result closes the modal itself when chosen (SearchModal.tsx).
   */
  nativeLinksWithin: ".dg-search-backdrop a:not([role='option'])",
  /** Paths under these prefixes are files, not pages (besides any path whose last segment has an extension). */
  nonPagePrefixes: ['/assets/', '/openapi/'],
} as const;

/** Ids of the page-level elements the client scripts look up (rendered by templates/layout/Layout.tsx). */
export const DOM_IDS = {
  /** Polite live region announcing the page a client navigation put in place. */
  routeAnnouncer: 'dg-route-announcer',
  /** <template> of the notice shown when an island's chunk fails to load. */
  chunkErrorTemplate: 'dg-chunk-error',
} as const;
/** Where the new page's title goes in the route announcer's message (its data-message attribute). */
export const ROUTE_ANNOUNCER_SLOT = '%title%';

/** Fired on window after client navigation has put a new page in place; detail: { path }. Persisting islands follow it. */
export const NAVIGATED_EVENT = 'docsgen:navigated';

/** localStorage keys. The theme key is read by the inline head script before first paint. */
export const STORAGE_KEYS = {
  theme: 'docsgen:theme',
  /** The code-sample language the reader chose, applied on every API page. */
  sampleLanguage: 'docsgen:sample-language',
  /** The tab the reader chose in Markdown tab groups with this set of labels (shared/content-tabs.ts). */
  tabChoice: (labelSet: string) => `docsgen:tabs:${labelSet}`,
  announcementDismissed: (id: string) => `docsgen:announcement-dismissed:${id}`,
  /** The "Try it" credentials, in sessionStorage only, and only when the reader ticks "remember in this tab". */
  tryItCredentials: 'docsgen:try-it-credentials',
} as const;

/** Attribute names on <html> set by the inline head script and read by CSS. */
export const HTML_ATTRS = {
  theme: 'data-theme',
  announcementDismissed: 'data-announcement-dismissed',
} as const;

/** Island names; each has a client chunk in client/islands/ and a component in templates/islands/. */
export const ISLANDS = {
  colorMode: 'color-mode',
  announcement: 'announcement',
  sidebar: 'sidebar',
  mobileNav: 'mobile-nav',
  codeSamples: 'code-samples',
  /** No React: a few listeners that switch the example answer's status (client/islands/response-examples.ts). */
  responseExamples: 'response-examples',
  contentTabs: 'content-tabs',
  search: 'search',
  searchPage: 'search-page',
  tryIt: 'try-it',
  /** A component of an MDX page that hydrates (templates/mdx/DocsgenIsland.tsx): its chunk's URL is in its props. */
  mdx: 'mdx',
} as const;

/** Search modal constants from the spec (sections 5 and 9). */
export const SEARCH = {
  maxQueryLength: 64,
  hitsPerPage: 20,
  maxResultsPerGroup: 5,
  snippetWords: 10,
  snippetWordsNarrow: 5,
  /** Screens up to this width (px) get the short snippets. */
  narrowMaxWidth: 768,
  recentSearches: 7,
  recentSearchesWithFavorites: 4,
  favoriteSearches: 10,
  suggestedQueries: 3,
  stallThresholdMs: 300,
  queryParam: 'q',
} as const;

/** Fired on window to open the search modal (from the keyboard shortcuts in boot.ts), with an optional initial query. */
export const OPEN_SEARCH_EVENT = 'docsgen:open-search';

/** How long the copy button says "Copiado". */
export const COPIED_FEEDBACK_MS = 2000;
/**
 * Marks a copy button of the static HTML, whose chunk the boot script loads on intent (client/copy-button.ts). Empty on
 * a Markdown code block's button (shared/code-block.ts has the rest): it copies its block; on the page's "Copiar como
 * Markdown", the URL of the text it copies (the page's `.md`).
 */
export const COPY_BUTTON_ATTRIBUTE = 'data-copy';
/**
 * On the eye button of a code block with hidden lines (mdBook's Rust blocks): boot.ts toggles its aria-pressed, which
 * the stylesheet and the copy button read. Here, not in shared/code-block.ts, so the boot script imports nothing new.
 */
export const CODE_REVEAL_ATTRIBUTE = 'data-code-reveal';
/** On every tab group (API samples, Markdown tabs): the storage key its reader's choice is remembered under. */
export const TAB_GROUP_ATTRIBUTE = 'data-tab-group';
/**
 * Where an MDX page's <DocCardList /> stands in its HTML: the model, which knows the sidebar, works out the cards of
 * the page's category (cli/model/doc-cards.ts), and the render writes them there (cli/render/page-body.tsx).
 */
export const DOC_CARDS_ATTRIBUTE = 'data-docsgen-doc-cards';
/** The mark itself, as React renders <DocCardList /> (templates/mdx/DocCardList.tsx). */
export const DOC_CARDS_MARK = `<div ${DOC_CARDS_ATTRIBUTE}=""></div>`;
/** On an MDX <Tabs queryString>: the URL parameter that holds the group's choice too (`?os=mac`), which wins over storage. */
export const TAB_QUERY_ATTRIBUTE = 'data-tab-query';
/** Event fired on window when the reader picks a tab (detail: TabChoice), so every tab group of that key follows. */
export const TAB_CHOICE_EVENT = 'docsgen:tab-choice';
/** Fired on the response-examples island's root (detail: a status code) to show that status's example. */
export const SHOW_RESPONSE_EXAMPLE_EVENT = 'docsgen:show-response-example';
/** On each response row (<details>) of an operation page: its status code, whose example opening the row shows. */
export const RESPONSE_STATUS_ATTRIBUTE = 'data-response-status';

/**
 * The "Try it" panel and the code samples talk through these document events, so the curl sample shows the request
 * the panel will send: the panel sends REQUEST (detail: the curl text) on each change, and the samples, once live,
 * send ASK so a panel that changed before they hydrated sends it again.
 */
export const TRY_IT_EVENTS = { request: 'docsgen:try-it-request', ask: 'docsgen:try-it-ask' } as const;

/**
 * Set on the element around the "Try it" island: the origins its requests go to, space-separated. The build reads it
 * from the pages it wrote to allow exactly those in the Content-Security-Policy's connect-src.
 */
export const CONNECT_ATTRIBUTE = 'data-dg-connect';

/** Dispatched on an island's root (bubbling): boot.ts hydrates it as if the reader had shown intent toward it. */
export const HYDRATE_ISLAND_EVENT = 'docsgen:hydrate-island';

export type IslandName = (typeof ISLANDS)[keyof typeof ISLANDS];

/** Ids of the sections the API info page adds to the spec's description: its template, TOC and search records share them. */
export const API_INFO_SECTION_IDS = {
  servers: 'api-servidores',
  security: 'api-autenticacao',
  contact: 'api-contato',
  operations: 'api-operacoes',
} as const;

// A Mermaid diagram's HTML, as the build writes it (cli/markdown/diagram-block.ts) and the diagrams' chunk draws it
// (client/diagrams/draw-diagrams.ts). The source stays in the page, as code: readable without JavaScript, left out of
// the search index as every <pre> is, and what the chunk draws again when the colour mode changes.
export const DIAGRAM_CLASS = {
  block: 'dg-diagram',
  /** The diagram's source, shown until it is drawn and hidden after. */
  source: 'dg-diagram__source',
  /** Where the browser puts the drawing (client/diagrams/draw-diagrams.ts). */
  canvas: 'dg-diagram__canvas',
} as const;

/** On the block: the diagram's language. A page holding one loads the diagrams' chunk (client/boot.ts). */
export const DIAGRAM_ATTRIBUTE = 'data-diagram';

/** The fence languages drawn as diagrams (Docusaurus's theme-mermaid, vitepress-plugin-mermaid, Material's superfences). */
export const DIAGRAM_LANGUAGES: readonly string[] = ['mermaid'];
