// What the modal hands autocomplete-core's insights plugin: no plugin when insights are off; hits tagged with their
// index and queryID when on; and a chosen result reported at its place in the whole list (1-based), not in its group.
import { describe, expect, it, vi } from 'vitest';
import { insightsOptions, withInsightsFields } from '../../../client/search/insights-options.js';
import type { SearchHit, SearchResponse } from '../../../shared/search-protocol.js';

const hit = (objectID: string): SearchHit => ({
  objectID,
  url: `/${objectID}`,
  type: 'lvl1',
  hierarchy: { lvl0: 'Guia', lvl1: objectID, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
  _highlightResult: { hierarchy: {} },
});

const answer = (queryID?: string): SearchResponse => ({
  hits: [hit('a'), hit('b')],
  nbHits: 2,
  page: 0,
  nbPages: 1,
  hitsPerPage: 20,
  query: 'x',
  params: '',
  processingTimeMS: 1,
  exhaustiveNbHits: true,
  ...(queryID ? { queryID } : {}),
});

describe('insights options', () => {
  it('adds no plugin at all when insights are off', () => {
    expect(insightsOptions(undefined)).toBe(false);
  });

  it('tags each hit with its index and the answer’s queryID when on, and leaves hits as they are otherwise', () => {
    expect(
      withInsightsFields(answer('q1'), 'docs', true).map((h) => [h.objectID, h.__autocomplete_indexName, h.__autocomplete_queryID]),
    ).toEqual([
      ['a', 'docs', 'q1'],
      ['b', 'docs', 'q1'],
    ]);
    expect(withInsightsFields(answer('q1'), 'docs', false)).toEqual(answer().hits);
    // No queryID (the query did not ask for clickAnalytics): nothing to report against.
    expect(withInsightsFields(answer(), 'docs', true)).toEqual(answer().hits);
    expect(withInsightsFields(undefined, 'docs', true)).toEqual([]);
  });

  it('reports the chosen result at its place in the list the reader saw, counted from 1', () => {
    const options = insightsOptions(vi.fn() as never);
    if (!options || options === true) throw new Error('expected the plugin’s options');
    const clickedObjectIDsAfterSearch = vi.fn();
    const event = { eventName: 'Item Selected', index: 'docs', items: [], positions: [1], queryID: 'q1', algoliaSource: ['autocomplete'] };
    options.onSelect!({
      insights: { clickedObjectIDsAfterSearch } as never,
      insightsEvents: [event as never],
      item: { objectID: 'c', __autocomplete_id: 6 } as never,
      state: {} as never,
      event: {},
    });
    expect(clickedObjectIDsAfterSearch.mock.calls).toEqual([[{ ...event, positions: [7] }]]);
  });
});
