// The bench scripts run on plain Node, without a TypeScript loader: the docsgen sources they call (the offline search
// client, the search modal's request) are bundled with esbuild into bench/work and imported from there.
import { build } from 'esbuild';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO, WORK } from './paths.mjs';

/** The exports of `source` (a path from the repository's root), bundled into bench/work/<name>.mjs. */
export async function importSource(source, name) {
  const bundle = path.join(WORK, `${name}.mjs`);
  await build({
    entryPoints: [path.join(REPO, source)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: bundle,
    logLevel: 'error',
  });
  // The query string makes a second load in the same process read the fresh bundle, not the module cache.
  return import(`${pathToFileURL(bundle).href}?${Date.now()}`);
}

/**
 * A module of the given export lines (`export { x } from "/abs/path.ts"`, packages by name), bundled with its packages
 * left to node_modules into `dir`/<name>.mjs and imported: the parts of a checkout a bench calls directly.
 */
export async function importExports(lines, dir, name) {
  const { mkdirSync, writeFileSync } = await import('node:fs');
  mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, `${name}-entry.ts`);
  writeFileSync(entry, lines.join('\n'));
  const bundle = path.join(dir, `${name}.mjs`);
  await build({
    entryPoints: [entry],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
    absWorkingDir: REPO,
  });
  return import(`${pathToFileURL(bundle).href}?${Date.now()}`);
}
