// A site's brand in the browser (tests/fixtures/sites/brand): the config's colours are the pages' `--dg-primary` and
// their links' colour in each mode, switched as a reader does; the site's own stylesheet applies, its image loads, and
// the Content-Security-Policy refuses nothing; the logo's dark variant is the one shown in dark mode. And the build
// warns of a brand too pale to read.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordCspViolations } from './support/csp-violations.js';
import { PT_STRINGS as strings } from '../../shared/i18n/strings.pt.js';
import { useBuiltFixture } from './support/built-fixture.js';
import { ROOT } from './support/site.js';

const site = useBuiltFixture('sites/brand');

/** `route` in a fresh context, with the CSP violations it meets from its first script on. */
async function openWatched(route: string): Promise<{ page: Page; violations: string[] }> {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'light' });
  const page = await context.newPage();
  const violations = await recordCspViolations(page);
  await page.goto(site.url + route);
  return { page, violations };
}

const primary = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--dg-primary').trim());
const linkColour = (page: Page) =>
  page.locator('.dg-markdown a', { hasText: 'um link para o guia' }).evaluate((a) => getComputedStyle(a).color);

describe('the brand of a site', () => {
  it('colours links with the brand in light mode and the dark brand in dark mode, toggled as a reader does', async () => {
    const { page } = await openWatched('/');
    expect(await primary(page)).toBe('#764abc');
    expect(await linkColour(page)).toBe('rgb(118, 74, 188)');
    await page.getByRole('button', { name: strings.colorMode.toggle }).click();
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await primary(page)).toBe('#ba8fff');
    expect(await linkColour(page)).toBe('rgb(186, 143, 255)');
    await page.context().close();
  });

  it("applies the site's own rule and loads the image it names, with no CSP violation", async () => {
    const { page, violations } = await openWatched('/');
    const quote = page.locator('.dg-markdown blockquote');
    expect(await quote.evaluate((el) => getComputedStyle(el).borderInlineStartColor)).toBe('rgb(1, 2, 3)');
    const image = await quote.evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(image).toMatch(/\/assets\/stripes-[A-Z0-9]{8}\.svg"\)$/);
    const url = /url\("(.+)"\)/.exec(image)![1]!;
    expect((await page.request.get(url)).status()).toBe(200);
    // The stylesheet is the page's last, after docsgen's.
    const sheets = await page.evaluate(() => [...document.styleSheets].map((sheet) => sheet.href ?? ''));
    expect(sheets.at(-1)).toMatch(/\/assets\/theme-[A-Z0-9]{8}\.css$/);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('shows the dark logo in dark mode and the light one in light mode', async () => {
    const { page } = await openWatched('/');
    const light = page.locator('.dg-navbar__logo--light');
    const dark = page.locator('.dg-navbar__logo--dark');
    expect([await light.isVisible(), await dark.isVisible()]).toEqual([true, false]);
    await page.getByRole('button', { name: strings.colorMode.toggle }).click();
    await expect.poll(() => dark.isVisible()).toBe(true);
    expect(await light.isVisible()).toBe(false);
    expect(await dark.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    await page.context().close();
  });
});

describe('building a pale brand', () => {
  it('warns `brand-contrast`, naming the config file and a colour that passes', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-brand-pale-'));
    try {
      cpSync(path.join(ROOT, 'tests/fixtures/sites/brand'), dir, { recursive: true });
      writeFileSync(
        path.join(dir, 'docsgen.config.ts'),
        "export default { title: 'Marca', url: 'https://marca.example.com', theme: { colors: { brand: '#a0c4ff' } } };\n",
      );
      const output = execFileSync(
        process.execPath,
        [path.join(ROOT, 'bin/docsgen.mjs'), 'build', dir, '--out', path.join(dir, 'out'), '--no-cache'],
        {
          encoding: 'utf8',
        },
      );
      expect(output).toMatch(
        /^warning\[brand-contrast\]: docsgen\.config\.ts: theme\.colors\.brand #a0c4ff on the light background has a contrast of 1\.77:1, .*such as #[0-9a-f]{6} \(4\.\d\d:1\)$/m,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
