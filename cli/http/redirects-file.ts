// The `_redirects` file at the root of a build, in the syntax Netlify and Cloudflare Pages read: one rule a line,
// `/docs/old /docs/new 301`, a prefix as `/docs/guides/* /docs/tutorials/:splat 301`. The build writes the config's
// redirects there (emit/redirects.ts); `docsgen serve` reads it back and `docsgen dev` reads the model's through the
// same text, so the three answer alike. We read our own subset of the syntax: other lines (placeholders, conditions,
// rewrites with 200) are skipped, as a host that knows them still reads them.
import { decodeUrlPath } from './request-target.js';
import { encodeRoute, withBase } from '../../shared/url.js';
import type { RedirectRule } from '../../shared/model/site.js';

/** The file's name at the output root. Hosts that read it never serve it, and neither does `docsgen serve`. */
export const REDIRECTS_FILE = '_redirects';

/** A line of the file as read: URL paths with the base URL, percent-encoded; `splat` when `from` ends with `/*`. */
export interface RedirectLine {
  from: string;
  to: string;
  status: number;
  splat: boolean;
}

const STATUS = 301;
/** The statuses `docsgen serve` redirects with; other lines (200 rewrites, 404s) are the host's own business. */
const REDIRECT_STATUSES: readonly number[] = [301, 302, 303, 307, 308];

/** The file's text for the model's rules under `baseUrl`: exact lines first (Cloudflare wants static before dynamic). */
export function redirectsFileText(rules: readonly RedirectRule[], baseUrl: string): string {
  const line = ({ from, to }: RedirectRule) => {
    const splat = from.endsWith('/*');
    const target = splat ? to.slice(0, -2) : to;
    const href = isAbsolute(target) ? target : withBase(baseUrl, encodeRoute(target));
    return `${withBase(baseUrl, encodeRoute(from))} ${href}${splat ? '/:splat' : ''} ${STATUS}`;
  };
  const exact = rules.filter((rule) => !rule.from.endsWith('/*'));
  const splats = rules.filter((rule) => rule.from.endsWith('/*'));
  return [...exact, ...splats].map(line).join('\n') + (rules.length > 0 ? '\n' : '');
}

/** The lines of a `_redirects` text that `docsgen serve` follows; blank lines, `#` comments and others skipped. */
export function parseRedirects(text: string): RedirectLine[] {
  const lines: RedirectLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [from, to, code, ...rest] = line.split(/\s+/);
    const status = code === undefined ? STATUS : Number(code.replace(/!$/, ''));
    if (!from || !to || rest.length > 0 || !REDIRECT_STATUSES.includes(status) || !from.startsWith('/')) continue;
    const splat = from.endsWith('/*');
    // A placeholder (`/:lang/*`) or a `*` inside the path is syntax we do not follow.
    if (from.includes(':') || from.slice(0, splat ? -1 : undefined).includes('*')) continue;
    if (!splat && to.includes(':splat')) continue;
    lines.push({ from: canonical(splat ? from.slice(0, -2) : from) + (splat ? '/*' : ''), to, status, splat });
  }
  return lines;
}

/** The first line matching `urlPath` (as requested: with the base URL, percent-encoded) and where it sends the reader. */
export function matchRedirect(lines: readonly RedirectLine[], urlPath: string): { location: string; status: number } | undefined {
  const path = canonical(urlPath);
  for (const line of lines) {
    if (!line.splat) {
      if (line.from === path) return { location: line.to, status: line.status };
      continue;
    }
    const base = line.from.slice(0, -2);
    if (path.startsWith(`${base}/`) && path.length > base.length + 1) {
      return { location: line.to.replace(':splat', path.slice(base.length + 1)), status: line.status };
    }
  }
  return undefined;
}

/** A redirect's location with the request's query, which hosts keep ("/old?x=1" → "/new?x=1"). */
export function withQuery(location: string, query: string): string {
  if (!query) return location;
  return `${location}${location.includes('?') ? '&' : '?'}${query}`;
}

/** A path as rules compare it: one percent-encoding for every way of writing it, without a trailing slash. */
function canonical(urlPath: string): string {
  const decoded = decodeUrlPath(urlPath) ?? urlPath;
  return encodeRoute(decoded.replace(/\/+$/, '') || '/');
}

function isAbsolute(target: string): boolean {
  return /^https?:\/\//.test(target);
}
