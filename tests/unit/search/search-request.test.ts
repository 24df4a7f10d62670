// The requests the modal and the /search page send, spelled out once here as DocSearch sends them: the fields its
// screens read, snippets of 10 words (5 on a narrow screen), <mark> highlights, "…" cuts, 20 hits, the site's
// language only unless contextual search is off, and a queryID asked for only when Algolia Insights are on.
import { describe, expect, it } from 'vitest';
import { modalSearchRequest, resultsPageSearchRequest } from '../../../shared/search-request.js';

const target = { indexName: 'docs', query: 'webhook', locale: 'pt' } as const;

describe('the modal’s request', () => {
  it('asks for DocSearch’s fields, 10-word snippets of the title, headings and text, and the site’s language', () => {
    expect(modalSearchRequest({ ...target, narrow: false, insights: false })).toEqual({
      indexName: 'docs',
      query: 'webhook',
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
    });
  });

  it('asks for 5-word snippets on a narrow screen, and for a queryID when insights are on', () => {
    const request = modalSearchRequest({ ...target, narrow: true, insights: true });
    expect(request.attributesToSnippet).toEqual(['hierarchy.lvl1:5', 'hierarchy.lvl2:5', 'hierarchy.lvl3:5', 'content:5']);
    expect(request.clickAnalytics).toBe(true);
  });

  it('filters by the site’s language unless contextual search is off', () => {
    const options = { ...target, locale: 'en', narrow: false, insights: false } as const;
    expect(modalSearchRequest({ ...options, contextualSearch: true }).facetFilters).toEqual(['language:en']);
    expect(modalSearchRequest({ ...options, contextualSearch: false })).not.toHaveProperty('facetFilters');
  });

  it("on a page of a docs version, also filters on that version's docusaurus_tag or default, as DocSearch does", () => {
    const options = { ...target, locale: 'en', narrow: false, insights: false, docsVersion: '29.7' } as const;
    expect(modalSearchRequest(options).facetFilters).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-29.7'],
    ]);
    expect(resultsPageSearchRequest({ ...options, page: 0 }).facetFilters).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-29.7'],
    ]);
    expect(modalSearchRequest({ ...options, contextualSearch: false })).not.toHaveProperty('facetFilters');
  });

  it('hands each caller its own lists', () => {
    const first = modalSearchRequest({ ...target, narrow: false, insights: false });
    first.attributesToRetrieve!.length = 0;
    expect(modalSearchRequest({ ...target, narrow: false, insights: false }).attributesToRetrieve).toHaveLength(10);
  });
});

describe('the /search page’s request', () => {
  it('asks for the given page of whole records, the text in 10-word snippets, in the site’s language', () => {
    expect(resultsPageSearchRequest({ ...target, page: 2 })).toEqual({
      indexName: 'docs',
      query: 'webhook',
      page: 2,
      hitsPerPage: 20,
      attributesToSnippet: ['content:10'],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      facetFilters: ['language:pt'],
    });
    expect(resultsPageSearchRequest({ ...target, page: 0, contextualSearch: false })).not.toHaveProperty('facetFilters');
  });
});
