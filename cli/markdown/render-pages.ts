import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DocsgenError } from '../errors/docsgen-error.js';
import type { ContentFile } from '../sources/content-files.js';
import type { MarkdownCache } from './markdown-cache.js';
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
import { fileLineOf } from '../sources/file-line.js';

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
}

export interface WorkerReply {
  index: number;
  result?: MarkdownResult;
  error?: RenderFailure;
}

/** Why a page did not render, as it crosses from a worker: plain data. */
export interface RenderFailure {
  message: string;
  /** Line in the page body (1-based). */
  line?: number;
  /** Column on that line (1-based), when the parser knows it (MDX's errors). */
  column?: number;
  /** Set by errors that know what went wrong (too deep nesting); others are reported as "markdown". */
  code?: string;
  hint?: string;
}

/** The worker script sits beside the bundled CLI (dist/); from TypeScript sources (tests) pages render in-thread. */
export function workerScript(): string | undefined {
  const url = new URL('./markdown-worker.mjs', import.meta.url);
  if (url.protocol !== 'file:') return undefined;
  const file = fileURLToPath(url);
  return existsSync(file) ? file : undefined;
}

export function failed(file: ContentFile, error: RenderFailure): DocsgenError {
  return new DocsgenError({
    code: typeof error.code === 'string' && error.code.startsWith('markdown') ? error.code : 'markdown',
    file: file.file,
    line: typeof error.line === 'number' ? fileLineOf(file, error.line) : undefined,
    ...(typeof error.column === 'number' ? { column: error.column } : {}),
    // The MDX compiler's messages say what failed themselves (mdx-compile.ts).
    message: error.code === 'markdown-mdx' ? error.message : `Markdown could not be rendered: ${error.message}`,
    hint: typeof error.hint === 'string' ? error.hint : undefined,
  });
}

/**
 * What of a file besides its body its rendering depends on. It comes from the file itself, so the cache key (the
 * file's hash, front matter included) covers it.
 */
export function pageOf(file: ContentFile, format: MarkdownFormat = 'detect'): MarkdownPage {
  const mdx = mdxKind(file, format);
  return {
    ...(file.frontMatter.title === undefined ? {} : { frontMatterTitle: file.frontMatter.title }),
    ...(mdx ? { mdx } : {}),
  };
}

/**
 * Whether a page is compiled as MDX (MarkdownPage.mdx). `.mdx` pages always are. A `.md` page stays Markdown unless
 * the format says every page is MDX ("mdx", Docusaurus's default), or, by default ("detect"), it holds a line only MDX
 * writes (mdx-syntax.ts): then it is compiled as MDX if it compiles, as its Docusaurus authors meant.
 */
function mdxKind(file: ContentFile, format: MarkdownFormat): MarkdownPage['mdx'] {
  if (/\.mdx$/i.test(file.file) || format === 'mdx') return 'always';
  return format === 'detect' && findMdxSyntax(file.body) ? 'if-compiles' : undefined;
}

/** Renders every page's Markdown, from the cache when the file is unchanged, on all cores otherwise. */
export async function renderPages(
  files: ContentFile[],
  cache: MarkdownCache,
  options: RenderPagesOptions = {},
): Promise<RenderPagesResult> {
  const markdownOptions = options.markdown ?? DEFAULT_MARKDOWN_OPTIONS;
  const results: Array<MarkdownResult | undefined> = files.map((file) => cache.get(file.hash));
  const todo = files.map((_, index) => index).filter((index) => !results[index]);
  const pages: MarkdownPage[] = [];
  for (const index of todo) pages[index] = pageOf(files[index]!, markdownOptions.format);
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
        throw failed(file, error as RenderFailure);
      }
    }
  } else if (workers > 0) {
    await renderInWorkers(
      script!,
      workers,
      markdownOptions,
      todo.map((index) => ({ index, body: files[index]!.body, page: pages[index]! })),
      (reply) => {
        if (reply.error) throw failed(files[reply.index]!, reply.error);
        results[reply.index] = reply.result;
      },
    ).catch((error: unknown) => {
      throw error instanceof WorkerCrash
        ? crashed(
            error,
            error.indexes.map((index) => files[index]!),
          )
        : error;
    });
  }
  for (const index of todo) cache.set(files[index]!.hash, results[index]!);
  cache.flush();
  return { results: results as MarkdownResult[], cached: files.length - todo.length, workers };
}

/** A worker that died (out of memory, or any uncaught error) with a batch of pages in hand. */
class WorkerCrash extends Error {
  constructor(
    readonly indexes: number[],
    readonly reason: unknown,
  ) {
    super(reason instanceof Error ? reason.message : String(reason));
  }
}

/** The pages the dead worker held: one of them is the cause, and the build says which ones to look at. */
function crashed(crash: WorkerCrash, files: ContentFile[]): DocsgenError {
  const outOfMemory = (crash.reason as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
  const largest = files.reduce<ContentFile | undefined>(
    (big, file) => (!big || file.body.length > big.body.length ? file : big),
    undefined,
  );
  const names = files.map((file) => file.file).join(', ');
  const what = outOfMemory ? 'ran out of memory' : `failed: ${crash.message}`;
  const size = largest ? ` (the largest: ${largest.file}, ${(largest.body.length / 1e6).toFixed(1)} MB)` : '';
  return new DocsgenError({
    code: 'markdown',
    file: largest?.file,
    message: `Markdown could not be rendered: the worker rendering ${names} ${what}${size}`,
    hint: outOfMemory ? 'split the largest of these pages, or give Node more memory (NODE_OPTIONS=--max-old-space-size=8192)' : undefined,
    cause: crash.reason,
  });
}

/** A small pool: each worker takes the next batch when it returns one, so a slow page does not hold up the rest. */
function renderInWorkers(
  script: string,
  count: number,
  markdownOptions: MarkdownOptions,
  jobs: Array<{ index: number; body: string; page: MarkdownPage }>,
  onReply: (reply: WorkerReply) => void,
): Promise<void> {
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
      worker.on('error', (error) => finish(new WorkerCrash(holding.get(worker) ?? [], error)));
      // A worker that ends by itself (process.exit in a dependency) would otherwise leave the build waiting forever.
      worker.on('exit', (code) => finish(new WorkerCrash(holding.get(worker) ?? [], new Error(`the worker exited with code ${code}`))));
      feed(worker);
    }
    if (jobs.length === 0) finish();
  });
}
