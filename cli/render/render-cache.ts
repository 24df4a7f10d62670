import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileStamp } from '../fs/file-stamp.js';
import path from 'node:path';
import type { OutputWriter } from '../fs/output-writer.js';
import { writeFileAtomic } from '../fs/write-atomic.js';

/**
 * Remembers, per route, a key of everything its HTML depends on (the page, its sidebar, the site, the asset URLs,
 * the renderer itself) as of the last build into an output folder, with the identity of the file that build wrote
 * (see cli/fs/file-stamp.ts). A page whose key is unchanged is kept from that output instead of rendered again (left in place, or
 * hard-linked into a new output), so a one-page edit re-renders one page; but only when the output still holds that
 * very file. A build killed after its
 * swap and before saving this (or one whose output was replaced or edited since) leaves files the manifest does not
 * describe: their identity differs, and they are rendered again rather than trusted.
 * Each entry keeps a note, what the caller learnt from the file when it wrote it (a page's policy sources), given
 * back when the file is reused. The same works for any file made from known inputs (the pages' Markdown files).
 */
export class RenderCache {
  private readonly previous: Record<string, unknown>;
  /** The previous build's table of notes, which its entries name by index. */
  private readonly previousNotes: unknown[];
  private readonly next: Record<string, ManifestEntry> = {};
  /** This build's table: each distinct note once (most pages share one, the theme script's hash). */
  private readonly notes: string[] = [];
  private readonly noteIndex = new Map<string, number>();
  reused = 0;

  /** `fingerprint`: the pipeline's (pipeline-fingerprint.ts), so a new renderer or React renders every page anew. */
  constructor(
    private readonly manifestFile: string | undefined,
    private readonly previousOut: string,
    private readonly fingerprint: string,
  ) {
    ({ routes: this.previous, notes: this.previousNotes } = manifestFile ? readManifest(manifestFile) : { routes: {}, notes: [] });
  }

  /** A stable key from the parts a page's HTML is made of, and the code that makes it. */
  key(parts: string[]): string {
    const hash = createHash('sha1');
    hash.update(this.fingerprint);
    for (const part of parts) hash.update('\0').update(part);
    return hash.digest('base64url');
  }

  /**
   * Keeps the previous build's file `relFile` through `writer` when the key matches and the file is the one the
   * manifest describes, and returns the note written with it (for a page, what it needs of the security policy, so the
   * `_headers` step need not read every unchanged page again); undefined when the file must be made (then call `wrote`).
   */
  reuse(route: string, key: string, relFile: string, writer: OutputWriter): string | undefined {
    if (!this.manifestFile) return undefined;
    const entry = this.previous[route];
    if (!isEntry(entry) || entry[0] !== key) return undefined;
    const note = this.previousNotes[entry[2]];
    if (typeof note !== 'string') return undefined;
    if (fileStamp(path.join(this.previousOut, relFile), { link: true }) !== entry[1]) return undefined;
    if (!writer.keep(relFile)) return undefined;
    this.next[route] = [key, entry[1], this.indexOf(note)];
    this.reused += 1;
    return note;
  }

  /** Records the file just written for `route` into `file` under `key`, with its note. */
  wrote(route: string, key: string, file: string, note = ''): void {
    if (this.manifestFile) this.wroteStamped(route, key, fileStamp(file)!, note);
  }

  /** As `wrote`, given the file's stamp (fileStamp), taken by the thread that wrote it. */
  wroteStamped(route: string, key: string, stamp: string, note = ''): void {
    if (this.manifestFile) this.next[route] = [key, stamp, this.indexOf(note)];
  }

  /**
   * The previous build's record of `route`, when its file is still the one it wrote into `relFile` of the previous
   * output: the key, and the note written with it. For a build that remakes only a few files and keeps the others.
   */
  recorded(route: string, relFile: string): { key: string; note: string } | undefined {
    if (!this.manifestFile) return undefined;
    const entry = this.previous[route];
    if (!isEntry(entry)) return undefined;
    const note = this.previousNotes[entry[2]];
    if (typeof note !== 'string') return undefined;
    if (fileStamp(path.join(this.previousOut, relFile), { link: true }) !== entry[1]) return undefined;
    return { key: entry[0], note };
  }

  /**
   * Takes over every record of the previous build, before this build records any: a build that remakes only a few
   * files of an output it otherwise keeps as it is (its files are those the records describe). The records and their
   * table of notes are taken as they are, not copied one by one.
   */
  carryOver(): void {
    if (Object.keys(this.next).length > 0) throw new Error('RenderCache.carryOver() comes before any record');
    for (const note of this.previousNotes) this.indexOf(typeof note === 'string' ? note : '');
    // Same notes, same indexes, unless the table held a note twice (then each entry is given its note's index).
    const same = this.notes.length === this.previousNotes.length;
    for (const [route, entry] of Object.entries(this.previous)) {
      if (!isEntry(entry) || typeof this.previousNotes[entry[2]] !== 'string') continue;
      this.next[route] = same ? entry : [entry[0], entry[1], this.indexOf(this.previousNotes[entry[2]] as string)];
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

  /** Records the keys of the build that just succeeded. */
  save(): void {
    if (!this.manifestFile) return;
    try {
      // A note no record names any more (a replaced file's, taken over by carryOver) is not kept.
      const used = new Set(Object.values(this.next).map((entry) => entry[2]));
      const notes = this.notes.map((note, i) => (used.has(i) ? note : ''));
      const manifest: Manifest = { format: MANIFEST_FORMAT, routes: this.next, notes };
      writeFileAtomic(this.manifestFile, JSON.stringify(manifest), { fault: 'mid-render-cache-write' });
    } catch {
      // Without the manifest the next build renders everything: slower, still correct.
    }
  }
}

/** Bump when the manifest's shape changes: a manifest of another format is no manifest. */
const MANIFEST_FORMAT = 3;

/** Per route: the key of its file's inputs, the stamp of the file written for it, and its note (an index into `notes`). */
type ManifestEntry = [key: string, stamp: string, note: number];

interface Manifest {
  format: number;
  routes: Record<string, ManifestEntry>;
  /** The entries' notes, each once. */
  notes: string[];
}

function isEntry(value: unknown): value is ManifestEntry {
  return (
    Array.isArray(value) && value.length === 3 && typeof value[0] === 'string' && typeof value[1] === 'string' && Number.isInteger(value[2])
  );
}

/** The manifest's routes and notes; a missing, cut-short, corrupt or older file is an empty manifest (every page renders). */
function readManifest(file: string): { routes: Record<string, unknown>; notes: unknown[] } {
  const none = { routes: {}, notes: [] };
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Partial<Manifest> | null;
    if (manifest?.format !== MANIFEST_FORMAT) return none;
    const { routes, notes } = manifest;
    if (!routes || typeof routes !== 'object' || Array.isArray(routes) || !Array.isArray(notes)) return none;
    return { routes, notes };
  } catch {
    return none;
  }
}
