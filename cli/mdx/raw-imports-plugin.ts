// Vite's `?raw` import (`import config from '../examples/tsconfig.json?raw'`), which Starlight and VitePress pages use
// to show a file of the repository in a code block: the file's text as the default export. Resolved as a file, so the
// site-imports plugin checks where it leads like any other import.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';

const RAW = /\?raw$/;

export function rawImportsPlugin(): Plugin {
  return {
    name: 'docsgen-raw-imports',
    setup(build) {
      build.onResolve({ filter: RAW }, (args) => {
        if (!args.path.startsWith('.') && !args.path.startsWith('/')) return undefined;
        const file = path.resolve(args.resolveDir, args.path.replace(RAW, ''));
        return existsSync(file) ? { path: file, suffix: '?raw' } : undefined;
      });
      build.onLoad({ filter: /.*/ }, (args) =>
        args.suffix === '?raw' ? { contents: readFileSync(args.path, 'utf8'), loader: 'text' } : undefined,
      );
    },
  };
}
