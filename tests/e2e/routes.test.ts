// Routes as a reader and a static host see them: every page answers, aliases land on the same page,
// unknown paths get a real 404 page, and the headers (type, caching, compression) are those of a good static host.
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PT_STRINGS as strings } from '../../shared/i18n/strings.pt.js';
import { rawGet, useSite } from './support/site.js';

const site = useSite();

const ROUTES = [
  '/',
  '/guide',
  '/guide/account-structure',
  '/guide/api-key',
  '/guide/glossary',
  '/guide/introduction',
  '/guide/webhook',
  '/api',
  '/api/introduction',
  '/api/overview',
  '/api/integration',
  '/customization/languagetabs',
  '/customization/styling',
  '/sidebars',
  '/versioning',
  '/tags',
  '/tags/documentation',
  '/tags/getting-started',
  '/tags/openapi',
  '/tags/quickstart',
];

/** Text of the page's only h1 (fails when there is not exactly one). */
async function onlyH1(page: import('playwright-core').Page): Promise<string> {
  const h1 = page.getByRole('heading', { level: 1 });
  expect(await h1.count(), `h1 count on ${page.url()}`).toBe(1);
  return (await h1.innerText()).trim();
}

/** The asset URLs the home page links to: its stylesheet and its boot script. */
async function assetPaths(): Promise<{ css: string; js: string }> {
  const html = (await rawGet(site.url, '/')).body.toString('utf8');
  const css = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
  const js = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
  expect(css, 'stylesheet link on /').toBeTruthy();
  expect(js, 'module script on /').toBeTruthy();
  return { css: css!, js: js! };
}

describe('routes', () => {
  it('answers 200 on every route, in Portuguese, with exactly one h1', async () => {
    const page = await site.newPage();
    const problems: string[] = [];
    for (const route of ROUTES) {
      const response = await page.goto(site.url + route, { waitUntil: 'domcontentloaded' });
      if (response?.status() !== 200) problems.push(`${route}: HTTP ${response?.status()}`);
      const lang = await page.locator('html').getAttribute('lang');
      if (lang !== 'pt') problems.push(`${route}: <html lang="${lang}">`);
      const h1s = await page.getByRole('heading', { level: 1 }).count();
      if (h1s !== 1) problems.push(`${route}: ${h1s} h1 elements`);
    }
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('serves "/x.html", "/x/index.html" and "/x/" as the page "/x", and "/index.html" as the home page', async () => {
    const page = await site.newPage();
    await page.goto(site.url + '/guide/webhook');
    const webhookTitle = await onlyH1(page);
    for (const alias of ['/guide/webhook.html', '/guide/webhook/index.html', '/guide/webhook/']) {
      const response = await page.goto(site.url + alias);
      expect(response?.status(), alias).toBe(200);
      expect(await onlyH1(page), alias).toBe(webhookTitle);
    }
    await page.goto(site.url + '/');
    const homeTitle = await onlyH1(page);
    const response = await page.goto(site.url + '/index.html');
    expect(response?.status()).toBe(200);
    expect(await onlyH1(page)).toBe(homeTitle);
    await page.context().close();
  });

  it('answers unknown pages with HTTP 404 and the "not found" page', async () => {
    const page = await site.newPage();
    for (const route of ['/nao-existe', '/guide/nope']) {
      const response = await page.goto(site.url + route);
      expect(response?.status(), route).toBe(404);
      expect(await onlyH1(page), route).toBe(strings.notFound.title);
      await expect(page.getByRole('link', { name: strings.notFound.backHome }).getAttribute('href')).resolves.toBe('/');
    }
    const asset = await page.goto(site.url + '/assets/nope.js');
    expect(asset?.status()).toBe(404);
    await page.context().close();
  });

  it('never serves files outside the site folder', async () => {
    for (const requestPath of ['/..%2f..%2fetc%2fpasswd', '/../../etc/passwd', '/assets/..%2f..%2f..%2f..%2fetc%2fpasswd']) {
      const response = await rawGet(site.url, requestPath);
      expect(response.status, requestPath).toBe(404);
      const body = response.body.toString('utf8');
      expect(body, requestPath).not.toMatch(/root:.*:0:0:/);
      expect(body, requestPath).toContain(strings.notFound.title);
    }
  });

  it('sends the right content types', async () => {
    const { css, js } = await assetPaths();
    const html = await rawGet(site.url, '/guide/webhook');
    expect(html.headers['content-type']).toMatch(/^text\/html\b/);
    const notFound = await rawGet(site.url, '/nao-existe');
    expect(notFound.headers['content-type']).toMatch(/^text\/html\b/);
    expect((await rawGet(site.url, css)).headers['content-type']).toMatch(/^text\/css\b/);
    expect((await rawGet(site.url, js)).headers['content-type']).toMatch(/^text\/javascript\b/);
  });

  it('lets browsers keep hashed assets forever and revalidate HTML', async () => {
    const { css, js } = await assetPaths();
    for (const asset of [css, js]) {
      const response = await rawGet(site.url, asset);
      expect(response.status, asset).toBe(200);
      expect(response.headers['cache-control'], asset).toMatch(/\bimmutable\b/);
    }
    for (const route of ['/', '/guide/webhook', '/tags']) {
      const response = await rawGet(site.url, route);
      expect(response.headers['cache-control'], route).toMatch(/must-revalidate|no-cache/);
      expect(response.headers['cache-control'], route).not.toMatch(/immutable/);
    }
  });

  it('compresses HTML for clients that accept gzip or brotli', async () => {
    const plain = await rawGet(site.url, '/guide/webhook');
    expect(plain.headers['content-encoding']).toBeUndefined();

    const gzip = await rawGet(site.url, '/guide/webhook', { 'Accept-Encoding': 'gzip' });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary ?? '').toMatch(/accept-encoding/i);
    expect(gzip.body.length).toBeLessThan(plain.body.length);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);

    const br = await rawGet(site.url, '/guide/webhook', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  });
});
