// Bundles the TypeScript CLI into dist/ with esbuild: one file per entry, dependencies left in node_modules.
// Why compile rather than run through a loader: Node 20 has no built-in TypeScript support, loader hooks
// differ across Node 20/22/24, and a bundled file starts faster than transpiling every module at each run.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
await build({
  absWorkingDir: root,
  entryPoints: { cli: 'cli/index.ts', 'markdown-worker': 'cli/markdown/markdown-worker.ts', 'search-index-worker': 'cli/search/search-index-worker.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  // Split so the Markdown pipeline is its own chunk, imported only when a page must be parsed.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
});
