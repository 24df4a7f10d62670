import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { BuildWarning } from '../errors/docsgen-error.js';
import type { ResolvedConfig } from '../config/schema.js';
import { pathStamp, recordedStamp } from '../fs/file-stamp.js';
import { writeFileAtomic } from '../fs/write-atomic.js';

/**
 * What a build read, as file stamps (inode, size, modification time, as make and ninja judge files): every file and
 * folder under the content and static folders (a folder's stamp changes when a file is added, removed or renamed in
 * it), and the files outside them the build read (the config, the OpenAPI spec and the files it refers to, pasted
 * files, images a page shows). A later build whose key and stamps are all the same would publish the same output, so
 * `docsgen build` says it is up to date instead of reading 40,000 files again. Stamps are taken before the build reads
 * the trees: a file edited while the build runs has a new stamp, and the next build builds.
 */
export interface InputStamps {
  /** Everything else the output depends on: docsgen itself, the resolved config, the output folder, git's HEAD. */
  key: string;
  /** Absolute path → stamp ('-' for a path the build looked for and did not find). */
  stamps: Record<string, string>;
}

/** What the record of a finished build keeps beside its stamps, to report it again without building. */
export interface BuiltSummary {
  pages: number;
  bytes: number;
  searchIndexUrl: string;
  warnings: BuildWarning[];
  /** The identity of the output's build manifest (incremental/last-output.ts): an output replaced since is built again. */
  marker: string;
  /** The id of the model this build saved (saved-model.ts), which a build of edited pages starts from. */
  savedModel?: string;
  /** The digest of the search index's pages (WrittenSearchIndex.pagesDigest), which such a build starts from too. */
  searchPages?: string;
}

interface SavedInputs extends InputStamps, BuiltSummary {
  format: typeof FORMAT;
}

const FORMAT = 3;

/** The key of what the output depends on besides files (see InputStamps). */
export function inputsKey({ config, fingerprint, outDir }: { config: ResolvedConfig; fingerprint: string; outDir: string }): string {
  const hash = createHash('sha1').update(fingerprint).update('\0').update(outDir).update('\0');
  // Functions in a config are kept as their source: a changed one is a changed config.
  hash.update(JSON.stringify(config, (_key, value: unknown) => (typeof value === 'function' ? String(value) : value)));
  // Page dates come from git's log (lastUpdated): a new commit changes them without changing a file.
  if (config.lastUpdated) hash.update('\0').update(gitHead(config.contentDir));
  return hash.digest('base64url');
}

/**
 * The stamps of every file and folder under the site's content and static folders, taken before the build reads them.
 * The output folder, its temporary siblings, the caches, `.git` and `node_modules` are not inputs.
 */
export function stampTrees(
  config: ResolvedConfig,
  { outDir, cacheDir, checked }: { outDir: string; cacheDir?: string; checked?: CheckedStamps },
): Record<string, string> {
  const stamps: Record<string, string> = {};
  const skip = notAnInput(config, { outDir, cacheDir });
  const seen = new Set<string>();
  // A folder whose stamp the check found unchanged holds the same names as when recorded: its entries are those the
  // record names, with the stamps the check took (before this build reads anything), and nothing is read again.
  const recorded = checked && childrenOf(checked.recorded);
  const walk = (folder: string): void => {
    if (checked && recorded && checked.now[folder] === checked.recorded[folder] && checked.now[folder]?.endsWith('/')) {
      stamps[folder] = checked.now[folder]!;
      for (const child of recorded.get(folder) ?? []) {
        if (checked.recorded[child]?.endsWith('/')) walk(child);
        else stamps[child] = checked.now[child] ?? '-';
      }
      return;
    }
    const stat = statSync(folder, { bigint: true, throwIfNoEntry: false });
    stamps[folder] = recordedStamp(stat);
    if (!stat?.isDirectory() || seen.has(`${stat.dev}:${stat.ino}`)) return;
    seen.add(`${stat.dev}:${stat.ino}`);
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (skip(full, entry.name)) continue;
      // A link is followed, as the build follows it: its target's stamp is the input.
      if (entry.isDirectory() || entry.isSymbolicLink()) walk(full);
      else stamps[full] = recordedStamp(statSync(full, { bigint: true }));
    }
  };
  walk(config.contentDir);
  // Every version's folder (config `versions`): an edit of a frozen version's page is an input too.
  for (const version of config.versions ?? []) if (!seenFolder(stamps, version.contentDir)) walk(version.contentDir);
  if (config.staticDir) walk(config.staticDir);
  // The pages folder (Docusaurus's src/pages/), its React pages' CSS modules included.
  if (config.pages) walk(config.pages.dir);
  // The blog's folder, its authors and tags files with it (a Material blog's is in the content folder: walked once).
  if (config.blog && !seenFolder(stamps, config.blog.dir)) walk(config.blog.dir);
  return stamps;
}

/** Whether a folder was walked already (a version whose folder is the content folder). */
function seenFolder(stamps: Record<string, string>, folder: string): boolean {
  return stamps[folder] !== undefined;
}

/** Whether an entry of the content or static folder is left out of the inputs (the output, the caches, .git…). */
export function notAnInput(
  config: ResolvedConfig,
  { outDir, cacheDir }: { outDir: string; cacheDir?: string },
): (full: string, name: string) => boolean {
  return (full, name) =>
    name === 'node_modules' ||
    name === '.git' ||
    full === outDir ||
    full === cacheDir ||
    full === path.join(config.root, '.docsgen') ||
    (path.dirname(full) === path.dirname(outDir) && name.startsWith(`${path.basename(outDir)}.`));
}

/** The last build's stamps and the same paths' stamps as the check found them, before this build read anything. */
export interface CheckedStamps {
  recorded: Record<string, string>;
  now: Record<string, string>;
}

/** Each recorded path's children among the recorded paths. */
function childrenOf(stamps: Record<string, string>): Map<string, string[]> {
  const children = new Map<string, string[]>();
  for (const one of Object.keys(stamps)) {
    const parent = path.dirname(one);
    const list = children.get(parent);
    if (list) list.push(one);
    else children.set(parent, [one]);
  }
  return children;
}

/** The stamps of single files (absolute paths), '-' for those that do not exist. */
export function stampFiles(files: Iterable<string>): Record<string, string> {
  const stamps: Record<string, string> = {};
  for (const file of files) stamps[file] = pathStamp(file);
  return stamps;
}

/** Saves the record of a build that succeeded; a failure only costs the next build its shortcut. */
export function saveInputs(file: string, inputs: InputStamps, summary: BuiltSummary): void {
  const saved: SavedInputs = { format: FORMAT, ...inputs, ...summary };
  try {
    writeFileAtomic(file, JSON.stringify(saved));
  } catch {
    // Without the record the next build builds: slower, still correct.
  }
}

/**
 * What the last build's record says now: up to date (with what it reported), or how many stamps changed (with the
 * stamps compared, which the build takes instead of stamping those paths again: see stampTrees).
 */
export type InputsCheck =
  | { upToDate: true; files: number; summary: BuiltSummary }
  | { upToDate: false; changed: number | 'all'; stamps?: CheckedStamps; summary?: BuiltSummary };

/**
 * Compares the last build's record with the files as they are: up to date only if its key is `key`, the output is
 * the one it published (`marker`), and no stamp changed. A missing or unreadable record changes 'all'.
 */
export function checkInputs(file: string, { key, marker }: { key: string; marker: string | undefined }): InputsCheck {
  let saved: SavedInputs;
  try {
    saved = JSON.parse(readFileSync(file, 'utf8')) as SavedInputs;
  } catch {
    return { upToDate: false, changed: 'all' };
  }
  if (saved?.format !== FORMAT || saved.key !== key || !saved.stamps || typeof saved.stamps !== 'object') {
    return { upToDate: false, changed: 'all' };
  }
  const paths = Object.keys(saved.stamps);
  const now = stampFiles(paths);
  const changed = paths.filter((one) => now[one] !== saved.stamps[one]).length;
  const { pages, bytes, searchIndexUrl, warnings, savedModel, searchPages } = saved;
  const summary = {
    pages,
    bytes,
    searchIndexUrl,
    warnings,
    marker: saved.marker,
    ...(typeof savedModel === 'string' ? { savedModel } : {}),
    ...(typeof searchPages === 'string' ? { searchPages } : {}),
  };
  if (changed > 0 || marker === undefined || saved.marker !== marker) {
    return { upToDate: false, changed, stamps: { recorded: saved.stamps, now }, summary };
  }
  return { upToDate: true, files: paths.length, summary };
}

/** The commit git's HEAD names in `folder`'s repository, or '' outside one (or without git). */
function gitHead(folder: string): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: folder, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}
