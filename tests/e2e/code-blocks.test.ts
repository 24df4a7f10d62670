// Markdown code blocks in the browser, on a fixture page with a block in each form docs tools write
// (tests/fixtures/code-blocks): the copy button copies exactly the code (no line numbers, no removed highlight
// comments, no lines a diff removes) and says so, with the mouse and the keyboard; a selection never takes the line
// numbers; marked lines have their own background; and axe finds nothing serious, in light and dark mode.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { format } from '../../shared/i18n/format.js';
import { EN_STRINGS as strings } from '../../shared/i18n/strings.en.js';
import { describeViolations, severeViolations } from './support/axe.js';
import { launchBrowser, serveBuild, type RunningServer } from './support/browser.js';
import { ROOT } from './support/site.js';

const FIXTURE = path.join(ROOT, 'tests/fixtures/code-blocks');
const { copy, copied } = strings.codeBlock;
const copyLabel = (name?: string): string => (name ? format(strings.codeBlock.copyLabel, { name }) : strings.codeBlock.copyLabelPlain);

let temp: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  temp = mkdtempSync(path.join(os.tmpdir(), 'docsgen-code-blocks-'));
  const out = path.join(temp, 'build');
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'bin/docsgen.mjs'), 'build', FIXTURE, '--out', out, '--cache-dir', path.join(temp, 'cache')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  [server, browser] = await Promise.all([serveBuild(out), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (temp) rmSync(temp, { recursive: true, force: true });
});

/** The fixture page in a fresh context allowed to use the clipboard, with the script errors and CSP refusals it logs. */
async function openPage(colorScheme: 'light' | 'dark' = 'light'): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ colorScheme });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Uncaught/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.url}/`);
  return { page, errors };
}

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
/** The block titled `title`: its copy button keeps being found while its name says it copied. */
const titled = (page: Page, title: string): Locator => page.locator('.dg-code').filter({ hasText: title });

describe('the copy button of a code block', () => {
  it('copies the code without line numbers or highlight comments, and says so for a moment', async () => {
    const { page, errors } = await openPage();
    expect(await page.getByRole('button', { name: copyLabel('src/soma.js'), exact: true }).count()).toBe(1);
    const block = titled(page, 'src/soma.js');
    const button = block.getByRole('button');
    expect((await button.innerText()).trim()).toBe(copy);
    await button.click();
    await expect.poll(() => readClipboard(page), { timeout: 5_000 }).toBe('export function soma(a, b) {\n  return a + b;\n}');
    await expect.poll(async () => (await button.innerText()).trim(), { timeout: 2_000 }).toBe(copied);
    // The announcement: the block's polite live region says it too.
    const status = block.locator('[aria-live="polite"]');
    expect(await status.textContent()).toBe(copied);
    expect(await button.getAttribute('aria-label')).toBe(copied);
    const copiedAt = Date.now();
    await expect.poll(async () => (await button.innerText()).trim(), { timeout: 4_000 }).toBe(copy);
    expect(Date.now() - copiedAt, 'time the button says it copied').toBeLessThan(4_000);
    expect(await button.getAttribute('aria-label')).toBe(copyLabel('src/soma.js'));
    expect(await status.textContent()).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('works from the keyboard, and leaves out the lines a diff removes', async () => {
    const { page, errors } = await openPage();
    const rust = page.getByRole('button', { name: copyLabel(), exact: true }).first();
    await rust.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => readClipboard(page), { timeout: 5_000 }).toBe('fn main() {\n    println!("Olá");\n}');

    await page.getByRole('button', { name: copyLabel('package.json'), exact: true }).click();
    await expect.poll(() => readClipboard(page), { timeout: 5_000 }).toBe('{\n  "vite": "^8.0.0"\n}');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('numbered and marked lines', () => {
  it('a selection of a numbered block takes the code, not the numbers', async () => {
    const { page } = await openPage();
    const code = page.locator('.dg-code--numbered pre code');
    const selected = await code.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return selection.toString();
    });
    expect(selected.trimEnd()).toBe('export function soma(a, b) {\n  return a + b;\n}');
    await page.context().close();
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`marks lines with a background of their own, and axe finds no serious violation (${mode})`, async () => {
      const { page } = await openPage(mode);
      expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
      const background = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => getComputedStyle(element).backgroundColor);
      const block = await background('.dg-code--numbered pre');
      for (const mark of ['highlight', 'added', 'removed']) {
        const line = await background(`.dg-code__line--${mark}`);
        expect(line, `${mark} line`).not.toBe(block);
        expect(line, `${mark} line`).not.toBe('rgba(0, 0, 0, 0)');
      }
      await page.locator('.dg-code').first().hover(); // the copy buttons show on hover: check them too
      const violations = await severeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await page.context().close();
    });
  }
});
