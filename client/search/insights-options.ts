// How the modal's results take part in Algolia Insights, through autocomplete-core's own insights plugin, as DocSearch
// wires it: the plugin reports the results shown (viewedObjectIDs, 400 ms after they settle, 20 objectIDs an event)
// and the result chosen (clickedObjectIDsAfterSearch) for every hit that carries its index and the query's queryID.
// Stored searches (recent, favorite) carry neither, so choosing one reports nothing: it belongs to no query.
import type { AutocompleteOptions } from '@algolia/autocomplete-core';
import type { InsightsClient } from 'search-insights';
import type { SearchHit, SearchResponse } from '../../shared/search-protocol.js';
import type { SearchItem } from './modal-state.js';

/** autocomplete-core's `insights` option: off (no plugin at all), or the plugin on the given client. */
export function insightsOptions(client: InsightsClient | undefined): AutocompleteOptions<SearchItem>['insights'] {
  if (!client) return false;
  return {
    insightsClient: client,
    // The plugin's default position is the hit's rank within its group; the reader sees one list, so the position
    // reported is the option's place in it, 1-based (autocomplete numbers the options across the groups from 0).
    onSelect: ({ insights, insightsEvents, item }) => {
      const position = ((item as { __autocomplete_id?: number }).__autocomplete_id ?? 0) + 1;
      insights.clickedObjectIDsAfterSearch(...insightsEvents.map((event) => ({ ...event, positions: [position] })));
    },
  };
}

/** A hit as the plugin reports it: with the index it came from and the queryID of the query that found it. */
export type InsightsHit = SearchHit & { __autocomplete_indexName?: string; __autocomplete_queryID?: string };

/** The answer's hits, each carrying what the plugin needs to report it (its index and queryID) when insights are on. */
export function withInsightsFields(result: SearchResponse | undefined, indexName: string, insights: boolean): InsightsHit[] {
  const hits = result?.hits ?? [];
  const queryID = result?.queryID;
  if (!insights || !queryID) return hits;
  return hits.map((hit) => ({ ...hit, __autocomplete_indexName: indexName, __autocomplete_queryID: queryID }));
}
