// Everything the open modal needs, in one lazily loaded chunk: the modal and the search client (the offline engine's,
// or Algolia's, whose own code is a further chunk loaded only in Algolia mode), and the stand-in Insights client whose
// search-insights code is a further chunk again, loaded only when the site turns insights on.
export { SearchModal } from './SearchModal.js';
export { createSearchClient } from './create-search-client.js';
export { lazyInsightsClient } from './lazy-insights.js';
