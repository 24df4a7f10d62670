// The search islands' props: the offline index's, or Algolia's public settings, with the insights flag only when on
// (a page of a site without insights carries nothing for them).
import { describe, expect, it } from 'vitest';
import { searchIslandProps } from '../../../cli/render/search-island-props.js';

const OFFLINE = { indexUrl: '/assets/search-index.json', indexName: 'coins-docs', baseUrl: '/' };
const ALGOLIA = { appId: 'APP', apiKey: 'chave', indexName: 'coins', contextualSearch: true, insights: false };

describe('searchIslandProps', () => {
  it('keeps the offline props without Algolia', () => {
    expect(searchIslandProps(OFFLINE, undefined)).toBe(OFFLINE);
  });

  it('names Algolia’s app, key and index, and no offline index; insights only when they are on', () => {
    expect(searchIslandProps(OFFLINE, ALGOLIA)).toEqual({
      indexUrl: '',
      indexName: 'coins',
      baseUrl: '/',
      contextualSearch: true,
      algolia: { appId: 'APP', apiKey: 'chave' },
    });
    expect(searchIslandProps(OFFLINE, { ...ALGOLIA, insights: true }).algolia).toEqual({ appId: 'APP', apiKey: 'chave', insights: true });
  });
});
