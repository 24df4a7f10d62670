// A Starlight site whose default locale has a folder of its own (withastro/docs: `defaultLocale: 'en'`, its pages in
// src/content/docs/en/, no root locale) built with its locales: the default locale is read from its folder, where its
// sidebar's ids are (the build read the whole docs folder for it and stopped at the sidebar's first page), and a page
// another locale lacks is the default locale's, from that folder. A sidebar naming no page is reported in the
// Starlight config it was written in, not in a docsgen.config.ts the site does not have.
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import type { DocPage } from '../../../shared/model/site.js';
import { readSite } from '../../../cli/sites/read-site.js';
import { tempSite } from '../support/temp-site.js';

const page = (title: string) => `---\ntitle: ${title}\n---\n\n${title}.\n`;

function starlightSite(sidebar: string): string {
  return tempSite({
    'astro.config.mjs': [
      "import starlight from '@astrojs/starlight';",
      "import { defineConfig } from 'astro/config';",
      "const locales = { en: { label: 'English', lang: 'en' }, fr: { label: 'Français', lang: 'fr' } };",
      `export default defineConfig({ integrations: [starlight({ title: 'Docs', defaultLocale: 'en', locales, sidebar: ${sidebar} })] });`,
    ].join('\n'),
    'src/content/docs/en/index.md': page('Welcome'),
    'src/content/docs/en/tutorial/0-introduction/index.md': page('Introduction'),
    'src/content/docs/en/tutorial/1-setup.md': page('Setup'),
    'src/content/docs/fr/index.md': page('Bienvenue'),
    'src/content/docs/fr/tutorial/0-introduction/index.md': page('Présentation'),
  });
}

const TUTORIAL = "[{ label: 'Tutorial', items: ['tutorial/0-introduction', 'tutorial/1-setup'] }]";

describe("a Starlight site whose default locale is a folder (defaultLocale: 'en')", { timeout: 60_000 }, () => {
  it("reads the default locale from its folder, and another locale's missing pages from it", async () => {
    const built = await buildSite({ root: starlightSite(TUTORIAL), log: () => {} });
    const doc = (route: string) => built.model.pages[route] as DocPage;
    const docs = Object.keys(built.model.pages)
      .filter((route) => doc(route).kind === 'doc')
      .sort();
    expect(docs).toEqual([
      '/en',
      '/en/tutorial/0-introduction',
      '/en/tutorial/1-setup',
      '/fr',
      '/fr/tutorial/0-introduction',
      '/fr/tutorial/1-setup',
    ]);
    expect(doc('/en/tutorial/0-introduction')).toMatchObject({ title: 'Introduction', locale: 'en' });
    expect(doc('/fr/tutorial/0-introduction')).toMatchObject({ title: 'Présentation', locale: 'fr' });
    expect(doc('/fr/tutorial/1-setup')).toMatchObject({
      title: 'Setup',
      locale: 'fr',
      untranslated: true,
      source: 'src/content/docs/en/tutorial/1-setup.md',
    });
    const labels = (id: string) =>
      built.model.sidebars[id]!.items.flatMap((item) => ('items' in item ? item.items : [item])).map((item) => [
        item.label,
        'href' in item ? item.href : '',
      ]);
    expect(labels('docs')).toEqual([
      ['Introduction', '/en/tutorial/0-introduction'],
      ['Setup', '/en/tutorial/1-setup'],
    ]);
    expect(labels('fr/docs')).toEqual([
      ['Présentation', '/fr/tutorial/0-introduction'],
      ['Setup', '/fr/tutorial/1-setup'],
    ]);
  });

  it('reports a sidebar naming no page in astro.config.mjs, where it was written', async () => {
    // The reader leaves out a slug naming no page (site-page-missing); a sidebar it gave that the build finds no page
    // for (as the default locale's was, read from the wrong folder) is reported in the file it came from.
    const root = starlightSite(TUTORIAL);
    const config = await readSite(root);
    const en = config.locales!.find((locale) => locale.isDefault)!;
    en.sidebars = { docs: { label: '', items: ['tutorial/0-introduction', 'tutorial/2-missing'] } };
    await expect(buildSite({ root, config, log: () => {} })).rejects.toMatchObject({
      code: 'sidebar-unknown-doc',
      file: 'astro.config.mjs',
      message: expect.stringContaining('"tutorial/2-missing"'),
    });
  });
});
