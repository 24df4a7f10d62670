// `docsgen serve`: a built folder served the way a static host serves it (cli/serve/static-server.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { DocsgenError } from '../errors/docsgen-error.js';
import { parsePort } from './parse-port.js';
import { runAction } from './run-action.js';

interface ServeCommandOptions {
  port: number;
  host: string;
  dir?: string;
  base: string;
}

/** Adds `serve` to the program. */
export function addServeCommand(program: Command): Command {
  return program
    .command('serve')
    .description('serve a built site the way a static host does (real 404s, compression, caching)')
    .argument('[root]', 'site folder the build was made in', '.')
    .option('-p, --port <port>', 'port to listen on (0 picks a free one)', parsePort, 3000)
    .option('--host <host>', 'address to bind; use 0.0.0.0 to expose it to the network', '127.0.0.1')
    .option('-d, --dir <dir>', "built folder to serve, relative to the site root (default: build, or the site's generator's own)")
    .option('--base <path>', "URL path the site was built for (the config's baseUrl)", '/')
    .action(
      runAction(async (root: string, options: ServeCommandOptions) => {
        // Loaded when the command runs (cli/index.ts: `--version` and `--help` load none of it).
        const [{ defaultOutDir }, { serve }, { outputSiblings }] = await Promise.all([
          import('../sites/read-site.js'),
          import('../serve/static-server.js'),
          import('../output/atomic-output.js'),
        ]);
        const dir = path.resolve(root, options.dir ?? defaultOutDir(root));
        if (!existsSync(path.join(dir, 'index.html'))) throw noBuild(dir, root, outputSiblings(dir));
        // A taken or forbidden port is already a DocsgenError naming it (http/listen.ts).
        const { url } = await serve({ dir, port: options.port, host: options.host, base: options.base });
        console.log(`Serving ${path.relative(process.cwd(), dir) || dir} at ${url}/  (Ctrl+C to stop)`);
      }),
    );
}

/**
 * Nothing to serve, and what to do: a build killed while swapping in its output leaves none, but the previous one
 * beside it (`build.old-…`), which the next build puts back; say so rather than only that the folder is empty.
 */
function noBuild(dir: string, root: string, { old, tmp }: { old: string[]; tmp: string[] }): DocsgenError {
  const build = `docsgen build${root === '.' ? '' : ` ${root}`}`;
  const name = path.basename(dir);
  if (!existsSync(dir) && old[0]) {
    return new DocsgenError({
      code: 'serve-no-build',
      message: `${dir} is missing: a build was stopped while it replaced the output, and the previous output is in ${old[0]}`,
      hint: `run "${build}": it puts ${old[0]} back as ${name}/ and rebuilds (or rename it to ${name} yourself)`,
    });
  }
  const unfinished = tmp[0] ? ` (${tmp[0]} beside it is an unfinished build's, not a site)` : '';
  return new DocsgenError({
    code: 'serve-no-build',
    message: `${dir} has no index.html: nothing to serve${unfinished}`,
    hint: `run "${build}" first, or pass --dir`,
  });
}
