import { existsSync } from 'node:fs';
import type { SiteModel } from '../../shared/model/site.js';
import type { OutputWriter } from '../fs/output-writer.js';
import { llmsFiles } from './llms-files.js';

/**
 * Writes the files for readers' tools into the output; returns how many and their bytes. A file the static folder
 * already put there (an llms.txt of the author's own) is kept: it was written on purpose.
 */
export function writeLlmsFiles(writer: OutputWriter, model: SiteModel): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const file of llmsFiles(model)) {
    if (existsSync(writer.resolve(file.path))) continue;
    const text = file.text();
    writer.writeFile(file.path, text);
    files += 1;
    bytes += Buffer.byteLength(text);
  }
  return { files, bytes };
}
