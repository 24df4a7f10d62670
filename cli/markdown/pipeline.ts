import rehypeStringify from 'rehype-stringify';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList, type Processor } from 'unified';
import { VFile } from 'vfile';
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { Heading } from '../../shared/model/navigation.js';
import { format } from '../../shared/i18n/format.js';
import { PT_STRINGS } from '../../shared/i18n/strings.pt.js';
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
import { DocsgenError } from '../errors/docsgen-error.js';
import { htmlPolicy } from '../http/html-policy.js';
import { directiveTitles } from './container-titles.js';
import { mkdocsBlocks } from './mkdocs-blocks.js';
import { checkBlockNesting, checkInlineNesting, checkTreeNesting } from './nesting-limit.js';
import { rehypeBaseUrl } from './plugins/rehype-base-url.js';
import { rehypeBlogSummary } from './plugins/rehype-blog-summary.js';
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
import remarkMath from 'remark-math';
import { mathText } from './arithmatex-text.js';
import { rehypeMath } from './plugins/rehype-math.js';
import { remarkEscapeHtml } from './plugins/remark-escape-html.js';
import { remarkExcerpt } from './plugins/remark-excerpt.js';
import { remarkGfmSyntax } from './plugins/remark-gfm-syntax.js';
import { remarkDirectiveSyntax } from './plugins/remark-directive-syntax.js';
import { type NativeParse, remarkPageParse } from './plugins/remark-page-parse.js';
import { remarkGithubAlerts } from './plugins/remark-github-alerts.js';
import { remarkVueBlocks } from './plugins/remark-vue-blocks.js';
import { remarkListingTags } from './plugins/remark-listing-tags.js';
import { remarkMkdocsLeftovers } from './plugins/remark-mkdocs-leftovers.js';
import { remarkEmojiShortcodes } from './plugins/remark-emoji-shortcodes.js';
import { rehypeTocMarker } from './plugins/rehype-toc-marker.js';
import { remarkMkdocsBlocks } from './plugins/remark-mkdocs-blocks.js';
import { remarkMdxInMarkdown } from './plugins/remark-mdx-in-markdown.js';
import { defListHastHandlers, remarkDefinitionList } from 'remark-definition-list';
import { remarkAbbreviations } from './plugins/remark-abbreviations.js';
import { remarkAttrList } from './plugins/remark-attr-list.js';
import { remarkMkdocsUnbuilt } from './plugins/remark-mkdocs-unbuilt.js';
import { remarkPymdownInline } from './plugins/remark-pymdown-inline.js';
import { pymdownText } from './pymdown-text.js';
import { untrustedMdx } from './untrusted-mdx.js';
import { remarkPageTitle } from './plugins/remark-page-title.js';
import { remarkSourceUrls } from './plugins/remark-source-urls.js';
import { remarkBareTextDirectives, remarkUnknownDirectives } from './plugins/remark-unknown-directives.js';
import { noSitePlugins, type SitePlugins } from './site-plugins.js';

export type { MarkdownOptions, MarkdownPage, MarkdownResult } from './markdown-result.js';

/**
 * The unified pipeline, one plugin per step: parse → GFM → directives → (raw HTML escaped) → containers and GitHub alerts → HAST →
 * unsafe URLs made text → ids, anchors, code blocks → HTML.
 */
export function createMarkdownProcessor(
  options: MarkdownOptions = DEFAULT_MARKDOWN_OPTIONS,
  plugins: SitePlugins = noSitePlugins(),
  native?: NativeParse,
): Processor<MdastRoot, MdastRoot, HastRoot, HastRoot, string> {
  const rawHtml = options.rawHtml ?? true;
  return (
    unified()
      // remark-parse, leaving out of each page the syntax its text cannot hold (syntax-gates.ts), or the native parser.
      .use(remarkPageParse, { native })
      .use(remarkSteps(options, plugins))
      .use(remarkMdxInMarkdown, { untrusted: !rawHtml })
      // The handlers make definition lists <dl> (only an MkDocs site with def_list has them).
      .use(remarkRehype, { allowDangerousHtml: rawHtml, handlers: defListHastHandlers })
      .use(rehypeSteps(options, plugins))
      .use(rehypeStringify, { allowDangerousHtml: rawHtml }) as never
  );
}

/**
 * The steps on the Markdown tree, after parsing: Markdown pages and MDX pages (mdx-compile.ts) take the same ones, so a
 * container, an alert or a link to a source file means the same in both.
 */
export function remarkSteps(options: MarkdownOptions, plugins: SitePlugins = noSitePlugins()): PluggableList {
  const strings = options.strings ?? PT_STRINGS;
  return [
    remarkGfmSyntax,
    remarkDirectiveSyntax,
    remarkBareTextDirectives,
    // Math (config `markdown.math`): mdBook's MathJax takes no single `$` for math.
    ...(options.math ? ([[remarkMath, { singleDollarTextMath: options.math !== 'mdbook' }]] as PluggableList) : []),
    // Before any plugin changes the tree: the URLs as the author wrote them.
    remarkSourceUrls,
    ...((options.rawHtml ?? true) ? [] : [remarkEscapeHtml]),
    // Before the containers, which make their titles and tab labels of the text in their brackets: an icon there is
    // drawn in a title, and in a tab's label (plain text) leaves its words; before the leftovers, which drop icons.
    ...(options.emoji ? [remarkEmojiShortcodes] : []),
    // Before the containers: MkDocs' blocks are containers too (mkdocs-blocks.ts), with names of their own.
    [remarkMkdocsBlocks, { titles: strings.admonitions }],
    [remarkContainers, { titles: strings.admonitions, detailsTitle: strings.detailsSummary }],
    [remarkGithubAlerts, { titles: strings.admonitions }],
    // Before the component tags' warning: a <Listing> read is no unknown component.
    ...(options.listingTags ? ([[remarkListingTags, { strings: strings.codeBlock }]] as PluggableList) : []),
    remarkVueBlocks,
    // Before the leftovers: an icon's attribute list goes with the icon.
    ...pymdownSteps((options.mkdocsExtensions ?? []).filter((name) => !(options.math && name === 'pymdownx.arithmatex'))),
    remarkMkdocsLeftovers,
    remarkUnknownDirectives,
    [remarkPageTitle, { delimiters: options.attributeDelimiters, firstH1: options.firstH1Title ?? false }],
    remarkExcerpt,
    // The site's own (site-plugins.ts), after docsgen's, as Docusaurus runs its `remarkPlugins` after its defaults.
    ...plugins.remark,
  ];
}

/** An MkDocs site's Python-Markdown extensions, each only when the site lists it (mkdocs.yml's `markdown_extensions`). */
function pymdownSteps(extensions: readonly string[]): PluggableList {
  const on = (name: string) => extensions.includes(name);
  const inline = ['pymdownx.mark', 'pymdownx.caret', 'pymdownx.tilde', 'pymdownx.keys', 'pymdownx.inlinehilite'].some(on);
  // The marks first: an abbreviation inside `==…==` would split it.
  return [
    ...(inline ? [[remarkPymdownInline, { extensions }] as const] : []),
    ...(on('def_list') ? [remarkDefinitionList] : []),
    ...(on('abbr') ? [remarkAbbreviations] : []),
    ...(on('attr_list') ? [remarkAttrList] : []),
    ...(extensions.length ? [[remarkMkdocsUnbuilt, { extensions }] as const] : []),
  ] as PluggableList;
}

/** The steps on the HTML tree, before it is written out (as HTML, or as an MDX page's JavaScript). */
export function rehypeSteps(options: MarkdownOptions, plugins: SitePlugins = noSitePlugins()): PluggableList {
  const strings = options.strings ?? PT_STRINGS;
  return [
    rehypeUnsafeUrls,
    // The site's own (site-plugins.ts): before ids, the TOC, links, search and the policy read the page, so they see what these add.
    ...plugins.rehype,
    [rehypeHeadingIds, { rule: options.headingIds ?? 'github', delimiters: options.attributeDelimiters }],
    rehypePageTitle,
    rehypeCollectHeadings,
    [rehypeTocMarker, { label: strings.toc }],
    rehypeCollectSections,
    // After the headings and sections are collected: the TOC and search keep a formula's TeX as text.
    ...(options.math ? [rehypeMath] : []),
    [rehypeHeadingAnchors, { label: (text: string) => format(strings.headingAnchor, { text }) }],
    rehypeCollectAnchors,
    ...(options.fileRefs === false ? [] : [rehypeFileRefs]),
    rehypeImageLoading,
    rehypeCollectLinks,
    [rehypeBaseUrl, { baseUrl: options.baseUrl }],
    [rehypeTableWrap, { label: strings.table, labelled: (heading: string) => format(strings.tableUnder, { heading }) }],
    [
      rehypeCodeBlocks,
      {
        strings: codeBlockStrings(strings.codeBlock),
        rustHiddenLines: options.rustHiddenLines ?? false,
        codeAnnotations: options.codeAnnotations ?? false,
      },
    ],
    rehypeFocusableCode,
    // Last: a blog post's summary is its HTML as published (it does nothing to a page without `summaryMarkers`).
    [rehypeBlogSummary, { rawHtml: options.rawHtml ?? true }],
  ];
}

/** The copy buttons' words as rehype-code-blocks takes them, from the table's templates. */
export function codeBlockStrings(table: MarkdownStrings['codeBlock']): CodeBlockStrings {
  return {
    copy: table.copy,
    copied: table.copied,
    copyLabel: (name) => (name ? format(table.copyLabel, { name }) : table.copyLabelPlain),
    showHidden: table.showHidden,
    annotationLabel: (n) => format(table.annotation, { n: String(n) }),
  };
}

/** Renders one page body into HTML plus what the plugins collected. */
export type MarkdownRenderer = (body: string, page?: MarkdownPage) => MarkdownResult;

/**
 * A renderer with one processor for all the pages it renders: unified freezes a processor on first use, and making
 * one per page would redo that for each. Whoever renders a batch of pages (a worker, a build, `docsgen dev`) holds one.
 */
export function createMarkdownRenderer(
  options: MarkdownOptions = DEFAULT_MARKDOWN_OPTIONS,
  mdx?: MarkdownRenderer,
  plugins?: SitePlugins,
  /** The native parser (native-parse.ts) for the pages it reads; without it micromark parses every page. */
  native?: NativeParse,
): MarkdownRenderer {
  const processor = createMarkdownProcessor(options, plugins, native);
  return (body, page = {}) => {
    if (page.mdx) {
      if (options.rawHtml === false) throw untrustedMdx();
      if (!mdx) throw new Error('docsgen: an MDX page reached a renderer made without the MDX compiler (load-renderer.ts)');
      if (page.mdx === 'always') return mdx(body, page);
      try {
        return mdx(body, page);
      } catch (error) {
        if (!(error instanceof DocsgenError && error.code === 'markdown-mdx')) throw error;
        return asMarkdownAfterAll(render(body, { ...page, mdx: undefined }), error);
      }
    }
    return render(body, page);
  };

  function render(body: string, page: MarkdownPage): MarkdownResult {
    checkBlockNesting(body);
    checkInlineNesting(body);
    const prepared = pymdownText(mkdocsBlocks(body), options.mkdocsExtensions ?? []);
    const abbreviations = prepared.abbreviations ? { abbreviations: prepared.abbreviations } : {};
    const file = new VFile({ value: mathText(directiveTitles(prepared.text), options), data: { ...page, ...abbreviations } });
    const tree = processor.parse(file);
    checkTreeNesting(tree);
    const hast = processor.runSync(tree, file);
    return markdownResult(processor.stringify(hast, file), file.data);
  }
}

/**
 * A `.md` page that holds MDX but does not compile as MDX (mdx-syntax.ts) is shown as Markdown, as it always was, with
 * a warning that says which MDX error kept it so, in place of the one suggesting `.mdx`.
 */
function asMarkdownAfterAll(result: MarkdownResult, failure: DocsgenError): MarkdownResult {
  const warning: MarkdownWarning = {
    code: 'mdx-in-markdown',
    ...(failure.line === undefined ? {} : { line: failure.line }),
    message: `this page holds MDX but is shown as Markdown (its imports and components as text), since ${failure.message.replace(/^MDX could not be compiled: /, 'MDX fails on it: ')}`,
  };
  const others = (result.warnings ?? []).filter((found) => found.code !== 'mdx-in-markdown');
  return { ...result, warnings: [...others, warning] };
}

/** What the plugins collected in a page's `file.data`, with its HTML, as the model takes it. */
export function markdownResult(html: string, fileData: VFile['data']): MarkdownResult {
  const data = fileData as MarkdownPageData & {
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
    summary?: MarkdownResult['summary'];
  };
  // Read here, where the body's HTML is made (and cached with it): the page's model carries it to the policy.
  const policy = htmlPolicy(html);
  return {
    html,
    headings: data.headings ?? [],
    links: data.links ?? [],
    title: data.title,
    ...(data.titleId === undefined ? {} : { titleId: data.titleId }),
    ...(data.bodyTitle === undefined ? {} : { bodyTitle: data.bodyTitle }),
    excerpt: data.excerpt,
    ...(data.summary ? { summary: data.summary } : {}),
    sections: data.sections ?? [],
    ...(data.warnings?.length ? { warnings: data.warnings } : {}),
    ...(data.refs ? { refs: data.refs, refNonce: data.refNonce } : {}),
    ...(data.anchors ? { anchors: data.anchors } : {}),
    ...(data.sourceUrls ? { sourceUrls: data.sourceUrls } : {}),
    ...(data.hasH1 ? { hasH1: true as const } : {}),
    ...(policy ? { policy } : {}),
    ...((data as { math?: true }).math ? { math: true as const } : {}),
  };
}

/** One page with a processor of its own (tests, one-off texts); a batch of pages shares one createMarkdownRenderer. */
export function renderMarkdown(body: string, options: MarkdownOptions = DEFAULT_MARKDOWN_OPTIONS, page: MarkdownPage = {}): MarkdownResult {
  return createMarkdownRenderer(options)(body, page);
}
