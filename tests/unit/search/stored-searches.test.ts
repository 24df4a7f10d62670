// Recent and favorite searches as the modal's start screen lists them: newest first, each once, within DocSearch's
// limits, under DocSearch's localStorage keys, and surviving whatever another script left in those keys.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStoredSearches, type StoredSearch, toStoredSearch } from '../../../client/search/stored-searches.js';
import type { SearchHierarchy } from '../../../shared/model/search.js';
import type { SearchHit } from '../../../shared/search-protocol.js';

const RECENT = '__DOCSEARCH_RECENT_SEARCHES__docs';
const FAVORITES = '__DOCSEARCH_FAVORITE_SEARCHES__docs';

/** The part of the Storage interface that client/storage.ts uses, in memory. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('window', { localStorage: storage });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const HIERARCHY: SearchHierarchy = { lvl0: 'Guia', lvl1: 'Webhooks', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };

function saved(n: number): StoredSearch {
  return { objectID: `/page-${n}`, url: `/page-${n}`, type: 'lvl1', hierarchy: { ...HIERARCHY, lvl1: `Página ${n}` }, content: null };
}

const ids = (items: StoredSearch[]): string[] => items.map((item) => item.objectID);

describe('createStoredSearches', () => {
  it('lists recent searches newest first, and a search chosen again moves to the top instead of appearing twice', () => {
    const { recent } = createStoredSearches('docs');
    expect(recent.getAll()).toEqual([]);
    recent.add(saved(1));
    recent.add(saved(2));
    recent.add(saved(3));
    recent.add(saved(1));
    expect(ids(recent.getAll())).toEqual(['/page-1', '/page-3', '/page-2']);
    expect(recent.getAll()[0]).toEqual(saved(1));
  });

  it('keeps the 7 newest recent searches, or shows the 4 newest while there are favorites', () => {
    const { recent, favorites } = createStoredSearches('docs');
    for (let n = 1; n <= 9; n++) recent.add(saved(n));
    expect(ids(recent.getAll())).toEqual(['/page-9', '/page-8', '/page-7', '/page-6', '/page-5', '/page-4', '/page-3']);

    favorites.add(saved(20));
    expect(ids(recent.getAll())).toEqual(['/page-9', '/page-8', '/page-7', '/page-6']);
    recent.add(saved(10));
    expect(ids(recent.getAll())).toEqual(['/page-10', '/page-9', '/page-8', '/page-7']);

    favorites.remove('/page-20');
    expect(favorites.getAll()).toEqual([]);
    expect(ids(recent.getAll())).toEqual(['/page-10', '/page-9', '/page-8', '/page-7']);
  });

  it('keeps the 10 newest favorites', () => {
    const { favorites } = createStoredSearches('docs');
    for (let n = 1; n <= 12; n++) favorites.add(saved(n));
    expect(ids(favorites.getAll())).toEqual(Array.from({ length: 10 }, (_, i) => `/page-${12 - i}`));
  });

  it('removes only the search named, from its own list', () => {
    const { recent, favorites } = createStoredSearches('docs');
    recent.add(saved(1));
    recent.add(saved(2));
    recent.add(saved(3));
    favorites.add(saved(2));
    recent.remove('/page-2');
    expect(ids(recent.getAll())).toEqual(['/page-3', '/page-1']);
    expect(ids(favorites.getAll())).toEqual(['/page-2']);
  });

  it('saves under DocSearch’s keys, one pair per index, so another index’s searches never show', () => {
    const docs = createStoredSearches('docs');
    docs.recent.add(saved(1));
    docs.favorites.add(saved(2));
    expect(JSON.parse(storage.items.get(RECENT)!)).toEqual([saved(1)]);
    expect(JSON.parse(storage.items.get(FAVORITES)!)).toEqual([saved(2)]);

    const other = createStoredSearches('api');
    expect(other.recent.getAll()).toEqual([]);
    expect(other.favorites.getAll()).toEqual([]);
    other.recent.add(saved(3));
    expect(JSON.parse(storage.items.get('__DOCSEARCH_RECENT_SEARCHES__api')!)).toEqual([saved(3)]);
    expect(ids(docs.recent.getAll())).toEqual(['/page-1']);
  });

  it('reads searches DocSearch saved before, and treats anything unreadable in its keys as no searches', () => {
    storage.items.set(RECENT, JSON.stringify([saved(1), saved(2)]));
    expect(createStoredSearches('docs').recent.getAll()).toEqual([saved(1), saved(2)]);

    for (const junk of ['{not json', '{"objectID":"/page-1"}', '"texto"', 'null']) {
      storage.items.set(RECENT, junk);
      expect(createStoredSearches('docs').recent.getAll(), junk).toEqual([]);
    }
  });

  it('skips the entries that are not saved searches and keeps the others', () => {
    storage.items.set(RECENT, JSON.stringify([null, saved(1), { objectID: 7 }, 'texto', { url: '/x' }, saved(2)]));
    const { recent } = createStoredSearches('docs');
    expect(recent.getAll()).toEqual([saved(1), saved(2)]);
    recent.add(saved(3));
    expect(JSON.parse(storage.items.get(RECENT)!)).toEqual([saved(3), saved(1), saved(2)]);
  });

  it('remembers nothing, and never throws, when storage is disabled', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const { recent } = createStoredSearches('docs');
    recent.add(saved(1));
    expect(recent.getAll()).toEqual([]);
  });
});

describe('toStoredSearch', () => {
  function hit(type: SearchHit['type'], levels: Partial<SearchHierarchy>, content: string | null): SearchHit {
    return {
      objectID: '/webhook#assinatura-3',
      url: '/webhook#assinatura',
      type,
      hierarchy: { ...HIERARCHY, ...levels },
      content,
      _highlightResult: { hierarchy: { lvl1: { value: '<mark>Webhooks</mark>', matchLevel: 'full', matchedWords: ['webhooks'] } } },
      _snippetResult: { content: { value: '<mark>HMAC</mark>', matchLevel: 'full' } },
    };
  }

  it('saves a heading hit as it is, without its highlight and snippet data', () => {
    const levels = { lvl2: 'Assinatura' };
    expect(toStoredSearch(hit('lvl2', levels, null))).toStrictEqual({
      objectID: '/webhook#assinatura-3',
      url: '/webhook#assinatura',
      type: 'lvl2',
      hierarchy: { ...HIERARCHY, ...levels },
      content: null,
    });
  });

  it('saves a content hit as the deepest heading it sits under, so the same heading is saved once', () => {
    const levels = { lvl2: 'Assinatura', lvl3: 'HMAC', lvl4: null };
    expect(toStoredSearch(hit('content', levels, 'Verifique o HMAC.'))).toStrictEqual({
      objectID: '/webhook#assinatura::lvl3',
      url: '/webhook#assinatura',
      type: 'lvl3',
      hierarchy: { ...HIERARCHY, ...levels },
      content: null,
    });
    expect(toStoredSearch(hit('content', { lvl2: 'Assinatura', lvl6: 'Fundo' }, 'Texto.')).type).toBe('lvl6');
  });

  it('saves a content hit right under the page title as the page (lvl1)', () => {
    expect(toStoredSearch(hit('content', {}, 'Introdução.'))).toStrictEqual({
      objectID: '/webhook#assinatura::lvl1',
      url: '/webhook#assinatura',
      type: 'lvl1',
      hierarchy: HIERARCHY,
      content: null,
    });
  });
});
