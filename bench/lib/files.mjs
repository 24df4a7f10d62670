// Every file below a folder, for the benchmarks' size counts and corpus reads.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Paths of every regular file below `dir` (depth first, in directory order). */
export function walk(dir, acc = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(p, acc);
    else if (entry.isFile()) acc.push(p);
  }
  return acc;
}
