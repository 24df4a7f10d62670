// The files the build derives from the site model alone: sitemap.xml and the warnings about raw HTML the policy blocks.
import { describe, expect, it } from 'vitest';
import { cspWarnings } from '../../../cli/model/csp-warnings.js';
import { sitemapXml } from '../../../cli/emit/sitemap.js';
import { buildSiteModel } from '../../../cli/model/build-site-model.js';
import { config, contentFiles, fm } from '../model/fixtures.js';

function modelOf(pages: Record<string, string>, overrides: Parameters<typeof config>[0] = {}) {
  return buildSiteModel({ config: config(overrides), ...contentFiles(pages) }).model;
}

describe('sitemapXml', () => {
  it('lists every page but the 404 and the search page, by absolute URL under the base URL, sorted as lines', () => {
    const model = modelOf(
      {
        'index.md': fm({ title: 'Início', tags: ['a&b'] }),
        'zeta.md': fm({ title: 'Zeta' }),
        'alfa/index.md': fm({ title: 'Alfa' }),
        '404.md': fm({ title: 'Perdido' }),
      },
      { url: 'https://docs.example.com', baseUrl: '/docs/' },
    );
    expect(Object.keys(model.pages)).toEqual(expect.arrayContaining(['/404', '/search']));
    const locs = [...sitemapXml(model).matchAll(/<url><loc>(.*?)<\/loc><\/url>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://docs.example.com/docs/',
      'https://docs.example.com/docs/alfa',
      'https://docs.example.com/docs/tags/a-b',
      'https://docs.example.com/docs/tags',
      'https://docs.example.com/docs/zeta',
    ]);
  });

  it('is a sitemaps.org urlset document, one URL per line', () => {
    const xml = sitemapXml(modelOf({ 'index.md': fm({ title: 'Início' }), 'a.md': fm({ title: 'A' }) }));
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://docs.example.com/</loc></url>\n' +
        '  <url><loc>https://docs.example.com/a</loc></url>\n' +
        '</urlset>\n',
    );
  });

  it('escapes what XML needs escaped in a URL (a route encodes & but keeps an apostrophe)', () => {
    const xml = sitemapXml(modelOf({ 'index.md': fm({ title: 'Início' }), 'a.md': fm({ title: 'A', slug: "/it's" }) }));
    expect(xml).toContain('<loc>https://docs.example.com/it&#39;s</loc>');
  });
});

describe('cspWarnings', () => {
  it('warns once per page with an inline event handler, naming the file, the tag and the handler in lower case', () => {
    const model = modelOf({
      'index.md': fm({ title: 'Início' }, '<button type="button" ONCLICK = "go()">Ir</button>\n\n<a onmouseover="x()">a</a>\n'),
      'b.md': fm({ title: 'B' }, '<my-widget data-x="1" onload="y()"></my-widget>\n'),
      'limpa.md': fm({ title: 'Limpa' }, '<div style="color: red" data-on="x">Texto com onclick= solto.</div>\n'),
    });
    expect(cspWarnings(model)).toEqual([
      {
        code: 'csp-blocked-html',
        file: 'content/index.md',
        message: expect.stringMatching(
          /^raw HTML <button onclick="…">: the site's Content-Security-Policy blocks inline event handlers; use a script file from static\//,
        ),
      },
      { code: 'csp-blocked-html', file: 'content/b.md', message: expect.stringMatching(/^raw HTML <my-widget onload="…">:/) },
    ]);
  });

  it('looks only at content pages: the 404 page’s own HTML is not warned about', () => {
    const model = modelOf({ 'index.md': fm({ title: 'Início' }), '404.md': fm({ title: 'Perdido' }, '<b onclick="x()">b</b>\n') });
    expect(model.pages['/404']?.kind).toBe('not-found');
    expect(cspWarnings(model)).toEqual([]);
  });
});
