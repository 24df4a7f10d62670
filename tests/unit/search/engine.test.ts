import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../cli/search/build-index.js';
import { loadSearchIndex } from '../../../client/search/load-index.js';
import type { SearchRecord } from '../../../templates/model.js';
import {
  ENGINE_OPTIONS, matchQueryTerm, normalizeTerm, processTerm, queryTerms, toIndexedDocument, type SearchIndexFile,
} from '../../../templates/search-engine.js';

type Level = Exclude<SearchRecord['type'], 'content' | 'lvl1'>;

/** Records of one page: its title, then headings ("## Text") and paragraphs in order. */
function page(route: string, title: string, ...blocks: string[]): SearchRecord[] {
  const hierarchy = { lvl0: 'Guia', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null } as SearchRecord['hierarchy'];
  let url = route;
  const records: SearchRecord[] = [];
  const push = (type: SearchRecord['type'], content: string | null): void => {
    records.push({ objectID: `${route}#${records.length}`, url, type, hierarchy: { ...hierarchy }, content, language: 'pt', tags: [], position: records.length });
  };
  push('lvl1', null);
  for (const block of blocks) {
    const heading = /^(#{2,6}) (.*)$/.exec(block);
    if (!heading) {
      push('content', block);
      continue;
    }
    const depth = heading[1]!.length;
    hierarchy[`lvl${depth}` as Level] = heading[2]!;
    for (let deeper = depth + 1; deeper <= 6; deeper++) hierarchy[`lvl${deeper}` as Level] = null;
    url = `${route}#${normalizeTerm(heading[2]!).replace(/\W+/g, '-')}`;
    push(`lvl${depth}` as Level, null);
  }
  return records;
}

const RECORDS: SearchRecord[] = [
  ...page('/catalogo', 'Catálogo de produtos', 'Lista os produtos disponíveis para resgate.'),
  ...page('/webhook', 'Webhooks', '## Assinatura', 'Verifique o HMAC de cada webhook recebido.'),
  ...page('/guia', 'Guia', 'O catálogo também aparece aqui, com código de exemplo.'),
  ...page('/frete', 'Frete'),
  ...page('/envio', 'Envio', '## Frete'),
  ...page('/custos', 'Custos', 'Frete'),
  ...page('/contas', 'Saldos', 'conta', 'contato', 'conto'),
];

function fresh(records = RECORDS): MiniSearch {
  const engine = new MiniSearch(ENGINE_OPTIONS);
  engine.addAll(records.map(toIndexedDocument));
  return engine;
}

/** Routes of the records MiniSearch finds, best first. */
function routes(engine: MiniSearch, query: string, records = RECORDS): string[] {
  return engine.search(query).map((result) => records[result.id as number]!.url.split('#')[0]!);
}

describe('terms', () => {
  it('are lowercase without accents, singular, and never stop words', () => {
    expect(processTerm('Catálogo')).toBe('catalogo');
    expect(processTerm('AÇÃO')).toBe('acao');
    expect(processTerm('Webhooks')).toBe('webhook');
    expect(processTerm('chaves')).toBe('chave');
    expect(processTerm('status')).toBe('status');
    expect(processTerm('mais')).toBe('mais');
    expect(processTerm('de')).toBeNull();
    expect(processTerm('À')).toBeNull();
    expect(queryTerms('Chave de API')).toEqual(['chave', 'api']);
    expect(queryTerms('<script>alert(1)</script>')).toEqual(['script', 'alert', '1', 'script']);
    expect(queryTerms('🚀 .*+?[](){}')).toEqual([]);
  });

  it('match query terms by the engine rules: exact, prefix for the last term, typos from 5 letters', () => {
    expect(matchQueryTerm('webhook', ['webhok'])).toBe(0);
    expect(matchQueryTerm('webhook', ['webh'])).toBe(0);
    expect(matchQueryTerm('webhook', ['webh', 'api'])).toBe(-1);
    expect(matchQueryTerm('guia', ['gia'])).toBe(-1);
    expect(matchQueryTerm('codigo', ['codgo'])).toBe(0);
    expect(matchQueryTerm('versionamento', ['versionamneto'])).toBe(0);
  });
});

describe('the engine', () => {
  const engine = fresh();

  it('is case and accent insensitive', () => {
    expect(routes(engine, 'catalogo')[0]).toBe('/catalogo');
    expect(routes(engine, 'CATÁLOGO')[0]).toBe('/catalogo');
    expect(routes(engine, 'catalogo')).toContain('/guia');
  });

  it('matches the last word as a prefix while typing, earlier words only whole', () => {
    expect(routes(engine, 'webh')[0]).toBe('/webhook');
    expect(routes(engine, 'cat')).toContain('/catalogo');
    expect(routes(engine, 'webh hmac')).toEqual([]);
  });

  it('tolerates typos in words of 5 letters or more, and none below', () => {
    expect(routes(engine, 'webhok')).toContain('/webhook');
    expect(routes(engine, 'catalgo')).toContain('/catalogo');
    expect(routes(engine, 'codgo')).toContain('/guia');
    expect(routes(engine, 'hmca')).toEqual([]);
    expect(routes(engine, 'gia')).toEqual([]);
  });

  it('ranks a title over a heading over body text, and an exact match over a prefix or typo match', () => {
    expect(routes(engine, 'frete').slice(0, 3)).toEqual(['/frete', '/envio', '/custos']);
    const contas = RECORDS.filter((record) => record.url === '/contas' && record.content);
    const found = engine.search('conta').map((result) => RECORDS[result.id as number]!.content);
    expect(found.filter((text) => contas.some((record) => record.content === text))).toEqual(['conta', 'contato', 'conto']);
  });
});

describe('the index file', () => {
  const file = JSON.parse(JSON.stringify(buildSearchIndex(RECORDS))) as SearchIndexFile;
  const loaded = loadSearchIndex(file);

  it('loads into an engine that answers exactly as the one that was built', () => {
    // Equal scores may come in another order (the term tree is filled in another order): compare them sorted.
    const answers = (engine: MiniSearch, query: string, combineWith: 'AND' | 'OR') => engine.search(query, { combineWith })
      .map(({ id, score, terms }) => ({ id: id as number, score, terms: [...terms].sort() }))
      .sort((a, b) => b.score - a.score || a.id - b.id);
    const built = fresh();
    for (const query of ['catalogo', 'webh', 'webhok', 'frete', 'conta', 'codgo', 'produtos resgate', 'c']) {
      for (const combineWith of ['AND', 'OR'] as const) {
        expect(answers(loaded.engine, query, combineWith), query).toEqual(answers(built, query, combineWith));
      }
    }
  });

  it('gives back every record as the build made it', () => {
    RECORDS.forEach((record, id) => expect(loaded.record(id)).toEqual(record));
  });

  it('keeps an objectID that is not route#rank', () => {
    const odd = RECORDS.map((record, i) => (i === 2 ? { ...record, objectID: 'custom-id' } : record));
    const reloaded = loadSearchIndex(JSON.parse(JSON.stringify(buildSearchIndex(odd))) as SearchIndexFile);
    odd.forEach((record, id) => expect(reloaded.record(id)).toEqual(record));
  });

  it('drops what the client does not need and writes paragraphs as bare text after their section', () => {
    const json = JSON.stringify(file);
    expect(json).not.toContain('"position"');
    expect(json).not.toContain('/webhook#0');
    expect(file.records.filter((record) => typeof record === 'string')).toEqual(RECORDS.filter((r) => r.type === 'content').map((r) => r.content));
    expect(file.pages.map(([route]) => route)).toEqual(['/catalogo', '/webhook', '/guia', '/frete', '/envio', '/custos', '/contas']);
  });

  it('refuses a file of another version', () => {
    expect(() => loadSearchIndex({ ...file, version: 0 } as unknown as SearchIndexFile)).toThrow(/version/);
  });
});
