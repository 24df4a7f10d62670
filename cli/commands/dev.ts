// `docsgen dev`: the site built in memory, served, and rebuilt on every change (cli/dev/dev-server.ts).
import type { Command } from 'commander';
import { parsePort } from './parse-port.js';
import { runAction } from './run-action.js';

/** Adds `dev` to the program. */
export function addDevCommand(program: Command): Command {
  return program
    .command('dev')
    .description('build the site in memory and serve it; on every change rebuild what changed and reload open pages')
    .argument('[root]', 'site folder holding content/ and optionally docsgen.config.ts', '.')
    .option('-p, --port <port>', 'port to listen on (0 picks a free one); a taken port is an error', parsePort, 3000)
    .option('--host <host>', 'address to bind; use 0.0.0.0 to expose it to the network', '127.0.0.1')
    .option(
      '--allowed-hosts <hosts>',
      'comma-separated host names to answer besides localhost, IP addresses and --host (".example.com" allows its subdomains)',
      (value: string, previous: string[] = []) => [...previous, ...value.split(',').filter(Boolean)],
    )
    .option('--no-cache', 'parse every Markdown file again instead of reusing .docsgen/cache')
    .action(
      runAction(async (root: string, options: { port: number; host: string; cache: boolean; allowedHosts?: string[] }) => {
        const { port, host, cache, allowedHosts } = options;
        const { startDevServer } = await import('../dev/dev-server.js');
        const server = await startDevServer({ root, port, host, cache, allowedHosts });
        // Close the watcher and the open event streams before leaving, so Ctrl+C ends at once.
        const stop = (): void => {
          void server.close().finally(() => process.exit(0));
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      }),
    );
}
