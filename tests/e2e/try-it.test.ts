// "Try it" against a double of the Coins API on 127.0.0.1 (with CORS): the Coins site built with `openapi.tryIt`
// naming the double and a port where nothing listens. A reader, by keyboard, opens the panel, types a key and a
// parameter, sends, and sees the status and body; the curl sample beside it is the request sent; a refused connection
// gets the failure message with that request as curl; the key is never in localStorage (in sessionStorage only when
// asked); a body that is not JSON is not sent; axe finds nothing serious with the panel open and answered.
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { format } from '../../shared/i18n/format.js';
import { PT_STRINGS as strings } from '../../shared/i18n/strings.pt.js';
import { startCoinsApiDouble, type CoinsApiDouble } from '../support/coins-api-double.js';
import { copyCoinsSite, type CoinsSiteCopy } from '../support/coins-site.js';
import { describeViolations, severeViolations } from './support/axe.js';
import { buildSiteFolder, launchBrowser, serveBuild, type RunningServer } from './support/browser.js';
import { operation } from './support/openapi.js';
import { DESKTOP } from './support/site.js';

const KEY = 'sk_test_e2e_9f3k';
/** The budget for the panel's code, React excluded: gzip -9, decimal KB as bench/build.mjs counts. */
const TRY_IT_BUDGET_GZ_BYTES = 15_000;
const REACT_MARKERS = /react\.transitional\.element|react\.element|Minified React error|react\.dev\/errors/;
const QUOTE = operation('check-shipping-price');
const REGISTER = operation('person-register');

let double: CoinsApiDouble;
let deadOrigin: string;
let site: CoinsSiteCopy;
let server: RunningServer;
let browser: Browser;

/** A port where nothing listens: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const listener = createServer();
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { port } = listener.address() as { port: number };
  await new Promise((resolve) => listener.close(resolve));
  return port;
}

beforeAll(async () => {
  double = await startCoinsApiDouble();
  deadOrigin = `http://127.0.0.1:${await closedPort()}`;
  site = copyCoinsSite();
  site.setTryIt({
    servers: [
      { url: `${double.url}/v1`, description: 'Sandbox' },
      { url: `${deadOrigin}/v1`, description: 'Fora do ar' },
    ],
  });
  const out = path.join(site.root, 'build');
  buildSiteFolder(site.root, out);
  [server, browser] = await Promise.all([serveBuild(out), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await double?.stop();
  site?.remove();
});

async function openPage(route: string, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, colorScheme });
  const page = await context.newPage();
  await page.goto(server.url + route);
  return page;
}

const form = (page: Page) => page.getByRole('form', { name: strings.tryIt.title });
const curlSample = (page: Page) => page.getByRole('tabpanel', { name: 'cURL' }).locator('code');
const storage = (page: Page) => page.evaluate(() => ({ local: JSON.stringify(localStorage), session: JSON.stringify(sessionStorage) }));

/** Opens the panel with the keyboard only: focus its button (the island hydrates on that intent), press Enter. */
async function openTryIt(page: Page): Promise<void> {
  await page.getByRole('button', { name: strings.tryIt.open }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => form(page).count(), { timeout: 10_000, message: 'the form appears' }).toBe(1);
}

/** Types the key and a CEP, as a reader does. */
async function fillIn(page: Page, cep: string): Promise<void> {
  await form(page)
    .getByRole('textbox', { name: format(strings.tryIt.apiKey, { name: 'X-Api-Key' }) })
    .fill(KEY);
  await form(page)
    .getByRole('textbox', { name: `cep ${strings.api.required}` })
    .fill(cep);
}

describe('Try it against the Coins API double', () => {
  it('sends the key and the changed parameter, shows status and body; the curl sample is that request', async () => {
    const page = await openPage(QUOTE.route);
    await openTryIt(page);
    await fillIn(page, '04538-133');
    const url = `${double.url}/v1/catalog/CANECA-TERMICA-500/shipping-price?cep=04538-133&quantity=1`;
    const curl = ['curl --request GET \\', `  --url '${url}' \\`, `  --header 'X-Api-Key: ${KEY}'`].join('\n');
    await expect.poll(() => curlSample(page).innerText(), { timeout: 5_000 }).toBe(curl);

    const before = double.requests.length;
    await form(page)
      .getByRole('textbox', { name: `cep ${strings.api.required}` })
      .press('Enter'); // Enter sends the form
    const announced = page.getByText(/^Resposta 200 em \d+ ms\.$/);
    await expect.poll(() => announced.count(), { timeout: 10_000, message: 'result announced' }).toBe(1);
    expect(await announced.getAttribute('aria-live')).toBe('polite');
    expect(double.requests.slice(before).map((r) => [r.method, r.url, r.headers['x-api-key']])).toEqual([
      ['GET', '/v1/catalog/CANECA-TERMICA-500/shipping-price?cep=04538-133&quantity=1', KEY],
    ]);
    const body = await page.getByRole('region', { name: strings.tryIt.responseBody }).locator('pre').innerText();
    expect(JSON.parse(body)).toEqual({ sku: 'CANECA-TERMICA-500', cep: '04538133', shippingPriceInCoins: 120, carrier: 'Dublê Express' });
    expect(body).toContain('\n  "cep": "04538133",\n'); // formatted
    expect(await page.locator('.dg-try__facts').innerText()).toMatch(/^Status\n200 OK\nTempo\n\d+ ms$/);
    // The answer's headers fold under the same chevron as every disclosure of the page, not the browser's triangle.
    const triangles = await page
      .locator('main summary')
      .evaluateAll((list) =>
        list
          .filter((summary) => getComputedStyle(summary).display === 'list-item' && getComputedStyle(summary).listStyleType !== 'none')
          .map((summary) => summary.textContent),
      );
    expect(triangles, 'summaries with the browser triangle').toEqual([]);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.getByRole('button', { name: strings.tryIt.copyBody }).press('Enter');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(body);
    await expect.poll(() => page.getByRole('button', { name: strings.api.copied }).count()).toBe(1);

    // Nothing of the key in localStorage, nor in sessionStorage until the reader ticks "lembrar nesta aba".
    let stored = await storage(page);
    expect(stored.local).not.toContain(KEY.slice(0, 8));
    expect(stored.session).not.toContain(KEY.slice(0, 8));
    await form(page).getByRole('checkbox', { name: strings.tryIt.remember }).press('Space');
    stored = await storage(page);
    expect(stored.session).toContain(KEY);
    expect(stored.local).not.toContain(KEY.slice(0, 8));
    await page.context().close();
  });

  it('a refused connection shows what happened and the same request as curl to copy', async () => {
    const page = await openPage(QUOTE.route);
    await openTryIt(page);
    await fillIn(page, '01310100');
    await form(page).getByRole('combobox', { name: strings.tryIt.server }).selectOption(`${deadOrigin}/v1`);
    await form(page).getByRole('button', { name: strings.tryIt.send }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.count(), { timeout: 10_000, message: 'failure shown' }).toBe(1);
    expect(await alert.locator('p').innerText()).toBe(format(strings.tryIt.networkError, { origin: deadOrigin }));
    const curl = [
      'curl --request GET \\',
      `  --url '${deadOrigin}/v1/catalog/CANECA-TERMICA-500/shipping-price?cep=01310100&quantity=1' \\`,
      `  --header 'X-Api-Key: ${KEY}'`,
    ].join('\n');
    expect(await alert.locator('pre').innerText()).toBe(curl);
    expect(await curlSample(page).innerText()).toBe(curl);
    expect(await alert.getByRole('button', { name: strings.tryIt.copyCurl }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('a body that is not JSON is not sent: the message says where the mistake is', async () => {
    const page = await openPage(REGISTER.route);
    await openTryIt(page);
    const before = double.requests.length;
    const body = form(page).getByRole('textbox', { name: /^Corpo da requisição/ });
    await body.fill('{\n  "name": "Ana",\n}');
    await form(page).getByRole('button', { name: strings.tryIt.send }).click();
    const alert = form(page).getByRole('alert');
    await expect.poll(() => alert.count(), { timeout: 5_000 }).toBe(1);
    expect(await alert.locator('p').innerText()).toBe(format(strings.tryIt.jsonError, { line: 3, column: 1 }));
    expect(await body.getAttribute('aria-invalid')).toBe('true');
    expect(double.requests.length).toBe(before);
    await page.context().close();
  });

  it(`loads its code on intent: ${TRY_IT_BUDGET_GZ_BYTES / 1000} KB gz at most, React excluded`, async () => {
    const page = await openPage(QUOTE.route);
    const scripts: Array<Promise<{ url: string; gz: number; react: boolean }>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response.body().then((body) => ({
          url: response.url(),
          gz: gzipSync(body, { level: 9 }).length,
          react: REACT_MARKERS.test(body.toString('utf8')),
        })),
      );
    });
    expect(await page.locator('[data-island="try-it"]').count()).toBe(1);
    expect(scripts.length, 'no island code before intent').toBe(0);
    await page.getByRole('button', { name: strings.tryIt.open }).focus();
    await page.locator('[data-island="try-it"][data-hydrated]').waitFor({ timeout: 10_000 });
    const loaded = await Promise.all(scripts);
    const own = loaded.filter((script) => !script.react);
    const total = own.reduce((sum, script) => sum + script.gz, 0);
    const summary = own.map((script) => `${script.url.replace(/^.*\//, '')} ${script.gz} B gz`).join(', ');
    console.log(`Try it code on intent, React excluded: ${total} B gz (${summary})`);
    expect(
      loaded.some((script) => /\/try-it-[^/]*\.js$/.test(script.url)),
      summary,
    ).toBe(true);
    expect(total, summary).toBeLessThanOrEqual(TRY_IT_BUDGET_GZ_BYTES);
    await page.context().close();
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`axe: no serious or critical violation with Try it open and answered (${mode})`, async () => {
      const page = await openPage(QUOTE.route, mode);
      await openTryIt(page);
      await fillIn(page, '01310-100');
      await form(page).getByRole('button', { name: strings.tryIt.send }).click();
      await expect.poll(() => page.getByText(/^Resposta 200 em/).count(), { timeout: 10_000 }).toBe(1);
      const severe = await severeViolations(page);
      await page.context().close();
      expect(severe.length, `axe with Try it open (${mode}):\n${describeViolations(severe)}\nnumber of violations`).toBe(0);
    });
  }
});
