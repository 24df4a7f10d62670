// Algolia Insights for the search modal, its code loaded only when the site turns insights on. autocomplete-core's
// insights plugin needs a client the moment the modal is made (it subscribes to the user token then): this stand-in
// takes its calls at once, loads search-insights (a chunk of its own) on the first, and hands every call on when it is
// in. Insights never get in the way of search: a chunk that fails to load, or a call that throws or rejects, is a
// console message, and insights stay off for the rest of the page's life.
import type { InsightsClient } from 'search-insights';

type Call = [method: string, ...args: unknown[]];
type AnyClient = (...call: Call) => unknown;

/** A search-insights client for the site's app, loaded on its first call. */
export function lazyInsightsClient(credentials: { appId: string; apiKey: string }): InsightsClient {
  let real: AnyClient | undefined;
  let queue: Call[] | undefined;
  let off = false;

  const forward = (client: AnyClient, call: Call): unknown => {
    try {
      const result = client(...call);
      if (result instanceof Promise)
        result.catch((error: unknown) => console.warn(`docsgen: an insights event (${call[0]}) was not sent`, error));
      return result;
    } catch (error) {
      console.warn(`docsgen: an insights call (${call[0]}) failed`, error);
      return undefined;
    }
  };

  const stub: AnyClient = (...call) => {
    if (real) return forward(real, call);
    if (off) return undefined;
    if (!queue) {
      const waiting: Call[] = (queue = []);
      import('./insights-chunk.js')
        .then(({ createInsightsClient }) => {
          const client = createInsightsClient(credentials) as unknown as AnyClient;
          real = client;
          for (const call of waiting.splice(0)) forward(client, call);
        })
        .catch((error: unknown) => {
          off = true;
          real = undefined;
          waiting.length = 0;
          console.warn('docsgen: search insights could not load; search works without them', error);
        });
    }
    queue.push(call);
    return undefined;
  };
  return stub as unknown as InsightsClient;
}
