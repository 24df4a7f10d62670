import type { OpenAPIV3 } from 'openapi-types';
import type { ApiServer } from '../../shared/model/api.js';
import { type BuildWarning, DocsgenError } from '../errors/docsgen-error.js';
import { createHighlighter, type Highlight } from './highlight-code.js';
import { componentNames } from './schema-tree.js';
import type { UiStrings } from '../../shared/i18n/strings.pt.js';
import type { Heading } from '../../shared/model/navigation.js';
import type { Section } from '../markdown/plugins/rehype-collect-sections.js';
import type { SourceUrl } from '../markdown/markdown-result.js';
import type { PolicySources } from '../../shared/model/policy.js';
import { joinPolicies } from '../http/html-policy.js';

/** Markdown → HTML and a plain-text excerpt (descriptions in the spec are CommonMark), with the headings and prose by section. */
export type RenderMarkdown = (text: string) => RenderedDescription;
export interface RenderedDescription {
  html: string;
  /** Where the description writes URLs (markdown/plugins/remark-source-urls.ts). */
  sourceUrls?: SourceUrl[];
  excerpt?: string;
  headings?: Heading[];
  sections?: Section[];
  /** What its raw HTML needs of the Content-Security-Policy (markdown/pipeline.ts reads it), when anything. */
  policy?: PolicySources;
}
/** A description as its author wrote it in the spec, and where it writes URLs. */
export interface DescriptionSource {
  text: string;
  urls?: SourceUrl[];
}
/** openapi-sampler's sample(), injected so the reference stays synchronous and testable. */
export type Sampler = (schema: unknown, options: object, spec: unknown) => unknown;

/** What every part of one API reference's build reads: the spec and the helpers made once for it. */
export interface ReferenceContext {
  api: OpenAPIV3.Document;
  /** The spec file, relative to the site root (for messages). */
  file: string;
  /** Route prefix of the operation pages: "" for "/", else the route ("/api"). */
  prefix: string;
  /** Component name of each dereferenced schema object. */
  names: Map<object, string>;
  schemes: Record<string, OpenAPIV3.SecuritySchemeObject>;
  /** The spec's own servers, with their variables' defaults filled in. */
  servers: ApiServer[];
  /** A description's HTML. */
  describe: (text: string) => string;
  /** A description as a document: its HTML with its headings and prose (the info page's TOC and search records). */
  document: (text: string) => RenderedDescription;
  /** A description's first paragraph as plain text, or `fallback`. */
  excerpt: (text: string | undefined, fallback: string) => string;
  /** The Markdown each description rendered so far was written in, by its HTML (reference-markdown.ts prints it). */
  sources: Readonly<Record<string, DescriptionSource>>;
  /** What the descriptions rendered so far need of the Content-Security-Policy, joined; undefined for nothing. */
  policy: () => PolicySources | undefined;
  sample: Sampler;
  highlight: Highlight;
  /** The site's interface strings (the pages' data holds some: type names, security summaries). */
  strings: UiStrings;
  /** The site's locale: the plural rules of the counts the pages' data holds. */
  locale: string;
  /** Collected while the reference is built. */
  warnings: BuildWarning[];
}

/** The context for one build of the reference; descriptions repeat across operations, so each is rendered once. */
export function referenceContext(input: {
  api: OpenAPIV3.Document;
  file: string;
  route: string;
  markdown: RenderMarkdown;
  sample: Sampler;
  strings: UiStrings;
  locale: string;
}): ReferenceContext {
  const rendered = new Map<string, RenderedDescription>();
  // Plain data, as the reference is: an object keyed by HTML, which never names one of an object's own properties.
  const sources: Record<string, DescriptionSource> = {};
  const policies: PolicySources[] = [];
  const render = (value: unknown): RenderedDescription => {
    // A description that is not text (an object a $ref put there) has nothing to show.
    const text = typeof value === 'string' ? value : '';
    let result = rendered.get(text);
    if (result === undefined) {
      result = renderDescription(input, text);
      rendered.set(text, result);
      sources[result.html] = { text, ...(result.sourceUrls ? { urls: result.sourceUrls } : {}) };
      if (result.policy) policies.push(result.policy);
    }
    return result;
  };
  return {
    api: input.api,
    file: input.file,
    prefix: input.route === '/' ? '' : input.route,
    names: componentNames(input.api),
    schemes: (input.api.components?.securitySchemes ?? {}) as Record<string, OpenAPIV3.SecuritySchemeObject>,
    servers: serversOf(input.api.servers),
    describe: (text) => render(text).html,
    document: render,
    excerpt: (text, fallback) => (text ? render(text).excerpt : undefined) ?? fallback,
    sources,
    policy: () => (policies.length ? joinPolicies(...policies) : undefined),
    sample: input.sample,
    highlight: createHighlighter(),
    strings: input.strings,
    locale: input.locale,
    warnings: [],
  };
}

/** Servers as the reader uses them: variables replaced by their defaults. */
export function serversOf(list: OpenAPIV3.ServerObject[] | undefined): ApiServer[] {
  return (list ?? []).map((server) => ({
    url: server.url.replace(/\{(\w+)\}/g, (match, name: string) => String(server.variables?.[name]?.default ?? match)),
    description: server.description,
  }));
}

/** A description as HTML; the Markdown pipeline's own refusals (nesting past its limit) name the spec and the text. */
function renderDescription(input: { markdown: RenderMarkdown; file: string }, text: string): RenderedDescription {
  try {
    return input.markdown(text);
  } catch (error) {
    // The pipeline's errors count lines in the description, which has no line of its own in the spec once parsed.
    if (!(error instanceof DocsgenError)) throw error;
    const start = text.trim().slice(0, 40).replace(/\s+/g, ' ');
    throw new DocsgenError({
      code: error.code,
      file: input.file,
      message: `the description starting "${start}" cannot be rendered: ${error.message}`,
      hint: error.hint,
      cause: error.cause,
    });
  }
}
