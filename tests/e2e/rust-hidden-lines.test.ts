// rustdoc's hidden lines in an mdBook's Rust blocks, in the browser: hidden at first (no blank line left where they
// are), the eye button (found by its role and name, reached with Tab) shows them and hides them again, and the copy
// button copies the lines shown, as mdBook's copies the text the reader sees.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EN_STRINGS as strings } from '../../shared/i18n/strings.en.js';
import { buildSiteFolder, launchBrowser, serveBuild, type RunningServer } from './support/browser.js';

const CHAPTER = ['# Hidden lines', '', '```rust', '# fn main() {', '    let x = 5;', '    println!("{x}");', '# }', '```', ''].join('\n');

let temp: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  temp = mkdtempSync(path.join(os.tmpdir(), 'docsgen-rust-hidden-'));
  const book = path.join(temp, 'book');
  mkdirSync(path.join(book, 'src'), { recursive: true });
  writeFileSync(path.join(book, 'book.toml'), '[book]\ntitle = "Hidden"\n');
  writeFileSync(path.join(book, 'src', 'SUMMARY.md'), '# Summary\n\n- [Hidden lines](README.md)\n');
  writeFileSync(path.join(book, 'src', 'README.md'), CHAPTER);
  const out = path.join(temp, 'out');
  buildSiteFolder(book, out, '--cache-dir', path.join(temp, 'cache'));
  [server, browser] = await Promise.all([serveBuild(out), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (temp) rmSync(temp, { recursive: true, force: true });
});

async function openPage(): Promise<Page> {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  return page;
}

const code = (page: Page) => page.locator('.dg-code pre > code');

describe("an mdBook's Rust block with hidden lines", () => {
  it('hides them; the eye button shows and hides them again, by mouse and keyboard; the copy button copies what is shown', async () => {
    const page = await openPage();
    expect(await code(page).innerText()).toBe('    let x = 5;\n    println!("{x}");\n');
    const eye = page.getByRole('button', { name: strings.codeBlock.showHidden, exact: true });
    expect(await eye.getAttribute('aria-pressed')).toBe('false');

    const copy = page.getByRole('button', { name: strings.codeBlock.copyLabelPlain, exact: true });
    await copy.click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()), { timeout: 5_000 })
      .toBe('    let x = 5;\n    println!("{x}");');

    await eye.click();
    expect(await eye.getAttribute('aria-pressed')).toBe('true');
    expect(await code(page).innerText()).toBe('fn main() {\n    let x = 5;\n    println!("{x}");\n}\n');
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await copy.click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()), { timeout: 5_000 })
      .toBe('fn main() {\n    let x = 5;\n    println!("{x}");\n}');

    // The keyboard: Tab reaches the button, Enter and Space press it.
    await eye.focus();
    await page.keyboard.press('Enter');
    expect(await eye.getAttribute('aria-pressed')).toBe('false');
    expect(await code(page).innerText()).toBe('    let x = 5;\n    println!("{x}");\n');
    await page.keyboard.press('Space');
    expect(await eye.getAttribute('aria-pressed')).toBe('true');
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const reached: string[] = [];
    for (let step = 0; step < 30 && !reached.includes(strings.codeBlock.showHidden); step++) {
      reached.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''));
      await page.keyboard.press('Tab');
    }
    expect(reached).toContain(strings.codeBlock.showHidden);
  });
});
