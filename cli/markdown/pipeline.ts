import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';
import { VFile } from 'vfile';
import type { Heading } from '../../templates/model.js';
import { strings } from '../../templates/strings.pt.js';
import { rehypeBaseUrl } from './plugins/rehype-base-url.js';
import { rehypeCodeHighlight } from './plugins/rehype-code-highlight.js';
import { rehypeCollectHeadings } from './plugins/rehype-collect-headings.js';
import { rehypeCollectLinks, type CollectedLink } from './plugins/rehype-collect-links.js';
import { rehypeFocusableCode } from './plugins/rehype-focusable-code.js';
import { rehypeHeadingAnchors } from './plugins/rehype-heading-anchors.js';
import { rehypeHeadingIds } from './plugins/rehype-heading-ids.js';
import { rehypeTableWrap } from './plugins/rehype-table-wrap.js';
import { remarkAdmonitions } from './plugins/remark-admonitions.js';
import { remarkExcerpt } from './plugins/remark-excerpt.js';
import { remarkTitleFromH1 } from './plugins/remark-title-from-h1.js';
import { remarkUnknownDirectives } from './plugins/remark-unknown-directives.js';

/** What the Markdown step hands to the SiteModel for one page. Plain data: it is cached on disk and crosses workers. */
export interface MarkdownResult {
  html: string;
  headings: Heading[];
  links: CollectedLink[];
  /** Text of a leading "# Title", which the page lost. */
  title?: string;
  excerpt?: string;
}

/** Bump when the pipeline's output changes, so cached results from older versions are not reused. */
export const PIPELINE_VERSION = 3;

/** Site settings that change the HTML; part of the cache key. */
export interface MarkdownOptions {
  baseUrl: string;
}

export const DEFAULT_MARKDOWN_OPTIONS: MarkdownOptions = { baseUrl: '/' };

/** The unified pipeline, one plugin per step: parse → GFM → directives → admonitions → HAST → ids, anchors, highlight → HTML. */
export function createMarkdownProcessor(options: MarkdownOptions = DEFAULT_MARKDOWN_OPTIONS): Processor<any, any, any, any, string> {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkAdmonitions, { titles: strings.admonitions })
    .use(remarkUnknownDirectives)
    .use(remarkTitleFromH1)
    .use(remarkExcerpt)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeHeadingIds)
    .use(rehypeCollectHeadings)
    .use(rehypeHeadingAnchors, { label: strings.headingAnchor })
    .use(rehypeCollectLinks)
    .use(rehypeBaseUrl, { baseUrl: options.baseUrl })
    .use(rehypeTableWrap, { label: strings.table })
    .use(...rehypeCodeHighlight)
    .use(rehypeFocusableCode)
    .use(rehypeStringify, { allowDangerousHtml: true }) as never;
}

const processors = new Map<string, ReturnType<typeof createMarkdownProcessor>>();

/** Turns one page body into HTML plus what the plugins collected. */
export function renderMarkdown(body: string, options: MarkdownOptions = DEFAULT_MARKDOWN_OPTIONS): MarkdownResult {
  const key = JSON.stringify(options);
  let shared = processors.get(key);
  if (!shared) {
    shared = createMarkdownProcessor(options);
    processors.set(key, shared);
  }
  const file = new VFile({ value: body });
  const tree = shared.parse(file);
  const hast = shared.runSync(tree, file);
  const html = shared.stringify(hast, file);
  const data = file.data as { headings?: Heading[]; links?: CollectedLink[]; title?: string; excerpt?: string };
  return { html, headings: data.headings ?? [], links: data.links ?? [], title: data.title, excerpt: data.excerpt };
}
