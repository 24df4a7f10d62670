// The lines `docsgen dev` prints about a rebuild: what changed, and which routes it changed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RouteChanges } from '../incremental/changed-routes.js';

/** "content/guia/x.md" or "content/guia/x.md and 2 more", relative to the site root. */
export function describeChanges(root: string, changes: Set<string>): string {
  // Name a file that is still there rather than an editor's temporary file.
  const first = [...changes].find((file) => existsSync(file)) ?? [...changes][0];
  const name = path.relative(root, first!).split(path.sep).join('/');
  return changes.size === 1 ? name : `${name} and ${changes.size - 1} more`;
}

/** "1 route changed /guide/x", "12 routes changed", "every route changed" (the site's settings changed). */
export function describeRoutes({ changed, all }: RouteChanges): string {
  if (all) return 'every route changed';
  const count = `${changed.length} ${changed.length === 1 ? 'route' : 'routes'} changed`;
  return changed.length > 0 && changed.length <= 3 ? `${count} ${changed.join(' ')}` : count;
}

/** The time of day, "14:03:22", that starts each rebuild's line. */
export function clock(): string {
  return new Date().toTimeString().slice(0, 8);
}
