// A page's files as the page writer's thread writes them (page-writer.ts): the HTML, then each compressed copy that
// comes out smaller (or the copies made with it, the search index's). Apart from the class that starts the thread,
// so that the thread's bundle holds only this.
import { writeFileSync } from 'node:fs';
import { type Encoding, smallerCopies } from '../http/compression.js';
import { fileStamp } from '../fs/file-stamp.js';

/** A page to write: its file and its bytes, and where its compressed copies go when it is worth compressing. */
export interface PageFiles {
  /** Absolute path, checked by the output writer and its folder made. */
  target: string;
  bytes: Uint8Array;
  /** Absolute paths of the copies to make (checked as the page's), when the page is worth compressing: one per encoding. */
  copies?: Partial<Record<Encoding, string>>;
  /** Copies made already, to write as they are: absolute path (checked) and bytes. */
  given?: Array<[target: string, bytes: Uint8Array]>;
}

/** What writing a page did: the file's stamp (for the render cache), and the copies written (none smaller: 0). */
export interface PageWritten {
  stamp: string;
  copies?: number;
}

/** Writes the page and each copy that came out smaller, as the render stage does on its own thread. */
export function writePageFiles({ target, bytes, copies, given = [] }: PageFiles): PageWritten {
  writeFileSync(target, bytes);
  const stamp = fileStamp(target);
  if (stamp === undefined) throw new Error(`${target} was written and is not there`);
  for (const [copy, compressed] of given) writeFileSync(copy, compressed);
  if (!copies) return { stamp, ...(given.length ? { copies: given.length } : {}) };
  let written = 0;
  for (const [encoding, compressed] of smallerCopies(bytes, Object.keys(copies) as Encoding[])) {
    writeFileSync(copies[encoding]!, compressed);
    written += 1;
  }
  return { stamp, copies: written };
}

/** A reply from the thread: the page's id and what was written, or why it failed. */
export type PageWriterReply = { id: number; written: PageWritten } | { id: number; error: { message: string; code?: string } };
