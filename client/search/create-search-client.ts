// One SearchClient for the site's engine: the offline index (default) or Algolia through its lite client. Both speak
// `search({ requests })` and both reject with an error named "RetryError" when nothing answers, so the modal and the
// /search page have one code path, one request shape and one error screen.
import type { SearchIslandProps } from '../../shared/islands.js';
import type { SearchClient } from '../../shared/search-protocol.js';
import { createLocalSearchClient } from './local-search-client.js';

type AlgoliaProps = NonNullable<SearchIslandProps['algolia']>;

/** The client the islands' props name. Algolia's code is a chunk of its own, loaded only in Algolia mode. */
export function createSearchClient(props: Pick<SearchIslandProps, 'indexUrl' | 'algolia'>): SearchClient {
  if (props.algolia) return lazyAlgoliaClient(props.algolia);
  return createLocalSearchClient({ indexUrl: props.indexUrl });
}

/**
 * algoliasearch's lite client, imported on first use. Hosts, retries, fallback, timeouts (1 s / 2 s / 30 s) and the
 * 2-minute memory of a failed host are the client's own; a failed download of its chunk is tried again next search.
 */
function lazyAlgoliaClient({ appId, apiKey, hosts }: AlgoliaProps): SearchClient {
  let client: Promise<SearchClient> | undefined;
  const load = (): Promise<SearchClient> => {
    client ??= import('algoliasearch/lite').then(
      ({ liteClient }) =>
        liteClient(
          appId,
          apiKey,
          hosts ? { hosts: hosts.map((host) => ({ ...host, accept: 'read' as const })) } : undefined,
        ) as unknown as SearchClient,
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    );
    return client;
  };
  void load().catch(() => undefined); // start the download now, beside the modal's first render
  return { search: async (input) => (await load()).search(input) };
}
