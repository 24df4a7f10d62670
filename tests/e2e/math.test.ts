// Math in Chromium (tests/fixtures/sites/math, `markdown.math: true`), served by `docsgen serve` under the
// Content-Security-Policy the build wrote: a page with math shows KaTeX's MathML (`.katex math`) and none of its
// TeX's dollars, laid out by the math stylesheet with no policy violation; a page without math never asks for that
// stylesheet (the network log says so).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordCspViolations } from './support/csp-violations.js';
import { useBuiltFixture } from './support/built-fixture.js';
import { DESKTOP } from './support/site.js';

const site = useBuiltFixture('sites/math');

/** `route` opened in a fresh context, with every URL it requested and every policy violation it met. */
async function openWatched(route: string): Promise<{ page: Page; requests: string[]; violations: string[] }> {
  const context = await site.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const violations = await recordCspViolations(page);
  const response = await page.goto(site.url + route, { waitUntil: 'load' });
  expect(response?.headers()['content-security-policy']).toContain("style-src 'self'");
  return { page, requests, violations };
}

describe('math', () => {
  it('shows KaTeX MathML and no dollar signs, styled by the math stylesheet, with no CSP violation', async () => {
    const { page, requests, violations } = await openWatched('/formulas');
    const article = page.locator('.dg-markdown');
    expect(await article.locator('.katex math').count()).toBe(4);
    expect(await article.locator('.katex math[display="block"]').count()).toBe(2);
    expect(await article.innerText()).not.toContain('$');
    expect(requests.filter((url) => /\/assets\/math-\w+\.css$/.test(url))).toHaveLength(1);
    // The stylesheet applies: a displayed formula is a block with the math fonts.
    const block = article.locator('.katex math[display="block"]').first();
    expect(await block.evaluate((el) => getComputedStyle(el).display)).toBe('block math');
    expect(await block.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Latin Modern Math');
    // MathML laid out: the integral's formula has a real size.
    const box = await block.boundingBox();
    expect(box!.height).toBeGreaterThan(20);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('a page without math requests no math stylesheet', async () => {
    const { page, requests, violations } = await openWatched('/');
    expect(await page.locator('.katex').count()).toBe(0);
    expect(requests.some((url) => url.includes('/assets/math-'))).toBe(false);
    expect(requests.some((url) => /\/assets\/site-\w+\.css$/.test(url))).toBe(true);
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
