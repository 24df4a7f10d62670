// A site in two languages built (tests/fixtures/locales: English in content/, French in i18n/fr/, guide/advanced not
// translated): each language at its route, a page the locale lacks published in it from the default language and
// marked untranslated, each page told where it is in the other language, each language its own search index in its
// own words, and the French pages in the French interface.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../../cli/builder/build-site.js';
import type { DocPage } from '../../../shared/model/site.js';

const FIXTURE = path.resolve(import.meta.dirname, '../../fixtures/locales');
let root: string;
let built: BuildResult;

beforeAll(async () => {
  // One build for every test (tempSite's folder goes after each test).
  root = mkdtempSync(path.join(os.tmpdir(), 'docsgen-locales-'));
  cpSync(FIXTURE, root, { recursive: true });
  built = await buildSite({ root, log: () => {} });
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const doc = (route: string) => built.model.pages[route] as DocPage;
const out = (file: string) => readFileSync(path.join(root, 'build', file), 'utf8');

describe('a site in two languages (tests/fixtures/locales)', () => {
  it('publishes each language at its route, and French pages the French folder lacks from the English one', () => {
    expect(
      Object.keys(built.model.pages)
        .filter((route) => route.startsWith('/fr'))
        .sort(),
    ).toEqual(['/fr', '/fr/guide/advanced', '/fr/guide/install']);
    expect(doc('/fr/guide/install')).toMatchObject({ title: 'Installation', locale: 'fr', source: 'i18n/fr/guide/install.md' });
    expect(doc('/fr/guide/install').untranslated).toBeUndefined();
    expect(doc('/fr/guide/advanced')).toMatchObject({ title: 'Advanced use', locale: 'fr', untranslated: true });
    expect(doc('/guide/advanced')).toMatchObject({ locale: 'en' });
    expect(doc('/guide/advanced').untranslated).toBeUndefined();
  });

  it('tells each page where it is in the other language, and lists the languages with their homes', () => {
    expect(doc('/guide/install').localeRoutes).toEqual({ fr: '/fr/guide/install' });
    expect(doc('/fr/guide/advanced').localeRoutes).toEqual({ en: '/guide/advanced' });
    expect(built.model.site.locales?.map((l) => `${l.code} ${l.lang} ${l.label} ${l.home} ${l.isDefault}`)).toEqual([
      'en en English / true',
      'fr fr Français /fr false',
    ]);
  });

  it('gives the French pages their own sidebar, search index and interface', () => {
    expect(doc('/fr/guide/install').sidebarId).toBe('fr/docs');
    expect(built.model.sidebars['fr/docs']).toBeDefined();
    expect(doc('/fr/guide/install').searchIndex).toBe('assets/search-index-fr.json');
    expect(JSON.parse(out('assets/search-index-fr.json')).locale).toBe('fr');
    expect(JSON.parse(out('assets/search-index.json')).locale).toBe('en');
    const french = out('fr/guide/install/index.html');
    expect(french).toMatch(/<html lang="fr"/);
    expect(french).toContain('Rechercher');
    expect(out('guide/install/index.html')).not.toContain('Rechercher');
    expect(built.pages).toBe(Object.keys(built.model.pages).length);
  });
});
