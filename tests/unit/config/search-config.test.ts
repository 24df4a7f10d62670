// The config's `search` field: offline by default, Algolia when asked, and every mistake named with its field.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../cli/config/load-config.js';
import { parseAlgoliaHost } from '../../../cli/config/search-config.js';
import { tempSite } from '../support/temp-site.js';

const ALGOLIA = { provider: 'algolia', appId: 'APP123', apiKey: 'public-search-key', indexName: 'coins' };

function siteWith(search: unknown): string {
  return tempSite({ 'docsgen.config.ts': `export default { title: 'Coins', search: ${JSON.stringify(search)} };\n` });
}

describe('search config', () => {
  it('defaults to the offline index, with or without { provider: "local" }', async () => {
    expect((await loadConfig(tempSite({}))).algolia).toBeUndefined();
    expect((await loadConfig(siteWith({ provider: 'local' }))).algolia).toBeUndefined();
  });

  it('resolves Algolia mode with contextual search on, insights off by default and the hosts parsed', async () => {
    const config = await loadConfig(siteWith({ ...ALGOLIA, hosts: ['http://127.0.0.1:8080', 'search.example.com'] }));
    expect(config.algolia).toEqual({
      appId: 'APP123',
      apiKey: 'public-search-key',
      indexName: 'coins',
      contextualSearch: true,
      insights: false,
      hosts: [
        { url: '127.0.0.1', port: 8080, protocol: 'http' },
        { url: 'search.example.com', protocol: 'https' },
      ],
    });
    expect((await loadConfig(siteWith({ ...ALGOLIA, contextualSearch: false }))).algolia).toMatchObject({ contextualSearch: false });
    expect((await loadConfig(siteWith(ALGOLIA))).algolia).not.toHaveProperty('hosts');
    expect((await loadConfig(siteWith({ ...ALGOLIA, insights: true }))).algolia).toMatchObject({ insights: true });
  });

  it('parses hosts as "host", "host:port" (https) or "http(s)://host[:port]", and nothing else', () => {
    expect(parseAlgoliaHost('APP-dsn.algolia.net')).toEqual({ url: 'app-dsn.algolia.net', protocol: 'https' });
    expect(parseAlgoliaHost('proxy.example.com:8443')).toEqual({ url: 'proxy.example.com', port: 8443, protocol: 'https' });
    expect(parseAlgoliaHost('http://127.0.0.1:9000')).toEqual({ url: '127.0.0.1', port: 9000, protocol: 'http' });
    for (const wrong of ['ftp://host', 'http://host/path', 'http://user:pw@host', '', 'http://'])
      expect(parseAlgoliaHost(wrong), wrong).toBeUndefined();
  });

  it.each([
    [{ provider: 'elastic' }, 'config field "search.provider" must be "local" or "algolia"'],
    ['algolia', 'config field "search" must be an object'],
    [{ ...ALGOLIA, appId: '' }, 'config field "search.appId" must be a non-empty string (the Algolia application id)'],
    [
      { provider: 'algolia', appId: 'A', indexName: 'i' },
      'config field "search.apiKey" must be a non-empty string (the public, search-only API key)',
    ],
    [{ ...ALGOLIA, indexName: 3 }, 'config field "search.indexName" must be a non-empty string'],
    [{ ...ALGOLIA, contextualSearch: 'yes' }, 'config field "search.contextualSearch" must be true or false'],
    [{ ...ALGOLIA, insights: 'on' }, 'config field "search.insights" must be true or false'],
    [{ provider: 'local', insights: true }, 'unknown config field "search.insights"'],
    [{ ...ALGOLIA, hosts: [] }, 'config field "search.hosts" must be a non-empty list of hosts'],
    [{ ...ALGOLIA, hosts: ['http://127.0.0.1:1', 'ftp://x'] }, 'config field "search.hosts[1]" must be a host such as'],
    [{ ...ALGOLIA, indexname: 'x' }, 'unknown config field "search.indexname"'],
    [{ provider: 'local', appId: 'A' }, 'unknown config field "search.appId"'],
  ])('rejects %j, naming the field', async (search, message) => {
    const error = loadConfig(siteWith(search));
    await expect(error).rejects.toThrow(message);
    await expect(error).rejects.toMatchObject({ file: 'docsgen.config.ts' });
  });

  it('refuses an admin key in the config, pointing at the environment variable', async () => {
    await expect(loadConfig(siteWith({ ...ALGOLIA, adminKey: 'secret' }))).rejects.toMatchObject({
      message: 'unknown config field "search.adminKey"',
      hint: expect.stringContaining('DOCSGEN_ALGOLIA_ADMIN_KEY'),
    });
  });
});
