import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteModel } from '../../shared/model/site.js';
import type { OutputWriter } from '../fs/output-writer.js';
import { LLMS_TXT, llmsFiles } from './llms-files.js';
import { encodeSpans } from './text-spans.js';

/**
 * What writeLlmsFiles needs of a cache of output files (the build hands it a RenderCache, render-cache.ts): a key of a
 * file's text; the previous output's file linked in when it has that key and is the file recorded; the record of one written.
 */
export interface OutputFileCache {
  key(parts: string[]): string;
  reuse(name: string, key: string, relFile: string, writer: OutputWriter): string | undefined;
  /** `note`: what the file's record keeps besides its key (llms.txt's and llms-full.txt's page spans). */
  wrote(name: string, key: string, file: string, note?: string): void;
}

export interface WrittenLlmsFiles {
  files: number;
  bytes: number;
  /** Files kept from the previous output, their text unchanged. */
  reused: number;
  /** The files written (relative paths). */
  written: string[];
  /**
   * The files not worth compressing ahead (relative paths): the pages' `.md` and llms-full.txt, which tools fetch
   * rarely and servers compress when they do. Compressing them at every build cost a one-page rebuild of a
   * thousand-page site more than the pages' own HTML did (llms-full.txt, the whole site's text, changes with any page).
   */
  uncompressed: Set<string>;
}

/**
 * Writes the files for readers' tools into the output. A file the static folder already put there (an llms.txt of
 * the author's own) is kept: it was written on purpose. A page's `.md` the previous output (`previousOut`) holds with
 * the same text is linked from there, as the render cache links unchanged pages: the compress stage then knows it
 * unchanged without reading it, and a one-page edit of a thousand-page site does not write a thousand files again.
 * With `cache` (of these files), "the same text" is known from its key, without reading the previous
 * file (reading 40,000 of them was a second of a rebuild); without, the previous file is read and compared.
 */
export function writeLlmsFiles(
  writer: OutputWriter,
  model: SiteModel,
  {
    previousOut,
    cache,
    staticFiles,
  }: {
    previousOut?: string;
    cache?: OutputFileCache;
    /**
     * URL paths of the static folder's files ("/llms.txt"), copied into the output before: those are kept. Without
     * it the output is looked at for each file (two system calls a file: most of the stage at 40,000 pages).
     */
    staticFiles?: ReadonlySet<string>;
  } = {},
): WrittenLlmsFiles {
  const written: WrittenLlmsFiles = { files: 0, bytes: 0, reused: 0, written: [], uncompressed: new Set() };
  for (const file of llmsFiles(model)) {
    if (staticFiles ? staticFiles.has(`/${file.path}`) : existsSync(writer.resolve(file.path))) continue;
    const spans = cache && file.spans?.();
    const text = spans ? spans.text : file.text();
    const size = Buffer.byteLength(text);
    written.files += 1;
    written.bytes += size;
    if (file.path !== LLMS_TXT) written.uncompressed.add(file.path);
    if (cache) {
      const key = cache.key([text]);
      if (cache.reuse(file.path, key, file.path, writer) !== undefined) {
        written.reused += 1;
        continue;
      }
      cache.wrote(file.path, key, writer.writeFile(file.path, text), spans ? encodeSpans(spans) : undefined);
      written.written.push(file.path);
      continue;
    }
    const previous = previousOut && path.join(previousOut, file.path);
    if (previous && sameText(previous, text, size) && writer.keep(file.path, size)) {
      written.reused += 1;
      continue;
    }
    writer.writeFile(file.path, text);
    written.written.push(file.path);
  }
  return written;
}

/** Whether `file` holds exactly `text` (of `size` bytes in UTF-8). */
function sameText(file: string, text: string, size: number): boolean {
  try {
    const bytes = readFileSync(file);
    return bytes.length === size && bytes.toString('utf8') === text;
  } catch {
    return false;
  }
}
