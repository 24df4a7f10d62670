/**
 * Test hook, not a feature: `DOCSGEN_FAULT=<point>` kills the process (SIGKILL, like `kill -9` or a power cut: no
 * `finally`, no exit handlers) when it reaches that named point. The fault-injection tests
 * (tests/unit/builder/killed-build.test.ts) use it to prove that a build killed at any of these moments leaves
 * nothing a later build trusts wrongly. Unset, each point costs one environment lookup.
 */
export type FaultPoint =
  /** Half the pages are rendered into the temporary output. */
  | 'mid-render'
  /** Every page is rendered; nothing is swapped in or saved yet. */
  | 'after-render'
  /** The old output is moved aside and the new one not yet in place: there is no output folder at all. */
  | 'between-renames'
  /** The new output is in place; the old one is still beside it and the render cache is not saved. */
  | 'after-swap'
  /** An in-place update of the output (cli/fs/output-journal.ts) has moved half its files in. */
  | 'mid-update'
  /** An in-place update is done; its undo folder is still beside the output and the render cache is not saved. */
  | 'after-update'
  /** Half of the output's records (output/output-records.ts) are written to their temporary file. */
  | 'mid-output-records-write'
  /** Half of the search pieces cache is written to its temporary file (on the search thread). */
  | 'mid-search-cache-write'
  /** Half of the Markdown results a build appends to the cache's file (markdown-cache.ts) are written. */
  | 'mid-markdown-cache-write'
  /** The client bundle is written to its staging folder, not yet renamed into the cache. */
  | 'mid-client-bundle'
  /** Half of the saved model (incremental/saved-model.ts) is written to its temporary file. */
  | 'mid-saved-model-write'
  /** A build that remade edited pages alone (builder/build-page-edits.ts) published them; no cache is saved yet. */
  | 'after-page-edits';

/** Whether the test hook asks to die at `point`. */
export function faultRequested(point: FaultPoint): boolean {
  return process.env.DOCSGEN_FAULT === point;
}

/** Dies at once when the test hook names `point`. */
export function faultPoint(point: FaultPoint): void {
  if (faultRequested(point)) die();
}

/** SIGKILL to this process (a worker thread's call kills the whole process too). */
export function die(): never {
  process.kill(process.pid, 'SIGKILL');
  // The signal is delivered before kill() returns; should it not be, nothing after the fault point may run.
  process.exit(137);
}

/**
 * Test hook, not a feature: `DOCSGEN_FAIL=<point>` makes the build throw at that named point, for the stages no input
 * a user could write makes fail (tests/unit/builder/failing-late.test.ts proves a build failing there leaves the
 * previous output as it was). Unset, each point costs one environment lookup.
 */
export type FailPoint =
  /** The search index's files are written into the temporary output; its cache is not saved yet. */
  | 'search-index'
  /** The old output is moved aside: renaming the new one into place fails, so the old one must go back. */
  | 'swap-rename'
  /** An in-place update has moved half its files in: the next move fails, so every file must go back. */
  | 'update-move';

/** Throws when the test hook names `point`, as a disk error or a bug there would. */
export function failPoint(point: FailPoint): void {
  if (process.env.DOCSGEN_FAIL === point) throw new Error(`DOCSGEN_FAIL=${point}: the test hook made this step fail`);
}
