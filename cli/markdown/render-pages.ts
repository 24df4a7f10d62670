import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DocsgenError, type ErrorInfo } from '../errors/docsgen-error.js';
import type { ContentFile } from '../sources/content-files.js';
import { markdownCacheKey, type MarkdownCache } from './markdown-cache.js';
import {
  DEFAULT_MARKDOWN_OPTIONS,
  type MarkdownFormat,
  type MarkdownOptions,
  type MarkdownPage,
  type MarkdownResult,
} from './markdown-result.js';
import { findMdxSyntax } from './mdx-syntax.js';
import { loadMarkdownRenderer, type RendererNeeds } from './load-renderer.js';
import type { MarkdownRenderer } from './pipeline.js';
import { inPage, renderError, workerCrashed } from './render-error.js';

/** Below this many uncached pages, starting workers costs more than it saves. */
const MIN_PAGES_FOR_WORKERS = 48;
const BATCH_SIZE = 16;

export interface RenderPagesResult {
  results: MarkdownResult[];
  cached: number;
  workers: number;
}

export interface RenderPagesOptions {
  /**
   * Most threads to parse on (`--threads`): 1 parses on this thread; more start worker threads when there are enough
   * uncached pages, as many as those pages call for, up to this. Default: one per core.
   */
  threads?: number;
  markdown?: MarkdownOptions;
  /**
   * The renderer for pages rendered on this thread (too few for workers), asked for only when there is one: `docsgen
   * dev` keeps one; default: one made for the call.
   */
  renderer?: (needs: RendererNeeds) => Promise<MarkdownRenderer>;
  /** The blog's truncation markers (config `blog.truncateMarkers`), which its posts are rendered with: see pageOf. */
  summaryMarkers?: readonly string[];
}

export interface WorkerReply {
  index: number;
  result?: MarkdownResult;
  /** Why the page did not render: render-error.ts's DocsgenError as plain data, on the body's lines. */
  error?: ErrorInfo;
  /** The error is the batch's, not the page's (the renderer did not load): thrown as it is. */
  unplaced?: true;
}

/** The worker script sits beside the bundled CLI (dist/); from TypeScript sources (tests) pages render in-thread. */
export function workerScript(): string | undefined {
  const url = new URL('./markdown-worker.mjs', import.meta.url);
  if (url.protocol !== 'file:') return undefined;
  const file = fileURLToPath(url);
  return existsSync(file) ? file : undefined;
}

/**
 * What of a file besides its body its rendering depends on. It comes from the file itself, so the cache key (the
 * file's hash, front matter included) covers it; but for a blog post's `summaryMarkers`, from the config, which
 * markdownCacheKey adds to the post's key.
 */
export function pageOf(
  file: ContentFile,
  options: Pick<MarkdownOptions, 'format' | 'rawHtml'> = {},
  summaryMarkers?: readonly string[],
): MarkdownPage {
  const mdx = mdxKind(file, options.format ?? 'detect', options.rawHtml ?? true);
  return {
    ...(file.frontMatter.title === undefined ? {} : { frontMatterTitle: file.frontMatter.title }),
    ...(mdx ? { mdx } : {}),
    ...(file.blog && summaryMarkers ? { summaryMarkers } : {}),
  };
}

/**
 * Whether a page is compiled as MDX (MarkdownPage.mdx). `.mdx` pages always are. A `.md` page stays Markdown unless
 * the format says every page is MDX ("mdx", Docusaurus's default), or, by default ("detect"), it holds a line only MDX
 * writes (mdx-syntax.ts): then it is compiled as MDX if it compiles, as its Docusaurus authors meant. With raw HTML
 * off (`rawHtml: false`, pages from untrusted hands) a `.md` page is always Markdown: MDX runs the page's code at build
 * time. A `.mdx` page stays MDX, for the renderer to refuse by name (pipeline.ts), rather than be shown as Markdown.
 */
function mdxKind(file: ContentFile, format: MarkdownFormat, rawHtml: boolean): MarkdownPage['mdx'] {
  if (/\.mdx$/i.test(file.file)) return 'always';
  if (!rawHtml) return undefined;
  if (format === 'mdx') return 'always';
  return format === 'detect' && findMdxSyntax(file.body) ? 'if-compiles' : undefined;
}

/** Renders every page's Markdown, from the cache when the file is unchanged, on all cores otherwise. */
export async function renderPages(
  files: ContentFile[],
  cache: MarkdownCache,
  options: RenderPagesOptions = {},
): Promise<RenderPagesResult> {
  const markdownOptions = options.markdown ?? DEFAULT_MARKDOWN_OPTIONS;
  const markers = options.summaryMarkers;
  const keys = files.map((file) => markdownCacheKey(file, markers));
  const results: Array<MarkdownResult | undefined> = keys.map((key) => cache.get(key));
  const todo = files.map((_, index) => index).filter((index) => !results[index]);
  const pages: MarkdownPage[] = [];
  for (const index of todo) pages[index] = pageOf(files[index]!, markdownOptions, markers);
  const script = workerScript();
  const most = options.threads ?? availableParallelism();
  const workers = script && most > 1 && todo.length >= MIN_PAGES_FOR_WORKERS ? Math.min(most, Math.ceil(todo.length / BATCH_SIZE)) : 0;

  if (workers === 0 && todo.length > 0) {
    // Loaded on demand: unified and its plugins cost ~200 ms to import, wasted when every page is cached.
    const needs = { mdx: todo.some((index) => pages[index]!.mdx !== undefined) };
    const render = await (options.renderer?.(needs) ?? loadMarkdownRenderer(markdownOptions, needs));
    for (const index of todo) {
      const file = files[index]!;
      try {
        results[index] = render(file.body, pages[index]!);
      } catch (error) {
        throw inPage(file, renderError(error));
      }
    }
  } else if (workers > 0) {
    await renderInWorkers({
      script: script!,
      count: workers,
      markdownOptions,
      jobs: todo.map((index) => ({ index, body: files[index]!.body, page: pages[index]! })),
      onReply: (reply) => {
        if (reply.error) throw replyError(reply, files);
        results[reply.index] = reply.result;
      },
      crashed: (indexes, reason) =>
        workerCrashed(
          reason,
          indexes.map((index) => files[index]!),
        ),
    });
  }
  for (const index of todo) cache.set(keys[index]!, results[index]!);
  cache.flush();
  return { results: results as MarkdownResult[], cached: files.length - todo.length, workers };
}

/** A worker's error reply as the build throws it: placed in its page, unless no page caused it. */
export function replyError(reply: WorkerReply, files: readonly ContentFile[]): DocsgenError {
  return reply.unplaced ? new DocsgenError(reply.error!) : inPage(files[reply.index]!, reply.error!);
}

/** A small pool: each worker takes the next batch when it returns one, so a slow page does not hold up the rest. */
function renderInWorkers({
  script,
  count,
  markdownOptions,
  jobs,
  onReply,
  crashed,
}: {
  script: string;
  count: number;
  markdownOptions: MarkdownOptions;
  jobs: Array<{ index: number; body: string; page: MarkdownPage }>;
  onReply: (reply: WorkerReply) => void;
  /** The error for a worker that died holding the jobs of these indexes. */
  crashed: (indexes: number[], reason: unknown) => Error;
}): Promise<void> {
  return new Promise((resolve, reject) => {
    const pool: Worker[] = [];
    let next = 0;
    let pending = 0;
    let done = false;
    const finish = (error?: unknown): void => {
      if (done) return;
      done = true;
      for (const worker of pool) void worker.terminate();
      if (error) reject(error);
      else resolve();
    };
    /** The batch each worker holds, to name its pages if it dies. */
    const holding = new Map<Worker, number[]>();
    const feed = (worker: Worker): void => {
      if (next >= jobs.length) return;
      const batch = jobs.slice(next, next + BATCH_SIZE);
      next += batch.length;
      pending += 1;
      holding.set(
        worker,
        batch.map((job) => job.index),
      );
      worker.postMessage(batch);
    };
    for (let i = 0; i < count; i++) {
      const worker = new Worker(script, { workerData: markdownOptions });
      pool.push(worker);
      worker.on('message', (replies: WorkerReply[]) => {
        pending -= 1;
        try {
          replies.forEach(onReply);
        } catch (error) {
          finish(error);
          return;
        }
        feed(worker);
        if (pending === 0 && next >= jobs.length) finish();
      });
      worker.on('error', (error) => finish(crashed(holding.get(worker) ?? [], error)));
      // A worker that ends by itself (process.exit in a dependency) would otherwise leave the build waiting forever.
      worker.on('exit', (code) => finish(crashed(holding.get(worker) ?? [], new Error(`the worker exited with code ${code}`))));
      feed(worker);
    }
    if (jobs.length === 0) finish();
  });
}
