// Docusaurus pages give headings their ids as `## Title {#my-id}`, which MDX would read as a JavaScript expression
// (and fail on). Like Docusaurus's own MDX loader, the `{` is escaped before compiling, outside fenced code and line
// for line, so the heading's text ends in `{#my-id}` exactly as in a Markdown page, where the heading-id step reads it.
import { FencedCode } from './container-titles.js';

const HEADING_ID = /^([ \t]{0,3}#{1,6}[ \t].*?)\{(#[^{}\s]+)\}([ \t]*)$/;

export function escapeHeadingIds(body: string): string {
  if (!body.includes('{#')) return body;
  const code = new FencedCode();
  return body
    .split('\n')
    .map((line) => (code.isCode(line) ? line : line.replace(HEADING_ID, '$1\\{$2}$3')))
    .join('\n');
}
