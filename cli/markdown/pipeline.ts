import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Processor } from 'unified';
import { VFile } from 'vfile';
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { Heading } from '../../shared/model/navigation.js';
import { format } from '../../shared/i18n/format.js';
import { pt } from '../../shared/i18n/strings.pt.js';
import {
  DEFAULT_MARKDOWN_OPTIONS,
  type FileRef,
  type MarkdownOptions,
  type MarkdownPage,
  type MarkdownPageData,
  type MarkdownResult,
  type MarkdownStrings,
  type MarkdownWarning,
  type SourceUrl,
} from './markdown-result.js';
import { directiveTitles } from './container-titles.js';
import { checkBlockNesting, checkInlineNesting, checkTreeNesting } from './nesting-limit.js';
import { rehypeBaseUrl } from './plugins/rehype-base-url.js';
import { rehypeCodeBlocks, type CodeBlockStrings } from './plugins/rehype-code-blocks.js';
import { rehypeCollectHeadings } from './plugins/rehype-collect-headings.js';
import { rehypeCollectAnchors } from './plugins/rehype-collect-anchors.js';
import { rehypeCollectLinks, type CollectedLink } from './plugins/rehype-collect-links.js';
import { rehypeCollectSections, type Section } from './plugins/rehype-collect-sections.js';
import { rehypeFileRefs } from './plugins/rehype-file-refs.js';
import { rehypeFocusableCode } from './plugins/rehype-focusable-code.js';
import { rehypeHeadingAnchors } from './plugins/rehype-heading-anchors.js';
import { rehypeHeadingIds } from './plugins/rehype-heading-ids.js';
import { rehypeImageLoading } from './plugins/rehype-image-loading.js';
import { rehypePageTitle } from './plugins/rehype-page-title.js';
import { rehypeTableWrap } from './plugins/rehype-table-wrap.js';
import { rehypeUnsafeUrls } from './plugins/rehype-unsafe-urls.js';
import { remarkContainers } from './plugins/remark-containers.js';
import { remarkEscapeHtml } from './plugins/remark-escape-html.js';
import { remarkExcerpt } from './plugins/remark-excerpt.js';
import { remarkGfmSyntax } from './plugins/remark-gfm-syntax.js';
import { remarkGithubAlerts } from './plugins/remark-github-alerts.js';
import { remarkPageTitle } from './plugins/remark-page-title.js';
import { remarkSourceUrls } from './plugins/remark-source-urls.js';
import { remarkUnknownDirectives } from './plugins/remark-unknown-directives.js';

export type { MarkdownOptions, MarkdownPage, MarkdownResult } from './markdown-result.js';

/**
 * The unified pipeline, one plugin per step: parse → GFM → directives → (raw HTML escaped) → containers and GitHub alerts → HAST →
 * unsafe URLs made text → ids, anchors, code blocks → HTML.
 */
export function createMarkdownProcessor(
  options: MarkdownOptions = DEFAULT_MARKDOWN_OPTIONS,
): Processor<MdastRoot, MdastRoot, HastRoot, HastRoot, string> {
  const rawHtml = options.rawHtml ?? true;
  const strings = options.strings ?? pt;
  return (
    unified()
      .use(remarkParse)
      .use(remarkGfmSyntax)
      .use(remarkDirective)
      // Before any plugin changes the tree: the URLs as the author wrote them.
      .use(remarkSourceUrls)
      .use(rawHtml ? [] : [remarkEscapeHtml])
      .use(remarkContainers, { titles: strings.admonitions, detailsTitle: strings.detailsSummary })
      .use(remarkGithubAlerts, { titles: strings.admonitions })
      .use(remarkUnknownDirectives)
      .use(remarkPageTitle)
      .use(remarkExcerpt)
      .use(remarkRehype, { allowDangerousHtml: rawHtml })
      .use(rehypeUnsafeUrls)
      .use(rehypeHeadingIds, { rule: options.headingIds ?? 'github' })
      .use(rehypePageTitle)
      .use(rehypeCollectHeadings)
      .use(rehypeCollectSections)
      .use(rehypeHeadingAnchors, { label: (text) => format(strings.headingAnchor, { text }) })
      .use(rehypeCollectAnchors)
      .use(options.fileRefs === false ? [] : [rehypeFileRefs])
      .use(rehypeImageLoading)
      .use(rehypeCollectLinks)
      .use(rehypeBaseUrl, { baseUrl: options.baseUrl })
      .use(rehypeTableWrap, { label: strings.table, labelled: (heading) => format(strings.tableUnder, { heading }) })
      .use(rehypeCodeBlocks, { strings: codeBlockStrings(strings.codeBlock) })
      .use(rehypeFocusableCode)
      .use(rehypeStringify, { allowDangerousHtml: rawHtml }) as never
  );
}

/** The copy buttons' words as rehype-code-blocks takes them, from the table's templates. */
export function codeBlockStrings(table: MarkdownStrings['codeBlock']): CodeBlockStrings {
  return {
    copy: table.copy,
    copied: table.copied,
    copyLabel: (name) => (name ? format(table.copyLabel, { name }) : table.copyLabelPlain),
  };
}

/** Renders one page body into HTML plus what the plugins collected. */
export type MarkdownRenderer = (body: string, page?: MarkdownPage) => MarkdownResult;

/**
 * A renderer with one processor for all the pages it renders: unified freezes a processor on first use, and making
 * one per page would redo that for each. Whoever renders a batch of pages (a worker, a build, `docsgen dev`) holds one.
 */
export function createMarkdownRenderer(options: MarkdownOptions = DEFAULT_MARKDOWN_OPTIONS): MarkdownRenderer {
  const processor = createMarkdownProcessor(options);
  return (body, page = {}) => {
    checkBlockNesting(body);
    checkInlineNesting(body);
    const file = new VFile({ value: directiveTitles(body), data: { ...page } });
    const tree = processor.parse(file);
    checkTreeNesting(tree);
    const hast = processor.runSync(tree, file);
    const html = processor.stringify(hast, file);
    const data = file.data as MarkdownPageData & {
      headings?: Heading[];
      links?: CollectedLink[];
      excerpt?: string;
      sections?: Section[];
      warnings?: MarkdownWarning[];
      refs?: FileRef[];
      refNonce?: string;
      anchors?: string[];
      sourceUrls?: SourceUrl[];
      hasH1?: boolean;
    };
    return {
      html,
      headings: data.headings ?? [],
      links: data.links ?? [],
      title: data.title,
      ...(data.titleId === undefined ? {} : { titleId: data.titleId }),
      ...(data.bodyTitle === undefined ? {} : { bodyTitle: data.bodyTitle }),
      excerpt: data.excerpt,
      sections: data.sections ?? [],
      ...(data.warnings?.length ? { warnings: data.warnings } : {}),
      ...(data.refs ? { refs: data.refs, refNonce: data.refNonce } : {}),
      ...(data.anchors ? { anchors: data.anchors } : {}),
      ...(data.sourceUrls ? { sourceUrls: data.sourceUrls } : {}),
      ...(data.hasH1 ? { hasH1: true as const } : {}),
    };
  };
}

/** One page with a processor of its own (tests, one-off texts); a batch of pages shares one createMarkdownRenderer. */
export function renderMarkdown(body: string, options: MarkdownOptions = DEFAULT_MARKDOWN_OPTIONS, page: MarkdownPage = {}): MarkdownResult {
  return createMarkdownRenderer(options)(body, page);
}
