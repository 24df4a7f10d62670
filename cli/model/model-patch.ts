// The model of a `docsgen dev` rebuild made from the previous one: the pages whose content file or Markdown changed
// are made again and every other page, sidebar and search record is kept (the same objects, so the dev server sees at
// once which routes changed). Only when nothing another page shows of a changed page changed: its route, title,
// label, place, front matter, heading ids and files to publish. Anything else (a page added, removed or renamed, a
// new title, the config, the spec, the static files) builds the whole model, as the first build did.
import type { AssetFile } from '../sources/asset-files.js';
import { joinPieces, type FrameSources, type ModelFrame } from './model-frame.js';
import { placeKey, remadePieces, remakeEntry, type RemadePage } from './page-place.js';
import type { ModelMemo } from './model-memo.js';

/** The frame with the changed pages made again, or undefined when the whole model must be built. */
export function patchFrame(frame: ModelFrame, sources: FrameSources, memo: ModelMemo): ModelFrame | undefined {
  const before = frame.sources;
  if (!sameSite(before, sources)) return undefined;
  const { files, markdown } = sources;
  if (files.length !== before.files.length) return undefined;
  const changed: number[] = [];
  for (let i = 0; i < files.length; i++) {
    if (files[i] === before.files[i] && markdown[i] === before.markdown[i]) continue;
    if (files[i]!.file !== before.files[i]!.file || files[i]!.route !== before.files[i]!.route) return undefined;
    changed.push(i);
  }
  const { config } = sources;
  // Each changed page made again, or the whole model when one shows others something new.
  const remade: Array<{ i: number; at: number } & RemadePage> = [];
  for (const i of changed) {
    const at = frame.docIndex[i]!;
    if (at < 0) return undefined; // the 404 page's content: its page is made with the whole model
    const page = remakeEntry(files[i]!, markdown[i]!, { config, targets: frame.targets });
    if (page.place === undefined || page.place !== placeKey(frame.entries[i]!, frame.copies[i]!)) return undefined;
    remade.push({ i, at, ...page });
  }
  const entries = [...frame.entries];
  const refWarnings = [...frame.refWarnings];
  const copies = [...frame.copies];
  const pieces = [...frame.pieces];
  const pages = { ...frame.pages };
  const site = { context: frame.context, linkTargets: frame.linkTargets, memo, config, targets: frame.targets };
  for (const page of remade) {
    const { i, at, entry, resolved } = page;
    entries[i] = entry;
    refWarnings[i] = resolved.warnings;
    copies[i] = resolved.copies;
    pieces[at] = remadePieces(page, site);
    pages[entry.route] = pieces[at]!.page;
  }
  const patched = { ...frame, sources, entries, refWarnings, copies, pieces, pages };
  return { ...patched, joined: joinPieces(patched, { frame, changed: remade.map(({ at }) => at) }) };
}

/** Whether everything but the content files is what the frame was built from. */
function sameSite(a: FrameSources, b: FrameSources): boolean {
  return (
    a.config === b.config &&
    a.api === b.api &&
    a.specDownloads === b.specDownloads &&
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
