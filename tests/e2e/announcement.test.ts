// The announcement bar: shown until the reader closes it, then hidden on every later visit (before paint),
// and shown again when the site announces something new (a different id).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import config from '../../docsgen.config.js';
import { STORAGE_KEYS } from '../../shared/constants.js';
import { PT_STRINGS as strings } from '../../shared/i18n/strings.pt.js';
import { useSite } from './support/site.js';

const site = useSite();
const announcement = config.announcementBar;

const bar = (page: Page) => page.getByRole('region', { name: strings.announcement.label });
const closeButton = (page: Page) => page.getByRole('button', { name: strings.announcement.close });

describe('announcement bar', () => {
  it('is shown by default with its text and link', async () => {
    const page = await site.newPage();
    await page.goto(site.url + '/');
    await bar(page).waitFor({ state: 'visible' });
    expect(await bar(page).innerText()).toContain(announcement.content);
    const link = bar(page).getByRole('link', { name: announcement.link.label });
    expect(await link.getAttribute('href')).toBe(announcement.link.href);
    await page.context().close();
  });

  it('closes with its button and stays closed after a reload and on other pages', async () => {
    const page = await site.newPage();
    await page.goto(site.url + '/guide/webhook');
    await closeButton(page).click();
    await bar(page).waitFor({ state: 'hidden', timeout: 5_000 });
    // Focus is not lost on <body> when the bar (and its focused button) goes away.
    expect(await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await bar(page).isVisible()).toBe(false);

    await page.goto(site.url + '/tags');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await bar(page).isVisible()).toBe(false);
    await page.context().close();
  });

  it('shows again when the dismissed announcement was a different one', async () => {
    const page = await site.newPage();
    await page.addInitScript((key) => localStorage.setItem(key, '1'), STORAGE_KEYS.announcementDismissed('old-id'));
    await page.goto(site.url + '/');
    await bar(page).waitFor({ state: 'visible' });
    expect(await bar(page).innerText()).toContain(announcement.content);
    await page.context().close();
  });
});
