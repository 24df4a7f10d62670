// A test double of Algolia's hosted API (not a product feature): an HTTP server on 127.0.0.1 that records every request
// and answers the few calls docsgen makes: the lite client's multi-query search (`POST /1/indexes/*/queries`) from the
// records it holds (with a queryID when the request asks for clickAnalytics), what the full client's replaceAllObjects
// and setSettings use (batch, operation copy/move, settings, task status), and the Insights API's `POST /1/events`
// (search-insights sends there; a test routes insights.algolia.io to the double). Tasks are published at once.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { gunzipSync } from 'node:zlib';
import type { SearchRecord } from '../../shared/model/search.js';

export interface RecordedRequest {
  method: string;
  /** The path, decoded: "/1/indexes/*\/queries", "/1/indexes/coins/batch"… */
  path: string;
  /** Query parameters as sent (the browser client puts the app id and key here). */
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The JSON body, parsed (gunzipped first when sent compressed); undefined when there was none. */
  body: unknown;
  /** The status and JSON the double answered (a search's queryID is read here). */
  status?: number;
  answer?: unknown;
}

/** What the double stores per index: records (any JSON with an objectID) and settings. */
interface Index {
  records: Map<string, Record<string, unknown>>;
  settings: Record<string, unknown>;
}

export interface AlgoliaDouble {
  /** "http://127.0.0.1:PORT" */
  readonly url: string;
  readonly port: number;
  /** Every request received, oldest first. */
  readonly requests: RecordedRequest[];
  /** The records of an index as the double holds them now (after batches, copies and moves). */
  records(indexName: string): Array<Record<string, unknown>>;
  settings(indexName: string): Record<string, unknown> | undefined;
  /** Names of the indices that exist now. */
  indices(): string[];
  stop(): Promise<void>;
}

const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

export interface AlgoliaDoubleOptions {
  /** Records by index name, as the index holds them at start. */
  indices?: Record<string, Array<SearchRecord | Record<string, unknown>>>;
  /** When set, a request whose API key (header or query parameter) is not one of these gets Algolia's 403. */
  apiKeys?: string[];
}

/** Starts the double on 127.0.0.1 with a free port. */
export async function startAlgoliaDouble({ indices = {}, apiKeys }: AlgoliaDoubleOptions = {}): Promise<AlgoliaDouble> {
  const store = new Map<string, Index>();
  const index = (name: string): Index => {
    let found = store.get(name);
    if (!found) store.set(name, (found = { records: new Map(), settings: {} }));
    return found;
  };
  for (const [name, records] of Object.entries(indices)) {
    for (const record of records) index(name).records.set(String(record.objectID), { ...record });
  }
  const requests: RecordedRequest[] = [];
  let nextTask = 1;
  const sockets = new Set<Socket>();

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      let raw = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip' && raw.length > 0) raw = gunzipSync(raw);
      let body: unknown;
      try {
        body = raw.length > 0 ? JSON.parse(raw.toString('utf8')) : undefined;
      } catch {
        body = raw.toString('utf8');
      }
      const path = decodeURIComponent(url.pathname);
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body,
      };
      // The browser client sends "simple" requests (text/plain, keys in the URL): CORS needs only this header.
      response.setHeader('access-control-allow-origin', '*');
      if (recorded.method === 'OPTIONS') {
        response.writeHead(204, { 'access-control-allow-methods': 'GET, POST, PUT, DELETE', 'access-control-allow-headers': '*' }).end();
        return;
      }
      requests.push(recorded);
      // search-insights writes the query parameter "X-Algolia-API-Key", the search client "x-algolia-api-key".
      const queryKey = Object.entries(recorded.query).find(([name]) => name.toLowerCase() === 'x-algolia-api-key')?.[1];
      const key = recorded.headers['x-algolia-api-key'] ?? queryKey;
      const [status, answer] =
        apiKeys && !apiKeys.includes(String(key)) ? [403, { message: 'Invalid Application-ID or API key', status: 403 }] : route(recorded);
      Object.assign(recorded, { status, answer });
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(answer));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  const task = (): { taskID: number; updatedAt: string } => ({ taskID: nextTask++, updatedAt: new Date().toISOString() });

  function route(request: RecordedRequest): [number, unknown] {
    const { method, path } = request;
    const body = (request.body ?? {}) as Record<string, unknown>;
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/1/indexes/*/queries') {
      const list = (body.requests ?? []) as Array<Record<string, unknown>>;
      return [200, { results: list.map((params) => search(store.get(String(params.indexName)), params)) }];
    }
    if (method === 'POST' && path === '/1/events') {
      // The Insights API: a list of events, each with a type, a name, an index and a user token.
      const events = body.events as Array<Record<string, unknown>> | undefined;
      const valid =
        Array.isArray(events) &&
        events.length > 0 &&
        events.every(
          (event) => ['click', 'view', 'conversion'].includes(String(event.eventType)) && event.eventName && event.index && event.userToken,
        );
      return valid ? [200, { status: 200, message: 'OK' }] : [422, { status: 422, message: 'the Algolia double got invalid events' }];
    }
    if ((match = /^\/1\/indexes\/([^/]+)\/batch$/.exec(path)) && method === 'POST') {
      const target = index(match[1]!);
      const objectIDs: string[] = [];
      for (const { action, body: record } of (body.requests ?? []) as Array<{ action: string; body: Record<string, unknown> }>) {
        const id = String(record.objectID);
        if (action === 'deleteObject') target.records.delete(id);
        else target.records.set(id, { ...record });
        objectIDs.push(id);
      }
      return [200, { ...task(), objectIDs }];
    }
    if ((match = /^\/1\/indexes\/([^/]+)\/operation$/.exec(path)) && method === 'POST') {
      const source = store.get(match[1]!) ?? { records: new Map(), settings: {} };
      const destination = String(body.destination);
      const scope = body.scope as string[] | undefined;
      if (body.operation === 'move') {
        store.set(destination, source);
        store.delete(match[1]!);
      } else {
        // Copy: with a scope, only those parts (settings, rules, synonyms), never the records.
        const copy = index(destination);
        if (!scope || scope.includes('settings')) copy.settings = structuredClone(source.settings);
        if (!scope) copy.records = new Map([...source.records].map(([id, record]) => [id, structuredClone(record)]));
      }
      return [200, task()];
    }
    if ((match = /^\/1\/indexes\/([^/]+)\/settings$/.exec(path))) {
      if (method === 'PUT') {
        Object.assign(index(match[1]!).settings, body);
        return [200, task()];
      }
      if (method === 'GET') return [200, store.get(match[1]!)?.settings ?? {}];
    }
    if (/^\/1\/indexes\/[^/]+\/task\/\d+$/.test(path) && method === 'GET') return [200, { status: 'published', pendingTask: false }];
    return [404, { message: `the Algolia double does not know ${method} ${path}`, status: 404 }];
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    records: (name) => [...(store.get(name)?.records.values() ?? [])],
    settings: (name) => store.get(name)?.settings,
    indices: () => [...store.keys()],
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy(); // keep-alive connections would hold close() open
        server.close(() => resolve());
      }),
  };
}

/** Lower case, without accents: "Catálogo" and "catalogo" compare equal, roughly as Algolia does. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface Highlighted {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/** Every occurrence of a query word wrapped in the request's tags, the rest escaped (Algolia's _highlightResult). */
function highlight(text: string, words: string[], pre: string, post: string): Highlighted {
  const folded = fold(text);
  const marks: Array<[number, number]> = [];
  for (const word of words) {
    for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + word.length)) marks.push([at, at + word.length]);
  }
  marks.sort((a, b) => a[0] - b[0]);
  let value = '';
  let cursor = 0;
  for (const [start, end] of marks) {
    if (start < cursor) continue;
    value += `${escapeHtml(text.slice(cursor, start))}${pre}${escapeHtml(text.slice(start, end))}${post}`;
    cursor = end;
  }
  value += escapeHtml(text.slice(cursor));
  const matchedWords = words.filter((word) => folded.includes(word));
  const matchLevel = matchedWords.length === 0 ? 'none' : matchedWords.length === words.length ? 'full' : 'partial';
  return { value, matchLevel, matchedWords };
}

/** Algolia's facetFilters: every entry must hold; an array entry holds when one of its filters does. */
function passes(record: Record<string, unknown>, filters: Array<string | string[]>): boolean {
  return filters.every((entry) =>
    (Array.isArray(entry) ? entry : [entry]).some((filter) => {
      const colon = filter.indexOf(':');
      const value = record[filter.slice(0, colon)];
      const wanted = filter.slice(colon + 1);
      return Array.isArray(value) ? value.map(String).includes(wanted) : String(value) === wanted;
    }),
  );
}

/** One request of the multi-query, answered from the records with a substring match on every query word. */
function search(index: Index | undefined, params: Record<string, unknown>): Record<string, unknown> {
  const query = String(params.query ?? '');
  const words = fold(query).split(/\s+/).filter(Boolean);
  const hitsPerPage = Number(params.hitsPerPage ?? 20);
  const page = Number(params.page ?? 0);
  const pre = String(params.highlightPreTag ?? '<em>');
  const post = String(params.highlightPostTag ?? '</em>');
  const filters = (params.facetFilters ?? []) as Array<string | string[]>;
  const records = [...(index?.records.values() ?? [])].filter((record) => {
    const hierarchy = (record.hierarchy ?? {}) as Record<string, string | null>;
    const text = fold([...HIERARCHY_LEVELS.map((level) => hierarchy[level] ?? ''), String(record.content ?? '')].join(' '));
    return words.every((word) => text.includes(word)) && passes(record, filters);
  });
  const hits = records.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((record) => {
    const hierarchy = (record.hierarchy ?? {}) as Record<string, string | null>;
    const hierarchyHighlight = Object.fromEntries(
      HIERARCHY_LEVELS.filter((level) => hierarchy[level]).map((level) => [level, highlight(hierarchy[level]!, words, pre, post)]),
    );
    const content = typeof record.content === 'string' ? highlight(record.content, words, pre, post) : undefined;
    return {
      objectID: record.objectID,
      url: record.url,
      type: record.type,
      hierarchy,
      content: record.content ?? null,
      _highlightResult: { hierarchy: hierarchyHighlight, ...(content ? { content } : {}) },
      ...(content ? { _snippetResult: { content: { value: content.value, matchLevel: content.matchLevel } } } : {}),
    };
  });
  return {
    hits,
    nbHits: records.length,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(records.length / hitsPerPage) : 0,
    hitsPerPage,
    query,
    params: new URLSearchParams(
      Object.entries(params)
        .filter(([key]) => key !== 'indexName')
        .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
    ).toString(),
    processingTimeMS: 1,
    exhaustiveNbHits: true,
    index: params.indexName,
    // Algolia answers a queryID only to a query with clickAnalytics: the id events name the query by.
    ...(params.clickAnalytics === true ? { queryID: randomBytes(16).toString('hex') } : {}),
  };
}
