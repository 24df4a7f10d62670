// The `_headers` file at the root of a build, in the syntax Netlify and Cloudflare Pages read: a path pattern on a
// line of its own, then its headers indented below it. The build writes the security headers for every path (`/*`)
// there; `docsgen serve` reads them back, so it sends exactly what the build computed.

/** The file's name at the output root. Hosts that read it never serve it, and neither does `docsgen serve`. */
export const HEADERS_FILE = '_headers';

/** The pattern that matches every path. */
const EVERY_PATH = '/*';

/** The file's text: `headers` for every path. */
export function headersFileText(headers: Readonly<Record<string, string>>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `${EVERY_PATH}\n${lines.join('\n')}\n`;
}

/** The headers a `_headers` text gives every path (`/*`); blocks for other patterns and `#` comments are skipped. */
export function everyPathHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inBlock = false;
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inBlock = line.trim() === EVERY_PATH;
      continue;
    }
    const colon = line.indexOf(':');
    if (!inBlock || colon === -1) continue;
    const name = line.slice(0, colon).trim();
    if (name) headers[name] = line.slice(colon + 1).trim();
  }
  return headers;
}
