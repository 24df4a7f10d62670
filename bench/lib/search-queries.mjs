// The warm queries of the search benchmarks (search.mjs, search-engines.mjs): made from a corpus's headings, the same
// for the same seed, so two runs and two engines are asked the same things.
import { readFileSync } from 'node:fs';
import { walk } from './files.mjs';
import { prng } from './prng.mjs';

/** What the modal asks the engine for (client/search/SearchModal.tsx), for the engine-alone measures. */
export const MODAL_REQUEST = {
  hitsPerPage: 20,
  attributesToRetrieve: [
    'hierarchy.lvl0',
    'hierarchy.lvl1',
    'hierarchy.lvl2',
    'hierarchy.lvl3',
    'hierarchy.lvl4',
    'hierarchy.lvl5',
    'hierarchy.lvl6',
    'content',
    'type',
    'url',
  ],
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  facetFilters: ['language:pt'],
  clickAnalytics: false,
};

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
