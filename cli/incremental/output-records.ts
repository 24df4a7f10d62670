// What a folder output remembers of the files it made by key (output-file.ts: a page, a `.md`, llms.txt): per file, a
// key of everything it is made of (the page, its sidebar, the site, the asset URLs, docsgen itself) and the identity
// of the file written (cli/fs/file-stamp.ts), as of the last build into that folder. A file whose key is unchanged is
// kept from that output instead of made again (left in place, or hard-linked into a new output), so a one-page edit
// renders one page; but only while the output still holds that very file. A build killed after its swap and before
// saving these (or one whose output was replaced or edited since) leaves files the records do not describe: their
// identity differs, and they are made again rather than trusted. Each record keeps a note, what the emitter wanted
// back with the key (llms.txt's spans).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileStamp } from '../fs/file-stamp.js';
import { writeFileAtomic } from '../fs/write-atomic.js';

export class OutputRecords {
  private readonly previous: Record<string, unknown>;
  /** The previous build's table of notes, which its records name by index. */
  private readonly previousNotes: unknown[];
  private readonly next: Record<string, Entry> = {};
  /** This build's table: each distinct note once (most files have none). */
  private readonly notes: string[] = [];
  private readonly noteIndex = new Map<string, number>();

  /**
   * `file`: where the records are kept (none: nothing is kept); `previousOut`: the output they describe;
   * `fingerprint`: the pipeline's (pipeline-fingerprint.ts), so a new renderer or React makes every file anew.
   */
  constructor(
    private readonly file: string | undefined,
    private readonly previousOut: string,
    private readonly fingerprint: string,
  ) {
    ({ files: this.previous, notes: this.previousNotes } = file ? readRecords(file) : { files: {}, notes: [] });
  }

  /** A stable key from the parts a file is made of, and the code that makes it. */
  key(parts: string[]): string {
    const hash = createHash('sha1');
    hash.update(this.fingerprint);
    for (const part of parts) hash.update('\0').update(part);
    return hash.digest('base64url');
  }

  /**
   * Keeps the previous build's file `rel` when its key is `key` and it is still the file recorded, and `keep` (the
   * output's writer) takes it; returns its note then, undefined when the file must be made (then call `wrote`).
   */
  reuse(rel: string, key: string, keep: (rel: string) => boolean): string | undefined {
    const found = this.recorded(rel);
    if (found?.key !== key || !keep(rel)) return undefined;
    this.next[rel] = [key, (this.previous[rel] as Entry)[1], this.indexOf(found.note)];
    return found.note;
  }

  /** Records the file just written at `rel` (`written`: its absolute path, or the stamp the thread that wrote it took). */
  wrote(rel: string, key: string, written: { file: string } | { stamp: string }, note = ''): void {
    if (!this.file) return;
    const stamp = 'stamp' in written ? written.stamp : fileStamp(written.file)!;
    this.next[rel] = [key, stamp, this.indexOf(note)];
  }

  /** The previous build's key and note of `rel`, while the output still holds the file it recorded. */
  recorded(rel: string): { key: string; note: string } | undefined {
    if (!this.file) return undefined;
    const entry = this.previous[rel];
    if (!isEntry(entry)) return undefined;
    const note = this.previousNotes[entry[2]];
    if (typeof note !== 'string') return undefined;
    if (fileStamp(path.join(this.previousOut, rel), { link: true }) !== entry[1]) return undefined;
    return { key: entry[0], note };
  }

  /**
   * Takes over every record of the previous build, before this build records any: a build that remakes only a few
   * files of an output it otherwise keeps as it is (its files are those the records describe).
   */
  carryOver(): void {
    if (Object.keys(this.next).length > 0) throw new Error('OutputRecords.carryOver() comes before any record');
    for (const [rel, entry] of Object.entries(this.previous)) {
      const note = isEntry(entry) ? this.previousNotes[entry[2]] : undefined;
      if (isEntry(entry) && typeof note === 'string') this.next[rel] = [entry[0], entry[1], this.indexOf(note)];
    }
  }

  /** Saves the records of the build that just succeeded. */
  save(): void {
    if (!this.file) return;
    try {
      const saved: Saved = { format: FORMAT, files: this.next, notes: this.notes };
      writeFileAtomic(this.file, JSON.stringify(saved), { fault: 'mid-output-records-write' });
    } catch {
      // Without the records the next build makes every file: slower, still correct.
    }
  }

  private indexOf(note: string): number {
    let index = this.noteIndex.get(note);
    if (index === undefined) {
      index = this.notes.push(note) - 1;
      this.noteIndex.set(note, index);
    }
    return index;
  }
}

/** Bump when the shape changes: records of another format are no records. */
const FORMAT = 4;

/** Per file: the key of what it is made of, the stamp of the file written, and its note (an index into `notes`). */
type Entry = [key: string, stamp: string, note: number];

interface Saved {
  format: number;
  files: Record<string, Entry>;
  /** The records' notes, each once. */
  notes: string[];
}

function isEntry(value: unknown): value is Entry {
  return (
    Array.isArray(value) && value.length === 3 && typeof value[0] === 'string' && typeof value[1] === 'string' && Number.isInteger(value[2])
  );
}

/** The records' files and notes; a missing, cut-short, corrupt or older file is no record (every file is made). */
function readRecords(file: string): { files: Record<string, unknown>; notes: unknown[] } {
  const none = { files: {}, notes: [] };
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<Saved> | null;
    if (saved?.format !== FORMAT) return none;
    const { files, notes } = saved;
    if (!files || typeof files !== 'object' || Array.isArray(files) || !Array.isArray(notes)) return none;
    return { files, notes };
  } catch {
    return none;
  }
}
