// MkDocs Material's code annotations and icons, in the browser: an annotation's marker is reached with Tab, names its
// annotation and is described by the note's text; Enter takes the reader to the note (the page's target, lit, in
// view) and Back to the code; the copy button copies the code without the markers; the icons are drawn in the
// text's size; and axe finds nothing serious, in light and dark mode.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EN_STRINGS as strings } from '../../shared/i18n/strings.en.js';
import { describeViolations, severeViolations } from './support/axe.js';
import { buildSiteFolder, launchBrowser, serveBuild, type RunningServer } from './support/browser.js';

const MKDOCS_YML = [
  'site_name: Annotations',
  'theme:',
  '  name: material',
  '  features:',
  '    - content.code.annotate',
  'markdown_extensions:',
  '  - attr_list',
  '  - pymdownx.emoji:',
  '      emoji_index: !!python/name:material.extensions.emoji.twemoji',
  '      emoji_generator: !!python/name:material.extensions.emoji.to_svg',
  '',
].join('\n');

const PAGE = [
  '# Annotations',
  '',
  'Supported :material-check:{ .check } and some text.',
  '',
  '``` yaml',
  'theme:',
  '  features:',
  '    - content.code.annotate # (1)',
  'plugins: # (2)!',
  '  - search',
  '```',
  '',
  '1.  :man_raising_hand: I am a code annotation, with `code`.',
  '2.  Look ma, less line noise!',
  '',
  ...Array.from({ length: 40 }, (_, n) => `Paragraph ${n + 1} after the notes.\n`),
].join('\n');

let temp: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  temp = mkdtempSync(path.join(os.tmpdir(), 'docsgen-annotations-'));
  const site = path.join(temp, 'site');
  mkdirSync(path.join(site, 'docs'), { recursive: true });
  writeFileSync(path.join(site, 'mkdocs.yml'), MKDOCS_YML);
  writeFileSync(path.join(site, 'docs', 'index.md'), PAGE);
  const out = path.join(temp, 'out');
  buildSiteFolder(site, out, '--cache-dir', path.join(temp, 'cache'));
  [server, browser] = await Promise.all([serveBuild(out), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (temp) rmSync(temp, { recursive: true, force: true });
});

async function openPage(colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
  const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 600 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  return page;
}

const label = (n: number) => strings.codeBlock.annotation.replace('{n}', String(n));

describe("MkDocs Material's code annotations", () => {
  it('are reached with Tab, described by their note, and lead to it; Back returns to the code', async () => {
    const page = await openPage();
    await page.locator('body').focus();
    const reached: string[] = [];
    for (let step = 0; step < 40 && !reached.includes(label(2)); step++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''));
    }
    // Both markers, in the code's order, one after the other.
    expect(reached.filter((name) => name.startsWith(label(1).slice(0, -1)))).toEqual([label(1), label(2)]);
    await page.keyboard.press('Shift+Tab');
    const description = await page.evaluate(() => {
      const ids = document.activeElement?.getAttribute('aria-describedby') ?? '';
      return ids
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    });
    expect(description).toContain('I am a code annotation, with code.');

    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#dg-annotation-1-1');
    const note = page.locator('#dg-annotation-1-1');
    expect(await note.evaluate((element) => element.matches(':target'))).toBe(true);
    expect(await note.isVisible()).toBe(true);
    expect(await note.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await page.goBack();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('');
    await page.context().close();
  });

  it('never show a marker as written, and are left out of what the copy button copies', async () => {
    const page = await openPage();
    const code = page.locator('.dg-code pre > code');
    expect(await code.innerText()).not.toMatch(/\(\d\)/);
    await page.getByRole('button', { name: strings.codeBlock.copyLabelPlain, exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()), { timeout: 5_000 })
      .toBe('theme:\n  features:\n    - content.code.annotate # \nplugins: \n  - search');
    await page.context().close();
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`draw icons in the text's size, and axe finds no serious violation (${mode})`, async () => {
      const page = await openPage(mode);
      const icon = page.locator('p > .twemoji.check svg');
      const [iconHeight, fontSize] = await icon.evaluate((svg) => [
        svg.getBoundingClientRect().height,
        Number.parseFloat(getComputedStyle(svg.closest('p')!).fontSize),
      ]);
      expect(iconHeight).toBeGreaterThan(fontSize * 0.9);
      expect(iconHeight).toBeLessThan(fontSize * 1.3);
      await page.locator('.dg-code').first().hover();
      const violations = await severeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.context().close();
    });
  }
});
