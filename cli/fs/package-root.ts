import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The docsgen package's own folder (where client/, templates/ and shared/ live), found from this module's location:
 * a few file checks, made when a build needs them (no memory kept in the module).
 */
export function packageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'docsgen') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`docsgen: cannot find its own package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}
