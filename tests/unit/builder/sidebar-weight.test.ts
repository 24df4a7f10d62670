// A page's HTML holds its sidebar within a fixed budget whatever the size of its folder: a page among 2,000 carries
// no more sidebar links than a page among 20 plus the window (templates/layout/sidebar-window.ts), the entries left
// out are named by count on the buttons that show them, and the sidebar's JSON (what the island shows on intent)
// still holds every page.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { EN_STRINGS } from '../../../shared/i18n/strings.en.js';
import { plural } from '../../../shared/i18n/format.js';
import { SIDEBAR_WINDOW } from '../../../templates/layout/sidebar-window.js';
import { page } from '../support/temp-site.js';

const BIG = 2000;
const SMALL = 20;
const name = (i: number): string => `pagina-${String(i).padStart(4, '0')}`;

let parent: string;
let out: string;

beforeAll(async () => {
  const files: Record<string, string> = { 'content/index.md': page({ title: 'Início' }) };
  for (let i = 0; i < BIG; i++) files[`content/grande/${name(i)}.md`] = page({ title: `Grande ${i}` });
  for (let i = 0; i < SMALL; i++) files[`content/pequena/${name(i)}.md`] = page({ title: `Pequena ${i}` });
  parent = mkdtempSync(path.join(os.tmpdir(), 'docsgen-unit-'));
  const root = path.join(parent, 'site');
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), text);
  }
  await buildSite({ root, log: () => {} });
  out = path.join(root, 'build');
}, 120_000);

afterAll(() => rmSync(parent, { recursive: true, force: true }));

const html = (route: string): string => readFileSync(path.join(out, route, 'index.html'), 'utf8');
const sidebarOf = (document: string): string => {
  const nav = /<nav class="dg-sidebar__nav"[^>]*>([\s\S]*?)<\/nav>/.exec(document)?.[1];
  if (nav === undefined) throw new Error('the page has no sidebar');
  return nav;
};
const linkCount = (nav: string): number => nav.match(/<a /g)?.length ?? 0;
const buttonTexts = (nav: string): string[] =>
  [...nav.matchAll(/<button [^>]*class="dg-menu__more-button"[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]!);

describe('a page in a 2,000-page folder', () => {
  it('holds no more sidebar links than a page in a 20-page folder plus the window', () => {
    const small = linkCount(sidebarOf(html(`pequena/${name(10)}`)));
    const big = linkCount(sidebarOf(html(`grande/${name(1000)}`)));
    expect(small).toBeGreaterThanOrEqual(SMALL);
    expect(big).toBeLessThanOrEqual(small + 2 * SIDEBAR_WINDOW.around + 1);
    // The page's whole HTML, not only its links, stays near the small folder's page.
    expect(html(`grande/${name(1000)}`).length).toBeLessThan(html(`pequena/${name(10)}`).length + 8_000);
  });

  it('marks itself and the pages around it, and names the left-out entries on the buttons that show them', () => {
    const nav = sidebarOf(html(`grande/${name(1000)}`));
    expect(nav).toMatch(new RegExp(`href="/grande/${name(1000)}" aria-current="page"`));
    for (const near of [1000 - SIDEBAR_WINDOW.around, 1000 + SIDEBAR_WINDOW.around]) expect(nav).toContain(`/grande/${name(near)}"`);
    expect(nav).not.toContain(`/grande/${name(1000 - SIDEBAR_WINDOW.around - 1)}"`);
    const before = 1000 - SIDEBAR_WINDOW.around;
    const after = BIG - (1000 + SIDEBAR_WINDOW.around + 1);
    expect(buttonTexts(nav)).toEqual([
      plural('en', EN_STRINGS.sidebar.showEarlier, before),
      plural('en', EN_STRINGS.sidebar.showLater, after),
    ]);
  });

  it('keeps a page at the folder’s start or end with as many neighbours, and one button', () => {
    const first = sidebarOf(html(`grande/${name(0)}`));
    expect(buttonTexts(first)).toEqual([plural('en', EN_STRINGS.sidebar.showLater, BIG - (2 * SIDEBAR_WINDOW.around + 1))]);
    const last = sidebarOf(html(`grande/${name(BIG - 1)}`));
    expect(buttonTexts(last)).toEqual([plural('en', EN_STRINGS.sidebar.showEarlier, BIG - (2 * SIDEBAR_WINDOW.around + 1))]);
  });

  it('shows a 20-page folder whole, without buttons', () => {
    const nav = sidebarOf(html(`pequena/${name(10)}`));
    for (let i = 0; i < SMALL; i++) expect(nav).toContain(`/pequena/${name(i)}"`);
    expect(buttonTexts(nav)).toEqual([]);
  });

  it('keeps the big folder’s entries in a file of their own that the sidebar’s file names; the small folder stays in it', () => {
    const document = html(`pequena/${name(10)}`);
    const props = /data-island="sidebar" data-props="([^"]*)"/.exec(document)?.[1]?.replace(/&quot;/g, '"');
    const { dataUrl } = JSON.parse(props!) as { dataUrl: string };
    const sidebar = JSON.parse(readFileSync(path.join(out, dataUrl), 'utf8')) as {
      items: Array<{ label: string; items?: Array<{ href: string }> }>;
      parts: Record<string, string>;
    };
    const big = sidebar.items.findIndex((item) => item.items && item.label.toLowerCase() === 'grande');
    const small = sidebar.items.find((item) => item.items && item.label.toLowerCase() === 'pequena');
    expect(big).toBeGreaterThanOrEqual(0);
    expect(sidebar.items[big]!.items).toEqual([]);
    expect(small!.items).toHaveLength(SMALL);
    expect(Object.keys(sidebar.parts)).toEqual([String(big)]);
    const part = JSON.parse(readFileSync(path.join(out, sidebar.parts[big]!), 'utf8')) as { items: Array<{ href: string }> };
    expect(part.items.map((item) => item.href)).toEqual(Array.from({ length: BIG }, (_, i) => `/grande/${name(i)}`));
    // A page of the big folder names the part its first render needs; a page of the small one needs none apart.
    expect(html(`grande/${name(5)}`)).toContain(`&quot;parts&quot;:[${big}]`);
  });

  it('leaves every page in the sidebar JSON the island shows on intent', () => {
    const assets = path.join(out, 'assets');
    const files = readdirSync(assets).filter((file) => /^sidebar-.*\.json$/.test(file));
    const json = files.map((file) => readFileSync(path.join(assets, file), 'utf8')).join('\n');
    for (let i = 0; i < BIG; i++) expect(json).toContain(`"/grande/${name(i)}"`);
  });
});
