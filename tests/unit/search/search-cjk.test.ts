// A site with Chinese and Japanese pages, built, and its index queried through the client's own search code: a word
// inside running text is found (before, only a whole run between punctuation was, and 积分 gave no hit), and its
// snippet shows it, not the first words of a paragraph that has no spaces.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { createLocalSearchClient } from '../../../client/search/local-search-client.js';
import type { SearchClient } from '../../../shared/search-protocol.js';
import { serveBuild } from '../support/search-index-fetch.js';
import { page } from '../support/temp-site.js';

const CHINESE =
  '会员在每次消费后都会自动获得奖励，账户余额会实时更新并显示在个人中心页面上，方便随时查看。' +
  '会员可以使用积分兑换礼品，也可以在结账时抵扣部分金额。';
const JAPANESE = '会員は買い物のたびにポイントを貯めることができ、貯めたポイントは東京の店舗でご利用いただけます。';

describe('search on Chinese and Japanese pages', () => {
  let client: SearchClient;
  // Its own folder, kept for every test (tempSite's are removed after each).
  const root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-search-cjk-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  beforeAll(async () => {
    const files = {
      // Portuguese, as the browser code's tables are when it runs unbundled (client/site-strings.ts).
      'docsgen.config.ts': "export default { locale: 'pt' };\n",
      'content/index.md': page({ title: 'Coins' }, 'Documentação.\n'),
      'content/zh/rules.md': page({ title: '会员规则' }, `${CHINESE}\n`),
      'content/ja/guide.md': page({ title: 'ご利用案内' }, `${JAPANESE}\n`),
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    const { outDir, searchIndexUrl } = await buildSite({ root, out: path.join(root, 'build'), log: () => {}, cache: false });
    client = createLocalSearchClient({ indexUrl: searchIndexUrl, fetch: serveBuild(outDir) });
  }, 60_000);

  const search = async (query: string) => {
    const { results } = await client.search({
      requests: [{ indexName: 'docs', query, hitsPerPage: 20, attributesToSnippet: ['content:10'] }],
    });
    return results[0]!.hits;
  };

  it.each([
    ['积分', '/zh/rules'],
    ['兑换', '/zh/rules'],
    ['积分兑换', '/zh/rules'],
    ['ポイント', '/ja/guide'],
    ['東京', '/ja/guide'],
    ['東京 ポイント', '/ja/guide'],
  ])('"%s" finds %s', async (query, route) => {
    const hits = await search(query);
    expect(hits.map((hit) => hit.url.split('#')[0])).toEqual([route]);
  });

  it('highlights the word, in a snippet around it', async () => {
    const [hit] = await search('兑换');
    const snippet = hit!._snippetResult!.content as { value: string };
    expect(snippet.value).toContain('<mark>兑换</mark>');
    // Ten words around the match, not the whole paragraph from its start.
    expect(snippet.value.length).toBeLessThan(CHINESE.length / 2);
    const [japanese] = await search('東京');
    expect((japanese!._highlightResult!.content as { value: string }).value).toContain('<mark>東京</mark>');
  });
});
