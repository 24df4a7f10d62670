// The mdx stage: the site's MDX pages, compiled by the Markdown stage into modules (markdown/mdx-compile.ts), bundled
// with the components they import by esbuild in one build (shared code split into chunks, React left outside: see
// mdx-resolve-plugin.ts), loaded, and rendered to static HTML, which takes the place of the page's HTML in its
// result. The bundle lives in the cache folder for the time of the render and is deleted after it.
import { createHash, randomBytes } from 'node:crypto';
import { sassStylesheets } from '../styles/sass-stylesheets.js';
import { staticUrlsPlugin } from './static-urls-plugin.js';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildFailure, Message, Metafile } from 'esbuild';
import type { UiStrings } from '../../shared/i18n/strings.pt.js';
import { routeHref, withBase } from '../../shared/url.js';
import { DocsgenError, type BuildWarning } from '../errors/docsgen-error.js';
import { packageNameOf } from '../fs/installed-package.js';
import { packageRoot } from '../fs/package-root.js';
import { htmlPolicy } from '../http/html-policy.js';
import { SUMMARY_END_HTML, summaryOfHtml } from '../markdown/blog-summary.js';
import { createCodeBlockHtml } from '../markdown/code-block-html.js';
import { isLocalPath } from '../markdown/plugins/rehype-file-refs.js';
import { refCandidates, splitRefUrl } from '../model/file-refs.js';
import type { MarkdownOptions, MarkdownResult } from '../markdown/markdown-result.js';
import { untrustedMdx } from '../markdown/untrusted-mdx.js';
import { docusaurusToc } from '../markdown/mdx-syntax.js';
import type { ContentFile } from '../sources/content-files.js';
import { fileLineOf } from '../sources/file-line.js';
import { bundleMdxIslands, islandKey, type IslandAsset, type IslandBundle, type IslandSource } from './bundle-mdx-islands.js';
import {
  ENTRY_PREFIX,
  mdxPagesPlugin,
  PAGE_STYLES_ENTRY,
  siteModulesPlugin,
  STYLES_ENTRY,
  type MdxPageModule,
} from './mdx-resolve-plugin.js';
import { SITE_IMPORTS_PLUGIN, siteImportsPlugin } from './site-imports-plugin.js';
import { componentMapPlugin } from './component-map-plugin.js';
import { missingImportWarnings } from './missing-import-warnings.js';
import { missingImportsPlugin, type MissingImport } from './missing-imports-plugin.js';
import { rawImportsPlugin } from './raw-imports-plugin.js';
import { siteBoundary } from '../fs/site-folder.js';
import type { PageHead } from '../../templates/mdx/useMdxServices.js';

export interface MdxPagesInput {
  root: string;
  /** The content folder, relative to the root ("/"-separated): where a link starting with "/" is read from. */
  contentDir: string;
  files: readonly ContentFile[];
  /** The files' Markdown results, in their order: the MDX pages' hold their module. */
  results: readonly MarkdownResult[];
  /**
   * Where the bundle is written while the pages render (`.docsgen/mdx/`): in a folder named with the process's id and
   * the `.tmp` ending, which a later build deletes if a kill left it (build-context.ts).
   */
  workDir: string;
  strings: UiStrings;
  markdown: MarkdownOptions;
  /** The config's `components`: import paths → the site's React component files (absolute). */
  components?: Readonly<Record<string, string>>;
  /** The site's config as React pages read it (Docusaurus's `useDocusaurusContext().siteConfig`). */
  siteConfig?: Record<string, unknown>;
  /** The interface's language. */
  locale: string;
  /** The site's own stylesheets (absolute paths) its React pages link (Docusaurus's theme `customCss`). */
  pageCss?: readonly string[];
  /** The site's static folder (absolute): a stylesheet's `url(/img/x.png)` is its file. */
  staticDir?: string;
}

export interface RenderedMdxPages {
  /** The results again, the MDX pages' with their HTML. */
  results: MarkdownResult[];
  rendered: number;
  /** The files the bundle read besides the pages (components and what they import), absolute: inputs of the build. */
  inputs: string[];
  warnings: BuildWarning[];
  /** The islands' browser chunks and the components' styles, for the build to write into the output. */
  assets: IslandAsset[];
  /** The URL path of the components' styles (one stylesheet every page links), when they import any. */
  css?: string;
}

/** The files a page's stylesheets and components may name besides code and CSS, inlined (esbuild's `dataurl`). */
const ASSET_LOADERS = Object.fromEntries(
  ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg', '.ico', '.woff', '.woff2', '.ttf', '.otf', '.eot'].map((ext) => [
    ext,
    'dataurl' as const,
  ]),
);

/** What the bundled entry of a page exports (mdx-resolve-plugin.ts writes it). */
interface PageEntry {
  render(input: {
    strings: UiStrings;
    baseUrl: string;
    toc: unknown[];
    codeBlock: unknown;
    islandUrl: (index: number) => string;
    siteConfig?: Record<string, unknown>;
    locale: string;
    route: string;
    head: PageHead;
  }): string;
}

export async function renderMdxPages(input: MdxPagesInput): Promise<RenderedMdxPages> {
  const { root, files, results } = input;
  const indexes = results.flatMap((result, index) => (result.mdxModule === undefined ? [] : [index]));
  if (indexes.length === 0) return { results: [...results], rendered: 0, inputs: [], warnings: [], assets: [] };
  // The Markdown stage compiles no MDX page for untrusted authors; this is the one place MDX runs, so it checks too.
  if (input.markdown.rawHtml === false) throw untrustedMdx(files[indexes[0]!]!.file);
  const pkg = packageRoot();
  const pages: MdxPageModule[] = indexes.map((index) => ({
    abs: path.resolve(root, files[index]!.file),
    code: results[index]!.mdxModule!,
  }));
  // React pages link Infima's classes they are written against (templates/styles/docusaurus-pages.css), then the site's own.
  const reactPages = indexes.some((index) => files[index]!.standalone === 'react');
  const pageCss = reactPages ? [path.join(pkg, 'templates', 'styles', 'docusaurus-pages.css'), ...(input.pageCss ?? [])] : [];
  const outdir = path.join(input.workDir, `${randomBytes(4).toString('hex')}.${process.pid}.tmp`);
  const missing: MissingImport[] = [];
  const { build } = await import('esbuild');
  try {
    let metafile: Metafile;
    try {
      ({ metafile } = await build({
        absWorkingDir: root,
        entryPoints: {
          ...Object.fromEntries(pages.map((_, n) => [`page-${n}`, `${ENTRY_PREFIX}${n}`])),
          styles: STYLES_ENTRY,
          ...(pageCss.length > 0 ? { 'page-styles': PAGE_STYLES_ENTRY } : {}),
        },
        outdir,
        outExtension: { '.js': '.mjs' },
        bundle: true,
        splitting: true,
        format: 'esm',
        platform: 'node',
        target: 'node20',
        jsx: 'automatic',
        // Docusaurus sites write JSX in .js files too, and style components with CSS modules.
        // Images and fonts a stylesheet's url() or a component names (jest's `url('@site/static/img/card.png')`)
        // are written into what names them, as data: URLs the Content-Security-Policy allows for images.
        loader: { '.js': 'jsx', '.module.css': 'local-css', ...ASSET_LOADERS },
        metafile: true,
        logLevel: 'silent',
        // A CommonJS package the page imports may require() Node's modules (path, fs), which esbuild's ESM output
        // cannot do by itself ("Dynamic require of "path" is not supported"): each chunk is given a require of its own.
        banner: {
          js: "import { createRequire as __docsgenRequire } from 'node:module'; const require = __docsgenRequire(import.meta.url);",
        },
        plugins: [
          siteImportsPlugin({ pkg, root: siteBoundary(root, path.resolve(root, input.contentDir)) }),
          componentMapPlugin(input.components),
          siteModulesPlugin({ pkg, root }),
          mdxPagesPlugin({ pkg, pages, pageCss, compilePartial: partialCompiler(input) }),
          rawImportsPlugin(),
          missingImportsPlugin({ root, missing }),
          sassStylesheets(),
          staticUrlsPlugin(input.staticDir),
        ],
      }));
    } catch (error) {
      throw bundleError(error as BuildFailure, { root, files, indexes });
    }
    const boundary = siteBoundary(root, path.resolve(root, input.contentDir));
    const islands = await islandChunks({ pkg, root, boundary, files, results, indexes, missing, components: input.components });
    const codeBlock = createCodeBlockHtml(input.markdown);
    const pageStyles = bundledStyles(outdir, 'page-styles', 'pages');
    const out = [...results];
    for (const [n, index] of indexes.entries()) {
      const islandUrl = (island: number): string => withBase(input.markdown.baseUrl, islands.urlOf(index, island));
      const rendered = await renderPage(path.join(outdir, `page-${n}.mjs`), files[index]!, results[index]!, {
        input,
        codeBlock,
        islandUrl,
      });
      // A React page links Infima's classes and the site's own stylesheets (Docusaurus's customCss) after docsgen's.
      out[index] = pageStyles && files[index]!.standalone === 'react' ? { ...rendered, stylesheets: [`/${pageStyles.path}`] } : rendered;
    }
    const styles = bundledStyles(outdir, 'styles', 'components');
    return {
      results: out,
      rendered: indexes.length,
      inputs: bundleInputs(metafile, root, pkg),
      warnings: missingImportWarnings(missing, { root, files, indexes }),
      assets: [...islands.files, ...(styles ? [styles] : []), ...(pageStyles ? [pageStyles] : [])],
      ...(styles ? { css: `/${styles.path}` } : {}),
    };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** A React page's title and description, from its Layout or Head: its title and excerpt, as a Markdown page's heading and first paragraph. */
function headFields(head: PageHead, siteConfig: Record<string, unknown> = {}): Pick<MarkdownResult, 'title' | 'excerpt' | 'documentTitle'> {
  // Docusaurus titles a page "Title | Site" on the home page too, with the config's `titleDelimiter`; a page that
  // gives no title is titled by the site's alone.
  const delimiter = typeof siteConfig.titleDelimiter === 'string' ? siteConfig.titleDelimiter : '|';
  const site = typeof siteConfig.title === 'string' ? siteConfig.title : undefined;
  const documentTitle = head.documentTitle ?? (head.title && site ? `${head.title} ${delimiter} ${site}` : site);
  return {
    ...(head.title ? { title: head.title } : {}),
    ...(documentTitle ? { documentTitle } : {}),
    ...(head.description ? { excerpt: head.description } : {}),
  };
}

/**
 * Compiles the partials pages import, with a compiler made on the first one; their links to pages' source files lead
 * to those pages' routes, read from the partial's folder.
 */
function partialCompiler({ root, contentDir, files, markdown }: MdxPagesInput): (file: string) => Promise<string> {
  const routes = new Map(files.map((file) => [file.file, file.route]));
  // A page's links resolve by these rules in the model (file-refs.ts); a partial's, here, since they are no page's refs.
  const route = (url: string, partial: string): string | undefined => {
    if (!isLocalPath(url)) return undefined;
    const page = path.relative(root, partial).split(path.sep).join('/');
    const target = refCandidates({ kind: 'link', tag: 'a', url }, page, contentDir)
      .map((candidate) => routes.get(candidate))
      .find((found) => found !== undefined);
    return target === undefined ? undefined : `${routeHref(markdown.baseUrl, target)}${splitRefUrl(url).suffix}`;
  };
  let compile: ((text: string, file: string) => string) | undefined;
  return async (file) => {
    if (!compile) {
      // The site's own plugins (site-plugins.ts) too: Docusaurus runs its remarkPlugins on the partials pages import.
      const [{ createPartialCompiler }, { loadSitePlugins }] = await Promise.all([
        import('../markdown/mdx-compile.js'),
        import('../markdown/site-plugins.js'),
      ]);
      compile = createPartialCompiler(markdown, route, await loadSitePlugins(markdown.plugins));
    }
    return compile(readFileSync(file, 'utf8'), file);
  };
}

/** The pages' islands bundled for the browser, and each page's island's chunk by the page's and the island's index. */
async function islandChunks({
  pkg,
  root,
  boundary,
  files,
  results,
  indexes,
  missing,
  components,
}: {
  pkg: string;
  components?: Readonly<Record<string, string>>;
  root: string;
  /** Where the imports stood in are noted (missing-imports-plugin.ts). */
  missing: MissingImport[];
  /** The folder imports may lead into (fs/site-folder.ts). */
  boundary: string;
  files: readonly ContentFile[];
  results: readonly MarkdownResult[];
  indexes: number[];
}): Promise<{ urlOf: (page: number, island: number) => string; files: IslandAsset[] }> {
  const sources: IslandSource[] = [];
  const keyed = new Map<string, number>();
  const byPage = new Map<number, number[]>();
  for (const index of indexes) {
    const pageDir = path.dirname(path.resolve(root, files[index]!.file));
    byPage.set(
      index,
      (results[index]!.mdxIslands ?? []).map((island) => {
        const source = { ...island, pageDir };
        const key = islandKey(source);
        if (!keyed.has(key)) keyed.set(key, sources.push(source) - 1);
        return keyed.get(key)!;
      }),
    );
  }
  if (sources.length === 0) return { urlOf: () => '', files: [] };
  let bundle: IslandBundle;
  try {
    bundle = await bundleMdxIslands({ pkg, root, islands: sources, boundary, missing, components });
  } catch (error) {
    throw bundleError(error as BuildFailure, { root, files, indexes });
  }
  return { urlOf: (page, island) => bundle.urls[byPage.get(page)![island]!]!, files: bundle.files };
}

/**
 * The site's files the bundle read, absolute: not the pages (they come from namespaces of their own) nor docsgen's
 * built-ins (docsgen's fingerprint covers its own files).
 */
function bundleInputs(metafile: Metafile, root: string, pkg: string): string[] {
  return Object.keys(metafile.inputs)
    .filter((input) => !/^[\w-]+:/.test(input) || /^[A-Za-z]:[\\/]/.test(input))
    .map((input) => path.resolve(root, input))
    .filter((abs) => !abs.startsWith(pkg + path.sep));
}

/**
 * A stylesheet of the bundle (`styles`: the entry importing every page, STYLES_ENTRY; `page-styles`: the site's own
 * stylesheets React pages link) as an asset named by its content; none without styles.
 */
function bundledStyles(outdir: string, entry: string, prefix: string): IslandAsset | undefined {
  const file = path.join(outdir, `${entry}.css`);
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 10);
  return { path: `assets/${prefix}-${hash}.css`, text };
}

/** What each page's render is given besides its own module. */
interface PageServices {
  input: MdxPagesInput;
  codeBlock: unknown;
  islandUrl: (index: number) => string;
}

/** One page's module imported and rendered: its result with its HTML (and, for a React page, what its head said). */
async function renderPage(
  module: string,
  file: ContentFile,
  result: MarkdownResult,
  { input, codeBlock, islandUrl }: PageServices,
): Promise<MarkdownResult> {
  // The page's module runs as it is imported: what its imports run at their top level may throw here.
  const entry = (await import(pathToFileURL(module).href).catch((error: unknown) => {
    throw renderError(error, file);
  })) as PageEntry;
  let html: string;
  // What the page's <Layout> or <Head> says of its title and description, filled as it renders.
  const head: PageHead = {};
  try {
    const { siteConfig, locale, strings } = input;
    const toc = docusaurusToc(result.headings);
    html = entry.render({
      strings,
      baseUrl: input.markdown.baseUrl,
      toc,
      codeBlock,
      islandUrl,
      siteConfig,
      locale,
      route: file.route,
      head,
    });
  } catch (error) {
    throw renderError(error, file);
  }
  const post = result.summary ? postSummary(html) : undefined;
  if (post) html = post.html;
  // Read where the page's HTML is made, as the Markdown stage does for its pages (html-policy.ts).
  const policy = htmlPolicy(html);
  return {
    ...result,
    html,
    ...(post ? { summary: post.summary } : {}),
    ...(policy ? { policy } : {}),
    ...(file.standalone === 'react' ? headFields(head, input.siteConfig) : {}),
  };
}

/**
 * A blog post's HTML split where its truncation marker stood (the element rehype-blog-summary.ts left there): its
 * summary, and its HTML without the element (nor the line break after it). A post with none is summed up whole.
 */
function postSummary(html: string): { html: string; summary: { html: string; truncated: boolean } } {
  const at = html.indexOf(SUMMARY_END_HTML);
  if (at < 0) return { html, summary: { html: summaryOfHtml(html), truncated: false } };
  const end = at + SUMMARY_END_HTML.length;
  const rest = html.slice(html[end] === '\n' ? end + 1 : end);
  return { html: html.slice(0, at) + rest, summary: { html: summaryOfHtml(html.slice(0, at)), truncated: true } };
}

/**
 * An import that does not resolve, or a component that does not compile: the first error, where it is. In a page,
 * esbuild's place is in the compiled module; the line of the page that names the import is found in its text.
 */
function bundleError(
  failure: BuildFailure,
  { root, files, indexes }: { root: string; files: readonly ContentFile[]; indexes: number[] },
): DocsgenError {
  const first: Message | undefined = failure.errors?.[0];
  if (!first)
    return new DocsgenError({ code: 'mdx-component', message: `MDX pages could not be bundled: ${failure.message}`, cause: failure });
  const where = first.location;
  // A site plugin that failed on a partial (mdx-resolve-plugin.ts passes its error on): its own code, in the partial.
  if (first.detail instanceof DocsgenError) {
    const file = where ? path.relative(root, path.resolve(root, where.file)).split(path.sep).join('/') : first.detail.file;
    return new DocsgenError({ ...first.detail.toJSON(), file, cause: first.detail });
  }
  const page = where?.file.startsWith('mdx-page:')
    ? indexes.map((index) => files[index]!).find((file) => path.resolve(root, file.file) === where.file.slice('mdx-page:'.length))
    : undefined;
  const outside = first.pluginName === SITE_IMPORTS_PLUGIN;
  const outsideHint = 'copy the file into the site folder (beside the page, or under components/) and import that copy';
  if (page) {
    const named = /"([^"]+)"/.exec(first.text)?.[1];
    const bodyLine = named === undefined ? -1 : page.body.split('\n').findIndex((line) => line.includes(named));
    return new DocsgenError({
      code: 'mdx-import',
      file: page.file,
      ...(bodyLine >= 0 ? { line: fileLineOf(page, bodyLine + 1) } : {}),
      message: `the MDX page's imports could not be bundled: ${first.text}`,
      hint: outside
        ? outsideHint
        : named && packageName(named)
          ? `install the package in the site folder: npm install ${packageName(named)}`
          : 'import components by a path from the page ("./Chart") or from the site root ("@site/components/Chart")',
    });
  }
  if (outside) {
    return new DocsgenError({
      code: 'mdx-import',
      ...(where ? { file: where.file, line: where.line } : {}),
      message: `a file MDX pages import could not be bundled: ${first.text}`,
      hint: outsideHint,
    });
  }
  return new DocsgenError({
    code: 'mdx-component',
    ...(where ? { file: where.file, line: where.line, column: where.column + 1 } : {}),
    message: `a component MDX pages import could not be bundled: ${first.text}`,
    hint: 'fix the component file; it is bundled by esbuild (TypeScript and JSX welcome)',
  });
}

/** The npm package a bare import names ("react-player/youtube" → "react-player", "@scope/pkg/x" → "@scope/pkg"). */
function packageName(specifier: string): string | undefined {
  return /^(?:\.|\/|@site\/|@theme|@docusaurus\/|node:)/.test(specifier) ? undefined : packageNameOf(specifier);
}

/** A component that threw while the page rendered: the page, the component when known, and its message. */
function renderError(error: unknown, file: ContentFile): DocsgenError {
  const message = error instanceof Error ? error.message : String(error);
  const missing = /Expected component `([^`]+)` to be defined/.exec(message);
  if (missing) {
    return new DocsgenError({
      code: 'mdx-unknown-component',
      file: file.file,
      message: `the MDX page uses <${missing[1]}>, which it does not import and which is not a built-in`,
      hint: 'import it (import Chart from "@site/components/Chart") or use a built-in: Tabs, TabItem, Admonition, Details, CodeBlock, TOCInline, DocCardList, Link',
      cause: error,
    });
  }
  // React's words for a tag that names a value which is no component: an imported JSON file, the config, a module's
  // namespace. The page is where to look, at the tag and the import it names.
  const invalid =
    /^Element type is invalid: expected a string \(for built-in components\) or a class\/function \(for composite components\) but got: ([^.]+)\./.exec(
      message,
    );
  if (invalid) {
    return new DocsgenError({
      code: 'mdx-not-a-component',
      file: file.file,
      message: `a tag in the MDX page names something that is not a component (${invalid[1]})`,
      hint: 'a tag such as <Chart /> must name a function or class; an import of data (a JSON file, docsgen.config.ts) can be used in {braces}, not as a tag',
      cause: error,
    });
  }
  const component = (error as { component?: unknown }).component;
  return new DocsgenError({
    code: 'mdx-render',
    file: file.file,
    message: `${typeof component === 'string' ? `the component <${component}>` : 'a component'} threw while the MDX page rendered: ${message}`,
    hint: 'fix the component or the props the page gives it; the build stops so that no page is published without it',
    cause: error,
  });
}
