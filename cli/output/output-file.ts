// A file of the site as an emitter hands it to an output (cli/emit/): where it goes, what it holds or how to make it,
// and how it is served. The output decides what to do with it: write it into a folder (now, or not at all when the
// last build's file is the same), or hold it in memory and make it when a reader asks (`docsgen dev`).
import type { PolicySources } from '../../shared/model/policy.js';
import type { Encoding } from '../http/compression.js';

export interface OutputFile {
  /** Its path in the output, relative, with "/" ("guide/intro/index.html"). */
  path: string;
  body: FileBody;
  /** Named by its content (a hash in its name): readers may cache it forever, and the build manifest lists it. */
  immutable?: boolean;
  /**
   * When its compressed copies (.br, .gz) are made: as it is written ('now': a page, which nothing reads back after),
   * by the compress stage once every file is written (the default), or never: the server compresses it if a reader
   * ever asks ('never': files tools fetch rarely, such as the pages' Markdown).
   */
  compress?: 'now' | 'never';
  /** The route it belongs to (a page's HTML, its Markdown): an output updated for some routes drops their old files. */
  route?: string;
  /** What it needs of the Content-Security-Policy, when it is HTML (a page: `docsgen dev` sends its policy with it). */
  policy?: PolicySources;
}

export type FileBody =
  /**
   * Its bytes, known now. `key`: a hash of what they are made of; a folder that holds the last build's file of the same
   * key keeps it instead. `note`: what the next build gets back with the key (llms.txt's spans). `copies`: compressed
   * copies made with it (the search index's thread makes them beside its files).
   */
  | { text: string | Uint8Array; key?: string; note?: string; copies?: CompressedCopies }
  /** Made only when needed: not at all when a folder keeps the last build's file of the same `key`; in memory, when first asked for. */
  | { make: () => string | Uint8Array; key?: string; note?: string }
  /**
   * A file on disk (absolute path), copied; `size` when known: a content-named file the last output holds at that size
   * is kept. `root`: the folder its real path must stay inside when it is read on request (`docsgen dev`).
   */
  | { copy: string; size?: number; root?: string }
  /** The last output's file, unchanged, of `size` bytes: an emitter that knows it by its content-named path. */
  | { kept: number }
  /**
   * Written already, with `copies` compressed copies beside it, by a thread of docsgen's into the folder the output
   * lent it (Output.lendFolder): the search index's thread writes its files while the pages render.
   */
  | { written: { copies?: number } }
  /**
   * Files made on request under the folder `path`, by name (`docsgen dev`'s search index, built on the first search):
   * undefined for a name that is none. `made` answers only from the files made already, making none: a page loaded
   * before a rebuild may still ask for the last index's files. Only an output that makes files when asked for takes it.
   */
  | { folder: (name: string) => string | undefined; made: (name: string) => string | undefined };

/** Compressed copies made with a file; an encoding whose copy was no smaller is absent. */
export type CompressedCopies = Partial<Record<Encoding, Uint8Array>>;
