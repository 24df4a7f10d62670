// A file of the served folder the server reads for every request (`_headers`, `_redirects`), parsed again only when a
// build has changed it, so a new build's file takes effect as its pages do, without a restart.
import { readFileSync, statSync } from 'node:fs';

/** Returns a function giving `parse` of `file` as it is now, or undefined when there is no such file. */
export function parsedWhenChanged<T>(file: string, parse: (text: string) => T): () => T | undefined {
  let cached: { stamp: string; value: T } | undefined;
  return () => {
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) return undefined;
    const stamp = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    if (cached?.stamp !== stamp) cached = { stamp, value: parse(readFileSync(file, 'utf8')) };
    return cached.value;
  };
}
