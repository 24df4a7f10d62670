// Why pages did not render, as the user sees it. The pipeline is given a page's body, not its file: its errors
// (nesting-limit.ts, mdx-compile.ts) are DocsgenErrors on the body's lines, which the caller places in the page's file.
// A worker thread sends renderError(error).toJSON() and the main thread rebuilds and places it, so a page fails with
// the same error on a worker as on the main thread (render-pages.ts, markdown-thread.ts).
import { DocsgenError, type ErrorInfo } from '../errors/docsgen-error.js';
import type { ContentFile } from '../sources/content-files.js';
import { fileLineOf } from '../sources/file-line.js';

/**
 * What the renderer threw, as a DocsgenError on the body's lines: the pipeline's own as they are; anything else is a
 * failure docsgen knows nothing more about ("markdown"), with the line and column a parser's message may carry.
 */
export function renderError(error: unknown): DocsgenError {
  if (error instanceof DocsgenError) return error;
  const found = error as { line?: unknown; column?: unknown } | null | undefined;
  return new DocsgenError({
    code: 'markdown',
    message: error instanceof Error ? error.message : String(error),
    ...(typeof found?.line === 'number' ? { line: found.line } : {}),
    ...(typeof found?.column === 'number' ? { column: found.column } : {}),
    cause: error,
  });
}

const SAYS_ITSELF: ReadonlySet<string> = new Set(['markdown-mdx', 'mdx-untrusted']);

/** The error placed in the page: its file, the file's line for the body's, and what failed. */
export function inPage(file: ContentFile, error: DocsgenError | ErrorInfo): DocsgenError {
  const found = error instanceof DocsgenError ? error : new DocsgenError(error);
  return new DocsgenError({
    code: found.code,
    file: file.file,
    ...(found.line === undefined ? {} : { line: fileLineOf(file, found.line) }),
    ...(found.column === undefined ? {} : { column: found.column }),
    // The MDX compiler's messages say what failed themselves (mdx-compile.ts), as does the refusal of MDX (untrusted-mdx.ts).
    message: SAYS_ITSELF.has(found.code) ? found.message : `Markdown could not be rendered: ${found.message}`,
    hint: found.hint,
    cause: found.cause,
  });
}

/** A worker that died (out of memory, or any uncaught error) with `files` in hand: one of them is the cause. */
export function workerCrashed(reason: unknown, files: readonly ContentFile[]): DocsgenError {
  const outOfMemory = (reason as { code?: string } | null | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
  const largest = files.reduce<ContentFile | undefined>(
    (big, file) => (!big || file.body.length > big.body.length ? file : big),
    undefined,
  );
  const names = files.map((file) => file.file).join(', ');
  const what = outOfMemory ? 'ran out of memory' : `failed: ${reason instanceof Error ? reason.message : String(reason)}`;
  const size = largest ? ` (the largest: ${largest.file}, ${(largest.body.length / 1e6).toFixed(1)} MB)` : '';
  return new DocsgenError({
    code: 'markdown',
    file: largest?.file,
    message: `Markdown could not be rendered: the worker rendering ${names} ${what}${size}`,
    hint: outOfMemory ? 'split the largest of these pages, or give Node more memory (NODE_OPTIONS=--max-old-space-size=8192)' : undefined,
    cause: reason,
  });
}
