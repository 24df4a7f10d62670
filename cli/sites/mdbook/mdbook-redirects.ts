// book.toml's `[output.html.redirect]`: an old page of the book (its `.html` path from the book's root) and where its
// reader goes now, a path relative to the old page or an absolute URL (mdBook's rule). The old address keeps its
// `.html`, as mdBook published it; the target is the route docsgen publishes that page at.
import path from 'node:path';
import type { ReadingWarnings } from '../config-data.js';
import { htmlRoute, readRedirects } from '../site-redirects.js';

/** The book's redirects as the config's `redirects`; undefined when it has none. */
export function bookRedirects(table: Record<string, unknown>, file: string, warnings: ReadingWarnings): Record<string, string> | undefined {
  const rules: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(table)) {
    if (typeof value !== 'string') {
      warnings.unreadable(file, `output.html.redirect."${key}"`, value, 'the redirect is left out');
      continue;
    }
    const from = `/${key.replace(/^\/+/, '')}`;
    rules.push([
      from,
      /^[a-z]+:/i.test(value) ? value : htmlRoute(path.posix.resolve(path.posix.dirname(from), value.replace(/#.*$/, ''))),
    ]);
  }
  return readRedirects(rules, { file, field: 'output.html.redirect' }, warnings);
}
