// Which package an import names, and whether it is installed where Node would look for it: the config readers
// (sites/stand-ins.ts) and the MDX bundle (mdx/missing-imports-plugin.ts) stand in for what is not.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** "@scope/name/sub" → "@scope/name", "name/sub" → "name". */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Whether a package is installed where Node would look for it from `folder` (node_modules up the tree). */
export function isInstalled(name: string, folder: string): boolean {
  for (let dir = folder; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}
