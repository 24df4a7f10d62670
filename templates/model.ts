// The SiteModel: one plain, serializable description of the whole site.
// Everything after the model (HTML, sitemap, sidebar data, link report) is a pure function of it,
// so the route table, the sidebars and the sitemap can never disagree.

/** A heading collected from a page body (h2–h6), with its anchor id. */
export interface Heading {
  depth: number;
  id: string;
  text: string;
}

/** One entry of a page's table of contents; h3 entries nest under their h2. */
export interface TocEntry {
  id: string;
  text: string;
  depth: 2 | 3;
  children: TocEntry[];
}

export interface SidebarDoc {
  type: 'doc';
  label: string;
  href: string;
  /** A short tag shown before the label: the HTTP method of an API operation. */
  badge?: string;
}

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** The category's own page (its index document), when it has one. */
  href?: string;
  /** Initial state for readers not inside it; a category holding the current page always starts open. */
  collapsed: boolean;
  items: SidebarItem[];
}

export type SidebarItem = SidebarDoc | SidebarLink | SidebarCategory;

export interface Sidebar {
  id: string;
  /** The section this sidebar belongs to, shown in breadcrumbs (e.g. "Guia Coins" → /guide). */
  label: string;
  href?: string;
  items: SidebarItem[];
}

export interface Crumb {
  label: string;
  href?: string;
}

export interface PageLink {
  label: string;
  href: string;
}

export interface TagRef {
  slug: string;
  label: string;
  href: string;
}

export interface DocPage {
  kind: 'doc';
  route: string;
  /** Content file, relative to the site root (used in messages). */
  source: string;
  title: string;
  description: string;
  html: string;
  toc: TocEntry[];
  tags: TagRef[];
  sidebarId?: string;
  breadcrumbs: Crumb[];
  prev?: PageLink;
  next?: PageLink;
  /** Hide the table of contents (front matter `hide_table_of_contents`). */
  hideToc: boolean;
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

export interface NotFoundPage {
  kind: 'not-found';
  route: '/404';
  title: string;
  description: string;
}

/** One node of a schema as the reader sees it: the tree under a request body or a response. */
export interface SchemaNode {
  /** Property name, when the node is a property of an object. */
  name?: string;
  /** Display type: "string", "integer", "object", "array of object", "string | null"… */
  type: string;
  /** The component name the schema came from ("Person"), when it had one. */
  title?: string;
  format?: string;
  /** HTML (rendered from the spec's Markdown). */
  description?: string;
  required?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  nullable?: boolean;
  /** Readable constraints: "mínimo: 1", "padrão: ^\\d{5}$", "até 100 itens"… */
  constraints: string[];
  enum?: string[];
  default?: string;
  example?: string;
  /** Properties of an object, or of the items of an array of objects. */
  children: SchemaNode[];
  /** oneOf / anyOf / allOf, shown as they are written, each option with its own tree. */
  variants?: { kind: 'oneOf' | 'anyOf' | 'allOf'; options: SchemaNode[] };
  /** Set when this node repeats a schema it is already inside: a link back instead of an endless tree. */
  circular?: string;
}

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  deprecated: boolean;
  description?: string;
  schema: SchemaNode;
}

export interface ApiServer {
  url: string;
  description?: string;
}

export interface ApiSecurity {
  name: string;
  /** "Chave de API no cabeçalho X-Api-Key", "HTTP bearer"… (plain text). */
  summary: string;
  /** HTML. */
  description?: string;
}

export interface ApiExample {
  label?: string;
  /** Highlighted HTML of the example (JSON). */
  html: string;
}

export interface ApiResponse {
  status: string;
  /** The main success: the first 2xx the spec declares (its example is shown beside the code samples). */
  primary: boolean;
  description?: string;
  contentType?: string;
  schema?: SchemaNode;
  examples: ApiExample[];
  headers: ApiParameter[];
}

export interface CodeSample {
  /** Stable key ("curl", "python"…), the one remembered across pages. */
  lang: string;
  label: string;
  /** Highlighted HTML of the code. */
  html: string;
}

export interface ApiOperationPage {
  kind: 'api-operation';
  route: string;
  title: string;
  /** HTML. */
  description: string;
  /** Plain text for search engines and link previews. */
  excerpt: string;
  method: string;
  path: string;
  operationId?: string;
  deprecated: boolean;
  tags: string[];
  servers: ApiServer[];
  security: ApiSecurity[];
  parameters: ApiParameter[];
  requestBody?: { required: boolean; contentType: string; description?: string; schema?: SchemaNode; examples: ApiExample[] };
  responses: ApiResponse[];
  samples: CodeSample[];
  sidebarId?: string;
  breadcrumbs: Crumb[];
  prev?: PageLink;
  next?: PageLink;
}

export interface ApiInfoPage {
  kind: 'api-info';
  route: string;
  title: string;
  version: string;
  /** HTML. */
  description: string;
  /** Plain text for search engines and link previews. */
  excerpt: string;
  servers: ApiServer[];
  security: ApiSecurity[];
  contact?: { name?: string; email?: string; url?: string };
  license?: { name: string; url?: string };
  downloads: { yaml: string; json: string };
  /** The operations, grouped by tag, linking to their pages. */
  groups: Array<{ tag: string; description?: string; operations: Array<{ method: string; path: string; title: string; href: string }> }>;
  breadcrumbs: Crumb[];
}

/** "/search": the full results of a query (?q=), rendered as a shell and filled in the browser. */
export interface SearchPage {
  kind: 'search';
  route: '/search';
  title: string;
  description: string;
}

export type Page = DocPage | TagListPage | TagPage | NotFoundPage | ApiOperationPage | ApiInfoPage | SearchPage;

export interface NavbarItem {
  label: string;
  href: string;
}

export interface SiteInfo {
  title: string;
  tagline: string;
  productName: string;
  /** Absolute origin of the published site, without trailing slash; empty when not configured. */
  url: string;
  baseUrl: string;
  logo?: { src: string; alt: string };
  favicon?: string;
  announcementBar?: { id: string; content: string; link?: { href: string; label: string } };
  navbar: NavbarItem[];
  footer: { copyright: string };
  /** Algolia mode (config `search.provider: "algolia"`); absent when the offline index answers search. */
  algolia?: AlgoliaSearchSettings;
}

/** An Algolia host as the algoliasearch client takes it (the client side adds which calls it accepts). */
export interface AlgoliaHost {
  /** Host name, e.g. "APPID-dsn.algolia.net" or "127.0.0.1". */
  url: string;
  port?: number;
  protocol: 'http' | 'https';
}

/** What the browser needs to query Algolia. All of it is public: the key is the search-only one. */
export interface AlgoliaSearchSettings {
  appId: string;
  /** The public, search-only API key. */
  apiKey: string;
  indexName: string;
  /** Filter results on the site's language, as DocSearch's contextualSearch does. */
  contextualSearch: boolean;
  /** Hosts to use instead of Algolia's own, tried in order (tests, proxies). */
  hosts?: AlgoliaHost[];
}

/** Heading levels of a search record, DocSearch's shape: lvl0 the section, lvl1 the page, lvl2–lvl6 its headings. */
export interface SearchHierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

/** One searchable record, shaped like a DocSearch record so the same records can go to Algolia. */
export interface SearchRecord {
  objectID: string;
  /** Route with the anchor of the nearest heading. */
  url: string;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  hierarchy: SearchHierarchy;
  content: string | null;
  language: string;
  /** Front-matter tags of the page (DocSearch's docusaurus_tag). */
  tags: string[];
  /** Order within the page, so results from one page keep reading order. */
  position: number;
}

export interface SiteModel {
  site: SiteInfo;
  /** What search indexes: DocSearch-shaped records, built from the model, never from the final HTML. */
  search: SearchRecord[];
  /** Every page, keyed by route; the 404 page under "/404". */
  pages: Record<string, Page>;
  sidebars: Record<string, Sidebar>;
}
