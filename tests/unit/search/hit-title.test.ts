// The title and path lines the modal shows for a hit and for a saved search: highlighted text from the search client
// where it has some, the escaped plain text otherwise, and the path made of the headings above the hit.
import { describe, expect, it } from 'vitest';
import { deepestLevel, hitLines } from '../../../client/search/hit-title.js';
import type { StoredSearch } from '../../../client/search/stored-searches.js';
import type { SearchHierarchy } from '../../../shared/model/search.js';
import type { HighlightResult, SearchHit } from '../../../shared/search-protocol.js';

const NONE: SearchHierarchy = { lvl0: 'Guia', lvl1: '', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };

function hierarchy(levels: Partial<SearchHierarchy>): SearchHierarchy {
  return { ...NONE, ...levels };
}

function stored(type: StoredSearch['type'], levels: Partial<SearchHierarchy>, content: string | null = null): StoredSearch {
  return { objectID: `/page#${type}`, url: '/page', type, hierarchy: hierarchy(levels), content };
}

function marked(value: string): HighlightResult {
  return { value, matchLevel: 'full', matchedWords: ['x'] };
}

describe('deepestLevel', () => {
  it('is the deepest heading level that has a text, skipping empty ones above it', () => {
    expect(deepestLevel(hierarchy({ lvl1: 'Webhooks', lvl2: 'Assinatura', lvl3: null, lvl4: 'HMAC' }))).toBe('lvl4');
    expect(deepestLevel(hierarchy({ lvl1: 'Webhooks', lvl2: 'Assinatura' }))).toBe('lvl2');
    expect(deepestLevel(hierarchy({ lvl1: 'Webhooks', lvl6: 'Fundo' }))).toBe('lvl6');
  });

  it('is lvl1 for a record with no heading text at all (lvl0 is the section, not a heading)', () => {
    expect(deepestLevel(hierarchy({ lvl0: 'Guia', lvl1: '' }))).toBe('lvl1');
  });
});

describe('hitLines of a saved search (no highlight data)', () => {
  it('titles a heading hit with its own heading and paths it with the headings above, escaped', () => {
    const item = stored('lvl3', { lvl1: 'Webhooks & <eventos>', lvl2: 'Assinatura "HMAC"', lvl3: "Chave d'API" });
    expect(hitLines(item)).toStrictEqual({
      title: 'Chave d&#39;API',
      path: 'Webhooks &amp; &lt;eventos&gt; › Assinatura &quot;HMAC&quot;',
    });
  });

  it('leaves an empty level out of the path instead of leaving a gap', () => {
    const item = stored('lvl4', { lvl1: 'Webhooks', lvl2: null, lvl3: 'Assinatura', lvl4: 'HMAC' });
    expect(hitLines(item)).toStrictEqual({ title: 'HMAC', path: 'Webhooks › Assinatura' });
  });

  it('gives a page hit (lvl1) its title and an empty path', () => {
    expect(hitLines(stored('lvl1', { lvl1: 'Webhooks' }))).toStrictEqual({ title: 'Webhooks', path: '' });
  });

  it('gives a record without any heading an empty title, not a placeholder', () => {
    expect(hitLines(stored('lvl1', { lvl0: 'Guia', lvl1: '' }))).toStrictEqual({ title: '', path: '' });
  });

  it('titles a content hit with its text, escaped, and paths it with every heading it sits under', () => {
    const item = stored('content', { lvl1: 'Webhooks', lvl2: 'Assinatura' }, 'Use <code> & "aspas"');
    const text = 'Use &lt;code&gt; &amp; &quot;aspas&quot;';
    expect(hitLines(item)).toStrictEqual({ title: text, path: 'Webhooks › Assinatura', snippet: text });
  });

  it('titles a content record without text by its heading, as a heading hit', () => {
    const item = stored('content', { lvl1: 'Webhooks', lvl2: 'Assinatura' }, '');
    expect(hitLines(item)).toStrictEqual({ title: 'Assinatura', path: 'Webhooks' });
  });
});

describe('hitLines of a search result (highlighted)', () => {
  function hit(
    type: SearchHit['type'],
    levels: Partial<SearchHierarchy>,
    highlights: Partial<Record<keyof SearchHierarchy, HighlightResult>>,
    content: string | null = null,
  ): SearchHit {
    return {
      objectID: `/page#${type}`,
      url: '/page',
      type,
      hierarchy: hierarchy(levels),
      content,
      _highlightResult: { hierarchy: highlights },
    };
  }

  it('uses the client’s highlighted text for each level it highlighted, and the escaped text for the others', () => {
    const item = hit(
      'lvl3',
      { lvl1: 'Webhooks & eventos', lvl2: 'Assinatura', lvl3: 'Chave HMAC' },
      { lvl2: marked('<mark>Assinatura</mark>'), lvl3: marked('Chave <mark>HMAC</mark>') },
    );
    expect(hitLines(item)).toStrictEqual({ title: 'Chave <mark>HMAC</mark>', path: 'Webhooks &amp; eventos › <mark>Assinatura</mark>' });
  });

  it('prefers the content snippet, then the content highlight, then the escaped content', () => {
    const levels = { lvl1: 'Webhooks', lvl2: 'Assinatura' };
    const highlights = { lvl1: marked('<mark>Webhooks</mark>') };
    const text = 'Verifique o HMAC de cada webhook & evento.';
    const base = hit('content', levels, highlights, text);
    const path = '<mark>Webhooks</mark> › Assinatura';

    const withBoth: SearchHit = {
      ...base,
      _highlightResult: { hierarchy: highlights, content: marked('Verifique o <mark>HMAC</mark> de cada webhook &amp; evento.') },
      _snippetResult: { content: { value: '… o <mark>HMAC</mark> de…', matchLevel: 'full' } },
    };
    expect(hitLines(withBoth)).toStrictEqual({ title: '… o <mark>HMAC</mark> de…', path, snippet: '… o <mark>HMAC</mark> de…' });

    const highlightOnly: SearchHit = { ...withBoth, _snippetResult: undefined };
    delete highlightOnly._snippetResult;
    const highlighted = 'Verifique o <mark>HMAC</mark> de cada webhook &amp; evento.';
    expect(hitLines(highlightOnly)).toStrictEqual({ title: highlighted, path, snippet: highlighted });

    const snippetOfHierarchyOnly: SearchHit = { ...withBoth, _snippetResult: { hierarchy: {} } };
    expect(hitLines(snippetOfHierarchyOnly)).toStrictEqual({ title: highlighted, path, snippet: highlighted });

    const escaped = 'Verifique o HMAC de cada webhook &amp; evento.';
    expect(hitLines(base)).toStrictEqual({ title: escaped, path, snippet: escaped });
  });
});
