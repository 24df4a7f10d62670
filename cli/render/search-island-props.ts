import type { SearchIslandProps } from '../../shared/islands.js';
import type { AlgoliaSearchSettings } from '../../shared/model/search.js';

/**
 * The search islands' props for the site's engine. In Algolia mode they name Algolia's app, public key and index, and
 * no offline index: the pages never fetch it.
 */
export function searchIslandProps(offline: SearchIslandProps, algolia: AlgoliaSearchSettings | undefined): SearchIslandProps {
  if (!algolia) return offline;
  const { appId, apiKey, hosts, indexName, contextualSearch, insights } = algolia;
  return {
    indexUrl: '',
    indexName,
    baseUrl: offline.baseUrl,
    contextualSearch,
    algolia: { appId, apiKey, ...(hosts ? { hosts } : {}), ...(insights ? { insights: true as const } : {}) },
  };
}
