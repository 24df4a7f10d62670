import { existsSync, lstatSync, mkdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { failPoint, faultPoint } from '../fs/test-hooks.js';
import { writeFileAtomic } from '../fs/write-atomic.js';

/**
 * An in-place update of an output folder that can always be undone: the files a build changed are moved in from its
 * staging folder one by one, each file they replace (and each file removed) moved first into an undo folder, after a
 * journal naming them all is written. A build that fails on the way puts everything back itself; one killed on the
 * way leaves the journal, and the next build puts everything back from it (rollBack), so the output is again exactly
 * the one the last finished build published. Renames within one file system: nothing is copied. The undo needs only
 * the undo folder (the staging folder may be gone by then).
 */
export interface OutputUpdate {
  /** The output folder. */
  out: string;
  /** Where the changed files were written, at the paths they take in `out` (moved from there, not copied). */
  staging: string;
  /** The folder for the journal and the replaced files; made here, it must not exist. */
  undo: string;
  /** Files (relative paths, with "/") moved from `staging` into `out`, in this order. */
  put: readonly string[];
  /** Files of `out` removed, after the puts. */
  remove: readonly string[];
}

/** The journal, at `<undo>/journal.json`, written before the first move. */
interface Journal {
  format: typeof JOURNAL_FORMAT;
  out: string;
  /** Each file moved in, and whether it replaces one of the output's. */
  put: [rel: string, replaces: boolean][];
  remove: string[];
  /** Folders of `out` the puts create, parents first: removed again when the update is undone. */
  made: string[];
}

const JOURNAL_FORMAT = 1;
const JOURNAL = 'journal.json';
/** Written once every move is done: from then on the update is the output, and nothing is undone. */
const DONE = 'done';
/** Under the undo folder, the replaced and removed files at their paths in the output. */
const REPLACED = 'files';

/** Moves the update's files into place; on a failure on the way, puts everything back and throws. */
export function applyUpdate(update: OutputUpdate): void {
  const { out, staging, undo } = update;
  const journal: Journal = {
    format: JOURNAL_FORMAT,
    out,
    put: update.put.map((rel) => [rel, lstatSync(path.join(out, rel), { throwIfNoEntry: false }) !== undefined]),
    remove: [...update.remove],
    made: foldersToMake(out, update.put),
  };
  mkdirSync(undo);
  writeFileAtomic(path.join(undo, JOURNAL), JSON.stringify(journal));
  try {
    for (const folder of journal.made) mkdirSync(path.join(out, folder));
    const half = journal.put.length >> 1;
    for (const [i, [rel]] of journal.put.entries()) {
      if (i === half) {
        faultPoint('mid-update');
        failPoint('update-move');
      }
      setAside(out, undo, rel);
      renameSync(path.join(staging, rel), path.join(out, rel));
    }
    for (const rel of journal.remove) {
      setAside(out, undo, rel);
      removeEmptyFolders(out, path.dirname(rel));
    }
    writeFileSync(path.join(undo, DONE), '');
  } catch (error) {
    undoJournal(journal, undo);
    rmSync(undo, { recursive: true, force: true }); // undone: nothing left for the next build to undo
    throw error;
  }
}

/**
 * Puts back the output as it was before the update whose undo folder this is, unless that update was done; true when
 * something was undone. Each step checks where the file is, so a rollback killed on the way can run again.
 */
export function rollBack(undo: string): boolean {
  if (existsSync(path.join(undo, DONE))) return false;
  let journal: Journal;
  try {
    journal = JSON.parse(readFileSync(path.join(undo, JOURNAL), 'utf8')) as Journal;
  } catch {
    return false; // killed before its journal was complete: nothing was moved yet
  }
  if (journal.format !== JOURNAL_FORMAT) return false;
  undoJournal(journal, undo);
  return true;
}

/**
 * Each step looks where the file is, so an undo killed on the way can run again: the output's file at a put's path
 * is the new one (deleted) unless it replaced one not yet set aside, or one already put back.
 */
function undoJournal({ out, put, remove, made }: Journal, undo: string): void {
  const saved = (rel: string): string => path.join(undo, REPLACED, rel);
  const back = (rel: string): void => {
    if (!existsSync(saved(rel))) return;
    mkdirSync(path.dirname(path.join(out, rel)), { recursive: true });
    renameSync(saved(rel), path.join(out, rel));
  };
  for (const rel of [...remove].reverse()) back(rel);
  for (const [rel, replaces] of [...put].reverse()) {
    if (!replaces || existsSync(saved(rel))) rmSync(path.join(out, rel), { force: true });
    back(rel);
  }
  for (const folder of [...made].reverse()) removeIfEmpty(path.join(out, folder));
}

/** Moves the output's file `rel`, if there is one, into the undo folder. */
function setAside(out: string, undo: string, rel: string): void {
  const file = path.join(out, rel);
  if (!existsSync(file)) return;
  const saved = path.join(undo, REPLACED, rel);
  mkdirSync(path.dirname(saved), { recursive: true });
  renameSync(file, saved);
}

/** The folders of `out` that holding `files` needs and it lacks, parents before children. */
function foldersToMake(out: string, files: readonly string[]): string[] {
  const missing = new Set<string>();
  const seen = new Set<string>();
  for (const rel of files) {
    const chain: string[] = [];
    for (let folder = path.posix.dirname(rel); folder !== '.' && !seen.has(folder); folder = path.posix.dirname(folder)) {
      seen.add(folder);
      chain.push(folder);
    }
    for (const folder of chain.reverse())
      if (missing.has(path.posix.dirname(folder)) || !existsSync(path.join(out, folder))) missing.add(folder);
  }
  return [...missing];
}

/** Removes `folder` of `out` and its parents while they are empty (a removed page's own folder). */
function removeEmptyFolders(out: string, folder: string): void {
  for (let rel = folder; rel !== '.' && rel !== ''; rel = path.posix.dirname(rel)) {
    if (!removeIfEmpty(path.join(out, rel))) return;
  }
}

function removeIfEmpty(folder: string): boolean {
  try {
    rmdirSync(folder);
    return true;
  } catch {
    return false; // not empty, or already gone
  }
}
