// The API's info page (/api/coins-api) as a reader finds and reads it: linked from the API index and the overview,
// found by the search modal, with a table of contents, each fact said once (the servers inside "Ambientes", one
// "Autenticação"), nothing running past its column from 320 px up; and the spec's downloads in every operation's header.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PT_STRINGS as strings } from '../../shared/i18n/strings.pt.js';
import { API_ROUTE, readSpec } from './support/openapi.js';
import { pathOf, useSite } from './support/site.js';

const site = useSite();
const spec = readSpec();
const INFO_ROUTE = `${API_ROUTE}/coins-api`;
const SERVER_URLS = ['https://sandbox.api.coins.com.br/v1', 'https://api.coins.com.br/v1'];

const main = (page: Page) => page.getByRole('main');
const h1Text = async (page: Page) => (await page.getByRole('heading', { level: 1 }).innerText()).trim();

/** Follows the main column's link named "Coins API" and lands on the info page. */
async function followInfoLink(page: Page, from: string): Promise<void> {
  await page.goto(site.url + from);
  const link = main(page).getByRole('link', { name: 'Coins API', exact: true });
  expect(await link.count(), `links named "Coins API" in ${from}`).toBe(1);
  expect(pathOf(await link.getAttribute('href'), site.url)).toBe(INFO_ROUTE);
  await link.click();
  await expect.poll(() => new URL(page.url()).pathname, { message: `after the link on ${from}` }).toBe(INFO_ROUTE);
  await expect.poll(() => h1Text(page)).toBe('Coins API');
}

/** Searches in the modal and follows the first option whose title (its first line) is `title`. */
async function searchAndFollow(page: Page, query: string, title: string): Promise<void> {
  await page.goto(`${site.url}/guide`);
  await page.getByRole('button', { name: strings.search.buttonLabel, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: strings.search.dialogLabel });
  await dialog.getByRole('combobox').fill(query);
  const titled = page.locator('.dg-search-hit__title', { hasText: new RegExp(`^${title}$`) });
  const option = dialog.getByRole('option').filter({ has: titled }).first();
  await option.waitFor({ timeout: 10_000 });
  await option.click();
}

/** The text of every heading in the main column, without its "#" anchor link. */
function headingTexts(page: Page): Promise<string[]> {
  return main(page)
    .getByRole('heading')
    .evaluateAll((els) =>
      els.map((el) =>
        [...el.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join('')
          .trim(),
      ),
    );
}

/** Text-bearing elements of the main column whose box passes its right edge (or the viewport's). */
function overflowingText(page: Page): Promise<string[]> {
  return main(page).evaluate((el) => {
    const article = el.querySelector('article') ?? el;
    const limit = Math.min(article.getBoundingClientRect().right, document.documentElement.clientWidth) + 0.5;
    return [...article.querySelectorAll('h1, h2, h3, p, li, code, a, span, strong, td, th')]
      .filter((node) => !node.closest('pre, .dg-table-wrap') && node.getClientRects().length > 0)
      .filter((node) => node.getBoundingClientRect().right > limit)
      .map(
        (node) =>
          `<${node.tagName.toLowerCase()}> ${node.textContent?.trim().slice(0, 50)} (right ${Math.round(node.getBoundingClientRect().right)} > ${Math.round(limit)})`,
      );
  });
}

describe('the API info page', () => {
  it('is reached by a link from the API index and from the overview', async () => {
    const page = await site.newPage();
    await followInfoLink(page, API_ROUTE);
    await followInfoLink(page, `${API_ROUTE}/overview`);
    await page.context().close();
  });

  it('is found by the search modal: by its title, and by a word only it shows (its contact)', async () => {
    const page = await site.newPage();
    await searchAndFollow(page, 'Coins API', 'Coins API');
    await expect.poll(() => new URL(page.url()).pathname).toBe(INFO_ROUTE);
    // The contact's name is on no other page; a text hit is titled by the text it matched.
    await searchAndFollow(page, 'Suporte Coins', 'Suporte Coins');
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(`${INFO_ROUTE}#api-contato`);
    await page.context().close();
  });

  it('has a table of contents of its sections, each leading to its heading', async () => {
    const page = await site.newPage();
    await page.goto(site.url + INFO_ROUTE);
    const toc = page.getByRole('navigation', { name: strings.tocLabel });
    const links = toc.getByRole('link');
    const tags = (spec.raw.tags as Array<{ name: string }>).map((tag) => tag.name);
    expect((await links.allInnerTexts()).map((t) => t.trim())).toEqual([
      'Ambientes',
      'Autenticação',
      'Idempotência',
      'Erros',
      'Paginação e limites de uso',
      strings.api.contact,
      strings.api.operations,
      ...tags,
    ]);
    for (const link of await links.all()) {
      const id = decodeURIComponent((await link.getAttribute('href'))!.split('#')[1]!);
      const heading = main(page).locator(`[id="${id}"]`);
      const target = await heading.evaluate((el) => [el.tagName, el.firstChild?.textContent?.trim()]);
      expect(target, `target of ${id}`).toEqual([expect.stringMatching(/^H[23]$/), (await link.innerText()).trim()]);
    }
    await page.context().close();
  });

  it('says each fact once: one "Autenticação" heading, the servers listed under "Ambientes" and no "Servidores"', async () => {
    const page = await site.newPage();
    await page.goto(site.url + INFO_ROUTE);
    const headings = await headingTexts(page);
    expect(
      headings.filter((text) => text === strings.api.authentication),
      `headings: ${headings.join(' | ')}`,
    ).toHaveLength(1);
    expect(headings.filter((text) => text === strings.api.servers)).toHaveLength(0);
    const environments = main(page).getByRole('region', { name: /^Ambientes/ });
    for (const url of SERVER_URLS) {
      expect(await environments.getByRole('listitem').filter({ hasText: url }).count(), `${url} listed under Ambientes`).toBe(1);
    }
    await page.context().close();
  });

  it('keeps every text inside its column and the page without horizontal scroll, from 320 px to 1280 px', async () => {
    for (const width of [320, 390, 1024, 1280]) {
      const page = await site.newPage({ viewport: { width, height: 800 } });
      await page.goto(site.url + INFO_ROUTE);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(scroll, `horizontal overflow at ${width} px`).toBe(0);
      expect(await overflowingText(page), `text past the main column at ${width} px`).toEqual([]);
      await page.context().close();
    }
  });
});

describe('the spec downloads in an operation page’s header', () => {
  it('offers the YAML and the JSON, the same files as the info page, under the method and path', async () => {
    const page = await site.newPage();
    await page.goto(site.url + INFO_ROUTE);
    const infoYaml = pathOf(await main(page).getByRole('link', { name: strings.api.downloadYaml }).getAttribute('href'), site.url);
    const infoJson = pathOf(await main(page).getByRole('link', { name: strings.api.downloadJson }).getAttribute('href'), site.url);
    for (const op of spec.operations) {
      await page.goto(site.url + op.route);
      const header = page.getByRole('heading', { level: 1 }).locator('xpath=..');
      const yamlLink = header.getByRole('link', { name: strings.api.downloadYaml, exact: true });
      const jsonLink = header.getByRole('link', { name: strings.api.downloadJson, exact: true });
      expect(await yamlLink.isVisible(), `YAML download in the header of ${op.route}`).toBe(true);
      expect(await jsonLink.isVisible(), `JSON download in the header of ${op.route}`).toBe(true);
      expect(pathOf(await yamlLink.getAttribute('href'), site.url)).toBe(infoYaml);
      expect(pathOf(await jsonLink.getAttribute('href'), site.url)).toBe(infoJson);
      expect(await yamlLink.getAttribute('download')).toBe('');
    }
    const response = await page.request.get(site.url + infoJson);
    expect(response.status()).toBe(200);
    await page.context().close();
  });
});
