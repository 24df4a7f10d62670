// A site whose pages leave "/" empty gets a home page made from its first sidebar (home-page.ts): in the sitemap,
// out of search, and a target for links to "/".
import { describe, expect, it } from 'vitest';
import { sitemapXml } from '../../../cli/emit/sitemap.js';
import { buildSiteModel } from '../../../cli/model/build-site-model.js';
import type { HomePage } from '../../../shared/model/site.js';
import { config, contentFiles, fm } from './fixtures.js';

const site = contentFiles({
  'intro.md': fm({ title: 'Introdução', sidebar_position: 1 }, 'Volte ao [início](/).\n'),
  'guia/index.md': fm({ title: 'Guia', sidebar_position: 2 }),
  'guia/passo.md': fm({ title: 'Passo' }),
  'extras/a.md': fm({ title: 'A' }),
});

describe('a site without a page at /', () => {
  const { model, warnings } = buildSiteModel({ config: config({ title: 'Minha Doc', tagline: 'Tudo sobre X.' }), ...site });

  it("gets a home page titled with the site's title, listing its first sidebar's pages and categories", () => {
    expect(model.pages['/']).toEqual({
      kind: 'home',
      route: '/',
      title: 'Minha Doc',
      description: 'Tudo sobre X.',
      items: [
        { type: 'doc', label: 'Introdução', href: '/intro' },
        { type: 'category', label: 'Guia', href: '/guia', collapsed: true, items: [{ type: 'doc', label: 'Passo', href: '/guia/passo' }] },
        { type: 'category', label: 'Extras', href: undefined, collapsed: true, items: [{ type: 'doc', label: 'A', href: '/extras/a' }] },
      ],
    } satisfies HomePage);
  });

  it('is in the sitemap, makes no search record, and links to / are not broken', () => {
    expect(sitemapXml(model)).toContain('<loc>https://docs.example.com/</loc>');
    expect(model.search.filter((record) => record.url === '/')).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('lists the first sidebar of a config, or nothing when the config has none', () => {
    const sidebars = { extras: { label: 'Extras', items: ['extras/a'] }, guia: { label: 'Guia', items: ['guia/passo'] } };
    const home = buildSiteModel({ config: config({ sidebars }), ...site }).model.pages['/'] as HomePage;
    expect(home.items).toEqual([{ type: 'doc', label: 'A', href: '/extras/a' }]);
    expect((buildSiteModel({ config: config({ sidebars: {} }), ...site }).model.pages['/'] as HomePage).items).toEqual([]);
  });
});

describe('a site with a page at /', () => {
  it('keeps it: a README.md at the top, or a page whose slug is /', () => {
    const readme = contentFiles({ 'README.md': '# Projeto\n', 'a.md': fm({ title: 'A' }) });
    expect(buildSiteModel({ config: config(), ...readme }).model.pages['/']!.kind).toBe('doc');
    const slug = contentFiles({ 'comeco.md': fm({ title: 'Começo', slug: '/' }) });
    expect(buildSiteModel({ config: config(), ...slug }).model.pages['/']!.title).toBe('Começo');
  });
});
