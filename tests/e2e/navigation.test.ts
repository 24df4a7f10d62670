// Moving around a doc page: the table of contents, the breadcrumbs and the previous/next links.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PT_STRINGS as strings } from '../../shared/i18n/strings.pt.js';
import { DESKTOP, MOBILE, pathOf, useSite } from './support/site.js';

const site = useSite();

const TOC_PAGES = ['/guide/webhook', '/guide/api-key', '/guide/introduction', '/api/overview', '/sidebars', '/customization/styling'];

const toc = (page: Page) => page.getByRole('navigation', { name: strings.tocLabel });
const breadcrumbs = (page: Page) => page.getByRole('navigation', { name: strings.breadcrumbs });
const pagination = (page: Page) => page.getByRole('navigation', { name: strings.pagination.label });

/** [label, path] of the sidebar's links in reading order. */
async function sidebarOrder(page: Page): Promise<Array<[string, string]>> {
  const links = await page.getByRole('navigation', { name: strings.sidebar.label }).getByRole('link').all();
  return Promise.all(
    links.map(
      async (link: Locator) => [(await link.innerText()).trim(), pathOf(await link.getAttribute('href'), site.url)] as [string, string],
    ),
  );
}

describe('table of contents', () => {
  it('lists the h2 and h3 headings of each page, and only those', async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    for (const route of TOC_PAGES) {
      await page.goto(site.url + route);
      const nav = toc(page);
      await nav.waitFor({ state: 'visible' });
      expect(await nav.textContent(), route).toContain(strings.toc);

      const entries = await nav.evaluate((el) =>
        [...el.querySelectorAll('a')].map((a) => {
          const href = a.getAttribute('href') ?? '';
          const target = href.startsWith('#') ? document.getElementById(decodeURIComponent(href.slice(1))) : null;
          return {
            href,
            text: a.textContent?.trim() ?? '',
            tag: target?.tagName ?? null,
            inMain: target ? Boolean(target.closest('main')) : false,
            targetText: target
              ? [...target.childNodes]
                  .filter((n) => !(n instanceof Element && n.matches('a.dg-anchor, [aria-hidden="true"]')))
                  .map((n) => n.textContent)
                  .join('')
                  .trim()
              : null,
          };
        }),
      );
      expect(entries.length, route).toBeGreaterThan(0);
      for (const entry of entries) {
        expect(entry.href, `${route}: TOC link`).toMatch(/^#./);
        expect(entry.tag, `${route}: target of ${entry.href}`).toMatch(/^H[23]$/);
        expect(entry.inMain, `${route}: ${entry.href} is in the page's main content`).toBe(true);
        expect(entry.text, `${route}: text of ${entry.href}`).toBe(entry.targetText);
      }
      // Every h2/h3 of the content is reachable from the table of contents.
      const headingIds = await page
        .getByRole('main')
        .locator('h2[id], h3[id]')
        .evaluateAll((els) => els.map((el) => `#${el.id}`));
      expect(entries.map((entry) => decodeURIComponent(entry.href)).sort(), route).toEqual(headingIds.sort());
    }
    await page.context().close();
  });

  it('takes the reader to the heading', async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await page.goto(site.url + '/guide/webhook');
    const last = toc(page).getByRole('link').last();
    const href = (await last.getAttribute('href'))!;
    await last.click();
    await page.waitForURL(`${site.url}/guide/webhook${href}`);
    const heading = page.locator(`[id="${decodeURIComponent(href.slice(1))}"]`);
    await expect
      .poll(
        () =>
          heading.evaluate((el) => {
            const { top } = el.getBoundingClientRect();
            return top >= 0 && top < window.innerHeight;
          }),
        { timeout: 5_000 },
      )
      .toBe(true);
    await page.context().close();
  });
});

describe('the current section', () => {
  const LONG_PAGE = '/guide/webhook';
  /** The TOC link marked as the section the reader is in (in whichever TOC shows). */
  const currentEntry = (page: Page) => toc(page).locator('[aria-current="true"]');
  /** Scrolls so the heading named `text` sits just under the navbar, as after reading down to it. */
  const heading = (page: Page, text: string) => page.getByRole('main').locator('h2, h3', { hasText: text });
  const scrollToHeading = (page: Page, text: string) =>
    heading(page, text).evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100));
  const disclosure = (page: Page) => page.locator('summary', { hasText: strings.toc });

  it('is highlighted in the right-hand TOC as the reader scrolls, down to the last section at the bottom', async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await page.goto(site.url + LONG_PAGE);
    await expect.poll(() => currentEntry(page).count()).toBe(0);
    await scrollToHeading(page, 'Reenvios e tentativas');
    await expect.poll(() => currentEntry(page).allTextContents()).toEqual(['Reenvios e tentativas']);
    // A jump of many screens at once (End) still moves it: the last section is current at the page's bottom.
    await page.keyboard.press('End');
    await expect.poll(() => currentEntry(page).allTextContents()).toEqual(['Testando durante o desenvolvimento']);
    // The last section is marked before End's smooth scroll ends; a Home pressed during it is lost in Chromium.
    await expect.poll(() => page.evaluate(() => Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight)).toBe(true);
    // Home again until the page is at its top: on a loaded machine Chromium may still end End's scroll after the
    // bottom is reached, and drop a Home pressed then (CI failed so once). Pressed at the top, Home does nothing.
    await expect
      .poll(async () => {
        await page.keyboard.press('Home');
        return page.evaluate(() => scrollY);
      })
      .toBe(0);
    await expect.poll(() => currentEntry(page).count()).toBe(0);
    // Only the right-hand TOC shows at this width.
    expect(await disclosure(page).isVisible()).toBe(false);
    await page.context().close();
  });

  it('stays in view in a TOC longer than its column, which scrolls on its own', async () => {
    const page = await site.newPage({ viewport: { width: 1280, height: 340 } });
    await page.goto(site.url + LONG_PAGE);
    const nav = toc(page);
    expect(await nav.evaluate((el) => el.scrollHeight > el.clientHeight), 'the TOC scrolls at this height').toBe(true);
    await page.keyboard.press('End');
    await expect.poll(() => currentEntry(page).allTextContents()).toEqual(['Testando durante o desenvolvimento']);
    const shown = await currentEntry(page).evaluate((link) => {
      const box = link.closest('nav')!.getBoundingClientRect();
      const { top, bottom } = link.getBoundingClientRect();
      return top >= box.top && bottom <= box.bottom;
    });
    expect(shown, 'the current entry is inside the TOC box').toBe(true);
    await page.context().close();
  });

  for (const viewport of [{ width: 1024, height: 768 }, MOBILE]) {
    it(`is a "Nesta página" disclosure at ${viewport.width} px naming the current section, whose links land below it`, async () => {
      const page = await site.newPage({ viewport });
      await page.goto(site.url + LONG_PAGE);
      const summary = disclosure(page);
      await summary.waitFor({ state: 'visible' });
      expect(await page.locator('.dg-doc__toc').isVisible()).toBe(false);
      expect(await toc(page).count()).toBe(0); // closed: no second TOC landmark in the accessibility tree

      await scrollToHeading(page, 'Formato do payload');
      await expect.poll(() => summary.innerText()).toContain('Formato do payload');
      // Pinned under the navbar while the reader scrolls.
      const barTop = await summary.evaluate((el) => el.getBoundingClientRect().top);
      const navbarBottom = await page.locator('.dg-navbar').evaluate((el) => el.getBoundingClientRect().bottom);
      expect(Math.abs(barTop - navbarBottom)).toBeLessThan(2);

      // A pointer click where the bar is (locator.click() would first scroll the pinned bar "into view", moving the page).
      const box = (await summary.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      const nav = toc(page);
      await nav.waitFor({ state: 'visible' });
      expect(await nav.locator('[aria-current="true"]').allTextContents()).toEqual(['Formato do payload']);
      await nav.getByRole('link', { name: 'Exemplo em Python' }).click();
      await page.waitForURL(`${site.url}${LONG_PAGE}#exemplo-em-python`);
      await nav.waitFor({ state: 'hidden' }); // choosing a section closes the list
      await expect.poll(() => summary.innerText()).toContain('Exemplo em Python');
      // The heading is in view below the pinned bar, not under it.
      const headingTop = await heading(page, 'Exemplo em Python').evaluate((el) => el.getBoundingClientRect().top);
      const barBottom = await summary.evaluate((el) => el.getBoundingClientRect().bottom);
      expect(headingTop).toBeGreaterThanOrEqual(barBottom);
      expect(headingTop).toBeLessThan(viewport.height / 2);

      // Keyboard: Enter opens it, Escape closes it and leaves the focus on it.
      await summary.focus();
      await page.keyboard.press('Enter');
      await nav.waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await nav.waitFor({ state: 'hidden' });
      expect(await summary.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.context().close();
    });
  }
});

describe('breadcrumbs', () => {
  it('show home, the section and the current page', async () => {
    const page = await site.newPage();
    await page.goto(site.url + '/guide/webhook');
    const nav = breadcrumbs(page);
    await nav.waitFor({ state: 'visible' });
    const links = nav.getByRole('link');
    expect(await links.count()).toBe(2);
    expect(await links.nth(0).getAttribute('aria-label')).toBe(strings.home);
    expect(pathOf(await nav.getByRole('link', { name: strings.home }).getAttribute('href'), site.url)).toBe('/');
    expect(pathOf(await nav.getByRole('link', { name: 'Guia Coins', exact: true }).getAttribute('href'), site.url)).toBe('/guide');
    const current = nav.locator('[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect((await current.innerText()).trim()).toBe('Webhooks');
    expect(await current.evaluate((el) => el.closest('a'))).toBeNull();

    await nav.getByRole('link', { name: 'Guia Coins', exact: true }).click();
    await page.waitForURL(site.url + '/guide');
    await page.context().close();
  });

  it('are absent on the home page', async () => {
    const page = await site.newPage();
    await page.goto(site.url + '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await breadcrumbs(page).count()).toBe(0);
    await page.context().close();
  });
});

describe('previous and next', () => {
  it('link to the neighbouring pages in the sidebar order, and "Próxima" goes there', async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await page.goto(site.url + '/guide/api-key');
    const order = await sidebarOrder(page);
    const index = order.findIndex(([, path]) => path === '/guide/api-key');
    expect(index, 'the page is in its sidebar').toBeGreaterThan(0);
    expect(index).toBeLessThan(order.length - 1);
    const [prevLabel, prevPath] = order[index - 1]!;
    const [nextLabel, nextPath] = order[index + 1]!;

    const nav = pagination(page);
    const previous = nav.getByRole('link', { name: strings.pagination.previous });
    const next = nav.getByRole('link', { name: strings.pagination.next });
    expect(pathOf(await previous.getAttribute('href'), site.url)).toBe(prevPath);
    expect(await previous.innerText()).toContain(prevLabel);
    expect(pathOf(await next.getAttribute('href'), site.url)).toBe(nextPath);
    expect(await next.innerText()).toContain(nextLabel);

    await next.click();
    await page.waitForURL(site.url + nextPath);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: strings.sidebar.label }).locator('a[aria-current="page"]').getAttribute('href')).toBe(
      nextPath,
    );
    // And back.
    await pagination(page).getByRole('link', { name: strings.pagination.previous }).click();
    await page.waitForURL(site.url + '/guide/api-key');
    await page.context().close();
  });
});
