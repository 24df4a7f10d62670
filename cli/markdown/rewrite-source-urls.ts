// Puts new URLs in place of the ones a Markdown text writes, every other byte left as the author wrote it: the
// Markdown stage says where each URL is (plugins/remark-source-urls.ts), the caller what it becomes.
import type { SourceUrl } from './markdown-result.js';
import { applyEdits, type TextEdit } from './raw-html-tags.js';

/**
 * `text` with each of its `urls` replaced by what `rewrite` returns for it (undefined, or the URL unchanged: left as
 * written). `text` must be the text the stage parsed, or one with the same lines (a page's body, whose "::: tip Title"
 * lines the stage read rewritten: a URL not found where it was is left as written).
 */
export function rewriteSourceUrls(
  text: string,
  urls: readonly SourceUrl[] | undefined,
  rewrite: (url: SourceUrl) => string | undefined,
): string {
  if (!urls || urls.length === 0) return text;
  const lineStarts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  const edits: TextEdit[] = [];
  for (const source of urls) {
    const lineStart = lineStarts[source.line - 1];
    if (lineStart === undefined) continue;
    const start = lineStart + source.column;
    const end = start + source.written.length;
    if (text.slice(start, end) !== source.written) continue;
    const url = rewrite(source);
    if (url === undefined || url === source.url) continue;
    edits.push({ start, end, text: source.html ? attributeText(url) : destinationText(url) });
  }
  return applyEdits(text, edits);
}

/** A URL as a Markdown destination: the URL parser has encoded spaces and angle brackets; parentheses are escaped. */
function destinationText(url: string): string {
  return url.replace(/[()]/g, (char) => `\\${char}`);
}

/** A URL as an attribute's value, however the attribute is quoted. */
function attributeText(url: string): string {
  return url.replace(/[&"'<>]/g, (char) => `&#${char.charCodeAt(0)};`);
}
