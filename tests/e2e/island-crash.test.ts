// An island that crashes: in its place "Esta página deu erro" with the error and its causes, the rest of the page
// still working, and "Tente novamente" bringing the island back once the cause is gone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PT_STRINGS as strings } from '../../shared/i18n/strings.pt.js';
import { DESKTOP, useSite } from './support/site.js';

const site = useSite();

const SIDEBAR_DATA = '**/assets/sidebar-*.json';
const sidebarNav = (page: Page) => page.getByRole('navigation', { name: strings.sidebar.label });
const crash = (page: Page) => page.getByRole('alert').filter({ hasText: strings.crash.title });

describe('an island that crashes', () => {
  it('shows the error and its cause in its place, leaves the page working, and comes back with "Tente novamente"', async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The sidebar's data arrives in a shape it cannot render: rendering it throws.
    await page.route(SIDEBAR_DATA, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"items": 5}' }));
    await page.goto(site.url + '/guide/api-key');
    const category = sidebarNav(page).getByRole('button', { name: 'Personalização' });
    await category.click();

    await crash(page).waitFor({ timeout: 10_000 });
    const text = await crash(page).innerText();
    expect(text).toContain(strings.crash.title);
    expect(text).toMatch(/TypeError/);
    expect(errors, 'uncaught errors').toEqual([]);

    // The rest of the page works: the colour-mode island still switches the theme, links still lead on.
    const toggle = page.getByRole('button', { name: strings.colorMode.toggle });
    const before = await page.evaluate(() => document.documentElement.getAttribute('data-theme'));
    await toggle.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-theme')), { timeout: 5_000 }).not.toBe(before);

    // The cause is gone: "Tente novamente" renders the sidebar again, working.
    await page.unroute(SIDEBAR_DATA);
    await crash(page).getByRole('button', { name: strings.crash.retry }).click();
    await sidebarNav(page).waitFor({ timeout: 10_000 });
    expect(await crash(page).count()).toBe(0);
    const again = sidebarNav(page).getByRole('button', { name: 'Personalização' });
    const expanded = await again.getAttribute('aria-expanded');
    await again.click();
    await expect.poll(() => again.getAttribute('aria-expanded'), { timeout: 5_000 }).not.toBe(expanded);
    await page.context().close();
  });
});
