// Astro's `redirects`: an old route and where it leads, a string or `{ status, destination }`. A rest parameter at the
// end (`/blog/[...slug]` → `/articles/[...slug]`) is a prefix, the rest of the path carried over; other parameters
// (`/[lang]/old`) name many addresses docsgen cannot list, and are a warning.
import { isMarker, isRecord, type ReadingWarnings } from '../config-data.js';
import { readRedirects } from '../site-redirects.js';

/** A rest parameter as the last segment of a route: `/[...slug]`. */
const REST = /\/\[\.\.\.[^\]/]+\]$/;

/** The site's redirects as the config's `redirects`; none when it has none. */
export function astroRedirects(value: unknown, file: string, warnings: ReadingWarnings): { redirects?: Record<string, string> } {
  if (value === undefined) return {};
  if (!isRecord(value)) {
    warnings.unreadable(file, 'redirects', value, 'its old URLs answer with the 404 page');
    return {};
  }
  const rules: Array<[string, string]> = [];
  for (const [from, target] of Object.entries(value)) {
    const destination = typeof target === 'string' ? target : isRecord(target) ? target.destination : undefined;
    if (typeof destination !== 'string') {
      warnings.unreadable(file, `redirects["${from}"]`, isMarker(target) ? target : destination, 'the redirect is left out');
      continue;
    }
    if (/\[[^\]]*\]/.test(prefixOf(from))) {
      warnings.unsupported(
        file,
        'redirects',
        `the redirect from ${from} is left out: a parameter other than a last \`[...rest]\` names addresses docsgen cannot list`,
      );
      continue;
    }
    rules.push([prefixOf(from), prefixOf(destination)]);
  }
  const redirects = readRedirects(rules, { file, field: 'redirects' }, warnings);
  return redirects ? { redirects } : {};
}

/** "/blog/[...slug]" → "/blog/*"; a route without a rest parameter as it is. */
function prefixOf(route: string): string {
  return REST.test(route) ? route.replace(REST, '/*') : route;
}
