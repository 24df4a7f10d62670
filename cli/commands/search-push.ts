// `docsgen search push`: the site's search records uploaded to Algolia (cli/commands/algolia-upload.ts does the work).
import type { Command } from 'commander';
import { ADMIN_KEY_ENV } from './algolia-admin-key.js';
import { runAction } from './run-action.js';

/** Adds `search`, with its one subcommand `push`, to the program. */
export function addSearchPushCommand(program: Command): Command {
  const search = program.command('search').description('manage the search index (Algolia mode)');
  search
    .command('push')
    .description(`upload the site's search records and index settings to Algolia (admin key from ${ADMIN_KEY_ENV})`)
    .argument('[root]', 'site folder holding content/ and docsgen.config.ts with search.provider "algolia"', '.')
    .option('--dry-run', 'build the records and print how many would be sent, without contacting Algolia')
    .option('--no-cache', 'parse every Markdown file again instead of reusing .docsgen/cache')
    .action(
      runAction(async (root: string, options: { dryRun?: boolean; cache: boolean }) => {
        const { pushSearchRecords } = await import('./algolia-upload.js');
        await pushSearchRecords({ root, dryRun: options.dryRun, cache: options.cache });
      }),
    );
  return search;
}
