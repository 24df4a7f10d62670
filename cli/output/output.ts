// Where an emit's files go (cli/emit/): a folder, written into a staging folder and published when the build
// succeeded (folder-output.ts: a new folder swapped in, or the output updated in place under its journal), or memory,
// which makes each file when a reader first asks for it (memory-output.ts, `docsgen dev`). Emitters see only this.
import type { Encoding } from '../http/compression.js';
import type { OutputFile } from './output-file.js';

/** What an output did with a file: made it (written, or held to be made on request), or kept the last build's. */
export type Put = 'made' | 'kept';

export interface Output {
  /** Whether files are made when a reader asks for them (memory) rather than now (a folder). */
  readonly lazy: boolean;
  /** How the output keeps the last build's files by key; none in memory or without caches. */
  readonly reuse?: OutputReuse;
  /**
   * Lends a thread of docsgen's the output's folder to write files under `folder` itself, through its own output
   * writer (fs/output-writer.ts, which refuses any path outside it): makes `folder` and returns the output's folder.
   * None in memory. The files the thread wrote are then given as `{ written }`.
   */
  lendFolder?(folder: string): LentFolder;
  /** Takes a file; resolves when the next may come (a folder holds only a few writes in flight). */
  put(file: OutputFile): Put | Promise<Put>;
  /** Waits for the writes still in flight: each emitter's turn ends with it. */
  settled(): Promise<void>;
  /**
   * An emitter about to give every file of `folder` (the search index's): of the files the output held there, those it
   * does not give again are gone.
   */
  claimFolder(folder: string): void;
}

/** A folder of the output lent to a thread of docsgen's: where the output's folder is, and the copies to make beside each file. */
export interface LentFolder {
  dir: string;
  /** The compressed copies the output keeps beside a text file worth compressing (the config's `precompress`). */
  copies: readonly Encoding[];
}

/** What an output that keeps the last build's files by key tells emitters of that build. */
export interface OutputReuse {
  /** A key of the parts a file is made of (and of docsgen itself, so another docsgen never reuses a file). */
  key(parts: string[]): string;
  /** The last build's key and note of a file, while the output still holds the file it recorded. */
  recorded(path: string): { key: string; note: string } | undefined;
  /** The text of the last output's file, or undefined when it has none. */
  previousText(path: string): string | undefined;
  /** The last output's files under `folder` (relative paths, with "/") and their sizes. */
  previousFiles(folder: string): Map<string, number>;
}
