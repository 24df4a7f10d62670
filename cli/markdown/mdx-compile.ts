// `.mdx` pages, compiled by @mdx-js/mdx: the unified compiler MDX's authors keep, so the page goes through the same
// remark and rehype steps as a Markdown page (containers, alerts, heading ids, links to source files, code blocks) and
// comes out as a JavaScript module instead of HTML. The mdx stage (cli/mdx/render-mdx-pages.ts) bundles the modules
// with the components they import and renders them to static HTML; everything the plugins collected (headings,
// links, search sections) is the page's result as for Markdown. Imported only when a site has an MDX page: the
// compiler costs ~150 ms to load.
import { createProcessor } from '@mdx-js/mdx';
import remarkComment from '@slorber/remark-comment';
import type { Root as HastRoot } from 'hast';
import type { PluggableList } from 'unified';
import { VFile } from 'vfile';
import { DocsgenError } from '../errors/docsgen-error.js';
import { walkElements } from './tree-walk.js';
import { parseFrontMatter } from '../sources/front-matter.js';
import type { Heading } from '../../shared/model/navigation.js';
import { directiveTitles } from './container-titles.js';
import type { MarkdownOptions, MarkdownResult, MdxIsland } from './markdown-result.js';
import { escapeHeadingIds } from './mdx-heading-ids.js';
import { docusaurusToc } from './mdx-syntax.js';
import { checkBlockNesting, checkInlineNesting } from './nesting-limit.js';
import { markdownResult, rehypeSteps, remarkSteps, type MarkdownRenderer } from './pipeline.js';
import { rehypeMdxIslands } from './plugins/rehype-mdx-islands.js';
import { remarkMdxSummaryComments } from './plugins/remark-mdx-summary-comments.js';
import type { SitePlugins } from './site-plugins.js';

/** Compiles MDX pages; one compiler for all the pages of a batch (unified freezes its processor on first use). */
export function createMdxCompiler(options: MarkdownOptions, plugins?: SitePlugins): MarkdownRenderer {
  const processor = mdxProcessor(options, [], plugins);
  // Blog posts' (made on the first): their HTML comments are read, for a `<!-- truncate -->` to end their summary.
  let posts: typeof processor | undefined;
  return (body, page = {}): MarkdownResult => {
    checkBlockNesting(body);
    checkInlineNesting(body);
    const file = new VFile({ value: directiveTitles(escapeHeadingIds(body)), data: { ...page } });
    let code: string;
    try {
      const compiler = page.summaryMarkers ? (posts ??= mdxProcessor(options, [], plugins, { comments: true })) : processor;
      code = String(compiler.processSync(file));
    } catch (error) {
      throw mdxFailure(error);
    }
    const result = markdownResult('', file.data);
    const { mdxIslands } = file.data as { mdxIslands?: MdxIsland[] };
    return { ...result, mdxModule: withToc(code, body, result.headings), ...(mdxIslands ? { mdxIslands } : {}) };
  };
}

/** `comments`: a blog post's, whose HTML comments are read into the tree for its truncation marker. */
function mdxProcessor(options: MarkdownOptions, extra: PluggableList = [], plugins?: SitePlugins, { comments = false } = {}) {
  return createProcessor({
    format: 'mdx',
    outputFormat: 'program',
    jsxImportSource: 'react',
    // MDX has no raw HTML to escape: what looks like HTML is JSX, which the page's author writes on purpose.
    // HTML comments (`<!-- … -->`), which MDX alone refuses: Docusaurus 3 accepts them (its `mdx1Compat.comments`,
    // with this plugin), and the folders written for it keep them.
    remarkPlugins: [
      ...(comments ? ([[remarkComment, { ast: true }], remarkMdxSummaryComments] as PluggableList) : [remarkComment]),
      ...remarkSteps({ ...options, rawHtml: true }, plugins),
    ],
    rehypePlugins: [...rehypeSteps(options, plugins), rehypeMdxIslands, ...extra],
  });
}

/**
 * A Markdown or MDX file a page imports as a component (Docusaurus's partials, `import Note from './_note.md'`):
 * compiled as MDX into a module. Its links are no page's references (the model resolves a page's own): a link to a
 * source file is made its page's route here, by `route` (which takes the link as written and the partial's file).
 */
export function createPartialCompiler(
  options: MarkdownOptions,
  route: (url: string, file: string) => string | undefined,
  plugins?: SitePlugins,
): (text: string, file: string) => string {
  const processor = mdxProcessor({ ...options, fileRefs: false }, [[rehypePartialLinks, { route }]], plugins);
  return (text, file) => {
    // Its front matter says nothing to the page; read as a page's is (YAML only, never run), so its errors name the line.
    const { body, bodyStartLine } = parseFrontMatter(text, file);
    try {
      return String(processor.processSync(new VFile({ value: directiveTitles(escapeHeadingIds(body)), path: file })));
    } catch (error) {
      throw mdxFailure(error, bodyStartLine - 1); // a line of the file, not of its body
    }
  };
}

/** A partial's links to source files, made routes (see createPartialCompiler). */
function rehypePartialLinks({ route }: { route: (url: string, file: string) => string | undefined }) {
  return (tree: HastRoot, file: VFile): void => {
    walkElements(tree, (element) => {
      const href = element.tagName === 'a' ? element.properties.href : undefined;
      if (typeof href !== 'string') return;
      const to = route(href, file.path);
      if (to !== undefined) element.properties.href = to;
    });
  };
}

/**
 * Docusaurus gives every MDX page an exported `toc` (mdx-syntax.ts), which pages pass to `<TOCInline toc={toc} />`;
 * so does docsgen, unless the page exports a `toc` of its own.
 */
function withToc(code: string, body: string, headings: Heading[]): string {
  if (/^export\s+(?:const|let|var|function)\s+toc\b/m.test(body)) return code;
  return `${code}\nexport const toc = ${JSON.stringify(docusaurusToc(headings))};\n`;
}

/**
 * MDX's own message (a VFileMessage from micromark or acorn), with its place and a hint at the usual causes, as code
 * "markdown-mdx" (which pipeline.ts looks for: a `.md` page that fails as MDX is shown as Markdown). `linesBefore`: the
 * file's lines above the text compiled (a partial's front matter); a page's error stays on its body's lines, which
 * render-error.ts places in the file.
 */
function mdxFailure(error: unknown, linesBefore = 0): DocsgenError {
  // A site plugin's failure (site-plugins.ts) says itself, on the file's lines.
  if (error instanceof DocsgenError) {
    if (!linesBefore || error.line === undefined) return error;
    return new DocsgenError({ ...error.toJSON(), line: error.line + linesBefore, cause: error.cause });
  }
  const found = error as { reason?: string; message?: string; line?: number; column?: number; place?: unknown };
  const reason = found.reason ?? found.message ?? String(error);
  return new DocsgenError({
    code: 'markdown-mdx',
    message: `MDX could not be compiled: ${reason}`,
    ...(typeof found.line === 'number' ? { line: found.line + linesBefore } : {}),
    ...(typeof found.column === 'number' ? { column: found.column } : {}),
    hint:
      'in MDX, "<" starts a JSX tag and "{" an expression: write "\\<" and "\\{" (or `<` in code) to show them as text, ' +
      'and close every tag (<br />); a page that is plain Markdown can be named .md instead',
  });
}
