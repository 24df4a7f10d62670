// The API reference's part of the SiteModel: operation and info pages, their parameters, schemas, examples and samples.
import type { Crumb, PageLink, TocEntry } from './navigation.js';
import type { PolicySources } from './policy.js';

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
  /** Readable constraints: "Mínimo: 1", "Mínimo de 1 caractere", "Máximo de 100 itens"… */
  constraints: string[];
  /** A string's regular expression (`pattern`). */
  pattern?: string;
  enum?: string[];
  /** HTML description of some enum values, by value (`x-enumDescriptions`, or a oneOf of `const`s with descriptions). */
  enumDescriptions?: Record<string, string>;
  /** The one value allowed (`const`). */
  const?: string;
  default?: string;
  example?: string;
  /** Properties of an object, or of the items of an array of objects; an allOf's parts merged into one list. */
  children: SchemaNode[];
  /** Where an allOf's merged fields come from, in order: component names, or the schema's own name for inline parts. */
  mergedFrom?: string[];
  /** oneOf / anyOf, each option with its own tree, labelled by its title, component name or type. */
  variants?: { kind: 'oneOf' | 'anyOf'; options: SchemaNode[] };
  /** The property whose value says which alternative applies, and each value's alternative (by its label). */
  discriminator?: { property: string; mapping: Array<{ value: string; target: string }> };
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
  /** HTML. */
  description?: string;
  /** The description's first sentence, plain text: the response's one-line summary in its row. */
  summary?: string;
  /** Whether the description says more than its summary (the open row then shows it whole). */
  moreThanSummary?: boolean;
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

/** An authentication the "Try it" panel can fill in: a key in a header, a bearer token or a user and password. */
export type TryItAuth = { kind: 'apiKey'; header: string } | { kind: 'bearer' } | { kind: 'basic' };

export interface TryItParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  /** The value the input starts with: the parameter's example or default. */
  example?: string;
  /** Allowed values: the input is a select. */
  enum?: string[];
}

/** The "Try it" island's props: the request an operation takes, as plain data. */
export interface TryItSpec {
  method: string;
  path: string;
  /** Where the request can go, the sandbox first. */
  servers: ApiServer[];
  /** The first security requirement's schemes the panel can fill in. */
  auth: TryItAuth[];
  parameters: TryItParameter[];
  /** The JSON body the input starts with. */
  body?: { contentType: string; example: string };
}

export interface ApiOperationPage {
  kind: 'api-operation';
  route: string;
  title: string;
  /** What the spec's descriptions' raw HTML needs of the Content-Security-Policy, when anything (ApiReference.policy). */
  policy?: PolicySources;
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
  /** The operation or its path names its own servers: the page lists them (the API's are on its info page). */
  ownServers: boolean;
  security: ApiSecurity[];
  /**
   * The info page's section that describes the API's schemes: the page then names the schemes it shares with the API
   * and links there instead of repeating their descriptions.
   */
  authentication?: { href: string; schemes: string[] };
  parameters: ApiParameter[];
  requestBody?: { required: boolean; contentType: string; description?: string; schema?: SchemaNode; examples: ApiExample[] };
  responses: ApiResponse[];
  samples: CodeSample[];
  /** What the "Try it" panel needs to send the request from the browser; absent when the config turns it off. */
  tryIt?: TryItSpec;
  /** Where the whole spec is published (YAML and JSON), offered in the page's header. */
  downloads?: SpecDownloads;
  sidebarId?: string;
  breadcrumbs: Crumb[];
  prev?: PageLink;
  next?: PageLink;
  /** The page as Markdown for readers' tools (`<route>.md`, llms-full.txt); absent when the config turns them off. */
  markdown?: string;
}

/** Site paths of the spec as readers download it. */
export interface SpecDownloads {
  yaml: string;
  json: string;
}

/** One h2 section of the spec's description, with the facts (servers, authentication) the page shows inside it. */
export interface ApiInfoSection {
  /** The h2's id. */
  id: string;
  title: string;
  /** HTML, its h2 included. */
  html: string;
  facts: Array<'servers' | 'security'>;
}

export interface ApiInfoPage {
  kind: 'api-info';
  route: string;
  title: string;
  /** As ApiOperationPage's. */
  policy?: PolicySources;
  version: string;
  /** HTML of the description before its first h2. */
  intro: string;
  /** The description's h2 sections. */
  sections: ApiInfoSection[];
  /** Plain text for search engines and link previews. */
  excerpt: string;
  servers: ApiServer[];
  security: ApiSecurity[];
  contact?: { name?: string; email?: string; url?: string };
  license?: { name: string; url?: string };
  downloads: SpecDownloads;
  /** The operations, grouped by tag, linking to their pages; `id` is the group's h3. */
  groups: Array<{
    tag: string;
    id: string;
    description?: string;
    operations: Array<{ method: string; path: string; title: string; href: string }>;
  }>;
  toc: TocEntry[];
  /** The sidebar of the API's operations, which the page is shown with. */
  sidebarId?: string;
  breadcrumbs: Crumb[];
  /** The page as Markdown for readers' tools (`<route>.md`, llms-full.txt); absent when the config turns them off. */
  markdown?: string;
}
