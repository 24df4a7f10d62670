// Everything the open modal needs, in one lazily loaded chunk: the modal and the offline engine's client.
export { SearchModal } from './SearchModal.js';
import type { SearchClient } from '../../templates/search-protocol.js';
import { fetchThroughPointer } from './index-pointer.js';
import { createLocalSearchClient as createClient } from './local-search-client.js';

/** The offline client, reading the index through the pointer file the pages name. */
export function createLocalSearchClient({ indexUrl }: { indexUrl: string }): SearchClient {
  return createClient({ indexUrl, fetch: fetchThroughPointer });
}
