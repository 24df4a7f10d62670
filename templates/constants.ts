// Constants from the site specification, in one named table so components never carry bare numbers.

/** Below this width (px) the navbar collapses into the mobile drawer. */
export const DESKTOP_BREAKPOINT_PX = 996;
/** Table of contents covers heading levels 2 to 3. */
export const TOC_MIN_LEVEL = 2;
export const TOC_MAX_LEVEL = 3;
/** A route change shows the progress bar only after this delay. */
export const PROGRESS_BAR_DELAY_MS = 200;

/** The site's one locale. */
export const SITE_LANG = 'pt';
export const SITE_DIR = 'ltr';
export const LOCALE_LABEL = 'Português';

/** localStorage keys. The theme key is read by the inline head script before first paint. */
export const STORAGE_KEYS = {
  theme: 'docsgen:theme',
  /** The code-sample language the reader chose, applied on every API page. */
  sampleLanguage: 'docsgen:sample-language',
  announcementDismissed: (id: string) => `docsgen:announcement-dismissed:${id}`,
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
  search: 'search',
  searchPage: 'search-page',
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
/** Event fired on window when the reader picks a sample language, so every tab group on the page follows. */
export const SAMPLE_LANGUAGE_EVENT = 'docsgen:sample-language';

export type IslandName = (typeof ISLANDS)[keyof typeof ISLANDS];

/** CSS class prefix of docsgen's own markup. */
export const CSS_PREFIX = 'dg';
