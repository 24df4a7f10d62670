// The page's Markdown for readers' tools, in the browser (the Coins site under `docsgen serve`): "Copiar como
// Markdown" copies the page's `.md` and says so, by mouse and by keyboard, loading its behaviour only when reached for;
// the head names the Markdown for tools; the served files carry their types.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PT_STRINGS as strings } from '../../shared/i18n/strings.pt.js';
import { describeViolations, severeViolations } from './support/axe.js';
import { DESKTOP, rawGet, useSite } from './support/site.js';

const site = useSite();
const { copy, copied } = strings.pageMarkdown;

/** A guide page in a context allowed to use the clipboard, with the script errors it logs. */
async function openPage(route: string): Promise<{ page: Page; errors: string[] }> {
  const page = await site.newPage({ viewport: DESKTOP });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(site.url + route);
  return { page, errors };
}

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const markdownOf = async (route: string): Promise<string> => (await rawGet(site.url, route)).body.toString('utf8');

describe('"Copiar como Markdown"', () => {
  it("copies the page's Markdown with a click, and says so on the button and to screen readers", async () => {
    const { page, errors } = await openPage('/guide/webhook');
    const button = page.getByRole('button', { name: copy, exact: true });
    expect(await button.count()).toBe(1);
    // Nothing of it is fetched before the reader reaches for it.
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.md')) fetched.push(request.url());
    });
    await button.click();
    const expected = await markdownOf('/guide/webhook.md');
    expect(expected).toMatch(/^# Webhooks\n/);
    await expect.poll(() => readClipboard(page), { timeout: 5_000 }).toBe(expected);
    expect(fetched).toEqual([`${site.url}/guide/webhook.md`]);
    await expect.poll(() => page.getByRole('button', { name: copied, exact: true }).count(), { timeout: 2_000 }).toBe(1);
    expect(await page.locator('.dg-page-markdown [aria-live="polite"]').textContent()).toBe(copied);
    // Then it is the button it was again.
    await expect.poll(() => button.count(), { timeout: 4_000 }).toBe(1);
    expect(await button.getAttribute('aria-label')).toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('works from the keyboard', async () => {
    const { page, errors } = await openPage('/api/introduction');
    await page.getByRole('button', { name: copy, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => readClipboard(page), { timeout: 5_000 }).toBe(await markdownOf('/api/introduction.md'));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is named in the head for tools, served as text/markdown, and keeps axe clean', async () => {
    const { page } = await openPage('/guide/webhook');
    const alternate = page.locator('link[rel="alternate"][type="text/markdown"]');
    expect(await alternate.getAttribute('href')).toMatch(/\/guide\/webhook\.md$/);
    const response = await rawGet(site.url, '/guide/webhook.md');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    const llms = await rawGet(site.url, '/llms.txt');
    expect(llms.headers['content-type']).toBe('text/plain; charset=utf-8');
    const violations = await severeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });
});
