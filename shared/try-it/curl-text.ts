// The request as a curl command, in the layout of the build's curl sample (httpsnippet's), so the sample the reader
// sees changes only where their input does.
import { escapeHtml } from '../escape-html.js';
import type { BuiltRequest } from './request.js';

/** A shell word in single quotes: a quote inside becomes '\'' (close, escaped quote, reopen). */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", "'\\''")}'`;
}

/** The curl command that sends exactly `request`. */
export function curlText(request: Pick<BuiltRequest, 'method' | 'url' | 'headers' | 'body'>): string {
  const lines = [`curl --request ${request.method}`, `  --url ${shellQuote(request.url)}`];
  for (const [name, value] of request.headers) lines.push(`  --header ${shellQuote(`${name}: ${value}`)}`);
  if (request.body !== undefined) lines.push(`  --data ${shellQuote(request.body)}`);
  return lines.join(' \\\n');
}

/** The curl command as highlighted HTML, its quoted words coloured as the build's bash highlighting colours them. */
export function curlHtml(text: string): string {
  return text
    .split(/('(?:[^']|'\\'')*')/)
    .map((piece, i) => (i % 2 === 1 ? `<span class="hljs-string">${escapeHtml(piece)}</span>` : escapeHtml(piece)))
    .join('');
}
