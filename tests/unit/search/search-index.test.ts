// The search index as a stage after the SiteModel: built from model.search alone, each page's share cached by its
// fragment (a hash of its records), unchanged files linked from the previous output.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { indexPages } from '../../../cli/search/page-fragment.js';
import { PageTermsCache } from '../../../cli/search/page-terms-cache.js';
import { searchIndexFiles } from '../../../cli/search/search-index.js';
import { buildIndexFiles, type IndexFiles as BuiltIndex } from '../../../cli/search/build-and-write.js';
import { IndexFiles } from '../../../client/search/index-files.js';
import { RecordSet } from '../../../client/search/record-set.js';
import type { SearchRecord } from '../../../shared/model/search.js';
import {
  PAGE_BLOCK,
  SEARCH_ENTRY,
  SEARCH_FILES_DIR,
  type PackRef,
  type SearchEntryFile,
  type SearchPackFile,
  type SearchShardFile,
} from '../../../shared/search-index/format.js';
import { serveBuild } from '../support/search-index-fetch.js';
import { tempSite } from '../support/temp-site.js';

const REPO = path.resolve(import.meta.dirname, '../../..');

/** Records of a small site: `pages` pages of a title, a heading and two paragraphs each. */
function siteRecords(pages: number, edit?: { page: number; text: string }): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (let p = 0; p < pages; p++) {
    const route = `/pagina-${p}`;
    const top = { lvl0: 'Guia', lvl1: `Página ${p}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    const section = { ...top, lvl2: `Seção ${p}` };
    const texts = [`Texto da página ${p} sobre saldo.`, edit?.page === p ? edit.text : `Outro parágrafo ${p} com webhook.`];
    const rows: Array<Pick<SearchRecord, 'url' | 'type' | 'hierarchy' | 'content'>> = [
      { url: route, type: 'lvl1', hierarchy: top, content: null },
      { url: `${route}#secao`, type: 'lvl2', hierarchy: section, content: null },
      ...texts.map((content) => ({ url: `${route}#secao`, type: 'content' as const, hierarchy: section, content })),
    ];
    for (const [position, row] of rows.entries())
      records.push({ ...row, objectID: `${route}#${position}`, language: 'pt', tags: [], position });
  }
  return records;
}

/** Every file of a built index: the entry and the files under assets/search/, by name. */
/** The index's files in an output, without the .br/.gz copies the compress stage writes beside them. */
function indexFiles(out: string): Record<string, string> {
  const files: Record<string, string> = { entry: readFileSync(path.join(out, SEARCH_ENTRY), 'utf8') };
  for (const name of readdirSync(path.join(out, SEARCH_FILES_DIR)).filter((file) => !/\.(br|gz)$/.test(file)))
    files[name] = readFileSync(path.join(out, SEARCH_FILES_DIR, name), 'utf8');
  return files;
}

describe('the search index stage', () => {
  it('is built from model.search alone: the build writes exactly the files the records make, and gives every record back', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-search-stage-'));
    const { model, outDir } = await buildSite({ root: REPO, out: path.join(dir, 'site'), log: () => {}, cache: false });
    const fromRecords = searchIndexFiles(indexPages(model.search), 'pt');
    const built = indexFiles(outDir);
    expect(built.entry).toBe(fromRecords.entryJson);
    expect(Object.keys(built).length - 1).toBe(fromRecords.files.size);
    for (const [name, json] of fromRecords.files) expect(built[name], name).toBe(json);
    const files = new IndexFiles(`/${SEARCH_ENTRY}`, serveBuild(outDir));
    const entry = await files.entry();
    expect(entry.records).toBe(model.search.length);
    const set = new RecordSet(entry);
    for (let page = 0; page < entry.pageCount; page++) set.add(page, await files.fragment(page));
    for (const [id, record] of model.search.entries()) expect(set.record(id)).toEqual(record);
  }, 120_000);

  it('cuts into terms only the pages whose records changed, and gives the same files as without the cache', () => {
    const cache = new PageTermsCache();
    const first = searchIndexFiles(indexPages(siteRecords(30)), 'pt', cache);
    expect(first.indexed).toBe(30);
    const editedRecords = siteRecords(30, { page: 7, text: 'Parágrafo novo sobre cashback.' });
    const second = searchIndexFiles(indexPages(editedRecords), 'pt', cache);
    expect(second.indexed).toBe(1);
    const fresh = searchIndexFiles(indexPages(editedRecords), 'pt');
    expect(second.entryJson).toBe(fresh.entryJson);
    expect([...second.files]).toEqual([...fresh.files]);
    // The cache follows the site: the edited page's old piece is gone.
    expect(cache.size).toBe(30);
  });

  it('keeps the pieces in .docsgen/cache between builds: a rebuild after a one-page edit indexes that page only', async () => {
    const site = tempSite({
      'content/index.md': '# Início\n\nBem-vindo ao saldo.\n',
      'content/a.md': '# Página A\n\n## Saldo\n\nTexto sobre o saldo.\n',
      'content/b.md': '# Página B\n\n## Webhook\n\nTexto sobre webhooks.\n',
    });
    const lines: string[] = [];
    await buildSite({ root: site, log: (line) => lines.push(line) });
    expect(lines.find((line) => line.trimStart().startsWith('search'))).toMatch(/\(\d+ indexed, 0 from cache\)/);
    writeFileSync(path.join(site, 'content/b.md'), '# Página B\n\n## Webhook\n\nTexto novo sobre webhooks e cashback.\n');
    lines.length = 0;
    await buildSite({ root: site, log: (line) => lines.push(line) });
    const search = lines.find((line) => line.trimStart().startsWith('search'))!;
    const [, indexed, cached] = /\((\d+) indexed, (\d+) from cache\)/.exec(search)!;
    expect(Number(indexed)).toBe(1);
    expect(Number(cached)).toBeGreaterThanOrEqual(2);
  }, 60_000);

  it("keeps the previous build's files that did not change, and gives the others", () => {
    // Two blocks of pages: an edit in the first renames its block's fragments only.
    const pages = PAGE_BLOCK + 6;
    const first = indexOf(siteRecords(pages));
    const second = indexOf(siteRecords(pages, { page: 2, text: 'Conto novo.' }), first);
    const fragments = (files: BuiltIndex['files'], kept: boolean) =>
      files
        .filter((file) => 'kept' in file === kept)
        .map((file) => path.posix.basename(file.path))
        .filter((name) => name.startsWith('p-'))
        .sort();
    const before = fragments(first.files, false);
    const written = fragments(second.files, false);
    const kept = fragments(second.files, true);
    // The edited block's fragments are new files; the other block's stay in the previous output, named as kept.
    expect(written).toHaveLength(PAGE_BLOCK);
    expect(written.filter((name) => before.includes(name))).toEqual([]);
    expect(kept).toHaveLength(pages - PAGE_BLOCK);
    expect(kept.every((name) => before.includes(name))).toBe(true);
    const sizes = sizesOf(first);
    for (const file of second.files) if ('kept' in file) expect(sizes.get(file.path)).toBe(file.kept);
  });
});

/** The index's files of these records, given the files of the last build's index (`previous`), which it keeps. */
function indexOf(records: SearchRecord[], previous?: BuiltIndex): BuiltIndex {
  return buildIndexFiles(new PageTermsCache(), {
    pages: indexPages(records),
    locale: 'pt',
    ...(previous ? { previous: sizesOf(previous) } : {}),
  });
}

/** The sizes of an index's files, as the last output's list of files has them. */
function sizesOf(index: BuiltIndex): Map<string, number> {
  return new Map(index.files.map((file) => [file.path, 'kept' in file ? file.kept : 'bytes' in file ? file.bytes.length : -1]));
}

/** Each term's pack in an index, from its term shards: the pack's file name and its pages. */
function packsOf(index: { entryJson: string; files: Map<string, string> }): Map<string, { file: string; pages: number[] }> {
  const entry = JSON.parse(index.entryJson) as SearchEntryFile;
  const packs = new Map<string, { file: string; pages: number[] }>();
  for (const [, hash] of entry.shards) {
    for (const [term, , , pack] of (JSON.parse(index.files.get(`t-${hash}.json`)!) as SearchShardFile).terms) {
      if (pack) packs.set(term, { file: `k-${pack[0]}.json`, pages: pagesOf(pack) });
    }
  }
  return packs;
}

function pagesOf([, gaps]: PackRef): number[] {
  let page = 0;
  return gaps.map((gap) => (page += gap));
}

describe('the packs', () => {
  it('hold the fragments of the first 32 pages with a word in their title, as their own files do; a word of the text has none', () => {
    const index = searchIndexFiles(indexPages(siteRecords(70)), 'pt');
    const packs = packsOf(index);
    // "Página n" and "Seção n" name all 70 pages: their first 32 (all match alike: in site order).
    expect(packs.get('pagina')?.pages).toEqual(Array.from({ length: 32 }, (_, i) => i));
    expect(packs.get('secao')).toEqual(packs.get('pagina'));
    expect(packs.has('saldo')).toBe(false);
    const pack = JSON.parse(index.files.get(packs.get('pagina')!.file)!) as SearchPackFile;
    const entry = JSON.parse(index.entryJson) as SearchEntryFile;
    expect(pack.pages).toEqual(packs.get('pagina')!.pages);
    for (const [i, page] of pack.pages.entries()) {
      const own = index.files.get(`p-${entry.pageBlocks[Math.floor(page / PAGE_BLOCK)]}-${(page % PAGE_BLOCK).toString(36)}.json`);
      expect(pack.fragments[i]).toEqual(JSON.parse(own!));
    }
  });

  it('hold at most two fragments per page of the site, for the words of the most titles first', () => {
    // 60 pages whose titles share words: "tema" all of them, "alfa0"–"alfa2" 20 each, "beta0"–"beta3" 15, "gama0"–"gama4" 12.
    const records = siteRecords(60).map((record) => {
      const p = Number(record.url.split(/[-#]/)[1]);
      const title = `Tema ${p} alfa${p % 3} beta${p % 4} gama${p % 5}`;
      return { ...record, hierarchy: { ...record.hierarchy, lvl1: title } };
    });
    const packs = packsOf(searchIndexFiles(indexPages(records), 'pt'));
    const files = new Map([...packs.values()].map((pack) => [pack.file, pack.pages.length]));
    expect([...files.values()].reduce((sum, pages) => sum + pages, 0)).toBeLessThanOrEqual(2 * 60);
    // "tema" and "seção" (on every page) take 64 of the 120, two words of 20 pages 40, one of 15 pages the rest.
    for (const word of ['tema', 'secao', 'alfa0', 'alfa1', 'beta0']) expect(packs.has(word), word).toBe(true);
    for (const word of ['alfa2', 'beta1', 'gama0']) expect(packs.has(word), word).toBe(false);
  });

  it('are rewritten by a one-page edit only when they hold that page', () => {
    const packs = (index: BuiltIndex, kept: boolean) =>
      index.files
        .filter((file) => 'kept' in file === kept && /\/k-[^.]+\.json$/.test(file.path))
        .map((file) => path.posix.basename(file.path));
    const one = indexOf(siteRecords(70));
    const [pack] = packs(one, false);
    // Page 40 is in no pack (they hold pages 0–31): every pack stays as it was.
    const far = indexOf(siteRecords(70, { page: 40, text: 'Conto novo.' }), one);
    expect(packs(far, false)).toEqual([]);
    expect(packs(far, true)).toContain(pack);
    // Page 2 is in the pack of "página" and "seção": that pack is written again, under a new name.
    const near = indexOf(siteRecords(70, { page: 2, text: 'Conto novo.' }), one);
    expect(packs(near, false)).toHaveLength(1);
    expect(packs(near, false)).not.toContain(pack);
  });
});

describe('the entry file', () => {
  it('stays the same size whatever the number of pages, naming blocks of pages, not each page', () => {
    const entryOf = (pages: number) => searchIndexFiles(indexPages(siteRecords(pages)), 'pt').entryJson;
    const small = entryOf(PAGE_BLOCK);
    const large = entryOf(40 * PAGE_BLOCK);
    // 39 more blocks: 11 bytes each; the rest (statistics, shard list) does not grow with these pages' shared words.
    expect(large.length - small.length).toBeLessThan(40 * 12 + 200);
  });
});
