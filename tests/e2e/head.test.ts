// The config's `head` tags in Chromium under the policy `docsgen serve` sends (the build's _headers): an inline script,
// a script of the site's folder (published under a hashed name), one of the static folder and one of another origin
// (answered here by a route, so no network is needed) all run, each allowed by its hash or origin with no violation
// seen by a `securitypolicyviolation` listener; the meta tags are there, one replacing docsgen's og:title; the JSON-LD
// block adds nothing to the policy. tests/fixtures/sites/head.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordCspViolations } from './support/csp-violations.js';
import { useBuiltFixture } from './support/built-fixture.js';
import { DESKTOP } from './support/site.js';

const site = useBuiltFixture('sites/head');

/** `route` in a fresh page that records every CSP violation, with the other origin's script answered locally. */
async function watched(route: string): Promise<{ page: Page; violations: string[]; policy: string }> {
  const context = await site.browser.newContext({ viewport: DESKTOP });
  // The other origin's script, as an analytics script does, sends its beacon back to its own origin.
  await context.route('https://cdn.example.com/**', (request) =>
    request.request().url().endsWith('/analytics.js')
      ? request.fulfill({ contentType: 'text/javascript', body: ANALYTICS })
      : request.fulfill({ status: 204, body: '' }),
  );
  await context.route('https://fonts.example.com/inter.css', (request) =>
    request.fulfill({ contentType: 'text/css', body: 'body { --dg-head-font: 1; }' }),
  );
  const page = await context.newPage();
  const violations = await recordCspViolations(page);
  const response = await page.goto(site.url + route, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  return { page, violations, policy: (await response!.allHeaders())['content-security-policy'] ?? '' };
}

const ANALYTICS = [
  "fetch('https://cdn.example.com/event', { method: 'POST', body: '{}' }).then(() => { document.documentElement.dataset.headBeacon = 'sent'; });",
  "new Image().src = 'https://cdn.example.com/pixel.gif';",
  "document.documentElement.dataset.headOther = 'ran';",
].join('\n');

const ran = (page: Page, key: string) => page.evaluate((name) => document.documentElement.dataset[name] ?? null, key);

describe("the config's head tags", () => {
  it('run every script under the policy, each allowed by its hash or origin, with no violation', async () => {
    for (const route of ['/', '/second']) {
      const { page, violations, policy } = await watched(route);
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+'){3} https:\/\/cdn\.example\.com;/);
      expect(policy).toContain("style-src 'self' https://fonts.example.com;");
      expect(policy).toContain("img-src 'self' data: https://cdn.example.com;");
      expect(policy).toContain("connect-src 'self' https://cdn.example.com;");
      for (const key of ['headInline', 'headFile', 'headStatic', 'headOther']) {
        await expect.poll(() => ran(page, key), { timeout: 5_000, message: `${key} on ${route}` }).toBe('ran');
      }
      await expect.poll(() => ran(page, 'headBeacon'), { timeout: 5_000 }).toBe('sent');
      // The other origin's stylesheet applied too.
      expect(await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--dg-head-font').trim())).toBe('1');
      expect(await page.locator('script[src^="/assets/head/site-file-"]').count()).toBe(1);
      expect(violations, `violations on ${route}`).toEqual([]);
      await page.context().close();
    }
  });

  it("writes the meta tags, one replacing docsgen's og:title, and the JSON-LD block as it is", async () => {
    const { page, violations } = await watched('/second');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#764abc');
    expect(
      await page.locator('meta[property="og:title"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content'))),
    ).toEqual(['Head tags']);
    expect(JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '')).toMatchObject({
      '@type': 'WebSite',
    });
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('blocks an inline script the policy does not name (the listener sees violations)', async () => {
    const { page, violations } = await watched('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = "document.documentElement.dataset.injected = 'ran';";
      document.head.append(script);
    });
    await expect.poll(() => violations.join('\n'), { timeout: 5_000 }).toMatch(/script-src-elem blocked inline/);
    expect(await ran(page, 'injected')).toBeNull();
    await page.context().close();
  });
});
