// A Docusaurus site's `i18n` read as docsgen's `locales` (cli/sites/docusaurus/docusaurus-locales.ts,
// tests/fixtures/sites/docusaurus-locales): each locale's label, tag, direction, route and folder under
// i18n/<path>/docusaurus-plugin-content-docs/current/ (there or not), and the default's sidebars with the labels its
// current.json translates.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
    expect(config.site?.files).toEqual(['docusaurus.config.js', 'sidebars.js', 'i18n/fr/docusaurus-plugin-content-docs/current.json']);
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
});
