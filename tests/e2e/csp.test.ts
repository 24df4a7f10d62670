// The Coins site under the Content-Security-Policy that `docsgen serve` sends (the one the build wrote in _headers):
// home, a guide page, an API operation page with its code samples and copy button, /search, the search modal, the
// colour toggle and a client-side navigation all work without a single violation. Violations are collected twice:
// the `securitypolicyviolation` event (from an init script, so it sees the earliest inline script) and Chromium's
// console messages. A canary proves the collector catches an inline script the policy does not name. `docsgen dev`
// adds its live-reload script and error overlay under the same policy, allowed by their hashes.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordCspViolations } from './support/csp-violations.js';
import { HTML_ATTRS } from '../../shared/constants.js';
import { format } from '../../shared/i18n/format.js';
import { PT_STRINGS as strings } from '../../shared/i18n/strings.pt.js';
import { copyCoinsSite } from '../support/coins-site.js';
import { startDev } from './support/dev.js';
import { operation } from './support/openapi.js';
import { contentDocs, useSite } from './support/site.js';

const site = useSite();
const GUIDE = '/guide/webhook';
/** A page the guide's sidebar links to, reached by a client-side navigation (fetch and swap). */
const GLOSSARY = contentDocs().find((doc) => doc.route === '/guide/glossary')!;

interface WatchedPage {
  page: Page;
  /** Every violation seen so far, as a line naming the directive and what was blocked. */
  violations: string[];
}

/** A fresh page (dark colour scheme, clipboard allowed) that records every CSP violation of every document it loads. */
async function watchedPage(origin = site.url): Promise<WatchedPage> {
  const page = await site.newPage({ colorScheme: 'dark' });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const violations = await recordCspViolations(page);
  return { page, violations };
}

/** Loads `route`, checks the policy is really there (a test without it would prove nothing) and nothing broke it. */
async function open({ page, violations }: WatchedPage, route: string, origin = site.url): Promise<void> {
  const response = await page.goto(origin + route, { waitUntil: 'load' });
  expect(response?.status(), route).toBe(200);
  const policy = (await response!.allHeaders())['content-security-policy'] ?? '';
  expect(policy, `policy of ${route}`).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  expect(policy, `policy of ${route}`).not.toContain('unsafe-inline');
  expect(violations, `violations on ${route}`).toEqual([]);
  // The inline theme script ran (allowed by its hash): the page follows the dark system preference.
  await expect.poll(() => page.locator('html').getAttribute(HTML_ATTRS.theme), { timeout: 5_000 }).toBe('dark');
}

const searchDialog = (page: Page) => page.getByRole('dialog', { name: strings.search.dialogLabel });

describe('the site under its Content-Security-Policy', () => {
  it('reports a violation when an inline script the policy does not name tries to run (the collector works)', async () => {
    const watched = await watchedPage();
    await open(watched, '/');
    const ran = await watched.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => watched.violations.join('\n'), { timeout: 5_000 }).toMatch(/script-src-elem blocked inline/);
    await watched.page.context().close();
  });

  it('loads home, a guide page, an API operation page and /search with no violation', async () => {
    const watched = await watchedPage();
    for (const route of ['/', GUIDE, operation('person-register').route, '/search']) {
      await open(watched, route);
      await watched.page.getByRole('heading', { level: 1 }).first().waitFor();
      await watched.page.waitForLoadState('networkidle');
    }
    expect(watched.violations).toEqual([]);
    await watched.page.context().close();
  });

  it('searches in the modal and on /search with no violation', async () => {
    const watched = await watchedPage();
    const { page } = watched;
    await open(watched, GUIDE);
    await page.getByRole('button', { name: strings.search.buttonLabel, exact: true }).click();
    await searchDialog(page).getByRole('combobox').fill('webhook');
    await expect.poll(() => searchDialog(page).getByRole('option').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    await searchDialog(page).waitFor();
    await page.keyboard.press('Escape');

    await open(watched, '/search');
    await page.getByRole('searchbox', { name: strings.search.inputLabel }).fill('pessoa');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: format(strings.search.pageHeading, { query: 'pessoa' }) }).waitFor();
    await expect.poll(() => page.getByText(/^\d+ resultados?$/).count(), { timeout: 10_000 }).toBe(1);
    expect(watched.violations).toEqual([]);
    await page.context().close();
  });

  it('navigates client-side, switches sample languages, copies a sample and toggles the colour mode with no violation', async () => {
    const watched = await watchedPage();
    const { page } = watched;
    await open(watched, GUIDE);
    const sidebar = page.getByRole('navigation', { name: strings.sidebar.label });
    await sidebar.getByRole('link', { name: GLOSSARY.title, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: GLOSSARY.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe(GLOSSARY.route);

    await open(watched, operation('person-register').route);
    await page.getByRole('tablist').getByRole('tab', { name: 'Python', exact: true }).click();
    await expect.poll(() => page.getByRole('tabpanel').innerText(), { timeout: 5_000 }).toContain('import requests');
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: new RegExp(strings.api.copy) })
      .click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()), { timeout: 5_000 }).toContain('import requests');

    await page.getByRole('button', { name: strings.colorMode.toggle }).click();
    await expect.poll(() => page.locator('html').getAttribute(HTML_ATTRS.theme), { timeout: 5_000 }).toBe('light');
    expect(watched.violations).toEqual([]);
    await page.context().close();
  });
});

describe('docsgen dev under its policy', () => {
  // Every step has its own bound and a name, so a step that never ends fails as itself, with what the dev server
  // printed, instead of the whole test running out (it did in 3 of 6 clean-clone CI runs, with no clue which step).
  it('reloads on an edit, shows the error overlay and closes it with no violation', { timeout: 330_000 }, async () => {
    const copy = copyCoinsSite();
    const dev = await startDev(copy.root);
    const step = <T>(name: string, ms: number, work: () => Promise<T>): Promise<T> => bounded(name, ms, work, dev.output);
    const file = path.join(copy.root, 'content/guide/webhook.md');
    const original = readFileSync(file, 'utf8');
    try {
      const watched = await step('open a watched page', 30_000, () => watchedPage(dev.url));
      const { page } = watched;
      await step(`load ${GUIDE}`, 45_000, () => open(watched, GUIDE, dev.url));
      const overlay = page.getByRole('dialog', { name: strings.dev.errorTitle });
      // The live-reload listener (an inline script allowed by its hash) reloads the page into the overlay.
      writeFileSync(file, original.replace('title: "Webhooks"', 'title: [sem fim'));
      await step('the error overlay after a broken edit', 60_000, () => overlay.waitFor({ timeout: 60_000 }));
      // The overlay's close button works through its own script, also allowed by its hash.
      await step('close the overlay', 30_000, async () => {
        await overlay.getByRole('button', { name: strings.dev.close }).click({ timeout: 25_000 });
        await overlay.waitFor({ state: 'detached', timeout: 5_000 });
      });
      writeFileSync(file, original);
      await step('the page back after the fix', 60_000, () =>
        page.getByRole('heading', { level: 1, name: 'Webhooks' }).waitFor({ timeout: 60_000 }),
      );
      expect(await overlay.count()).toBe(0);
      expect(watched.violations).toEqual([]);
      await step('close the browser context', 15_000, () => page.context().close());
    } finally {
      await step('stop docsgen dev', 20_000, () => dev.stop());
      copy.remove();
    }
  });
});

/** `work()`, failing as `name` with the dev server's output if it takes longer than `ms`. */
async function bounded<T>(name: string, ms: number, work: () => Promise<T>, output: () => string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`step "${name}" took over ${ms} ms; docsgen dev printed:\n${output()}`)), ms);
  });
  try {
    return await Promise.race([work(), late]);
  } catch (error) {
    if (error instanceof Error && !error.message.includes('docsgen dev printed')) error.message += `\ndocsgen dev printed:\n${output()}`;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
