// Client navigation as a reader meets it: links to pages of the site swap the page in place (no full load: a marker
// set on window survives) with the address, title, head, sidebar, focus and live region following; back/forward put
// the scroll back; modified clicks and failures stay native (a full load); the progress bar shows only for a slow
// navigation; pages are prefetched on intent unless the connection saves data; an island whose chunk fails to load
// offers "Tentar novamente"; and what persists (search, theme, sample language, the mobile menu) keeps working.
import type { Locator, Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DOM_IDS, PROGRESS_BAR_DELAY_MS, STORAGE_KEYS } from '../../shared/constants.js';
import { format } from '../../shared/i18n/format.js';
import { PT_STRINGS as strings } from '../../shared/i18n/strings.pt.js';
import { describeViolations, severeViolations } from './support/axe.js';
import { operation } from './support/openapi.js';
import { pastTimersOf, trackRequests } from './support/settled.js';
import { contentDocs, MOBILE, useSite } from './support/site.js';

const site = useSite();

const docTitle = (route: string): string => {
  const doc = contentDocs().find((entry) => entry.route === route);
  if (!doc) throw new Error(`no content page at ${route}`);
  return doc.title;
};

const FROM = '/guide/webhook';
/** FROM's previous page in the sidebar: the links below read the same from both. */
const TO = '/guide/api-key';
/** Not a neighbour of FROM: it is not prefetched when the browser is idle (previous/next are), only on intent. */
const FAR = '/guide/introduction';
const TIMEOUT = { timeout: 10_000 };

const sidebar = (page: Page) => page.getByRole('navigation', { name: strings.sidebar.label });
const sidebarLink = (page: Page, route: string) => sidebar(page).locator(`a[href="${route}"]`);
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const pathname = (page: Page) => new URL(page.url()).pathname;
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const searchButton = (page: Page) => page.getByRole('button', { name: strings.search.buttonLabel, exact: true });
const searchDialog = (page: Page) => page.getByRole('dialog', { name: strings.search.dialogLabel });

/** Sets a marker on window: it survives client navigation and is gone after a full load. */
async function mark(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { dgMarker: string }).dgMarker = 'still here';
  });
}
const marked = (page: Page) => page.evaluate(() => (window as unknown as { dgMarker?: string }).dgMarker === 'still here');

/** Waits until the navigation chunk has started (it takes over scroll restoration), after an intent toward a link. */
async function navigationReady(page: Page, link: Locator): Promise<void> {
  await link.hover();
  await expect
    .poll(() => page.evaluate(() => history.scrollRestoration), { ...TIMEOUT, message: 'navigation chunk started' })
    .toBe('manual');
}

/** Waits until the page at `route` is shown: address and h1. */
async function expectShown(page: Page, route: string, title = docTitle(route)): Promise<void> {
  await expect.poll(() => pathname(page), { ...TIMEOUT, message: `address of ${route}` }).toBe(route);
  await expect.poll(() => heading(page).innerText(), { ...TIMEOUT, message: `h1 of ${route}` }).toBe(title);
}

/** The page's requests of `route`'s HTML by fetch (prefetch and client navigation), not document loads. */
function fetchesOf(page: Page, route: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch' && new URL(request.url()).pathname === route) seen.push(request);
  });
  return seen;
}

/** Answers the page's fetches of `route` `ms` late (document loads pass untouched). */
async function delayFetches(page: Page, route: string, ms: number): Promise<void> {
  await page.route(`${site.url}${route}`, async (intercepted: Route) => {
    if (intercepted.request().resourceType() === 'fetch') await new Promise((done) => setTimeout(done, ms));
    await intercepted.continue();
  });
}

/** Records, from the page's first moment, whether the progress bar was ever shown and whether it ever had focus. */
async function recordProgressBar(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { shown: false, focused: false, hidden: true };
    (window as unknown as { dgProgress: typeof record }).dgProgress = record;
    const check = (): void => {
      const bar = document.querySelector('.dg-progress--active');
      if (!bar) return;
      record.shown = true;
      if (bar.getAttribute('aria-hidden') !== 'true') record.hidden = false;
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    document.addEventListener('focusin', (event) => {
      if ((event.target as Element).closest?.('.dg-progress')) record.focused = true;
    });
  });
}
const progressRecord = (page: Page) =>
  page.evaluate(() => (window as unknown as { dgProgress: { shown: boolean; focused: boolean; hidden: boolean } }).dgProgress);

describe('following links without a full load', () => {
  it('swaps the page: address, title, head, sidebar, focus on the h1 and the live region follow', async () => {
    const page = await site.newPage();
    await page.goto(site.url + FROM);
    await mark(page);
    const title = docTitle(TO);

    await sidebarLink(page, TO).click();
    await expectShown(page, TO);
    expect(await marked(page), 'no full load').toBe(true);
    expect(await page.title()).toContain(title);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/guide\/api-key$/);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toContain(title);
    expect(await page.locator('link[rel="canonical"]').count(), 'one canonical link').toBe(1);
    expect(await sidebarLink(page, TO).getAttribute('aria-current')).toBe('page');
    expect(await sidebarLink(page, FROM).getAttribute('aria-current')).toBeNull();
    await expect.poll(() => isFocused(heading(page)), { ...TIMEOUT, message: 'focus on the new h1' }).toBe(true);
    expect(await page.locator(`#${DOM_IDS.routeAnnouncer}`).textContent()).toBe(
      format(strings.navigation.pageLoaded, { title: await page.title() }),
    );
    // The breadcrumbs and table of contents are the new page's.
    const crumbs = page.getByRole('navigation', { name: strings.breadcrumbs });
    expect(await crumbs.locator('[aria-current="page"]').innerText()).toBe(title);

    // On to another section from the navbar: the navbar marks it, and the API sidebar replaces the guide's.
    const navbar = page.getByRole('navigation', { name: strings.navbar.label });
    const apiLink = navbar.getByRole('link', { name: 'Referência da API', exact: true });
    await apiLink.click();
    await expect.poll(() => pathname(page), TIMEOUT).toBe('/api');
    await expect.poll(() => apiLink.getAttribute('aria-current'), TIMEOUT).toBe('page');
    expect(await navbar.getByRole('link', { name: 'Guia Coins', exact: true }).getAttribute('aria-current')).toBeNull();
    const overview = sidebarLink(page, '/api/overview');
    await overview.click();
    await expect.poll(() => pathname(page), TIMEOUT).toBe('/api/overview');
    await expect.poll(() => overview.getAttribute('aria-current'), TIMEOUT).toBe('page');
    expect(await sidebarLink(page, TO).count(), 'the guide sidebar is gone').toBe(0);
    expect(await marked(page), 'still no full load').toBe(true);
    await page.context().close();
  });

  it('back and forward show the pages again where the reader left them', async () => {
    const page = await site.newPage();
    await page.goto(site.url + FROM);
    await mark(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY), TIMEOUT).toBe(900);

    await sidebarLink(page, TO).click();
    await expectShown(page, TO);
    expect(await page.evaluate(() => window.scrollY), 'a new page starts at the top').toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => page.evaluate(() => window.scrollY), TIMEOUT).toBe(400);

    await page.goBack();
    await expectShown(page, FROM);
    await expect.poll(() => page.evaluate(() => window.scrollY), { ...TIMEOUT, message: 'scroll restored on back' }).toBe(900);
    expect(await sidebarLink(page, FROM).getAttribute('aria-current')).toBe('page');

    await page.goForward();
    await expectShown(page, TO);
    await expect.poll(() => page.evaluate(() => window.scrollY), { ...TIMEOUT, message: 'scroll restored on forward' }).toBe(400);
    expect(await marked(page), 'no full load on back/forward').toBe(true);
    await page.context().close();
  });

  it('scrolls to the hash of a link to a section of another page', async () => {
    const page = await site.newPage();
    await page.goto(site.url + TO);
    await mark(page);
    // A section link to another page, made here so the test does not depend on the content's cross-links.
    const target = await page.evaluate(async (route) => {
      const html = await (await fetch(route)).text();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      return doc.querySelector('main h2[id]')!.id;
    }, FROM);
    await page.evaluate(
      ([route, id]) => {
        const link = document.createElement('a');
        link.href = `${route}#${id}`;
        link.textContent = 'section link';
        document.querySelector('main')!.prepend(link);
      },
      [FROM, target] as const,
    );
    await page.getByRole('link', { name: 'section link' }).click();
    await expectShown(page, FROM);
    expect(new URL(page.url()).hash).toBe(`#${target}`);
    const section = page.locator(`[id="${target}"]`);
    await expect
      .poll(
        () =>
          section.evaluate((el) => {
            const { top } = el.getBoundingClientRect();
            return top >= 0 && top < window.innerHeight / 2;
          }),
        { ...TIMEOUT, message: 'the section is in view' },
      )
      .toBe(true);
    expect(await marked(page)).toBe(true);
    await page.context().close();
  });
});

describe('the table of contents of a page put in place', () => {
  it('marks the section the reader scrolls to, as on a fresh load', async () => {
    const page = await site.newPage();
    await page.goto(site.url + FROM);
    await mark(page);
    const route = '/guide/account-structure';
    await sidebarLink(page, route).click();
    await expectShown(page, route);
    await page
      .getByRole('main')
      .locator('h2', { hasText: 'Saldo' })
      .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 100));
    const toc = page.getByRole('navigation', { name: strings.tocLabel });
    await expect.poll(() => toc.locator('[aria-current="true"]').allTextContents(), TIMEOUT).toEqual(['Saldo']);
    expect(await marked(page), 'no full load').toBe(true);
    await page.context().close();
  });
});

describe('what stays native', () => {
  it('Ctrl+click opens the page in a new tab and leaves this one alone', async () => {
    const page = await site.newPage();
    await page.goto(site.url + FROM);
    await mark(page);
    const link = sidebarLink(page, TO);
    await navigationReady(page, link);
    const [tab] = await Promise.all([page.context().waitForEvent('page', TIMEOUT), link.click({ modifiers: ['Control'] })]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(TO);
    expect(pathname(page)).toBe(FROM);
    expect(await heading(page).innerText()).toBe(docTitle(FROM));
    expect(await marked(page)).toBe(true);
    await page.context().close();
  });

  it('a page whose request fails is loaded in full', async () => {
    const page = await site.newPage();
    await page.goto(site.url + FROM);
    await page.route(`${site.url}${TO}`, (route) =>
      route.request().resourceType() === 'fetch' ? route.abort('internetdisconnected') : route.continue(),
    );
    await mark(page);
    await sidebarLink(page, TO).click();
    await expectShown(page, TO);
    await expect.poll(() => marked(page), { ...TIMEOUT, message: 'a full load (the marker is gone)' }).toBe(false);
    await page.context().close();
  });

  it('a page from another build (another boot script) is loaded in full', async () => {
    const page = await site.newPage();
    await page.goto(site.url + FROM);
    await page.route(`${site.url}${TO}`, async (route) => {
      if (route.request().resourceType() !== 'fetch') return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace(/\/assets\/boot-[^"]+\.js/, '/assets/boot-NEWBUILD.js');
      return route.fulfill({ response, body });
    });
    await mark(page);
    await sidebarLink(page, TO).click();
    await expectShown(page, TO);
    await expect.poll(() => marked(page), { ...TIMEOUT, message: 'a full load (the marker is gone)' }).toBe(false);
    await page.context().close();
  });
});

describe('progress bar', () => {
  it('appears when the page takes 300 ms, decorative and never focused', async () => {
    const page = await site.newPage();
    await recordProgressBar(page);
    await page.goto(site.url + FROM);
    await navigationReady(page, page.locator('.dg-navbar__brand'));
    await delayFetches(page, FAR, 300);
    await sidebarLink(page, FAR).click();
    await expectShown(page, FAR);
    const record = await progressRecord(page);
    expect(record.shown, 'bar shown').toBe(true);
    expect(record.hidden, 'aria-hidden').toBe(true);
    expect(record.focused, 'never focused').toBe(false);
    // It completes and goes away once the page is in place.
    await expect.poll(() => page.locator('.dg-progress--active').count(), TIMEOUT).toBe(0);
    await page.context().close();
  });

  it('does not appear when the page takes 50 ms', async () => {
    const page = await site.newPage();
    await recordProgressBar(page);
    await page.goto(site.url + FROM);
    await navigationReady(page, page.locator('.dg-navbar__brand'));
    // The sidebar island hydrates on the pointer's way to the link: let it finish first, so the 50 ms are not
    // measured on a main thread still busy with React on a slow machine.
    await sidebar(page).hover();
    await page.locator('[data-island="sidebar"][data-hydrated]').waitFor(TIMEOUT);
    await delayFetches(page, FAR, 50);
    await sidebarLink(page, FAR).click();
    // The bar's delay timer was set by the click: once a timer of the same delay set after it has fired, a bar that
    // was not cancelled would be showing.
    await pastTimersOf(page, PROGRESS_BAR_DELAY_MS);
    await expectShown(page, FAR);
    expect((await progressRecord(page)).shown, 'bar shown for a 50 ms navigation').toBe(false);
    await page.context().close();
  });
});

describe('prefetch', () => {
  it('fetches a page once when the pointer is over its link, and the click uses it', async () => {
    const page = await site.newPage();
    await page.goto(site.url + FROM);
    const fetches = fetchesOf(page, FAR);
    await sidebarLink(page, FAR).hover();
    await expect.poll(() => fetches.length, { ...TIMEOUT, message: 'prefetched on hover' }).toBe(1);
    await page.mouse.move(0, 400);
    await sidebarLink(page, FAR).hover();
    await sidebarLink(page, FAR).click();
    await expectShown(page, FAR);
    expect(fetches.length, 'one request for hover, hover again and click').toBe(1);
    await page.context().close();
  });

  it('prefetches nothing when the connection saves data', async () => {
    const page = await site.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ saveData: true, effectiveType: '4g' }),
      });
    });
    const requests = await trackRequests(page);
    await page.goto(site.url + FROM);
    const fetches = fetchesOf(page, FAR);
    await navigationReady(page, sidebarLink(page, FAR));
    await page.mouse.move(0, 400);
    await sidebarLink(page, FAR).hover();
    // The pointer's intent has been handled and any fetch it started has ended.
    await requests.settled();
    expect(fetches.length, 'no prefetch with data saver').toBe(0);
    await mark(page);
    await sidebarLink(page, FAR).click();
    await expectShown(page, FAR);
    expect(await marked(page), 'client navigation still works').toBe(true);
    expect(fetches.length).toBe(1);
    await page.context().close();
  });

  it('prefetches nothing on a 2G connection', async () => {
    const page = await site.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({ saveData: false, effectiveType: '2g' }),
      });
    });
    const requests = await trackRequests(page);
    await page.goto(site.url + FROM);
    const fetches = fetchesOf(page, FAR);
    await navigationReady(page, sidebarLink(page, FAR));
    // The idle-time prefetch of previous/next was queued before this wait's idle callback, so it has run.
    await requests.settled();
    expect(fetches.length).toBe(0);
    await page.context().close();
  });
});

describe('an island whose chunk fails to load', () => {
  it('says so with "Tentar novamente", which loads it again', async () => {
    const page = await site.newPage();
    const chunk = /\/assets\/sidebar-[A-Z0-9]+\.js$/;
    await page.route(chunk, (route) => route.abort('internetdisconnected'));
    await page.goto(site.url + FROM);
    await sidebar(page).hover();
    const alert = page.getByRole('alert').filter({ hasText: strings.chunkError.message });
    await expect.poll(() => alert.count(), { ...TIMEOUT, message: 'the notice' }).toBe(1);
    const retry = alert.getByRole('button', { name: strings.chunkError.retry, exact: true });
    expect(await page.locator('[data-island="sidebar"][data-hydrated]').count()).toBe(0);

    await page.unroute(chunk);
    await retry.click();
    await page.locator('[data-island="sidebar"][data-hydrated]').waitFor(TIMEOUT);
    expect(await alert.count(), 'the notice is gone').toBe(0);
    // The island is live: a category collapses without a page load.
    const category = sidebar(page).getByRole('button', { name: 'Personalização' });
    await category.click();
    await expect.poll(() => category.getAttribute('aria-expanded'), TIMEOUT).toBe('false');
    await page.context().close();
  });
});

describe('what persists across client navigation', () => {
  it('the search modal: Ctrl+K opens it and Escape gives focus back to the search button', async () => {
    const page = await site.newPage();
    await page.goto(site.url + FROM);
    await mark(page);
    await sidebarLink(page, TO).click();
    await expectShown(page, TO);
    await page.keyboard.press('Control+k');
    await expect
      .poll(() => isFocused(searchDialog(page).getByRole('combobox')), { ...TIMEOUT, message: 'search input focused' })
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => searchDialog(page).count(), TIMEOUT).toBe(0);
    await expect.poll(() => isFocused(searchButton(page)), TIMEOUT).toBe(true);
    // Once more after a second navigation, with the island already live.
    await sidebarLink(page, FROM).click();
    await expectShown(page, FROM);
    await page.keyboard.press('Control+k');
    await expect
      .poll(() => isFocused(searchDialog(page).getByRole('combobox')), { ...TIMEOUT, message: 'search input focused' })
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => searchDialog(page).count(), TIMEOUT).toBe(0);
    await expect.poll(() => isFocused(searchButton(page)), TIMEOUT).toBe(true);
    expect(await marked(page)).toBe(true);
    await page.context().close();
  });

  it('the colour mode', async () => {
    const page = await site.newPage();
    await page.goto(site.url + FROM);
    await mark(page);
    const toggle = page.getByRole('button', { name: strings.colorMode.toggle });
    await toggle.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme), TIMEOUT).toBe('dark');
    await sidebarLink(page, TO).click();
    await expectShown(page, TO);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await marked(page)).toBe(true);
    await page.context().close();
  });

  it('the sample language, shown at once on the next API page, whose samples then hydrate on intent', async () => {
    const page = await site.newPage();
    const from = operation('person-register').route;
    const to = operation('person-info').route;
    await page.goto(site.url + from);
    await mark(page);
    await page.getByRole('tablist').getByRole('tab', { name: 'Python', exact: true }).click();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.sampleLanguage), TIMEOUT).toBe('python');

    await sidebarLink(page, to).click();
    await expect.poll(() => pathname(page), TIMEOUT).toBe(to);
    const island = page.locator('[data-island="code-samples"]');
    expect(await island.getAttribute('data-hydrated'), 'not hydrated yet').toBeNull();
    expect(await page.getByRole('tablist').getByRole('tab', { selected: true }).allInnerTexts()).toEqual(['Python']);

    await page.getByRole('tablist').getByRole('tab', { name: 'Go', exact: true }).click();
    await expect.poll(() => page.getByRole('tablist').getByRole('tab', { selected: true }).allInnerTexts(), TIMEOUT).toEqual(['Go']);
    expect(await island.getAttribute('data-hydrated'), 'hydrated on intent').not.toBeNull();
    expect(await marked(page)).toBe(true);
    await page.context().close();
  });

  it('the mobile menu: a link in the drawer swaps the page and closes the drawer', async () => {
    const page = await site.newPage({ viewport: MOBILE });
    await page.goto(site.url + FROM);
    await mark(page);
    await page.getByRole('button', { name: strings.navbar.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: strings.navbar.menuTitle });
    await drawer.waitFor(TIMEOUT);
    await drawer.locator(`a[href="${TO}"]`).click();
    await expectShown(page, TO);
    await expect.poll(() => drawer.count(), { ...TIMEOUT, message: 'drawer closed' }).toBe(0);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dg-no-scroll')), 'the page scrolls again').toBe(false);
    expect(await marked(page)).toBe(true);

    // The menu follows the new page: its entry for it is now the current one.
    await page.getByRole('button', { name: strings.navbar.openMenu }).click();
    await drawer.waitFor(TIMEOUT);
    await expect.poll(() => drawer.locator('[aria-current="page"]').last().getAttribute('href'), TIMEOUT).toBe(TO);
    await page.context().close();
  });
});

describe('accessibility (axe)', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`a page reached by client navigation, and the chunk-load notice, have no serious violations (${mode} mode)`, async () => {
      const page = await site.newPage({ colorScheme: mode });
      const chunk = /\/assets\/sidebar-[A-Z0-9]+\.js$/;
      await page.route(chunk, (route) => route.abort('internetdisconnected'));
      await page.goto(site.url + FROM);
      await mark(page);
      await sidebarLink(page, TO).click();
      await expectShown(page, TO);
      // Intent toward the new page's sidebar (the old one's failure, if it came after the swap, is not shown).
      await page.mouse.move(640, 5);
      await sidebar(page).hover();
      await expect.poll(() => page.getByRole('alert').filter({ hasText: strings.chunkError.message }).count(), TIMEOUT).toBe(1);
      expect(await marked(page)).toBe(true);
      const severe = await severeViolations(page);
      await page.context().close();
      expect(severe.length, `axe after client navigation (${mode} mode):\n${describeViolations(severe)}\nnumber of violations`).toBe(0);
    });
  }
});

describe('search results', () => {
  for (const how of ['click', 'Enter'] as const) {
    it(`are followed without a full load when chosen by ${how}`, async () => {
      const page = await site.newPage();
      await page.goto(`${site.url}/guide`);
      await mark(page);
      await searchButton(page).click();
      const input = searchDialog(page).getByRole('combobox');
      await input.fill('glossário');
      const option = searchDialog(page).getByRole('option').first();
      await expect.poll(() => option.getAttribute('href'), { ...TIMEOUT, message: 'first result' }).toMatch(/^\/guide\/glossary/);
      if (how === 'click') {
        await navigationReady(page, option);
        await option.click();
      } else {
        await navigationReady(page, option);
        await input.focus();
        await page.keyboard.press('Enter');
      }
      await expect.poll(() => pathname(page), TIMEOUT).toBe('/guide/glossary');
      await expect.poll(() => searchDialog(page).count(), { ...TIMEOUT, message: 'the modal closed' }).toBe(0);
      expect(await marked(page), 'no full load: the marker survived').toBe(true);
      await page.context().close();
    });
  }
});

describe('the sidebar across client navigation', () => {
  it('keeps the categories the reader closed and its hidden state, and marks the new page', async () => {
    const page = await site.newPage();
    await page.goto(`${site.url}/api/catalogo`);
    await mark(page);
    const pessoas = sidebar(page).getByRole('button', { name: 'Pessoas', exact: true });
    await pessoas.click(); // hydrates the sidebar on that first click, which is replayed
    await expect.poll(() => pessoas.getAttribute('aria-expanded'), TIMEOUT).toBe('false');

    const quote = sidebarLink(page, '/api/check-shipping-price');
    await navigationReady(page, quote);
    await quote.click();
    await expect.poll(() => pathname(page), TIMEOUT).toBe('/api/check-shipping-price');
    await expect.poll(() => quote.getAttribute('aria-current'), { ...TIMEOUT, message: 'the new page marked' }).toBe('page');
    expect(await sidebarLink(page, '/api/catalogo').getAttribute('aria-current'), 'the old one no longer').toBeNull();
    expect(await pessoas.getAttribute('aria-expanded'), '"Pessoas" stays closed').toBe('false');

    await page.getByRole('button', { name: strings.sidebar.hide }).click();
    const show = page.getByRole('button', { name: strings.sidebar.show });
    await show.waitFor(TIMEOUT);
    await page
      .getByRole('link', { name: /Catálogo/ })
      .filter({ hasText: strings.pagination.previous })
      .click();
    await expect.poll(() => pathname(page), TIMEOUT).toBe('/api/catalogo');
    expect(await show.isVisible(), 'the sidebar stays hidden').toBe(true);
    expect(await marked(page), 'all without a full load').toBe(true);
    await page.context().close();
  });
});

describe('islands of a page client navigation takes away', () => {
  it('are unmounted: after 20 navigations between API pages, window holds no more listeners than after 2', async () => {
    const page = await site.newPage();
    // Counts the listeners added to window and not removed, as they come and go.
    await page.addInitScript(() => {
      const live = new Set<unknown>();
      const add = window.addEventListener.bind(window);
      const remove = window.removeEventListener.bind(window);
      const ids = new WeakMap<object, number>();
      let next = 0;
      const id = (listener: unknown) => {
        if (typeof listener !== 'function' && (typeof listener !== 'object' || listener === null)) return 'none';
        if (!ids.has(listener as object)) ids.set(listener as object, next++);
        return String(ids.get(listener as object));
      };
      // One registration: removeEventListener matches type, listener and capture, as the browser does.
      const key = (type: string, listener: unknown, options?: boolean | EventListenerOptions) =>
        `${type}|${id(listener)}|${typeof options === 'boolean' ? options : Boolean(options?.capture)}`;
      window.addEventListener = ((
        type: string,
        listener: EventListenerOrEventListenerObject,
        options?: boolean | AddEventListenerOptions,
      ) => {
        live.add(key(type, listener, options));
        add(type, listener, options);
      }) as typeof window.addEventListener;
      window.removeEventListener = ((
        type: string,
        listener: EventListenerOrEventListenerObject,
        options?: boolean | EventListenerOptions,
      ) => {
        live.delete(key(type, listener, options));
        remove(type, listener, options);
      }) as typeof window.removeEventListener;
      (window as unknown as { dgListeners: () => number }).dgListeners = () => live.size;
    });
    const routes = ['/api/catalogo', '/api/check-shipping-price'];
    await page.goto(site.url + routes[0]);
    await mark(page);
    const listeners = () => page.evaluate(() => (window as unknown as { dgListeners: () => number }).dgListeners());
    let afterTwo = 0;
    for (let i = 1; i <= 20; i++) {
      const route = routes[i % 2]!;
      const link = sidebarLink(page, route);
      await navigationReady(page, link);
      await link.click();
      await expect.poll(() => pathname(page), TIMEOUT).toBe(route);
      // Wake the page's islands: the code samples and the example answers hydrate on intent.
      await page.getByRole('tablist', { name: strings.api.samples }).hover();
      await page.getByRole('region', { name: strings.api.responseExample }).hover();
      await expect.poll(() => page.locator('[data-island][data-hydrated]').count(), TIMEOUT).toBeGreaterThanOrEqual(3);
      if (i === 2) afterTwo = await listeners();
    }
    expect(await marked(page), 'client navigation all along').toBe(true);
    expect(await listeners(), `window listeners after 20 navigations (after 2: ${afterTwo})`).toBeLessThanOrEqual(afterTwo);
    await page.context().close();
  });
});
