// The stand-in Insights client the modal gives autocomplete-core's insights plugin: it takes calls at once, loads
// search-insights (its own chunk) on the first, and hands them on in order; a chunk that fails to load, or a call that
// fails, is a console warning and never an error thrown at search.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const chunk = vi.hoisted(() => ({ createInsightsClient: vi.fn() }));
vi.mock('../../../client/search/insights-chunk.js', () => chunk);

const { lazyInsightsClient } = await import('../../../client/search/lazy-insights.js');

const CREDENTIALS = { appId: 'APP', apiKey: 'chave-de-busca' };
type Loose = (...call: unknown[]) => unknown;
/** Lets the chunk's import and its `then` run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  chunk.createInsightsClient.mockReset();
});

describe('lazyInsightsClient', () => {
  it('loads search-insights on the first call, with the site’s credentials, and hands every call on in order', async () => {
    const real = vi.fn();
    chunk.createInsightsClient.mockReturnValue(real);
    const client = lazyInsightsClient(CREDENTIALS) as unknown as Loose;
    expect(chunk.createInsightsClient).not.toHaveBeenCalled();
    client('addAlgoliaAgent', 'insights-plugin');
    client('viewedObjectIDs', { eventName: 'Items Viewed', index: 'docs', objectIDs: ['a'] });
    expect(real).not.toHaveBeenCalled();
    await settle();
    client('clickedObjectIDsAfterSearch', { index: 'docs', queryID: 'q', objectIDs: ['a'], positions: [1] });
    expect(chunk.createInsightsClient.mock.calls).toEqual([[CREDENTIALS]]);
    expect(real.mock.calls.map(([method]) => method)).toEqual(['addAlgoliaAgent', 'viewedObjectIDs', 'clickedObjectIDsAfterSearch']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('turns a chunk that fails to load (or to start) into one console warning, and drops every call after it', async () => {
    chunk.createInsightsClient.mockImplementation(() => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/insights-chunk.js');
    });
    const client = lazyInsightsClient(CREDENTIALS) as unknown as Loose;
    expect(() => client('addAlgoliaAgent', 'insights-plugin')).not.toThrow();
    await settle();
    expect(() => client('clickedObjectIDsAfterSearch', {})).not.toThrow();
    await settle();
    expect(chunk.createInsightsClient).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('search insights could not load');
  });

  it('turns a call that throws, or an event whose sending rejects, into a console warning', async () => {
    const real = vi.fn((method: string) => {
      if (method === 'init') throw new Error('bad init');
      return Promise.reject(new Error('offline'));
    });
    chunk.createInsightsClient.mockReturnValue(real);
    const client = lazyInsightsClient(CREDENTIALS) as unknown as Loose;
    client('getUserToken');
    await settle();
    expect(() => client('init', {})).not.toThrow();
    await settle();
    expect(warn.mock.calls.map(([message]: unknown[]) => String(message))).toEqual([
      'docsgen: an insights event (getUserToken) was not sent',
      'docsgen: an insights call (init) failed',
    ]);
  });
});
