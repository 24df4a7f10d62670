// How the offline search cuts and normalizes text into terms, shared by the build (which indexes) and the browser
// (which queries and highlights): both must do it the same way, or the index answers nothing. Pure.

/**
 * Separators between words: whitespace, control characters (tab, NUL), punctuation (MiniSearch's own rule) and
 * symbols, so "<script>", "a+b", "a\tb" or "R$10" give the words in them and no word ever holds a "<".
 */
export const WORD_SEPARATOR = /[\p{Cc}\p{Z}\p{P}\p{S}]+/u;
/** A word (the complement of WORD_SEPARATOR), for scanning text with positions. */
export const WORD = /[^\p{Cc}\p{Z}\p{P}\p{S}]+/gu;

const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** Invisible format characters (zero-width space, soft hyphen, direction marks, BOM): pasted, they split nothing. */
const FORMAT_CHARACTERS = /\p{Cf}/gu;

/** Lowercase without accents or invisible characters: "Catálogo", "catalogo" and "cata\u00ADlogo" are one term. */
export function normalizeTerm(term: string): string {
  return term.normalize('NFD').replace(COMBINING_MARKS, '').replace(FORMAT_CHARACTERS, '').toLowerCase();
}

/**
 * Portuguese articles, contractions, prepositions and "como" (normalized). A query needs all its words, and with
 * these among them "chave da api" preferred paragraphs that say "da" to the page "Chave de API", and "como funciona
 * o saldo" paragraphs that say "como" (tests/unit/search/relevance.test.ts). The index is a little smaller too.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  'a o as os um uma uns umas e ou de da do das dos em na no nas nos ao aos para pra por pela pelo pelas pelos com que se como'.split(' '),
);

/**
 * A term as indexed and queried: normalized, a Portuguese plural folded to its singular by its final "s" ("chaves",
 * "webhooks", "erros" are found by "chave", "webhook", "erro"; "-is", "-us", "-ss" are left alone), stop words dropped.
 */
export function processTerm(term: string): string | null {
  const normal = normalizeTerm(term);
  if (!normal || STOP_WORDS.has(normal)) return null;
  return normal.length > 4 && normal.endsWith('s') && !/[ius]s$/.test(normal) ? normal.slice(0, -1) : normal;
}

/** Turns words into terms (processTerm), or a memoized processTerm (termProcessor): what termFrequencies takes. */
export type TermProcessor = (word: string) => string | null;

/**
 * processTerm remembering its answers, for one index build or one search session. Words repeat (a site's vocabulary
 * is a few tens of thousands of words): remembering them halves the index's build time. The memory belongs to the
 * caller, and the bound keeps it flat on a site of any size.
 */
export function termProcessor(limit = 100_000): TermProcessor {
  const known = new Map<string, string | null>();
  return (word) => {
    let term = known.get(word);
    if (term === undefined) {
      term = processTerm(word);
      if (known.size >= limit) known.clear();
      known.set(word, term);
    }
    return term;
  };
}

/** Cuts a text into words the way MiniSearch's tokenizer did (empty words at the ends included: they count in lengths). */
export function tokenize(text: string): string[] {
  return text.split(WORD_SEPARATOR);
}

/** A field's length for BM25, as MiniSearch counts it: its distinct words before processing. */
export function fieldLength(tokens: string[]): number {
  return new Set(tokens).size;
}

/** How often each term occurs in a text's words. */
export function termFrequencies(tokens: string[], process: TermProcessor = processTerm): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of tokens) {
    const term = process(token);
    if (term) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return counts;
}
