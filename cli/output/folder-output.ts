// The output of `docsgen build`: a folder. Files go into a staging folder beside it, through a writer that refuses
// any path outside it, and the folder is published only once every stage succeeded (atomic-output.ts: a new folder
// swapped in, or the output updated in place under its journal), so a failed build leaves the last output as it was.
// Files the last build made the same are kept, not written: by key (its records of the files it made: a page whose
// inputs did not change) or, for a file named by its content, by name and size.
import { readFileSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AtomicOutput, type Published } from './atomic-output.js';
import { OutputListing } from './output-listing.js';
import { LazyPageWriter } from './page-writer.js';
import { precompressOutput, writeCompressedCopies, type PrecompressResult } from './precompress.js';
import { savePreviousFiles } from '../incremental/last-output.js';
import { OutputWriter } from '../fs/output-writer.js';
import { WriteQueue } from './write-queue.js';
import { DEFAULT_PRECOMPRESS, type Encoding, ENCODING_SUFFIX, shouldCompress } from '../http/compression.js';
import { contentTypeFor } from '../http/content-types.js';
import { OutputRecords } from '../incremental/output-records.js';
import type { CompressedCopies, OutputFile } from './output-file.js';
import type { LentFolder, Output, OutputReuse, Put } from './output.js';

export interface FolderOutputOptions {
  outDir: string;
  /** The site's root and content folder: the output may neither be inside the one nor hold the other. */
  guard: { root: string; contentDir: string };
  /**
   * The caches this output keeps between builds: its list of files (incremental/last-output.ts) and its records of the files
   * made by key; none: caches are off, every file is written and the folder swapped in whole.
   */
  caches?: { files: string; records: string; fingerprint: string };
  /** Most threads to use: 1 writes the pages on this thread too (page-writer.ts). */
  threads?: number;
  /** A build of some routes: every other file of the last output stays as it is, and the output is updated in place. */
  update?: boolean;
  /** The compressed copies to keep beside each text file worth compressing (the config's `precompress`); none: none. */
  precompress?: readonly Encoding[] | undefined;
}

/** What the compress stage did, for its line. */
export interface Compressed extends PrecompressResult {
  /** Files compressed as they were written (pages), and the copies that made. */
  now: { files: number; copies: number };
  /** Files given with their copies (the search index's), and those copies. */
  given: { files: number; copies: number };
  /** The encodings copies were made in. */
  encodings: readonly Encoding[];
}

export class FolderOutput implements Output {
  readonly lazy = false;
  readonly reuse?: OutputReuse;
  private readonly atomic: AtomicOutput;
  private readonly writer: OutputWriter;
  private readonly records?: OutputRecords;
  private readonly pageWriter: LazyPageWriter;
  private readonly queue = new WriteQueue();
  /** Files made whose compressed copies are made already (as written, or given), or never. */
  private readonly compressedNow = { files: new Set<string>(), copies: 0 };
  private readonly compressedGiven = { files: new Set<string>(), copies: 0 };
  private readonly uncompressed = new Set<string>();
  /** Files written with a key: published as written, never taken for the last build's (atomic-output.ts). */
  private readonly recorded = new Set<string>();
  /** Every path given, kept or made, and the files made (written into the staging folder). */
  private readonly given = new Set<string>();
  private readonly made = new Set<string>();
  private readonly claimed: string[] = [];
  private listing: OutputListing | undefined;
  /** Files handed to the writes that compress as they go, for the page writer's thread to start after a few. */
  private writtenNow = 0;
  /** The encodings of the copies made beside each text file worth compressing. */
  private readonly copies: readonly Encoding[];

  constructor(private readonly options: FolderOutputOptions) {
    const { outDir, guard, caches, update = false } = options;
    this.copies = options.precompress ?? DEFAULT_PRECOMPRESS;
    this.atomic = new AtomicOutput(outDir, guard, { filesCache: caches?.files });
    this.writer = new OutputWriter(this.atomic.tmpDir, this.atomic.previous);
    this.pageWriter = new LazyPageWriter({ threads: options.threads });
    if (caches) {
      this.records = new OutputRecords(caches.records, outDir, caches.fingerprint);
      // A build of some routes keeps every other file: and its record.
      if (update) this.records.carryOver();
      const previous = this.atomic.previous;
      const records = this.records;
      this.reuse = {
        key: (parts) => records.key(parts),
        recorded: (rel) => records.recorded(rel),
        previousText: (rel) => (previous?.files?.has(rel) ? readText(path.join(previous.dir, rel)) : undefined),
        previousFiles: (folder) => {
          const files = new Map<string, number>();
          for (const [rel, size] of previous?.files ?? []) if (rel.startsWith(`${folder}/`)) files.set(rel, size);
          return files;
        },
      };
    }
  }

  /** The staging folder, `folder` made in it (checked): the search index's thread writes there while the pages render. */
  lendFolder(folder: string): LentFolder {
    this.writer.folder(folder);
    return { dir: this.atomic.tmpDir, copies: this.copies };
  }

  /** Where the output is published. */
  get dir(): string {
    return this.atomic.outDir;
  }

  /** Whether the last output can be updated in place: the list of its files is known (its cache). */
  get canUpdate(): boolean {
    return this.atomic.previous?.files !== undefined;
  }

  /** Whether the last output holds the file `rel`, as its list of files says. */
  holds(rel: string): boolean {
    return this.atomic.previous?.files?.has(rel) ?? false;
  }

  /** Whether the build updates the last output for some routes, keeping every other file. */
  get updating(): boolean {
    return this.options.update ?? false;
  }

  put(file: OutputFile): Put | Promise<Put> {
    const { path: rel, body } = file;
    this.given.add(rel);
    // Left to the server whether made now or kept: the compress stage makes none for it either way.
    if (file.compress === 'never') this.uncompressed.add(rel);
    if ('folder' in body) throw new Error(`docsgen: ${rel}: files made on request go to memory only (docsgen dev)`);
    if ('written' in body) {
      this.made.add(rel);
      // Compressed as written (a copy count given, if 0), or else left to the compress stage.
      if (body.written.copies !== undefined) {
        this.compressedGiven.files.add(rel);
        this.compressedGiven.copies += body.written.copies;
      }
      return 'made';
    }
    if ('kept' in body) {
      if (!this.writer.keep(rel, body.kept)) throw new Error(`${rel} changed while the build ran: run docsgen build again`);
      return 'kept';
    }
    if ('copy' in body) {
      if (file.immutable && this.writer.keep(rel, body.size ?? statSync(body.copy).size)) return 'kept';
      this.writer.copyFile(body.copy, rel);
      this.made.add(rel);
      return 'made';
    }
    if (body.key !== undefined && this.records?.reuse(rel, body.key, (kept) => this.writer.keep(kept)) !== undefined) return 'kept';
    if ('text' in body && file.immutable && body.key === undefined && this.writer.keep(rel, byteLength(body.text))) return 'kept';
    const bytes = 'text' in body ? body.text : body.make();
    this.made.add(rel);
    if ('text' in body && body.copies) return this.writeWithCopies(rel, bytes, body.copies).then(() => 'made');
    if (file.compress === 'now') return this.writeCompressed(rel, bytes, body.key, body.note).then(() => 'made');
    const written = this.writer.writeFile(rel, bytes);
    if (body.key !== undefined) this.wrote(rel, body.key, { file: written }, body.note);
    return 'made';
  }

  async settled(): Promise<void> {
    await this.queue.drain();
  }

  claimFolder(folder: string): void {
    this.claimed.push(`${folder}/`);
  }

  /**
   * The compress stage: a copy in each encoding of `precompress` beside every text file worth it that has none yet.
   * Updating for some routes, only the files this build wrote (undefined: no line for it); else every file, the kept
   * ones keeping their copies.
   */
  async compress(): Promise<Compressed | undefined> {
    await this.settled();
    if (this.updating) {
      for (const rel of this.made) {
        if (this.compressedNow.files.has(rel) || this.compressedGiven.files.has(rel) || this.uncompressed.has(rel)) continue;
        await writeCompressedCopies(this.writer, rel, readFileSync(path.join(this.atomic.tmpDir, rel)), this.copies);
      }
      return undefined;
    }
    const previous = this.atomic.previous;
    const listing = new OutputListing(this.atomic.tmpDir, { kept: this.writer.kept, previousDir: previous?.dir });
    this.listing = listing;
    const done = await precompressOutput(this.atomic.tmpDir, {
      previousOut: previous?.dir,
      skip: new Set([...this.compressedNow.files, ...this.compressedGiven.files, ...this.uncompressed]),
      listing,
      writer: this.writer,
      encodings: this.copies,
    });
    const now = { files: this.compressedNow.files.size, copies: this.compressedNow.copies };
    const given = { files: this.compressedGiven.files.size, copies: this.compressedGiven.copies };
    return { ...done, now, given, encodings: this.copies };
  }

  /** Publishes the output: swapped in whole, or updated in place (atomic-output.ts). */
  commit(): Published {
    const listing = this.updating
      ? this.updateListing()
      : (this.listing ?? new OutputListing(this.atomic.tmpDir, { kept: this.writer.kept }));
    this.listing = listing;
    return this.atomic.commit(listing, { recorded: this.recorded });
  }

  /** Saves what the next build reuses of this output: its records, its list of files. Once committed. */
  save(): void {
    this.records?.save();
    if (this.listing) savePreviousFiles(this.options.caches?.files, this.dir, this.listing.entries());
  }

  /** The site's bytes as published (a compressed copy beside its file not counted). */
  bytes(): number {
    return this.listing?.siteBytes() ?? 0;
  }

  /** Ends the page writer's thread and removes the staging folder if the output was not published. */
  async dispose(): Promise<void> {
    // A failed build removes the staging folder: nothing may still be writing into it.
    await this.queue.settled();
    await this.pageWriter.stop();
    this.atomic.dispose();
  }

  /**
   * The files of an update: the last output's, but for the compressed copies of files written again (their new ones,
   * if any, are written) and the files of a folder an emitter gave whole that it did not give again.
   */
  private updateListing(): OutputListing {
    const previous = this.atomic.previous;
    if (!previous?.files) throw new Error("docsgen: an update of the output needs the last output's list of files");
    const dropped = new Set<string>();
    for (const rel of previous.files.keys()) {
      const original = rel.endsWith('.br') || rel.endsWith('.gz') ? rel.slice(0, -3) : undefined;
      const stale = original !== undefined && this.made.has(original);
      const gone = this.claimed.some((folder) => rel.startsWith(folder)) && !this.given.has(original ?? rel);
      if (stale || gone) dropped.add(rel);
    }
    return new OutputListing(this.atomic.tmpDir, { previousDir: previous.dir, base: { files: previous.files, dropped } });
  }

  /** A page: written, with its compressed copies, on the page writer's thread once a few were written here. */
  private async writeCompressed(rel: string, data: string | Uint8Array, key?: string, note?: string): Promise<void> {
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    const thread = this.pageWriter.after(this.writtenNow);
    this.writtenNow += 1;
    await this.queue.push(async () => {
      // Handled here whether or not a copy came out smaller: the compress stage need not try it again.
      let copies: number | undefined;
      if (thread) {
        const worth = shouldCompress(contentTypeFor(rel), bytes.length);
        const writer = this.writer;
        const targets = worth
          ? Object.fromEntries(this.copies.map((encoding) => [encoding, writer.fileTarget(rel + ENCODING_SUFFIX[encoding])]))
          : undefined;
        const done = await thread.write({ target: writer.fileTarget(rel), bytes, copies: targets });
        if (key !== undefined) this.wrote(rel, key, { stamp: done.stamp }, note);
        copies = done.copies;
      } else {
        const written = await this.writer.writeFileLater(rel, bytes);
        if (key !== undefined) this.wrote(rel, key, { file: written }, note);
        copies = await writeCompressedCopies(this.writer, rel, Buffer.from(bytes), this.copies);
      }
      if (copies === undefined) return;
      this.compressedNow.files.add(rel);
      this.compressedNow.copies += copies;
    });
  }

  /**
   * A file with the compressed copies made with it (the search index's): written on the page writer's thread when the
   * pages started it (a full build), else on libuv's pool. Opening, writing and closing a hundred files cost this
   * thread a fifth of a one-page rebuild at 1,000 pages when it did them itself; starting the thread for them, more.
   */
  private async writeWithCopies(rel: string, data: string | Uint8Array, copies: CompressedCopies): Promise<void> {
    // Only the encodings this output keeps: a copy made in another is not published.
    const files = (Object.entries(copies) as Array<[Encoding, Uint8Array]>).filter(([encoding]) => this.copies.includes(encoding));
    this.compressedGiven.files.add(rel);
    this.compressedGiven.copies += files.length;
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    const thread = this.pageWriter.running();
    await this.queue.push(async () => {
      const given = files.map(([encoding, copy]): [string, Uint8Array] => [this.writer.fileTarget(rel + ENCODING_SUFFIX[encoding]), copy]);
      if (thread) {
        await thread.write({ target: this.writer.fileTarget(rel), bytes, given });
        return;
      }
      await this.writer.writeFileLater(rel, bytes);
      for (const [target, copy] of given) await writeFile(target, copy);
    });
  }

  private wrote(rel: string, key: string, where: { file: string } | { stamp: string }, note?: string): void {
    this.recorded.add(rel);
    this.records?.wrote(rel, key, where, note);
  }
}

function byteLength(text: string | Uint8Array): number {
  return typeof text === 'string' ? Buffer.byteLength(text) : text.length;
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
