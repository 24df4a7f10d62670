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
 * English articles, pronouns, prepositions and the auxiliaries questions start with ("how do i create a key"): the
 * words almost every paragraph has, which would make a query's every word required and match everything.
 */
const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and or of to in on at by for from with as into about is are was be been it its this that these those ' +
    'how do does i you we can what which'
  ).split(' '),
);

/** Spanish articles, contractions, prepositions and "como" (normalized), as for Portuguese. */
const SPANISH_STOP_WORDS: ReadonlySet<string> = new Set(
  'el la los las un una unos unas y o u e de del al a en con por para que se como lo le les su sus'.split(' '),
);

/**
 * A Portuguese plural folded to its singular by its final "s" ("chaves", "webhooks", "erros" are found by "chave",
 * "webhook", "erro"; "-is", "-us", "-ss" are left alone).
 */
function foldPortuguese(term: string): string {
  return term.length > 4 && term.endsWith('s') && !/[ius]s$/.test(term) ? term.slice(0, -1) : term;
}

/**
 * An English plural folded by its "s" ("keys", "webhooks", "errors" → "key", "webhook", "error"), leaving the words
 * whose "s" is no plural's ("status", "class", "analysis", "gas"): "-ss", "-us", "-is" and words of three letters
 * (English plurals are often short: "keys", "docs", "tags").
 * "-ies" and "-es" stay as they are: folding them ("entries" → "entry", "boxes" → "box") guesses wrong as often
 * ("movies", "types"); a prefix match still finds "entr" in both.
 */
function foldEnglish(term: string): string {
  return term.length > 3 && term.endsWith('s') && !/(?:[isu]s|ies|es)$/.test(term) ? term.slice(0, -1) : term;
}

/**
 * A Spanish plural folded to its singular. "-es" goes where the singular surely ends in a consonant: "-iones",
 * "-ores", "-ades", "-udes" ("funciones" → "funcion", "errores" → "error", "propiedades" → "propiedad"; accents are
 * already gone); elsewhere only the "s" ("claves" → "clave", "productos" → "producto"), as "-es" may be a vowel's
 * plural ("claves") as much as a consonant's ("papeles"). "-is", "-us", "-ss" and short words stay ("crisis", "virus").
 */
function foldSpanish(term: string): string {
  if (term.length <= 4 || !term.endsWith('s') || /[ius]s$/.test(term)) return term;
  return /(?:ion|or|ad|ud)es$/.test(term) ? term.slice(0, -2) : term.slice(0, -1);
}

/** A language whose noise and plurals docsgen does not know: every word a term as written. */
const NO_STOP_WORDS: ReadonlySet<string> = new Set();
const NO_RULES = { stopWords: NO_STOP_WORDS, fold: (term: string) => term };

/** What each locale's search drops (stop words) and folds (plurals). */
const TERM_RULES: Record<string, { stopWords: ReadonlySet<string>; fold: (term: string) => string }> = {
  pt: { stopWords: STOP_WORDS, fold: foldPortuguese },
  en: { stopWords: ENGLISH_STOP_WORDS, fold: foldEnglish },
  es: { stopWords: SPANISH_STOP_WORDS, fold: foldSpanish },
};

/**
 * processTerm for a locale: the site's language says which words are noise and how plurals fold. The index and
 * the browser's queries use the same (the index's entry file records its locale). A language without rules of its
 * own (French, German, Japanese…) drops no word and folds none: another language's stop words would drop its words
 * ("de", "a" are Portuguese noise, German and French content) and its "-s" folding would cut them.
 */
export function processTermFor(locale: string): (term: string) => string | null {
  const rules = TERM_RULES[locale] ?? NO_RULES;
  return (term) => {
    const normal = normalizeTerm(term);
    if (!normal || rules.stopWords.has(normal)) return null;
    return rules.fold(normal);
  };
}

/** A term as indexed and queried on a Portuguese site (the default): normalized, plural folded, stop words dropped. */
export const processTerm: (term: string) => string | null = processTermFor('pt');

/** Turns words into terms (processTerm), or a memoized processTerm (termProcessor): what termFrequencies takes. */
export type TermProcessor = (word: string) => string | null;

/**
 * processTerm remembering its answers, for one index build or one search session. Words repeat (a site's vocabulary
 * is a few tens of thousands of words): remembering them halves the index's build time. The memory belongs to the
 * caller, and the bound keeps it flat on a site of any size.
 */
export function termProcessor(limit = 100_000, process: TermProcessor = processTerm): TermProcessor {
  const known = new Map<string, string | null>();
  return (word) => {
    let term = known.get(word);
    if (term === undefined) {
      term = process(word);
      if (known.size >= limit) known.clear();
      known.set(word, term);
    }
    return term;
  };
}

/**
 * A character of a script written without spaces between words (Chinese, Japanese), by script extensions, so the marks
 * those scripts share count too (ー, 々, the kana voicing marks). Inside one of WORD's words a run of them is a whole
 * clause ("使用积分兑换礼品"), which a word segmenter cuts into its words.
 */
const UNSPACED = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]/u;
const UNSPACED_RUN = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]+/gu;

/** A word of a text and where it starts in it. */
export interface WordAt {
  word: string;
  index: number;
}

/** Whether a text holds Chinese or Japanese, whose words no space separates. */
export function holdsUnspacedWords(text: string): boolean {
  return UNSPACED.test(text);
}

/**
 * Cuts the words of a text (WORD's, with their positions) that hold runs of Chinese or Japanese: each run into its
 * words by the platform's word segmenter (ICU's dictionary, in Node and every current browser: "积分兑换" → 积分,
 * 兑换), the letters around them kept as they are ("使用API" → 使用, API).
 */
function cutUnspaced(words: Iterable<WordAt>, segmenter: Intl.Segmenter): WordAt[] {
  const out: WordAt[] = [];
  for (const { word, index: at } of words) {
    if (!UNSPACED.test(word)) {
      out.push({ word, index: at });
      continue;
    }
    let done = 0;
    for (const run of word.matchAll(UNSPACED_RUN)) {
      if (run.index > done) out.push({ word: word.slice(done, run.index), index: at + done });
      for (const piece of segmenter.segment(run[0])) out.push({ word: piece.segment, index: at + run.index + piece.index });
      done = run.index + run[0].length;
    }
    if (done < word.length) out.push({ word: word.slice(done), index: at + done });
  }
  return out;
}

/** How the search cuts texts into words: the build and the browser cut text alike only through one of these. */
export interface TextCutter {
  /**
   * A text's words the way MiniSearch's tokenizer cut them (empty words at the ends included: they count in
   * lengths), with runs of Chinese and Japanese cut into their words (cutUnspaced). Other text is split as before.
   */
  tokenize(text: string): string[];
  /** A text's words with their positions, for scanning it (highlights): the same words, without the empty ones. */
  wordsAt(text: string): WordAt[];
}

/**
 * A TextCutter for many texts (a page's records, a search session's pages): it makes its word segmenter once, on
 * the first text of Chinese or Japanese (a few microseconds each time, a fifth of the cutting of a short paragraph),
 * and holds it for its caller, as modules hold no state. Text without those scripts costs one regular-expression test.
 */
export function textCutter(): TextCutter {
  let segmenter: Intl.Segmenter | undefined;
  const cut = (words: WordAt[]): WordAt[] => cutUnspaced(words, (segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' })));
  return {
    tokenize(text) {
      const words = text.split(WORD_SEPARATOR);
      if (!UNSPACED.test(text)) return words;
      // Positions are not needed here: each word's own are 0.
      return cut(words.map((word) => ({ word, index: 0 }))).map(({ word }) => word);
    },
    wordsAt(text) {
      const words = [...text.matchAll(WORD)].map((match) => ({ word: match[0], index: match.index }));
      return UNSPACED.test(text) ? cut(words) : words;
    },
  };
}

/** TextCutter's tokenize for one text. */
export function tokenize(text: string): string[] {
  return textCutter().tokenize(text);
}

/** TextCutter's wordsAt for one text. */
export function wordsAt(text: string): WordAt[] {
  return textCutter().wordsAt(text);
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
