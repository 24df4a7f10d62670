// The `docsgen` command: build a site, develop it with live reload, serve a built one, or push its search records to Algolia.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { buildSite } from './builder/build-site.js';
import { startDevServer } from './dev/dev-server.js';
import { DocsgenError } from './errors/docsgen-error.js';
import { formatError } from './errors/format-error.js';
import { ADMIN_KEY_ENV, pushSearchRecords } from './commands/search-push.js';
import { serve } from './serve/static-server.js';

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('a port is a whole number from 0 to 65535');
  return port;
}

/** Runs a command action; any error is printed as one readable message and the process exits non-zero. */
function action<A extends unknown[]>(run: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
  return async (...args) => {
    try {
      await run(...args);
    } catch (error) {
      console.error(formatError(error));
      process.exitCode = 1;
    }
  };
}

export function createProgram(): Command {
  const program = new Command('docsgen')
    .description('Static documentation sites from Markdown: fast builds, light pages, React islands.')
    .version(process.env.DOCSGEN_VERSION ?? '0.1.0')
    .showHelpAfterError();

  program
    .command('build')
    .description('build the site in [root] into a static folder')
    .argument('[root]', 'site folder holding content/ and optionally docsgen.config.ts', '.')
    .option('-o, --out <dir>', 'output folder, relative to the site root', 'build')
    .option('--no-cache', 'parse every Markdown file again instead of reusing .docsgen/cache')
    .action(action(async (root: string, options: { out: string; cache: boolean }) => {
      await buildSite({ root, out: options.out, cache: options.cache });
    }));

  program
    .command('serve')
    .description('serve a built site the way a static host does (real 404s, compression, caching)')
    .argument('[root]', 'site folder the build was made in', '.')
    .option('-p, --port <port>', 'port to listen on (0 picks a free one)', parsePort, 3000)
    .option('--host <host>', 'address to bind; use 0.0.0.0 to expose it to the network', '127.0.0.1')
    .option('-d, --dir <dir>', 'built folder to serve, relative to the site root', 'build')
    .option('--base <path>', 'URL path the site was built for (the config\'s baseUrl)', '/')
    .action(action(async (root: string, options: { port: number; host: string; dir: string; base: string }) => {
      const dir = path.resolve(root, options.dir);
      if (!existsSync(path.join(dir, 'index.html'))) {
        throw new DocsgenError({
          code: 'serve-no-build', message: `${dir} has no index.html: nothing to serve`,
          hint: `run "docsgen build ${root === '.' ? '' : root}" first, or pass --dir`,
        });
      }
      // A taken or forbidden port is already a DocsgenError naming it (http/listen.ts).
      const { url } = await serve({ dir, port: options.port, host: options.host, base: options.base });
      console.log(`Serving ${path.relative(process.cwd(), dir) || dir} at ${url}/  (Ctrl+C to stop)`);
    }));

  program
    .command('dev')
    .description('build the site in memory and serve it; on every change rebuild what changed and reload open pages')
    .argument('[root]', 'site folder holding content/ and optionally docsgen.config.ts', '.')
    .option('-p, --port <port>', 'port to listen on (0 picks a free one); a taken port is an error', parsePort, 3000)
    .option('--host <host>', 'address to bind; use 0.0.0.0 to expose it to the network', '127.0.0.1')
    .option('--no-cache', 'parse every Markdown file again instead of reusing .docsgen/cache')
    .action(action(async (root: string, options: { port: number; host: string; cache: boolean }) => {
      const server = await startDevServer({ root, port: options.port, host: options.host, cache: options.cache });
      const stop = (): void => {
        void server.close().finally(() => process.exit(0));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    }));

  program
    .command('search')
    .description('manage the search index (Algolia mode)')
    .command('push')
    .description(`upload the site's search records and index settings to Algolia (admin key from ${ADMIN_KEY_ENV})`)
    .argument('[root]', 'site folder holding content/ and docsgen.config.ts with search.provider "algolia"', '.')
    .option('--dry-run', 'build the records and print how many would be sent, without contacting Algolia')
    .option('--no-cache', 'parse every Markdown file again instead of reusing .docsgen/cache')
    .action(action(async (root: string, options: { dryRun?: boolean; cache: boolean }) => {
      await pushSearchRecords({ root, dryRun: options.dryRun, cache: options.cache });
    }));
  return program;
}

await createProgram().parseAsync(process.argv);
