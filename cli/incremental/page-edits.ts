// The first half of a build of edited pages (build-page-edits.ts): which pages the check found edited, and their new
// model, remade against the last build's saved model. Reads the edited files and nothing else of the site; writes
// nothing. Anything an edit may change beyond its own page — a title, front matter, a heading id, a new warning, a
// file pasted into other pages, a file added or removed — gives the reason the whole site is built instead.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { isInsideFolder } from '../fs/inside-folder.js';
import type { SearchRecord } from '../../shared/model/search.js';
import type { DocPage } from '../../shared/model/site.js';
import type { ResolvedConfig } from '../config/schema.js';
import { MarkdownCache, markdownCacheKey } from '../markdown/markdown-cache.js';
import type { MarkdownThread } from '../markdown/markdown-thread.js';
import { fromRoot, referencedPaths } from '../model/file-refs.js';
import { ModelCache } from '../model/model-cache.js';
import { remadePageParts, remakeEntry } from './shown-elsewhere.js';
import { shownElsewhereHash, policyJson, restoreSavedModel, type SavedModel } from './saved-model.js';
import { markdownPath } from '../../shared/url.js';
import { type ContentFile, contentRulesOf, pageNaming, readContentFile } from '../sources/content-files.js';
import { includedFileReader } from '../sources/included-file.js';
import { siteBoundary } from '../fs/site-folder.js';
import type { BuildContext } from './build-context.js';
import { type BuiltSummary, type CheckedStamps, notAnInput } from './build-record.js';
import { cspWarning } from '../model/csp-warnings.js';
import { markdownOptionsOf } from '../markdown/markdown-options.js';

/** More edited pages than this and the whole site is built: it uses every core, this road one thread. */
export const MOST_EDITED_PAGES = 48;

/** A page remade. */
export interface EditedPage {
  file: ContentFile;
  page: DocPage;
  records: SearchRecord[];
  /** Its page's position among the search index's pages (it has records: the saved model's page had too). */
  searchAt: number;
}

export type PageEditsPlan =
  | {
      pages: EditedPage[];
      /** The stamps that changed since the last build's record (the edited files', their folders'), by path. */
      changes: Record<string, string>;
      saved: SavedModel;
    }
  | { why: string };

export interface PlanInput {
  config: ResolvedConfig;
  context: BuildContext;
  outDir: string;
  checked: CheckedStamps;
  /** The last build's record: its warnings, and the id of the model it saved. */
  summary: BuiltSummary;
  /** The saved model that record names, when it was found. */
  saved: SavedModel | undefined;
  /** Renders the edited pages' Markdown: a thread started as the check found changes. */
  markdown: Pick<MarkdownThread, 'render'>;
}

/** Why a file read apart from the content folder's pages makes the site built whole; undefined for any other file. */
function readApart(config: ResolvedConfig, abs: string): string | undefined {
  // The pages folder's pages are read apart from the content folder's (sources/standalone-pages.ts).
  if (config.pages && isInsideFolder(config.pages.dir, abs)) return 'is in the pages folder';
  // The blog's lists, tag and author pages and feeds show every post, and the authors and tags files name them all.
  if (config.blog && isInsideFolder(config.blog.dir, abs)) return "is in the blog's folder: its lists and feeds show every post";
  return undefined;
}

/** The edited pages remade, or why the site must be built whole. */
export async function planPageEdits({ config, context, outDir, checked, summary, saved, markdown }: PlanInput): Promise<PageEditsPlan> {
  if (!saved) return { why: 'the last build left no saved model to remake pages from' };
  const { recorded, now } = checked;
  const rel = (abs: string): string => path.relative(config.root, abs).split(path.sep).join('/') || '.';
  const indexOf = new Map(saved.files.map((file, i) => [file, i]));
  const included = new Set(saved.included);
  const skip = notAnInput(config, { outDir, cacheDir: context.cacheDir });
  const edited: number[] = [];
  const changes: Record<string, string> = {};
  for (const abs of Object.keys(recorded)) {
    const was = recorded[abs]!;
    const is = now[abs]!;
    if (is === was) continue;
    changes[abs] = is;
    if (was.endsWith('/')) {
      // An editor that saves through a new file and a rename changes its folder's stamp, not its names.
      if (!is.endsWith('/') || !sameNames(abs, recorded, skip)) return { why: `${rel(abs)}/: files were added, removed or renamed` };
      continue;
    }
    const apart = readApart(config, abs);
    if (apart) return { why: `${rel(abs)} ${apart}` };
    const at = indexOf.get(rel(abs));
    if (at === undefined || is === '-' || is.endsWith('/')) return { why: `${rel(abs)} changed, and it is not a page's text` };
    if (saved.places[at] === null) return { why: `${rel(abs)} is the 404 page's text, shown by every missing route` };
    if (included.has(abs)) return { why: `${rel(abs)} is pasted into other pages` };
    edited.push(at);
  }
  if (edited.length === 0) return { why: 'no page was edited' };
  if (edited.length > MOST_EDITED_PAGES) return { why: `${edited.length} pages were edited` };
  const files: ContentFile[] = [];
  const read = includedFileReader(config.root, siteBoundary(config.root, config.contentDir));
  for (const at of edited) {
    const file = readContentFile(
      config.root,
      config.contentDir,
      path.resolve(config.root, saved.files[at]!),
      saved.folderIndexes.includes(at),
      {
        read,
        maxPageBytes: config.maxPageBytes,
        base: config.contentRoute,
        naming: pageNaming(config),
        routeStyle: config.routeStyle,
        snippets: contentRulesOf(config).snippets,
      },
    );
    if (file.route !== saved.routes[at]) return { why: `${file.file}: its route changed` };
    // A file the record does not stamp would go unnoticed by the next build's check.
    const unstamped = (file.includes ?? []).find((one) => !(one in recorded));
    if (unstamped) return { why: `${file.file} now pastes ${rel(unstamped)}` };
    files.push(file);
  }
  const results = await markdown.render(files);
  // An MDX page renders with its components, which only the whole build bundles (cli/mdx/render-mdx-pages.ts).
  const mdx = files.find((_, n) => results[n]!.mdxModule !== undefined);
  if (mdx) return { why: `${mdx.file} is an MDX page` };
  // Kept for the next whole build, appended to the file (which this build does not read: see MarkdownCache).
  const cache = new MarkdownCache(context.cachePath('markdown.jsonl'), {
    fingerprint: context.fingerprint,
    salt: JSON.stringify(markdownOptionsOf(config)),
    partial: true,
  });
  for (const [n, file] of files.entries()) cache.set(markdownCacheKey(file, config.blog?.truncateMarkers), results[n]!);
  cache.flush();
  const restored = restoreSavedModel(saved, {
    config,
    readAsset: (one) => context.assetFiles.read(config.root, [one], siteBoundary(config.root, config.contentDir)).get(one)!,
  });
  const assetPaths = new Set(saved.assetPaths);
  const site = { config, ...restored, memo: new ModelCache() };
  const contentDir = fromRoot(config.root, config.contentDir);
  const pages: EditedPage[] = [];
  for (const [n, file] of files.entries()) {
    const at = edited[n]!;
    const markdown = results[n]!;
    const remade = remakeEntry(file, markdown, site);
    if (shownElsewhereHash(remade.place) !== saved.places[at]) {
      return { why: `${file.file}: its title, front matter, heading ids or published files changed` };
    }
    const named = referencedPaths([{ file: file.file, refs: markdown.refs }], { contentDir, staticFiles: restored.targets.staticFiles });
    if (named.some((one) => !assetPaths.has(one))) return { why: `${file.file} names a file no page named before` };
    const pieces = remadePageParts(remade, site);
    // The page's warnings in the order a whole build lists them (model/model-parts.ts joinParts, then the policy's): when
    // they are the ones the last build named this file in, the site's list of warnings is the same.
    const csp = cspWarning(pieces.page);
    const warnings = [...pieces.markdownWarnings, ...remade.resolved.warnings, ...pieces.linkWarnings, ...(csp ? [csp] : [])];
    const before = summary.warnings.filter((warning) => warning.file === file.file);
    if (JSON.stringify(warnings) !== JSON.stringify(before)) return { why: `${file.file}: its warnings changed` };
    // The _headers file's policy is made from every page's: a new inline script's hash changes it.
    if (policyJson(pieces.page.policy) !== saved.policies[at]) return { why: `${file.file} needs another Content-Security-Policy` };
    const searchAt = saved.searchAt[at]!;
    if (searchAt < 0 || pieces.records.length === 0) return { why: `${file.file}: its search records came or went` };
    // Its `.md` is the one the whole build gives it: no other page claimed that path first (llms-files.ts).
    if (pieces.page.markdown !== undefined && markdownOwner(saved, markdownPath(pieces.page.route).slice(1)) !== pieces.page.route) {
      return { why: `${file.file}: another page's Markdown has its path` };
    }
    pages.push({ file, page: pieces.page, records: pieces.records, searchAt });
  }
  return { pages, changes, saved };
}

/** Which route's page writes the `.md` path, as the whole build decides it (the first to claim it); none for two. */
function markdownOwner(saved: SavedModel, file: string): string | undefined {
  const owners = [...saved.routes, ...saved.apiRoutes].filter((route) => markdownPath(route).slice(1) === file);
  return owners.length === 1 ? owners[0] : undefined;
}

/** Whether a folder holds the entries the record names in it, no more, no fewer. */
function sameNames(folder: string, recorded: Readonly<Record<string, string>>, skip: (full: string, name: string) => boolean): boolean {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => !skip(path.join(folder, name), name));
  } catch {
    return false;
  }
  let count = 0;
  for (const one of Object.keys(recorded)) if (path.dirname(one) === folder) count += 1;
  return count === names.length && names.every((name) => path.join(folder, name) in recorded);
}
