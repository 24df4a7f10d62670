// Another generator's redirects as docsgen's config `redirects`: each rule of a shape docsgen publishes is kept, each
// other one is a warning naming it (a rule of a shape the config check refuses would stop the build over a file the
// maintainer did not write for docsgen).
import { redirectProblem } from '../config/redirects-schema.js';
import type { ReadingWarnings } from './config-data.js';

/** The rules as the config's `redirects`, or undefined when none is left. `field` names where they were written. */
export function readRedirects(
  rules: Iterable<readonly [string, string]>,
  where: { file: string; field: string },
  warnings: ReadingWarnings,
): Record<string, string> | undefined {
  const kept: Record<string, string> = {};
  for (const [from, to] of rules) {
    const problem = redirectProblem(from, to);
    if (problem) warnings.unsupported(where.file, where.field, `the redirect from ${from} to ${to} is left out: ${problem}`);
    else kept[from] = to;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** "/guide/intro.html" → "/guide/intro", "/guide/index.html" → "/guide": the route of a page published as `.html`. */
export function htmlRoute(file: string): string {
  const route = file.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '');
  return route.startsWith('/') ? route || '/' : `/${route}`;
}
