// Mermaid diagrams in the browser, under the Content-Security-Policy `docsgen serve` sends: a ```mermaid fence draws
// as an SVG named for assistive technology (its accTitle, or "Diagram"), in Mermaid's default theme in light mode and
// its dark theme in dark mode, drawn again when the reader toggles the colour mode, without a single violation of the
// policy. A page without a diagram requests nothing of the diagrams' chunk (Mermaid).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EN_STRINGS as strings } from '../../shared/i18n/strings.en.js';
import { buildSiteFolder, launchBrowser, serveBuild, type RunningServer } from './support/browser.js';
import { recordCspViolations } from './support/csp-violations.js';

const FLOWCHART = ['```mermaid', 'graph TD', '  A[Start] --> B{Is it?}', '  B -->|Yes| C[OK]', '  B -->|No| D[End]', '```'];
const TITLED = ['```mermaid', 'sequenceDiagram', '  accTitle: Login sequence', '  Alice->>Bob: Hello', '```'];

let temp: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  temp = mkdtempSync(path.join(os.tmpdir(), 'docsgen-mermaid-'));
  const content = path.join(temp, 'site', 'content');
  mkdirSync(content, { recursive: true });
  writeFileSync(path.join(content, 'index.md'), '# Home\n\nNo diagram here, only [the diagrams](/diagrams).\n');
  writeFileSync(path.join(content, 'diagrams.md'), ['# Diagrams', '', ...FLOWCHART, '', 'Between.', '', ...TITLED, ''].join('\n'));
  const out = path.join(temp, 'out');
  buildSiteFolder(path.join(temp, 'site'), out, '--cache-dir', path.join(temp, 'cache'));
  [server, browser] = await Promise.all([serveBuild(out), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (temp) rmSync(temp, { recursive: true, force: true });
});

interface Opened {
  page: Page;
  /** Every CSP violation the page met. */
  violations: string[];
  /** The path of every script the page requested. */
  scripts: string[];
}

async function open(route: string, colorScheme: 'light' | 'dark'): Promise<Opened> {
  const page = await browser.newPage({ colorScheme });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const violations = await recordCspViolations(page);
  const response = await page.goto(server.url + route, { waitUntil: 'load' });
  const policy = (await response!.allHeaders())['content-security-policy'] ?? '';
  expect(policy).toMatch(/style-src 'self'/);
  expect(policy).not.toContain('unsafe-inline');
  return { page, violations, scripts };
}

const flowchart = (page: Page) => page.locator('.dg-diagram').first();
/** The fill of the flowchart's first node, as drawn: it tells Mermaid's default theme from its dark one. */
const nodeFill = (page: Page): Promise<string> =>
  flowchart(page)
    .locator('svg .node rect, svg .node polygon')
    .first()
    .evaluate((el) => getComputedStyle(el).fill);

async function drawn(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.locator(`.dg-diagram[data-drawn="${mode}"]`).nth(1).waitFor({ timeout: 20_000 });
}

describe('a mermaid diagram', () => {
  it('draws in light mode as a named image, its source hidden, under the policy', async () => {
    const { page, violations } = await open('/diagrams', 'light');
    await drawn(page, 'light');
    const image = page.getByRole('img', { name: strings.diagram, exact: true });
    expect(await image.count()).toBe(1);
    expect(await image.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    // The accTitle names its diagram.
    expect(await page.getByRole('img', { name: 'Login sequence' }).count()).toBe(1);
    expect(await flowchart(page).locator('pre').isHidden()).toBe(true);
    // Mermaid's own CSS reached the drawing (through a constructed stylesheet): its default theme's node fill.
    expect(await nodeFill(page)).toBe('rgb(236, 236, 255)');
    // The labels were measured as they are shown: the text fits its box.
    const label = await flowchart(page)
      .locator('svg .node .nodeLabel')
      .first()
      .evaluate((el) => {
        const box = el.closest('foreignObject')!.getBoundingClientRect();
        return { text: el.textContent, fits: el.getBoundingClientRect().width <= box.width + 0.5 };
      });
    expect(label).toEqual({ text: 'Start', fits: true });
    expect(violations).toEqual([]);
    await page.close();
  });

  it('draws in dark mode in the dark theme, and again in the other theme when the reader toggles', async () => {
    const { page, violations } = await open('/diagrams', 'dark');
    await drawn(page, 'dark');
    const dark = await nodeFill(page);
    expect(dark).not.toBe('rgb(236, 236, 255)');
    expect(await page.getByRole('img', { name: strings.diagram, exact: true }).count()).toBe(1);

    await page.locator('[data-color-mode-toggle]').first().click();
    await drawn(page, 'light');
    expect(await nodeFill(page)).toBe('rgb(236, 236, 255)');
    expect(await page.locator('.dg-diagram svg').count()).toBe(2); // redrawn in place, not added to
    await page.locator('[data-color-mode-toggle]').first().click();
    await drawn(page, 'dark');
    expect(await nodeFill(page)).toBe(dark);
    expect(violations).toEqual([]);
    await page.close();
  });

  it('is the only reason a page loads the diagrams chunk: a page without one requests none of it', async () => {
    const withDiagram = await open('/diagrams', 'light');
    await drawn(withDiagram.page, 'light');
    const chunk = withDiagram.scripts.filter((script) => /\/draw-diagrams-[\w-]+\.js$/.test(script));
    expect(chunk).toHaveLength(1);
    await withDiagram.page.close();

    const without = await open('/', 'light');
    await without.page.waitForLoadState('networkidle');
    // Nothing the diagram page loaded beyond what every page loads: its chunks are Mermaid's.
    const diagramChunks = withDiagram.scripts.filter((script) => !without.scripts.includes(script));
    expect(diagramChunks).toEqual(expect.arrayContaining(chunk));
    expect(without.scripts.length).toBeLessThan(withDiagram.scripts.length);
    expect(without.scripts.some((script) => /draw-diagrams|mermaid|flowDiagram/i.test(script))).toBe(false);
    await without.page.close();
  });

  it('draws on a page reached by client navigation', async () => {
    const { page, violations } = await open('/', 'light');
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.getByRole('link', { name: 'the diagrams' }).click();
    await page.waitForURL(`${server.url}/diagrams`);
    await drawn(page, 'light');
    expect(await page.getByRole('img', { name: strings.diagram, exact: true }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true); // no full load
    expect(violations).toEqual([]);
    await page.close();
  });
});
