// The model of a `docsgen dev` rebuild made from the previous one: the pages whose content file or Markdown changed
// are made again and every other page, sidebar and search record is kept (the same objects, so the dev server sees at
// once which routes changed). Only when nothing another page shows of a changed page changed: its route, title,
// label, place, front matter, heading ids and files to publish. Anything else (a page added, removed or renamed, a
// new title, the config, the spec, the static files) builds the whole model, as the first build did.
import type { AssetFile } from '../sources/asset-files.js';
import { modelSources, siteModelParts, type ModelInput } from '../model/build-site-model.js';
import { joinParts, type ModelSources, type ModelParts } from '../model/model-parts.js';
import { shownElsewhereKey, remadePageParts, remakeEntry, type RemadePage } from './shown-elsewhere.js';
import { ModelCache } from '../model/model-cache.js';

/** What a `docsgen dev` session keeps of its last model for the next rebuild to update (its build context holds it). */
export interface LastModel {
  parts?: ModelParts;
}

/**
 * The model's parts: with `last` (a `docsgen dev` session), the last build's with the changed pages made again, or
 * the whole model's when anything else changed, kept in `last` for the next build; without, the whole model's.
 */
export function updatedModelParts(input: ModelInput, last?: LastModel): ModelParts {
  const sources = modelSources(input);
  const memo = input.memo ?? new ModelCache();
  const parts = (last?.parts && updateModelParts(last.parts, sources, memo)) ?? siteModelParts(input, sources);
  if (last) last.parts = parts;
  return parts;
}

/** The parts with the changed pages made again, or undefined when the whole model must be built. */
export function updateModelParts(parts: ModelParts, sources: ModelSources, memo: ModelCache): ModelParts | undefined {
  const before = parts.sources;
  if (!sameSite(before, sources)) return undefined;
  const { files, markdown } = sources;
  if (files.length !== before.files.length) return undefined;
  const changed: number[] = [];
  for (let i = 0; i < files.length; i++) {
    if (files[i] === before.files[i] && markdown[i] === before.markdown[i]) continue;
    if (files[i]!.file !== before.files[i]!.file || files[i]!.route !== before.files[i]!.route) return undefined;
    // A post shows in its blog's lists, tag and author pages and feeds: they are made from every post.
    if (files[i]!.blog || before.files[i]!.blog) return undefined;
    changed.push(i);
  }
  const { config } = sources;
  // Each changed page made again, or the whole model when one shows others something new.
  const remade: Array<{ i: number; at: number } & RemadePage> = [];
  for (const i of changed) {
    const at = parts.docIndex[i]!;
    if (at < 0) return undefined; // the 404 page's content: its page is made with the whole model
    const page = remakeEntry(files[i]!, markdown[i]!, { config, targets: parts.targets });
    if (page.place === undefined || page.place !== shownElsewhereKey(parts.entries[i]!, parts.copies[i]!)) return undefined;
    remade.push({ i, at, ...page });
  }
  const entries = [...parts.entries];
  const refWarnings = [...parts.refWarnings];
  const copies = [...parts.copies];
  const pageParts = [...parts.pageParts];
  const pages = { ...parts.pages };
  const site = { context: parts.context, linkTargets: parts.linkTargets, memo, config, targets: parts.targets };
  for (const page of remade) {
    const { i, at, entry, resolved } = page;
    entries[i] = entry;
    refWarnings[i] = resolved.warnings;
    copies[i] = resolved.copies;
    pageParts[at] = remadePageParts(page, site);
    pages[entry.route] = pageParts[at]!.page;
  }
  const patched: Omit<ModelParts, 'joined'> = { ...parts, sources, entries, refWarnings, copies, pageParts, pages };
  return { ...patched, joined: joinParts(patched, { parts, changed: remade.map(({ at }) => at) }) };
}

/** Whether everything but the content files is what the parts was built from. */
function sameSite(a: ModelSources, b: ModelSources): boolean {
  return (
    a.config === b.config &&
    a.api === b.api &&
    a.specDownloads === b.specDownloads &&
    a.folders === b.folders &&
    sameItems(a.staticFiles, b.staticFiles) &&
    sameAssets(a.assetFiles, b.assetFiles) &&
    sameTimes(a.commitTimes, b.commitTimes)
  );
}

function sameItems(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

/** The same paths, each the same file (a file read again since, or a missing one, compares by what it is). */
function sameAssets(a: ReadonlyMap<string, AssetFile>, b: ReadonlyMap<string, AssetFile>): boolean {
  if (a.size !== b.size) return false;
  for (const [path, file] of a) {
    const other = b.get(path);
    if (other !== file && JSON.stringify(other) !== JSON.stringify(file)) return false;
  }
  return true;
}

function sameTimes(a: ReadonlyMap<string, number> | undefined, b: ReadonlyMap<string, number> | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.size !== b.size) return false;
  for (const [file, time] of a) if (b.get(file) !== time) return false;
  return true;
}
