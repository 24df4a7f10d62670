// Algolia's _highlightResult and _snippetResult, built on the raw text: words are found with their positions, every
// piece of text is HTML-escaped on its own and only the highlight tags are inserted as markup, so neither a page's
// text nor the query can inject HTML.
import { escapeHtml } from '../../shared/escape-html.js';
import type { HighlightResult, SnippetResult } from '../../shared/search-protocol.js';
import { STOP_WORD } from './query-match.js';
import { WORD } from '../../shared/search-index/tokenizer.js';

export interface HighlightOptions {
  /** The query's terms (queryTerms). */
  terms: string[];
  /** termMatcher(terms). */
  match: (word: string) => number;
  /** The query's terms as typed, reported in matchedWords. */
  words: string[];
  preTag: string;
  postTag: string;
}

interface Marked {
  value: string;
  /** Indexes of the query terms found. */
  found: Set<number>;
  /** Every word of the text is highlighted. */
  whole: boolean;
}

/** Escapes `text` and wraps each word that matches a query term in the tags. */
function mark(text: string, options: HighlightOptions): Marked {
  const found = new Set<number>();
  let value = '';
  let done = 0;
  let words = 0;
  let marked = 0;
  for (const match of text.matchAll(WORD)) {
    const term = options.match(match[0]);
    if (term === STOP_WORD) continue;
    words += 1;
    if (term < 0) continue;
    found.add(term);
    marked += 1;
    value += `${escapeHtml(text.slice(done, match.index))}${options.preTag}${escapeHtml(match[0])}${options.postTag}`;
    done = match.index + match[0].length;
  }
  value += escapeHtml(text.slice(done));
  return { value, found, whole: words > 0 && marked === words };
}

function matchLevel(found: Set<number>, options: HighlightOptions): HighlightResult['matchLevel'] {
  if (found.size === 0) return 'none';
  return new Set(options.terms).size === new Set([...found].map((i) => options.terms[i])).size ? 'full' : 'partial';
}

/** The whole attribute, escaped, with the matched words in the tags. */
export function highlight(text: string, options: HighlightOptions): HighlightResult {
  const { value, found, whole } = mark(text, options);
  const result: HighlightResult = {
    value,
    matchLevel: matchLevel(found, options),
    matchedWords: [...new Set([...found].map((i) => escapeHtml(options.words[i] ?? options.terms[i]!)))],
  };
  if (whole) result.fullyHighlighted = true;
  return result;
}

/**
 * A window of `size` words of the attribute around its first match (a third of them before it), escaped and
 * highlighted, with the ellipsis where the text was cut; the first words when nothing matches.
 */
export function snippet(text: string, size: number, ellipsis: string, options: HighlightOptions): SnippetResult {
  const words = [...text.matchAll(/\S+/g)];
  if (words.length === 0) return { value: escapeHtml(text), matchLevel: 'none' };
  const count = Math.max(1, size);
  const first = words.findIndex((word) => [...word[0].matchAll(WORD)].some((m) => options.match(m[0]) >= 0));
  const start = Math.max(0, Math.min(first - Math.floor((count - 1) / 3), words.length - count));
  const end = Math.min(words.length, start + count);
  const last = words[end - 1]!;
  const { value, found } = mark(text.slice(words[start]!.index, last.index + last[0].length), options);
  const cut = escapeHtml(ellipsis);
  return { value: `${start > 0 ? cut : ''}${value}${end < words.length ? cut : ''}`, matchLevel: matchLevel(found, options) };
}
