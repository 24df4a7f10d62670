// The warm queries of the search benchmarks (search.mjs, search-engines.mjs): made from a corpus's headings, the same
// for the same seed, so two runs and two engines are asked the same things.
import { readFileSync } from 'node:fs';
import { walk } from './files.mjs';
import { prng } from './prng.mjs';
import { importSource } from './typescript-source.mjs';

/**
 * The searcher the benchmarks play: the corpus's index, on a wide screen, in a Portuguese site with contextual search
 * on and no Algolia Insights (the options of shared/search-request.ts's modalSearchRequest, but for the query).
 */
export const BENCH_SEARCHER = { indexName: 'docs', locale: 'pt', narrow: false, insights: false };

/**
 * What the modal asks the engine for a query, for the engine-alone measures: shared/search-request.ts itself, bundled
 * into bench/work (under `name`), so the bench asks exactly what the modal asks.
 */
export async function loadModalRequest(name) {
  const { modalSearchRequest } = await importSource('shared/search-request.ts', name);
  return (query) => modalSearchRequest({ ...BENCH_SEARCHER, query });
}

/** Titles and Markdown headings of a content folder's pages, in file order: what makeQueries makes queries from. */
export function corpusHeadings(content) {
  const headings = [];
  for (const file of walk(content)
    .filter((f) => f.endsWith('.md'))
    .sort()) {
    const md = readFileSync(file, 'utf8');
    const title = /^title:\s*["']?(.+?)["']?\s*$/m.exec(md);
    if (title) headings.push(title[1]);
    for (const m of md.matchAll(/^#{1,6}\s+(.+)$/gm)) headings.push(m[1]);
  }
  return headings;
}

/** Deterministic queries from the corpus's headings: whole words, two neighbouring words, prefixes and one-typo words. */
export function makeQueries(headings, count, seed) {
  const random = prng(seed);
  const wordsOf = (h) => h.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
  const words = [...new Set(headings.flatMap(wordsOf))].sort();
  const pairs = [
    ...new Set(
      headings.flatMap((h) => {
        const w = wordsOf(h);
        return w.slice(1).map((b, i) => `${w[i]} ${b}`);
      }),
    ),
  ].sort();
  const pick = (list) => list[Math.floor(random() * list.length)];
  const queries = [];
  for (let i = 0; i < count; i++) {
    const word = pick(words);
    switch (i % 4) {
      case 0:
        queries.push(word);
        break;
      case 1:
        queries.push(pairs.length ? pick(pairs) : word);
        break;
      case 2:
        queries.push(word.slice(0, 2 + Math.floor(random() * 3)));
        break;
      default: {
        // One letter dropped after the first two (the engine's typo-free prefix), in a word of 6+ letters.
        const at = 2 + Math.floor(random() * (word.length - 3));
        queries.push(word.length >= 6 ? word.slice(0, at) + word.slice(at + 1) : word);
      }
    }
  }
  return queries;
}
