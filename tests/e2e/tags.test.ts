// Tags: the index with counts, one page per tag listing exactly the pages whose front matter carries it,
// and the tag links at the bottom of a doc page. Expectations come from the content's front matter.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import config from '../../docsgen.config.js';
import { plural } from '../../shared/i18n/format.js';
import { PT_STRINGS as strings } from '../../shared/i18n/strings.pt.js';
import { contentDocs, pathOf, useSite } from './support/site.js';

const site = useSite();
const docs = contentDocs();
const labels: Record<string, { label?: string }> = config.tags;

const tagNames = [...new Set(docs.flatMap((doc) => doc.tags))].sort();
const labelOf = (tag: string) => labels[tag]?.label ?? tag;
const taggedWith = (tag: string) => docs.filter((doc) => doc.tags.includes(tag));
/** Tag names in the content are already URL-safe here; the slug is the name. */
const tagPath = (tag: string) => `/tags/${tag}`;

/** [title, path] of the pages a tag page lists (its cards' title links). */
async function listedPages(page: Page): Promise<Array<[string, string]>> {
  const links = await page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').all();
  return Promise.all(
    links.map(async (link) => [(await link.innerText()).trim(), pathOf(await link.getAttribute('href'), site.url)] as [string, string]),
  );
}

describe('tags', () => {
  it('front matter uses the four tags the site describes', () => {
    expect(tagNames).toEqual(['documentation', 'getting-started', 'openapi', 'quickstart']);
  });

  it('/tags lists every tag with how many pages carry it, each linking to its page', async () => {
    const page = await site.newPage();
    await page.goto(site.url + '/tags');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(strings.tags.title);
    const main = page.getByRole('main');
    const hrefs = await main.getByRole('link').evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
    const tagLinks = hrefs.map((href) => pathOf(href, site.url)).filter((path) => /^\/tags\/[^/]+$/.test(path));
    expect(tagLinks.sort()).toEqual(tagNames.map(tagPath).sort());
    for (const tag of tagNames) {
      const count = taggedWith(tag).length;
      const link = main.getByRole('link', { name: new RegExp(`^${labelOf(tag)}\\b`) });
      expect(await link.count(), tag).toBe(1);
      const text = (await link.innerText()).replace(/\s+/g, ' ');
      expect(text, tag).toContain(plural('pt', strings.tags.countLabel, count));
      expect(pathOf(await link.getAttribute('href'), site.url), tag).toBe(tagPath(tag));
    }
    await main.getByRole('link', { name: new RegExp(`^${labelOf('quickstart')}\\b`) }).click();
    await page.waitForURL(site.url + tagPath('quickstart'));
    await page.context().close();
  });

  it('each tag page lists exactly the pages whose front matter has the tag', async () => {
    const page = await site.newPage();
    for (const tag of tagNames) {
      const expected = taggedWith(tag).map((doc) => [doc.title, doc.route] as [string, string]);
      const response = await page.goto(site.url + tagPath(tag));
      expect(response?.status(), tag).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).innerText(), tag).toBe(
        plural('pt', strings.tags.taggedWith, expected.length, { label: labelOf(tag) }),
      );
      const listed = await listedPages(page);
      const byPath = (a: [string, string], b: [string, string]) => a[1].localeCompare(b[1]);
      expect([...listed].sort(byPath), tag).toEqual([...expected].sort(byPath));
    }
    await page.context().close();
  });

  it("a doc page's tag links lead to the tag page, which lists that doc", async () => {
    const webhook = docs.find((doc) => doc.route === '/guide/webhook')!;
    const page = await site.newPage();
    await page.goto(site.url + webhook.route);
    const main = page.getByRole('main');
    expect(await main.textContent()).toContain(strings.tags.pageTags);
    for (const tag of webhook.tags) {
      const link = main.getByRole('link', { name: labelOf(tag), exact: true });
      expect(pathOf(await link.getAttribute('href'), site.url), tag).toBe(tagPath(tag));
    }
    const tag = webhook.tags.at(-1)!;
    await main.getByRole('link', { name: labelOf(tag), exact: true }).click();
    await page.waitForURL(site.url + tagPath(tag));
    expect(await listedPages(page)).toContainEqual([webhook.title, webhook.route]);
    await page.context().close();
  });
});
