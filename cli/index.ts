// The `docsgen` command: build a site, develop it with live reload, serve a built one, or push its search records to
// Algolia. Each command lives in cli/commands/, one file each; this file is only the program that holds them.
import { Command } from 'commander';
import { addBuildCommand } from './commands/build.js';
import { addDevCommand } from './commands/dev.js';
import { addSearchPushCommand } from './commands/search-push.js';
import { addServeCommand } from './commands/serve.js';

/** The program with its name, version, help and commands. */
export function createProgram(): Command {
  const program = new Command('docsgen')
    .description('Static documentation sites from Markdown: fast builds, light pages, React islands.')
    .version(process.env.DOCSGEN_VERSION ?? '0.1.0')
    .showHelpAfterError();
  // Added with program.command(), so each command inherits showHelpAfterError; this order is the help's order.
  addBuildCommand(program);
  addServeCommand(program);
  addDevCommand(program);
  addSearchPushCommand(program);
  return program;
}

await createProgram().parseAsync(process.argv);
