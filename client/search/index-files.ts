// Loads the offline index's files on demand (shared/search-index/format.ts describes them): the entry file once, each
// term shard, pack and page fragment the first time a query needs it, each at most once (a failed load is retried by
// the next query, with the entry read again). Every failure rejects with RetryError, as algoliasearch does when no host
// answers.
import {
  SEARCH_INDEX_VERSION,
  fragmentFile,
  packFile,
  type PackRef,
  type SearchEntryFile,
  type SearchFragmentFile,
  type SearchPackFile,
  type SearchShardFile,
} from '../../shared/search-index/format.js';
import { PAGES_CHANGED_EVENT } from '../../shared/island-events.js';
import { siteLocale } from '../site-strings.js';
import { choosePacks, type PackOffer } from './pack-choice.js';

/** What algoliasearch throws when every host failed: the modal shows its error screen for this name, whichever engine. */
export class RetryError extends Error {
  override name = 'RetryError';
  constructor(cause?: unknown) {
    super('Unreachable hosts - your application id may be incorrect. If the error persists, contact support.', { cause });
  }
}

export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** A term of the index with what the shards say of it. */
export interface IndexTerm {
  term: string;
  /** Records holding the term in each field, over the whole site. */
  df: number[];
  /** Pages as (gap, impact) pairs. */
  pages: number[];
  /** The pack holding the fragments of the term's first pages, if it has one. */
  pack?: PackRef;
}

/**
 * How many times `docsgen dev` rebuilt the site without reloading this page (PAGES_CHANGED_EVENT): the index may have
 * changed, and an entry read before is read again. One listener for the page, added with the first index.
 */
let siteChanges = 0;
let following = false;

function followSiteChanges(): void {
  if (following || typeof window === 'undefined') return;
  following = true;
  window.addEventListener(PAGES_CHANGED_EVENT, () => {
    siteChanges += 1;
  });
}

export class IndexFiles {
  private entryFile: Promise<SearchEntryFile> | undefined;
  /** The value of siteChanges when the entry was read. */
  private entryChanges = 0;
  private readonly loaded = new Map<string, Promise<unknown>>();
  /** Packs loaded or loading (their fragments are kept in `loaded`, under the pages' own file names). */
  private readonly packs = new Set<string>();
  private readonly folder: string;

  constructor(
    private readonly entryUrl: string,
    private readonly fetchFile: Fetch,
  ) {
    this.folder = entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1);
    followSiteChanges();
  }

  /** The entry file, revalidated with the server (its name does not change when the site does). */
  entry(): Promise<SearchEntryFile> {
    if (this.entryChanges !== siteChanges) this.entryFile = undefined;
    this.entryChanges = siteChanges;
    this.entryFile ??= this.json<SearchEntryFile>(this.entryUrl, { cache: 'no-cache' }).catch((error: unknown) => {
      this.entryFile = undefined;
      throw error;
    });
    return this.entryFile;
  }

  /**
   * The terms in [from, to] (both included), loading the shards that hold them, in term order. `inHeadings`: only
   * the terms of titles and headings, with the pages that have them there (the heading shards).
   */
  async terms(from: string, to: string, inHeadings = false): Promise<IndexTerm[]> {
    const entry = await this.entry();
    const shards = inHeadings ? entry.headingShards : entry.shards;
    const needed: Array<Promise<SearchShardFile>> = [];
    for (let i = 0; i < shards.length; i++) {
      const next = shards[i + 1]?.[0];
      if (shards[i]![0] > to) break;
      if (next !== undefined && next <= from) continue;
      needed.push(this.file<SearchShardFile>(`search/${inHeadings ? 'h' : 't'}-${shards[i]![1]}.json`));
    }
    const found: IndexTerm[] = [];
    for (const shard of await Promise.all(needed)) {
      for (const [term, df, pages, pack] of shard.terms) {
        if (term >= from && term <= to) found.push(pack ? { term, df, pages, pack } : { term, df, pages });
      }
    }
    return found;
  }

  /** A page's fragment (its records), by the page's number in the entry file. */
  async fragment(page: number): Promise<SearchFragmentFile> {
    const { pageBlocks } = await this.entry();
    return this.file<SearchFragmentFile>(`search/${fragmentFile(pageBlocks, page)}`);
  }

  /**
   * The fragments of these pages, in their order: those not loaded yet through as few of `packs` (the packs of the
   * query's terms) as hold them (pack-choice.ts), all in one round; the others from their own files.
   */
  async fragments(pages: readonly number[], packs: Iterable<PackRef>): Promise<Array<[number, SearchFragmentFile]>> {
    const { pageBlocks } = await this.entry();
    const name = (page: number): string => `search/${fragmentFile(pageBlocks, page)}`;
    const needed = pages.filter((page) => !this.loaded.has(name(page)));
    if (needed.length > 0) {
      const offers = packOffers(packs).filter(({ file }) => !this.packs.has(file));
      for (const { file, pages: held } of choosePacks(needed, offers)) {
        const pack = this.pack(file, name);
        // A pack that fails, or lacks a page it was said to hold, leaves the page to its own file.
        for (const page of held) {
          this.file(name(page), () => pack.then((loaded) => packed(loaded, page)).catch(() => this.json(this.folder + name(page))));
        }
      }
    }
    return Promise.all(pages.map(async (page): Promise<[number, SearchFragmentFile]> => [page, await this.file(name(page))]));
  }

  /**
   * Loads a pack once, and keeps each fragment it holds as its page's (pages loaded before keep theirs), not the pack:
   * a session would otherwise hold a page once per pack it came in.
   */
  private pack(file: string, name: (page: number) => string): Promise<SearchPackFile> {
    this.packs.add(file);
    const pack = this.json<SearchPackFile>(`${this.folder}search/${file}`);
    pack.then(
      ({ pages, fragments }) => {
        pages.forEach((page, i) => {
          const fragment = fragments[i];
          if (fragment && !this.loaded.has(name(page))) this.loaded.set(name(page), Promise.resolve(fragment));
        });
      },
      () => this.packs.delete(file),
    );
    return pack;
  }

  /** The file `name` (under the entry's folder), loaded once by `load`, or read again after a failure. */
  private file<T>(name: string, load: () => Promise<T> = () => this.json<T>(this.folder + name)): Promise<T> {
    let file = this.loaded.get(name) as Promise<T> | undefined;
    if (!file) {
      file = load();
      this.loaded.set(name, file);
      file.catch(() => {
        this.loaded.delete(name);
        // The site may have changed since the entry was read (a new deploy; `docsgen dev` rebuilt without reloading
        // this page), and the file gone with it: the next query reads the entry again, and the names it gives now.
        this.entryFile = undefined;
      });
    }
    return file;
  }

  private async json<T>(url: string, init?: RequestInit): Promise<T> {
    try {
      const response = await this.fetchFile(url, init);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      const parsed = (await response.json()) as { version?: unknown };
      // Another version is a half-deployed site or a stale copy: no answer, as when the network fails.
      if (parsed?.version !== SEARCH_INDEX_VERSION) {
        throw new Error(`${url}: search index version ${String(parsed?.version)}, expected ${SEARCH_INDEX_VERSION}`);
      }
      // An index cut into terms by another language's rules would miss words queries cut by this one's.
      if (url === this.entryUrl && (parsed as { locale?: unknown }).locale !== siteLocale) {
        throw new Error(`${url}: search index in locale ${String((parsed as { locale?: unknown }).locale)}, expected ${siteLocale}`);
      }
      return parsed as T;
    } catch (error) {
      throw new RetryError(error);
    }
  }
}

/** The packs offered, once each, with their pages as numbers. */
function packOffers(packs: Iterable<PackRef>): PackOffer[] {
  const offers = new Map<string, PackOffer>();
  for (const [hash, gaps] of packs) {
    if (offers.has(hash)) continue;
    let page = 0;
    offers.set(hash, { file: packFile(hash), pages: gaps.map((gap) => (page += gap)) });
  }
  return [...offers.values()];
}

/** Page `page`'s fragment in a pack. */
function packed(pack: SearchPackFile, page: number): SearchFragmentFile {
  const at = pack.pages.indexOf(page);
  if (at < 0 || !pack.fragments[at]) throw new Error(`pack without page ${page}`);
  return pack.fragments[at];
}
