// Bundles the TypeScript CLI into dist/ with esbuild: one file per entry, dependencies left in node_modules.
// Why compile rather than run through a loader: Node 20 has no built-in TypeScript support, loader hooks
// differ across Node 20/22/24, and a bundled file starts faster than transpiling every module at each run.
import { build } from 'esbuild';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outdir = path.join(root, 'dist');
rmSync(outdir, { recursive: true, force: true }); // no stale chunk of an earlier build may be picked up
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    cli: 'cli/index.ts',
    'markdown-worker': 'cli/markdown/markdown-worker.ts',
    'search-index-worker': 'cli/search/search-index-worker.ts',
    'page-writer-worker': 'cli/output/page-writer-worker.ts',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  // Split so the Markdown pipeline is its own chunk, imported only when a page must be parsed.
  splitting: true,
  // Beside the entries, not in a folder of their own: code that finds a worker script or a file next to it
  // (`new URL('./x', import.meta.url)`) finds it from whichever file it lands in.
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
  metafile: true,
});

// Worker scripts are found with `new URL('./x.mjs', import.meta.url)`, relative to the file the code lands in: if
// splitting moved such code into dist/chunks/, the worker would silently not be found and the work would run on
// the main thread. Fail the build instead.
for (const file of Object.keys(result.metafile.outputs).filter((name) => name.endsWith('.mjs'))) {
  const code = readFileSync(path.join(root, file), 'utf8');
  for (const [, target] of code.matchAll(/new URL\("(\.[^"]+)", import\.meta\.url\)/g)) {
    if (!existsSync(path.join(path.dirname(path.join(root, file)), target))) {
      console.error(
        `build-cli: ${file} looks for ${target} beside itself, where there is none (code needing a worker was split into a chunk)`,
      );
      process.exit(1);
    }
  }
}
