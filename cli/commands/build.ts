// `docsgen build`: the site in [root] built into a static folder (cli/builder/build-site.ts does the work), unless the
// output is up to date (cli/builder/build-if-changed.ts).
import type { Command } from 'commander';
import { parseThreads } from './parse-threads.js';
import { runAction } from './run-action.js';

/** Adds `build` to the program. */
export function addBuildCommand(program: Command): Command {
  return program
    .command('build')
    .description('build the site in [root] into a static folder')
    .argument('[root]', 'site folder holding content/ and optionally docsgen.config.ts', '.')
    .option(
      '-o, --out <dir>',
      "output folder, relative to the site root (default: build, or the site's generator's own: .vitepress/dist, book, site, dist)",
    )
    .option(
      '--no-cache',
      'build everything anew instead of reusing .docsgen/cache (Markdown, pages, search index, client bundle), even when nothing changed',
    )
    .option('--cache-dir <dir>', 'keep the caches in this folder instead of .docsgen/cache, relative to the site root')
    .option(
      '--threads <n>',
      'most threads to parse Markdown on (1: no worker threads: pages are also written on the main thread); default: one per core',
      parseThreads,
    )
    .option('--verbose', 'print every warning instead of at most 10 of each kind')
    .option(
      '--strict',
      'fail (exit 1, the previous output kept) on any broken link or anchor, missing file or component docsgen cannot show, listing them all (config `strict`)',
    )
    .action(
      runAction(
        async (
          root: string,
          options: { out?: string; cache: boolean; cacheDir?: string; threads?: number; verbose?: boolean; strict?: boolean },
        ) => {
          const { out, cache, cacheDir, threads, verbose, strict } = options;
          // Loaded when the command runs (cli/index.ts: `--version` and `--help` load none of the builder).
          const { buildIfChanged } = await import('../builder/build-if-changed.js');
          await buildIfChanged({ root, out, cache, cacheDir, threads, verbose, ...(strict ? { strict } : {}) });
        },
      ),
    );
}
