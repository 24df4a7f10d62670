// A Docusaurus site's `i18n` read as docsgen's `locales` (cli/sites/docusaurus/docusaurus-locales.ts,
// tests/fixtures/sites/docusaurus-locales): each locale's label, tag, direction, route and folder under
// i18n/<path>/docusaurus-plugin-content-docs/current/ (there or not), and the default's sidebars with the labels its
// current.json translates.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import type { ResolvedConfig } from '../../../cli/config/schema.js';
import { readSite } from '../../../cli/sites/read-site.js';

const FIXTURE = path.resolve(import.meta.dirname, '../../fixtures/sites/docusaurus-locales');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

async function read(): Promise<{ root: string; config: ResolvedConfig }> {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'docsgen-docusaurus-locales-'));
  made.push(parent);
  const root = path.join(parent, 'site');
  cpSync(FIXTURE, root, { recursive: true });
  return { root, config: await readSite(root) };
}

describe('a Docusaurus site with locales (tests/fixtures/sites/docusaurus-locales)', { timeout: 60_000 }, () => {
  it('reads every locale of i18n, a missing translations folder included', async () => {
    const { root, config } = await read();
    expect(
      config.locales?.map((l) => [l.code, l.label, l.lang, l.dir, l.routePart, path.relative(root, l.contentDir), l.isDefault, l.strings]),
    ).toEqual([
      ['en', 'English', 'en-US', 'ltr', '', 'docs', true, 'en'],
      ['fr', 'French', 'fr', 'ltr', 'fr', 'i18n/fr/docusaurus-plugin-content-docs/current', false, 'fr'],
      ['fa', 'فارسی', 'fa', 'rtl', 'fa', 'i18n/fa/docusaurus-plugin-content-docs/current', false, 'en'],
      ['pt-BR', 'Português (Brasil)', 'pt-BR', 'ltr', 'pt-BR', 'i18n/pt/docusaurus-plugin-content-docs/current', false, 'pt'],
    ]);
    expect(config.locale).toBe('en');
    expect(config.site?.files).toEqual([
      'docusaurus.config.js',
      'sidebars.js',
      'i18n/fr/docusaurus-plugin-content-docs/current.json',
      'i18n/fr/docusaurus-theme-classic/navbar.json',
      'i18n/fr/docusaurus-theme-classic/footer.json',
    ]);
    expect(config.site?.warnings.map((w) => `${w.code} ${w.file}: ${w.message}`)).toEqual([
      'locale-strings-missing docusaurus.config.js: `locales`: docsgen has no interface strings for "fa" (fa): its pages\' interface will be in English',
    ]);
  });

  it("gives a locale the default's sidebars with the labels its current.json translates, and no others", async () => {
    const { config } = await read();
    expect(config.sidebars?.docs?.items).toEqual([
      'intro',
      { type: 'category', label: 'Guides', collapsed: true, items: ['guides/install'] },
      { type: 'link', label: 'GitHub', href: 'https://github.com/example/gadgets' },
    ]);
    expect(config.locales?.[1]?.sidebars?.docs).toEqual({
      ...config.sidebars?.docs,
      items: [
        'intro',
        { type: 'category', label: 'Guides pratiques', collapsed: true, items: ['guides/install'] },
        { type: 'link', label: 'Dépôt GitHub', href: 'https://github.com/example/gadgets' },
      ],
    });
    // Without a current.json, the default's sidebars as they are (the config's `sidebars`).
    expect(config.locales?.[2]?.sidebars).toBeUndefined();
  });

  it("translates the navbar and footer by the locale's navbar.json and footer.json, and its pages link into it", async () => {
    const { root, config } = await read();
    const french = config.locales?.[1];
    // (The GitHub link is a social link, an icon.)
    expect(french?.navbar).toEqual([{ label: 'Documentation', to: '/docs/intro' }]);
    expect(french?.footer).toEqual({
      copyright: 'Fait par Gadgets',
      links: [{ title: 'Apprendre', items: [{ label: 'Installer', to: '/docs/guides/install' }] }],
    });
    // Without those files, the default's, untranslated.
    expect(config.locales?.[2]?.navbar).toBeUndefined();
    const built = await buildSite({ root, log: () => {} });
    const site = built.model.localeSites?.fr;
    // The navbar's link into the docs leads to the French page; the footer's too (its page falls back, untranslated).
    expect(site?.navbar.map((item) => `${item.label} ${item.href}`)).toEqual(['Documentation /fr/docs/intro']);
    expect(built.model.site.navbar.map((item) => `${item.label} ${item.href}`)).toEqual(['Docs /docs/intro']);
    expect(site?.footer.links?.[0]?.items).toEqual([{ label: 'Installer', href: '/fr/docs/guides/install' }]);
    const html = readFileSync(path.join(root, 'build/fr/docs/intro/index.html'), 'utf8');
    expect(html).toContain('Fait par Gadgets');
    expect(html).toMatch(/href="\/fr\/docs\/intro"[^>]*>Documentation</);
  });
});
