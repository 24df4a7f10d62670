// Any query the modal can send (any Unicode, 0–64 characters) to the offline search answers quickly, over the Coins
// site's records plus a few hundred pages of hostile text, and what the modal puts in innerHTML holds no tag but <mark>
// and reads back as the record's own text.
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { buildSiteModel } from '../../../cli/model/build-site-model.js';
import { hitLines } from '../../../client/search/hit-title.js';
import { createLocalSearchClient } from '../../../client/search/local-search-client.js';
import { SEARCH } from '../../../shared/constants.js';
import type { SearchRecord } from '../../../shared/model/search.js';
import type { SearchClient, SearchHit, SearchRequest } from '../../../shared/search-protocol.js';
import { modalSearchRequest } from '../../../shared/search-request.js';
import { fuzzRuns, fuzzTimeout } from '../../support/fuzz.js';
import { ODD_CHARS, oddText } from '../../support/fuzz-content.js';
import { config, contentFiles } from '../model/fixtures.js';
import { indexFilesOf, serveIndex } from '../support/search-index-fetch.js';

/** The spec's budget for one query, after the index files are loaded. */
const BUDGET_MS = 50;
const HOSTILE_PAGES = 300;

/** Pages whose titles, headings and prose hold markup, entities, odd Unicode and ordinary words. */
function hostileRecords(): SearchRecord[] {
  const words = fc.array(fc.oneof(oddText(12), fc.constantFrom('catálogo', 'webhook', 'frete', '<script>', '&amp;', '<mark>', '</mark>')), {
    minLength: 1,
    maxLength: 12,
  });
  const pages = fc.sample(fc.tuple(words, fc.array(fc.tuple(words, words), { maxLength: 5 })), { numRuns: HOSTILE_PAGES, seed: 10 });
  const files = Object.fromEntries(
    pages.map(([title, sections], i) => [
      `hostil/p${i}.md`,
      `---\ntitle: ${JSON.stringify(title.join(' '))}\n---\n\n${sections
        .map(([heading, prose]) => `## ${heading.join(' ').replace(/[\r\n]/g, ' ')}\n\n${prose.join(' ').replace(/\n{2,}/g, '\n')}`)
        .join('\n\n')}\n`,
    ]),
  );
  const { model } = buildSiteModel({ config: config(), ...contentFiles(files) });
  return model.search;
}

/** The request the modal sends for `query` on a wide screen. */
const modalRequest = (query: string): SearchRequest =>
  modalSearchRequest({ indexName: 'docs', query, locale: 'pt', narrow: false, insights: false });

const ENTITY: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * The text of highlighted HTML, after checking that its only tags are <mark> and </mark>, not nested and each closed,
 * and that every & starts one of the entities escapeHtml writes.
 */
function textOfHighlight(html: string): string {
  let open = false;
  const tags = html.match(/<[^>]*>?/g) ?? [];
  for (const tag of tags) {
    expect(['<mark>', '</mark>'], `tag ${JSON.stringify(tag)} in ${JSON.stringify(html)}`).toContain(tag);
    expect(tag === '<mark>', `nested or unopened mark in ${JSON.stringify(html)}`).toBe(!open);
    open = !open;
  }
  expect(open, `unclosed mark in ${JSON.stringify(html)}`).toBe(false);
  const text = html.replace(/<\/?mark>/g, '');
  expect(text).not.toMatch(/[<>]/);
  expect(text.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toContain('&');
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITY[entity]!);
}

function checkHit(hit: SearchHit): void {
  for (const [level, result] of Object.entries(hit._highlightResult.hierarchy)) {
    expect(textOfHighlight(result!.value)).toBe(hit.hierarchy[level as keyof SearchHit['hierarchy']]);
  }
  if (hit._highlightResult.content) expect(textOfHighlight(hit._highlightResult.content.value)).toBe(hit.content);
  const snippets = { ...hit._snippetResult?.hierarchy, ...(hit._snippetResult?.content ? { content: hit._snippetResult.content } : {}) };
  for (const [level, result] of Object.entries(snippets)) {
    const source = level === 'content' ? hit.content! : hit.hierarchy[level as keyof SearchHit['hierarchy']]!;
    // A snippet is a window of the text's words, with "…" where it was cut.
    const text = textOfHighlight(result!.value).replace(/^…|…$/g, '');
    expect(source.replace(/\s+/g, ' ')).toContain(text.replace(/\s+/g, ' '));
  }
  const { title, path: pathLine } = hitLines(hit);
  textOfHighlight(title);
  textOfHighlight(pathLine);
}

/** Queries: raw Unicode (lone surrogates included), markup and entities, regex specials, and corpus words mangled. */
const query = fc
  .oneof(
    fc.string({ unit: 'binary', maxLength: 64 }),
    fc.string({ unit: 'grapheme', maxLength: 64 }),
    fc
      .array(
        fc.oneof(
          fc.constantFrom('<script>', '</mark>', '<mark>', '&amp;', '&lt;', '&#0;', '"', "'", '\0', '.*', '(?:', '\\', '[^]', '$1', '|'),
          fc.constantFrom(...ODD_CHARS),
          fc.constantFrom('catalogo', 'catálogo', 'webhok', 'frete', 'saldo', 'api', 'chave', 'pedido', 'c', 'ca', 'de', 'a', ' ', 'ção'),
          oddText(6),
        ),
        { maxLength: 20 },
      )
      .map((parts) => parts.join('')),
  )
  .map((text) => text.slice(0, SEARCH.maxQueryLength));

describe('offline search queries, fuzzed', () => {
  let out: string;
  let client: SearchClient;

  beforeAll(async () => {
    out = mkdtempSync(path.join(os.tmpdir(), 'docsgen-query-fuzz-'));
    const coins = (await buildSite({ root: path.resolve(import.meta.dirname, '../../..'), out, log: () => {}, cache: false })).model.search;
    const records = [...coins, ...hostileRecords()];
    client = createLocalSearchClient({ indexUrl: '/assets/search-index.json', fetch: serveIndex(indexFilesOf(records)) });
    // Warm-up: the entry file and the shards of common words load once per session, as in the modal.
    for (const warm of ['api', 'catalogo', 'webhook', 'frete saldo', '<script>', 'a'])
      await client.search({ requests: [modalRequest(warm)] });
  }, 120_000);

  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it(
    'answers any query within 50 ms with highlights that hold no tag but <mark> and read back as the text',
    async () => {
      // A query's time is the processor time it costs this process (process.cpuUsage): on an idle machine it is the
      // wall time, and on a shared one (other builds and test runs) it is not inflated by time given to others, which
      // made one query of 2 ms measure 2–105 ms.
      const timed = async (text: string) => {
        const started = process.cpuUsage();
        const { results } = await client.search({ requests: [modalRequest(text)] });
        const { user, system } = process.cpuUsage(started);
        return { result: results[0]!, ms: (user + system) / 1000 };
      };
      await fc.assert(
        fc.asyncProperty(query, async (text) => {
          // The first run loads the shards and pages of the query's words (the modal's network fetches); the next is
          // timed, the best of three when over budget, so a garbage collection does not count as the query's.
          const { result } = await timed(text);
          let { ms } = await timed(text);
          for (let retry = 0; retry < 2 && ms > BUDGET_MS; retry++) ms = Math.min(ms, (await timed(text)).ms);
          expect(ms, `query ${JSON.stringify(text)}`).toBeLessThan(BUDGET_MS);
          expect(result.query).toBe(text);
          for (const hit of result.hits) checkHit(hit);
        }),
        { numRuns: fuzzRuns() },
      );
    },
    fuzzTimeout(150),
  );
});
