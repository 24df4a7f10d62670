// The SiteModel: one plain, serializable description of the whole site.
// Everything after the model (HTML, sitemap, sidebar data, link report) is a pure function of it,
// so the route table, the sidebars and the sitemap can never disagree.
import type { Locale } from '../i18n/locales.js';
import type { UiStrings } from '../i18n/strings.pt.js';
import type { ApiInfoPage, ApiOperationPage } from './api.js';
import type { Crumb, FooterColumn, NavbarItem, SocialLink, PageLink, Sidebar, SidebarItem, TagRef, TocEntry } from './navigation.js';
import type { PolicySources } from './policy.js';
import type { AlgoliaSearchSettings, SearchRecord } from './search.js';
import type { PageVariant, SiteLocale, SiteVersion } from './variants.js';
import type { BlogArchivePage, BlogAuthorsPage, BlogInfo, BlogListPage, BlogPostInfo, BlogTagsPage } from './blog.js';

/**
 * A page body as the Markdown (or MDX) stage made it, with the slots the render fills from the model: each file
 * reference's URL (and an image's size), and the cards of MDX's <DocCardList />.
 */
export interface PageBody {
  /** The body's HTML, its references still tokens (cli/markdown/ref-tokens.ts). */
  html: string;
  /** Its file references resolved, in token order, when it has any. */
  refs?: BodyRefs;
  /** The cards <DocCardList /> shows, when the body holds its mark. */
  cards?: DocCard[];
  /** What the body's raw HTML needs of the Content-Security-Policy, when anything. */
  policy?: PolicySources;
}

/** Where a body's file references lead: the tokens' nonce, and per reference its URL or the text it keeps. */
export interface BodyRefs {
  nonce: string;
  /** Per reference, in token order. */
  values: BodyRef[];
}

/**
 * One reference: the URL it leads to (escaped when written into the attribute), or `written`, raw HTML's attribute
 * text kept byte for byte where the reference leads nowhere; and an image's size, when known.
 */
export interface BodyRef {
  url: string;
  written?: string;
  size?: { width: number; height: number };
}

/** A card of <DocCardList />: a page or a category of the sidebar, linked where it has a page. */
export interface DocCard {
  label: string;
  href?: string;
  /** A category's number of pages, its sub-categories' included. */
  pages?: number;
}

/**
 * A landing page's hero and features (VitePress's `layout: home`, Starlight's `template: splash`), drawn above its
 * Markdown. Only what the front matter gives.
 */
export interface Landing {
  /** The brand line above the title (VitePress's `hero.name`). */
  name?: string;
  title?: string;
  tagline?: string;
  /** A URL or a path from the site root. */
  image?: { src: string; alt: string };
  /** Links drawn as buttons; `primary` is the first kind (VitePress's `brand`, Starlight's `primary`). */
  actions: Array<{ text: string; link: string; primary: boolean }>;
  features: Array<{ title: string; details?: string; link?: string; icon?: string }>;
}

export interface DocPage extends PageBody, PageVariant {
  kind: 'doc';
  route: string;
  /** Content file, relative to the site root (used in messages). */
  source: string;
  title: string;
  description: string;
  toc: TocEntry[];
  tags: TagRef[];
  sidebarId?: string;
  breadcrumbs: Crumb[];
  prev?: PageLink;
  next?: PageLink;
  /** Hide the table of contents (front matter `hide_table_of_contents`). */
  hideToc: boolean;
  /** The page's hero and features, when it is a landing page (front matter `layout: home`, `template: splash`). */
  landing?: Landing;
  /**
   * The body is all of the page's content, laid out by itself (a React page of the pages folder, which wraps itself
   * in Docusaurus's Layout): no title, breadcrumbs, table of contents or previous/next around it.
   */
  ownLayout?: true;
  /** Stylesheets (URL paths from the site root) the page links after the site's: a React page's site's own (customCss). */
  stylesheets?: string[];
  /** The body holds math (config `markdown.math`): the page links the client bundle's math stylesheet. */
  math?: true;
  /** Where to edit the page's source (config `editUrl`). */
  editUrl?: string;
  /** When the page's file was last committed, an ISO 8601 instant (config `lastUpdated`); absent when git did not say. */
  lastUpdated?: string;
  /** The body starts with an h1 of its own (its front matter's title says something else): the template adds none. */
  titleInBody?: true;
  /** Id of the heading that titled the page and left its body: the template's h1 carries it, so links to it land. */
  titleId?: string;
  /** The whole <title>, in place of "Page | Site" (mdBook's `{{#title …}}`); the h1 and the sidebar keep `title`. */
  documentTitle?: string;
  /**
   * The page's Markdown for readers' tools (its source without front matter, URLs absolute), published at `<route>.md`
   * with a button that copies it; absent when the config turns this off (`llms: false`).
   */
  markdown?: string;
  /** The page is a post of a blog (shared/model/blog.ts): its date, authors and reading time; `prev`/`next` are the newer and older posts. */
  post?: BlogPostInfo;
}

export interface TagListPage {
  kind: 'tags';
  route: string;
  title: string;
  description: string;
  tags: Array<TagRef & { count: number; description?: string }>;
}

export interface TagPage {
  kind: 'tag';
  route: string;
  title: string;
  description: string;
  tag: TagRef & { description?: string };
  pages: Array<{ title: string; href: string; description: string }>;
}

export interface NotFoundPage extends Partial<PageBody> {
  kind: 'not-found';
  route: '/404';
  title: string;
  description: string;
  /** That file, relative to the site root. */
  source?: string;
  /** That body starts with an h1 of its own (as DocPage's). */
  titleInBody?: true;
}

/** "/search": the full results of a query (?q=), rendered as a shell and filled in the browser. */
export interface SearchPage {
  kind: 'search';
  route: '/search';
  title: string;
  description: string;
}

/**
 * "/" when no content page is published there: the site's title and its first sidebar as links, so the site has a
 * way in (and an index.html). The build warns that it was made (`no-home-page`).
 */
export interface HomePage {
  kind: 'home';
  route: '/';
  title: string;
  description: string;
  /** The first sidebar's items: its pages, and its categories with theirs. */
  items: SidebarItem[];
}

export type Page =
  | DocPage
  | TagListPage
  | TagPage
  | NotFoundPage
  | ApiOperationPage
  | ApiInfoPage
  | SearchPage
  | HomePage
  | BlogListPage
  | BlogArchivePage
  | BlogAuthorsPage
  | BlogTagsPage;

export interface SiteInfo {
  title: string;
  tagline: string;
  productName: string;
  /** Absolute origin of the published site, without trailing slash; empty when not configured. */
  url: string;
  baseUrl: string;
  /** `srcDark`: the image dark mode shows instead, when the site has one. */
  logo?: { src: string; srcDark?: string; alt: string };
  favicon?: string;
  announcementBar?: { id: string; content: string; link?: { href: string; label: string } };
  navbar: NavbarItem[];
  /** Icon links at the navbar's end; absent when there are none. */
  socialLinks?: SocialLink[];
  /** The copyright line, and the columns of links above it (absent when there are none). */
  footer: { copyright: string; links?: FooterColumn[] };
  /** Algolia mode (config `search.provider: "algolia"`); absent when the offline index answers search. */
  algolia?: AlgoliaSearchSettings;
  /** The interface's language (config `locale`): `<html lang>`, the search tokenizer's stop words. */
  locale: Locale;
  /** Every interface string: the locale's table with the config's `strings` put in (a changed string re-renders every page). */
  strings: UiStrings;
  /** The docs' versions, newest first, when the site publishes more than one (config `versions`). */
  versions?: SiteVersion[];
  /** The site's languages, the default first, when it has more than one (config `locales`). */
  locales?: SiteLocale[];
  /** Tags the config adds to every page's head (config `head`), after docsgen's own; absent when it adds none. */
  head?: HeadTag[];
}

/** A tag of the config's `head`, Starlight's shape: a boolean attribute is written bare when true, left out when false. */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attrs?: Record<string, string | boolean>;
  content?: string;
}

export interface SiteModel {
  site: SiteInfo;
  /** What search indexes: DocSearch-shaped records, built from the model, never from the final HTML. */
  search: SearchRecord[];
  /**
   * The records of each version and locale other than the primary's (the last version in the default language), by
   * the entry file of their own index (`assets/search-index-<key>.json`), which their pages search (`searchIndex`),
   * with the language their words are cut in.
   */
  searchIndexes?: Record<string, { locale: Locale; records: SearchRecord[] }>;
  /**
   * Each locale's site info but the default's (its interface language and strings, its title), by locale code: a
   * page of that locale renders with it. Absent on a site of one language.
   */
  localeSites?: Record<string, SiteInfo>;
  /** Every page, keyed by route; the 404 page under "/404". */
  pages: Record<string, Page>;
  sidebars: Record<string, Sidebar>;
  /** The config's redirects, checked against the pages and each followed to its end; absent when it has none. */
  redirects?: RedirectRule[];
  /** The site's blogs by their route (config `blog`; one per locale); absent when it has none. */
  blogs?: Record<string, BlogInfo>;
}

/**
 * An old address of the site and where it leads: routes without the base URL, or an absolute URL for `to`. A prefix
 * rule's both sides end with `/*` (`/guides/*` → `/tutorials/*`): the rest of the path is carried over.
 */
export interface RedirectRule {
  from: string;
  to: string;
}
