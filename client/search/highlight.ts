// Algolia's _highlightResult and _snippetResult, built on the raw text: words are found with their positions, every
// piece of text is HTML-escaped on its own and only the highlight tags are inserted as markup, so neither a page's
// text nor the query can inject HTML.
import { escapeHtml } from '../../shared/escape-html.js';
import type { HighlightResult, SnippetResult } from '../../shared/search-protocol.js';
import { STOP_WORD } from './query-match.js';
import { holdsUnspacedWords, wordsAt, type WordAt } from '../../shared/search-index/tokenizer.js';

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
  for (const { word, index } of wordsAt(text)) {
    const term = options.match(word);
    if (term === STOP_WORD) continue;
    words += 1;
    if (term < 0) continue;
    found.add(term);
    marked += 1;
    value += `${escapeHtml(text.slice(done, index))}${options.preTag}${escapeHtml(word)}${options.postTag}`;
    done = index + word.length;
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
 * The pieces of a text a snippet counts as its words: what whitespace separates, and in Chinese and Japanese, written
 * without spaces, each word with the punctuation after it (else a paragraph is one "word", shown whole however long).
 */
function snippetWords(text: string): WordAt[] {
  const pieces: WordAt[] = [];
  for (const chunk of text.matchAll(/\S+/g)) {
    if (!holdsUnspacedWords(chunk[0])) {
      pieces.push({ word: chunk[0], index: chunk.index });
      continue;
    }
    const starts = wordsAt(chunk[0]).map(({ index }) => index);
    starts[0] = 0;
    starts.forEach((start, i) => {
      pieces.push({ word: chunk[0].slice(start, starts[i + 1] ?? chunk[0].length), index: chunk.index + start });
    });
  }
  return pieces;
}

/**
 * A window of `size` words of the attribute around its first match (a third of them before it), escaped and
 * highlighted, with the ellipsis where the text was cut; the first words when nothing matches.
 */
export function snippet(text: string, size: number, ellipsis: string, options: HighlightOptions): SnippetResult {
  const words = snippetWords(text);
  if (words.length === 0) return { value: escapeHtml(text), matchLevel: 'none' };
  const count = Math.max(1, size);
  const first = words.findIndex(({ word }) => wordsAt(word).some((m) => options.match(m.word) >= 0));
  const start = Math.max(0, Math.min(first - Math.floor((count - 1) / 3), words.length - count));
  const end = Math.min(words.length, start + count);
  const last = words[end - 1]!;
  const { value, found } = mark(text.slice(words[start]!.index, last.index + last.word.length), options);
  const cut = escapeHtml(ellipsis);
  return { value: `${start > 0 ? cut : ''}${value}${end < words.length ? cut : ''}`, matchLevel: matchLevel(found, options) };
}
