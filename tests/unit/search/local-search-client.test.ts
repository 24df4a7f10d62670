import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createLocalSearchClient } from '../../../client/search/local-search-client.js';
import type { SearchRecord } from '../../../shared/model/search.js';
import type {
  HighlightResult,
  SearchClient,
  SearchHit,
  SearchRequest,
  SearchResponse,
  SnippetResult,
} from '../../../shared/search-protocol.js';
import { PAGES_CHANGED_EVENT } from '../../../shared/island-events.js';
import { indexFilesOf, serveIndex } from '../support/search-index-fetch.js';

const HIERARCHY = { lvl0: 'Guia', lvl1: '', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };

function record(route: string, n: number, fields: Partial<SearchRecord> & { title: string }): SearchRecord {
  const { title, ...rest } = fields;
  return {
    objectID: `${route}#${n}`,
    url: route,
    type: 'content',
    hierarchy: { ...HIERARCHY, lvl1: title },
    content: null,
    language: 'pt',
    tags: [],
    position: n,
    ...rest,
  };
}

const LONG =
  'Um dois três quatro cinco seis sete oito nove dez onze doze treze quatorze webhook quinze dezesseis dezessete dezoito dezenove vinte vinte-e-um';

const RECORDS: SearchRecord[] = [
  // 45 pages about coins, for paging.
  ...Array.from({ length: 45 }, (_, i) => record(`/coins-${i}`, 0, { title: `Coins ${i}`, type: 'lvl1' })),
  record('/webhook', 0, { title: 'Webhooks', type: 'lvl1', tags: ['guia'] }),
  record('/eventos', 0, { title: 'Eventos', type: 'lvl1', tags: ['-novo'] }),
  record('/eventos', 1, { title: 'Eventos', content: LONG }),
  record('/webhook#assinatura', 1, {
    title: 'Webhooks',
    type: 'lvl2',
    url: '/webhook#assinatura',
    hierarchy: { ...HIERARCHY, lvl1: 'Webhooks', lvl2: 'Assinatura' },
    tags: ['guia'],
  }),
  record('/webhook#assinatura', 2, {
    title: 'Webhooks',
    url: '/webhook#assinatura',
    hierarchy: { ...HIERARCHY, lvl1: 'Webhooks', lvl2: 'Assinatura' },
    content: 'Verifique o HMAC de cada webhook.',
    tags: ['guia'],
  }),
  record('/en/webhook', 0, { title: 'Webhook events', type: 'lvl1', language: 'en', tags: ['api'] }),
  record('/xss', 0, { title: 'Página <img src=x onerror=alert(1)>', type: 'lvl1' }),
  record('/xss', 1, { title: 'Página <img src=x onerror=alert(1)>', content: 'Antes <script>alert(1)</script> & "depois" do script.' }),
];

const INDEX = indexFilesOf(RECORDS);
/** The same site once /webhook's title has changed. */
const RENAMED = indexFilesOf(
  RECORDS.map((r) => (r.objectID === '/webhook#0' ? { ...r, hierarchy: { ...r.hierarchy, lvl1: 'Webhooks renomeados' } } : r)),
);

function serve() {
  return serveIndex(INDEX);
}

async function search(params: Omit<SearchRequest, 'indexName'>, fetch = serve()): Promise<SearchResponse> {
  const client = createLocalSearchClient({ indexUrl: '/assets/search-index.json', fetch });
  const { results } = await client.search({ requests: [{ indexName: 'docs', ...params }] });
  return results[0]!;
}

/** Runtime check of one hit against templates/search-protocol.ts. */
function expectHitShape(hit: SearchHit): void {
  expect(Object.keys(hit).sort()).toEqual(expect.arrayContaining(['_highlightResult', 'content', 'hierarchy', 'objectID', 'type', 'url']));
  expect(typeof hit.objectID).toBe('string');
  expect(typeof hit.url).toBe('string');
  expect(['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content']).toContain(hit.type);
  expect(hit.content === null || typeof hit.content === 'string').toBe(true);
  expect(Object.keys(hit.hierarchy).sort()).toEqual(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']);
  const highlights: HighlightResult[] = [
    ...Object.values(hit._highlightResult.hierarchy),
    ...(hit._highlightResult.content ? [hit._highlightResult.content] : []),
  ];
  for (const [level, text] of Object.entries(hit.hierarchy)) {
    expect(Boolean(hit._highlightResult.hierarchy[level as keyof typeof hit.hierarchy]), level).toBe(text !== null);
  }
  expect(Boolean(hit._highlightResult.content)).toBe(hit.content !== null);
  for (const h of highlights) {
    expect(typeof h.value).toBe('string');
    expect(['none', 'partial', 'full']).toContain(h.matchLevel);
    expect(Array.isArray(h.matchedWords) && h.matchedWords.every((w) => typeof w === 'string')).toBe(true);
    if (h.fullyHighlighted !== undefined) expect(typeof h.fullyHighlighted).toBe('boolean');
  }
  const snippets: SnippetResult[] = [
    ...Object.values(hit._snippetResult?.hierarchy ?? {}),
    ...(hit._snippetResult?.content ? [hit._snippetResult.content] : []),
  ];
  for (const s of snippets) {
    expect(typeof s.value).toBe('string');
    expect(['none', 'partial', 'full']).toContain(s.matchLevel);
  }
}

function expectResponseShape(response: SearchResponse): void {
  expect(Object.keys(response).sort()).toEqual([
    'exhaustiveNbHits',
    'hits',
    'hitsPerPage',
    'nbHits',
    'nbPages',
    'page',
    'params',
    'processingTimeMS',
    'query',
  ]);
  for (const key of ['nbHits', 'page', 'nbPages', 'hitsPerPage', 'processingTimeMS'] as const)
    expect(Number.isInteger(response[key]), key).toBe(true);
  expect(typeof response.query).toBe('string');
  expect(typeof response.params).toBe('string');
  expect(typeof response.exhaustiveNbHits).toBe('boolean');
  response.hits.forEach(expectHitShape);
}

/** Every "<" or ">" left once the highlight tags are taken out: there must be none. */
function markupOutsideTags(value: string, pre = '<mark>', post = '</mark>'): string[] {
  return value.split(pre).join('').split(post).join('').match(/[<>]/g) ?? [];
}

describe('the local search client', () => {
  it('has the algoliasearch lite client’s search({ requests }) type', () => {
    expectTypeOf(createLocalSearchClient).returns.toEqualTypeOf<SearchClient>();
    expectTypeOf<Awaited<ReturnType<SearchClient['search']>>['results'][number]>().toEqualTypeOf<SearchResponse>();
  });

  it('fetches the index on the first search, not when created, and each file only once', async () => {
    const fetch = serve();
    const client = createLocalSearchClient({ indexUrl: '/assets/search-index.json', fetch });
    expect(fetch).not.toHaveBeenCalled();
    await client.search({ requests: [{ indexName: 'docs', query: 'webhook' }] });
    await client.search({ requests: [{ indexName: 'docs', query: 'coins' }] });
    await client.search({ requests: [{ indexName: 'docs', query: 'webhook' }] });
    const urls = fetch.mock.calls.map(([url]) => url);
    expect(urls[0]).toBe('/assets/search-index.json');
    // The entry file is revalidated (its name does not change); the others are under its folder, named by content
    // (a fragment by its block's content and its place in it).
    expect(fetch.mock.calls[0]![1]).toEqual({ cache: 'no-cache' });
    for (const url of urls.slice(1)) expect(url).toMatch(/^\/assets\/search\/(?:[thk]-[\da-f]{8}|p-[\da-f]{8}-[\da-z]+)\.json$/);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('answers a multi-query with one response of the protocol’s shape per request', async () => {
    const client = createLocalSearchClient({ indexUrl: '/x.json', fetch: serve() });
    const { results } = await client.search({
      requests: [
        {
          indexName: 'docs',
          query: 'webhook',
          attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
          facetFilters: ['language:pt'],
        },
        { indexName: 'docs', query: 'coins', hitsPerPage: 5 },
      ],
    });
    expect(results).toHaveLength(2);
    results.forEach(expectResponseShape);
    const [webhook] = results;
    expect(webhook!.hits.map((hit) => hit.url)).toEqual(['/webhook', '/webhook#assinatura', '/eventos']);
    expect(webhook!.hits[0]).toMatchObject({
      objectID: '/webhook#0',
      type: 'lvl1',
      content: null,
      hierarchy: { lvl0: 'Guia', lvl1: 'Webhooks', lvl2: null },
    });
    expect(webhook!.query).toBe('webhook');
    expect(webhook!.exhaustiveNbHits).toBe(true);
    expect(new URLSearchParams(webhook!.params).get('query')).toBe('webhook');
    expect(JSON.parse(new URLSearchParams(webhook!.params).get('facetFilters')!)).toEqual(['language:pt']);
  });

  it('returns no hits for an empty query, or one of stop words and symbols only', async () => {
    for (const query of ['', '   ', 'de', '🚀 .*+?[](){}']) {
      const response = await search({ query });
      expectResponseShape(response);
      expect(response).toMatchObject({ hits: [], nbHits: 0, nbPages: 0, page: 0, hitsPerPage: 20, query });
    }
  });

  it('pages with hitsPerPage (20 by default), page and nbPages', async () => {
    const first = await search({ query: 'coins' });
    expect(first).toMatchObject({ nbHits: 45, nbPages: 3, page: 0, hitsPerPage: 20 });
    expect(first.hits).toHaveLength(20);
    const last = await search({ query: 'coins', page: 2 });
    expect(last.hits).toHaveLength(5);
    const beyond = await search({ query: 'coins', page: 3 });
    expect(beyond).toMatchObject({ hits: [], nbHits: 45, page: 3 });
    const small = await search({ query: 'coins', hitsPerPage: 7, page: 1 });
    expect(small).toMatchObject({ nbPages: 7, hitsPerPage: 7 });
    expect(small.hits).toHaveLength(7);
    const all = [0, 1, 2].map((page) => search({ query: 'coins', page }));
    const urls = (await Promise.all(all)).flatMap((response) => response.hits.map((hit) => hit.url));
    expect(new Set(urls).size).toBe(45);
  });

  it('requires every word when some record has them all, else takes any', async () => {
    const both = await search({ query: 'hmac webhook' });
    expect(both.hits.map((hit) => hit.url)).toEqual(['/webhook#assinatura']);
    // "assinatura" is the record's section heading: words of the headings above a record count for it.
    expect((await search({ query: 'assinatura hmac' })).hits[0]!.url).toBe('/webhook#assinatura');
    const any = await search({ query: 'hmac coins' });
    expect(any.nbHits).toBe(46);
  });

  it('matches a last word under 4 letters as a prefix only in titles and headings (first keystrokes)', async () => {
    const urls = async (query: string) => (await search({ query, facetFilters: ['language:pt'] })).hits.map((hit) => hit.url);
    expect(await urls('webh')).toEqual(['/webhook', '/webhook#assinatura', '/eventos']);
    expect(await urls('web')).toEqual(['/webhook']);
    expect(await urls('w')).toEqual(['/webhook']);
    expect(await urls('assinatura web')).toEqual(['/webhook#assinatura']);
  });

  it('highlights matched words with the request’s tags, <mark> by default', async () => {
    const [hit] = (await search({ query: 'webhooks' })).hits;
    expect(hit!._highlightResult.hierarchy.lvl1).toEqual({
      value: '<mark>Webhooks</mark>',
      matchLevel: 'full',
      matchedWords: ['webhooks'],
      fullyHighlighted: true,
    });
    expect(hit!._highlightResult.hierarchy.lvl0).toEqual({ value: 'Guia', matchLevel: 'none', matchedWords: [] });
    const custom = await search({ query: 'hmac web', highlightPreTag: '<em class="hit">', highlightPostTag: '</em>' });
    const content = custom.hits.find((h) => h.content?.includes('HMAC'))!._highlightResult.content!;
    expect(content.value).toBe('Verifique o <em class="hit">HMAC</em> de cada <em class="hit">webhook</em>.');
    expect(content).toMatchObject({ matchLevel: 'full', matchedWords: ['hmac', 'web'] });
    const partial = await search({ query: 'assinatura hmac' });
    expect(partial.hits[0]!._highlightResult.content).toMatchObject({ matchLevel: 'partial', matchedWords: ['hmac'] });
  });

  it('snippets the attributes asked for: a window of N words around the first match, with the ellipsis', async () => {
    const ten = await search({ query: 'webhook', attributesToSnippet: ['content:10', 'hierarchy.lvl1:10'] });
    const long = ten.hits.find((hit) => hit.content === LONG);
    // The window starts three words before the match; its 10 words are cut on both sides.
    const tenValue = long?._snippetResult?.content?.value;
    expect(tenValue).toBe('…doze treze quatorze <mark>webhook</mark> quinze dezesseis dezessete dezoito dezenove vinte…');
    expect(long?._snippetResult?.content?.matchLevel).toBe('full');
    expect(long?._snippetResult?.hierarchy?.lvl1).toEqual({ value: 'Eventos', matchLevel: 'none' });
    expect(ten.hits[0]!._snippetResult?.hierarchy?.lvl1).toEqual({ value: '<mark>Webhooks</mark>', matchLevel: 'full' });
    const five = await search({ query: 'webhook', attributesToSnippet: ['content:5'], snippetEllipsisText: ' [...]' });
    const fiveValue = five.hits.find((hit) => hit.content === LONG)?._snippetResult?.content?.value;
    expect(fiveValue).toBe(' [...]quatorze <mark>webhook</mark> quinze dezesseis dezessete [...]');
    // No snippet is asked for: none is given.
    expect((await search({ query: 'webhook' })).hits.every((hit) => hit._snippetResult === undefined)).toBe(true);
    // Three words: none before the match; a partial match says so; a short text is not cut.
    const start = await search({ query: 'coins 3 hmac', attributesToSnippet: ['content:3'] });
    expect(start.hits.find((hit) => hit.content)!._snippetResult?.content).toEqual({
      value: '…<mark>HMAC</mark> de cada…',
      matchLevel: 'partial',
    });
    const none = await search({ query: 'webhooks', attributesToSnippet: ['hierarchy.lvl0:3', 'content:3'] });
    expect(none.hits[0]!._snippetResult?.hierarchy?.lvl0).toEqual({ value: 'Guia', matchLevel: 'none' });
  });

  it('honours facetFilters on language and tags (docusaurus_tag is a tag), ANDed, with ORs in arrays', async () => {
    const urls = async (facetFilters: SearchRequest['facetFilters']) =>
      (await search({ query: 'webhook', facetFilters })).hits.map((hit) => hit.url.split('#')[0]);
    expect(await urls(undefined)).toContain('/en/webhook');
    expect(await urls(['language:pt'])).not.toContain('/en/webhook');
    expect(await urls(['language:en'])).toEqual(['/en/webhook']);
    expect(await urls(['docusaurus_tag:api'])).toEqual(['/en/webhook']);
    expect(new Set(await urls([['tags:api', 'docusaurus_tag:guia']]))).toEqual(new Set(['/webhook', '/en/webhook']));
    expect(await urls(['language:pt', ['tags:api']])).toEqual([]);
    expect(await urls(['tags:-guia'])).toEqual(['/en/webhook', '/eventos']);
    expect(await urls(['unknown:x'])).toEqual([]);
  });

  it('reads a facet filter as Algolia writes it: spaces around the colon, a quoted value, an escaped minus', async () => {
    const urls = async (facetFilters: SearchRequest['facetFilters']) =>
      (await search({ query: 'webhook', facetFilters })).hits.map((hit) => hit.url.split('#')[0]);
    expect(await urls(['language : en '])).toEqual(['/en/webhook']);
    expect(await urls(['docusaurus_tag:"api"'])).toEqual(['/en/webhook']);
    // A value that starts with a minus is written with a backslash, so that it is not read as a negation.
    expect(await urls(['tags:\\-novo'])).toEqual(['/eventos']);
    // Unescaped, it negates: no page is tagged "novo".
    expect(await urls(['tags:-novo'])).toEqual(['/webhook', '/en/webhook', '/webhook', '/eventos']);
    // A filter without an attribute matches nothing.
    expect(await urls(['language'])).toEqual([]);
    expect(await urls([':pt'])).toEqual([]);
  });

  it('echoes the request’s parameters but the index name and those left undefined, and its query, empty if none', async () => {
    const response = await search({ query: 'webhook', hitsPerPage: 5, page: undefined, facetFilters: ['language:pt'] });
    expect(response.params).toBe('query=webhook&hitsPerPage=5&facetFilters=%5B%22language%3Apt%22%5D');
    // algoliasearch lets a request leave the query out; this protocol's type requires it, a caller in plain JS may not.
    const none = await search({} as Omit<SearchRequest, 'indexName'>);
    expect(none).toMatchObject({ query: '', params: '', hits: [], nbHits: 0 });
  });

  it('gives no pages when asked for no hits per page, but still counts the hits', async () => {
    const response = await search({ query: 'coins', hitsPerPage: 0 });
    expect(response).toMatchObject({ hits: [], nbHits: 45, nbPages: 0, hitsPerPage: 0 });
  });

  it('reports the time the request took, in whole milliseconds', async () => {
    const fetch = serve();
    const client = createLocalSearchClient({ indexUrl: '/assets/search-index.json', fetch });
    await client.search({ requests: [{ indexName: 'docs', query: 'webhook' }] });
    const now = vi.spyOn(performance, 'now').mockReturnValueOnce(5000.2).mockReturnValue(5012.6);
    try {
      const { results } = await client.search({ requests: [{ indexName: 'docs', query: 'webhook' }] });
      expect(results[0]!.processingTimeMS).toBe(12);
    } finally {
      now.mockRestore();
    }
  });

  it('reports the query’s words as typed, without its stop words, as the matched words', async () => {
    const hit = (await search({ query: 'o HMAC' })).hits.find((h) => h.content?.includes('HMAC'))!;
    expect(hit._highlightResult.content).toMatchObject({ value: 'Verifique o <mark>HMAC</mark> de cada webhook.', matchedWords: ['HMAC'] });
  });

  it('gives no snippet of an attribute the hit does not have', async () => {
    const response = await search({ query: 'eventos', attributesToSnippet: ['content:5', 'hierarchy.lvl3:5', 'url:5'] });
    const heading = response.hits.find((hit) => hit.url === '/eventos' && hit.content === null)!;
    expect(heading._snippetResult).toBeUndefined();
  });

  it('escapes every highlighted and snippeted value: page text and queries cannot inject HTML', async () => {
    for (const query of ['<script>', 'script', '<img src=x onerror=alert(1)>', 'página', '"depois"']) {
      const response = await search({ query, attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'] });
      expectResponseShape(response);
      expect(response.hits.length, query).toBeGreaterThan(0);
      for (const hit of response.hits) {
        const highlights = [...Object.values(hit._highlightResult.hierarchy), hit._highlightResult.content].filter(
          (v): v is HighlightResult => v !== undefined,
        );
        const snippets = [...Object.values(hit._snippetResult?.hierarchy ?? {}), hit._snippetResult?.content].filter(
          (v): v is SnippetResult => v !== undefined,
        );
        for (const value of [...highlights, ...snippets]) {
          expect(markupOutsideTags(value.value), `${query}: ${value.value}`).toEqual([]);
        }
        for (const word of highlights.flatMap((h) => h.matchedWords)) expect(word).not.toMatch(/[<>"&]/);
      }
    }
    const [hit] = (await search({ query: '<script>', attributesToSnippet: ['content:10'] })).hits;
    expect(hit!._highlightResult.content!.value).toBe(
      'Antes &lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt; &amp; &quot;depois&quot; do <mark>script</mark>.',
    );
    expect(hit!._highlightResult.hierarchy.lvl1!.value).toBe('Página &lt;img src=x onerror=alert(1)&gt;');
    expect(hit!._snippetResult!.content!.value).toContain('&lt;<mark>script</mark>&gt;');
    // The tags and the ellipsis come from the request, but an ellipsis is text: it is escaped too.
    const odd = await search({ query: 'webhook', attributesToSnippet: ['content:2'], snippetEllipsisText: '<b>…</b>' });
    expect(odd.hits.find((h) => h.content === LONG)!._snippetResult!.content!.value).toBe(
      '&lt;b&gt;…&lt;/b&gt;<mark>webhook</mark> quinze&lt;b&gt;…&lt;/b&gt;',
    );
  });

  describe('when the index cannot be fetched', () => {
    const failures: Array<[string, Array<() => Promise<Response>>]> = [
      ['a 404', [async () => new Response('not found', { status: 404 })]],
      [
        'a network error',
        [
          async () => {
            throw new TypeError('Failed to fetch');
          },
        ],
      ],
      ['bad JSON', [async () => new Response('{"version": 2, "pag', { status: 200 })]],
      ['an index of another version', [async () => new Response('{"version": 99}', { status: 200 })]],
    ];
    for (const [name, responses] of failures) {
      it(`rejects like algoliasearch with every host down (${name}), and fetches again on the next search`, async () => {
        const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
        for (const response of responses) fetch.mockImplementationOnce(response);
        fetch.mockImplementation(serve());
        const client = createLocalSearchClient({ indexUrl: '/x.json', fetch });
        const error = await client.search({ requests: [{ indexName: 'docs', query: 'webhook' }] }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(Error);
        expect(error).toMatchObject({
          name: 'RetryError',
          message: 'Unreachable hosts - your application id may be incorrect. If the error persists, contact support.',
        });
        const { results } = await client.search({ requests: [{ indexName: 'docs', query: 'webhook' }] });
        expect(results[0]!.nbHits).toBeGreaterThan(0);
        // The entry file failed, then was fetched again.
        expect(fetch.mock.calls.filter(([url]) => url === '/x.json')).toHaveLength(responses.length + 1);
      });
    }

    for (const kind of ['t', 'p'] as const) {
      it(`rejects the same way when a ${kind === 't' ? 'term shard' : 'page fragment'} cannot be fetched, and fetches it again next time`, async () => {
        const files = serve();
        let failed = 0;
        const fetch = vi.fn(async (url: string, init?: RequestInit) => {
          if (failed === 0 && url.includes(`/search/${kind}-`)) {
            failed += 1;
            throw new TypeError('Failed to fetch');
          }
          return files(url, init);
        });
        const client = createLocalSearchClient({ indexUrl: '/x.json', fetch });
        const error = await client.search({ requests: [{ indexName: 'docs', query: 'webhook' }] }).catch((e: unknown) => e);
        expect(error).toMatchObject({ name: 'RetryError' });
        const { results } = await client.search({ requests: [{ indexName: 'docs', query: 'webhook' }] });
        expect(results[0]!.hits[0]!.url).toBe('/webhook');
      });
    }

    it('reads the entry again after a file it named is gone (the site changed since), and finds the new files', async () => {
      let index = INDEX;
      const fetch = vi.fn((url: string, init?: RequestInit) => serveIndex(index)(url, init));
      const client = createLocalSearchClient({ indexUrl: '/x.json', fetch });
      await client.search({ requests: [{ indexName: 'docs', query: 'coins' }] });
      // The host now has the new index only: the fragment the old entry names for /webhook is gone.
      index = RENAMED;
      const error = await client.search({ requests: [{ indexName: 'docs', query: 'webhooks' }] }).catch((e: unknown) => e);
      expect(error).toMatchObject({ name: 'RetryError' });
      const { results } = await client.search({ requests: [{ indexName: 'docs', query: 'webhooks' }] });
      expect(results[0]!.hits[0]!.hierarchy.lvl1).toBe('Webhooks renomeados');
    });
  });

  it('reads the entry again after docsgen dev said the site changed under the page', async () => {
    vi.stubGlobal('window', new EventTarget());
    try {
      let index = INDEX;
      const fetch = vi.fn((url: string, init?: RequestInit) => serveIndex(index)(url, init));
      const client = createLocalSearchClient({ indexUrl: '/x.json', fetch });
      expect((await client.search({ requests: [{ indexName: 'docs', query: 'webhooks' }] })).results[0]!.hits[0]!.hierarchy.lvl1).toBe(
        'Webhooks',
      );
      index = RENAMED;
      window.dispatchEvent(new Event(PAGES_CHANGED_EVENT));
      const { results } = await client.search({ requests: [{ indexName: 'docs', query: 'webhooks' }] });
      expect(results[0]!.hits[0]!.hierarchy.lvl1).toBe('Webhooks renomeados');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the local search client on pages with sections', () => {
  const guia = { lvl0: 'Guia', lvl2: null, lvl4: null, lvl5: null, lvl6: null };
  const saldo = { ...guia, lvl1: 'Saldo', lvl3: null };
  const consultar = { ...guia, lvl1: 'Saldo', lvl3: 'Consultar o saldo' };
  const extrato = { ...guia, lvl1: 'Extrato', lvl3: null };
  const doDia = { ...guia, lvl1: 'Extrato', lvl3: 'Saldo do dia' };
  const at = (url: string, n: number, type: SearchRecord['type'], hierarchy: SearchRecord['hierarchy'], content: string | null = null) => {
    const route = url.split('#')[0]!;
    return { objectID: `${route}#${n}`, url, type, hierarchy, content, language: 'pt', tags: [], position: n } satisfies SearchRecord;
  };
  // A heading right under the page's title (no lvl2) on each page, with paragraphs that repeat its word.
  const SECTIONS = indexFilesOf([
    at('/saldo', 0, 'lvl1', saldo),
    at('/saldo#consultar', 1, 'lvl3', consultar),
    at('/saldo#consultar', 2, 'content', consultar, 'O saldo aparece no topo.'),
    at('/saldo#consultar', 3, 'content', consultar, 'Outro saldo, o bloqueado, aparece abaixo.'),
    at('/extrato', 0, 'lvl1', extrato),
    at('/extrato#do-dia', 1, 'lvl3', doDia),
    at('/extrato#do-dia', 2, 'content', doDia, 'O saldo do dia soma os lançamentos.'),
  ]);

  async function sectionSearch(params: Omit<SearchRequest, 'indexName'>): Promise<SearchHit[]> {
    const client = createLocalSearchClient({ indexUrl: '/assets/search-index.json', fetch: serveIndex(SECTIONS) });
    const { results } = await client.search({ requests: [{ indexName: 'docs', ...params }] });
    return results[0]!.hits;
  }

  it('gives one hit per URL, each with the hierarchy of its record as built', async () => {
    const hits = await sectionSearch({ query: 'saldo' });
    expect(hits.map((hit) => [hit.url, hit.type, hit.hierarchy])).toEqual([
      ['/saldo', 'lvl1', saldo],
      ['/saldo#consultar', 'lvl3', consultar],
      ['/extrato#do-dia', 'lvl3', doDia],
    ]);
  });

  it('filters on the record’s type: a heading level, or content', async () => {
    const hits = await sectionSearch({ query: 'saldo', facetFilters: ['type:content'] });
    expect(hits.map((hit) => [hit.url, hit.content])).toEqual([
      ['/saldo#consultar', 'O saldo aparece no topo.'],
      ['/extrato#do-dia', 'O saldo do dia soma os lançamentos.'],
    ]);
    expect((await sectionSearch({ query: 'saldo', facetFilters: ['type:lvl3'] })).map((hit) => hit.url)).toEqual([
      '/saldo#consultar',
      '/extrato#do-dia',
    ]);
  });
});
