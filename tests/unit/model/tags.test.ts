import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../../../cli/model/build-site-model.js';
import type { DocPage, TagListPage, TagPage } from '../../../shared/model/site.js';
import { config, contentFiles, fm } from './fixtures.js';

// File order (alfa, beta, delta, gama), route order (/alfa, /delta, /gama, /zzz-agio) and code-point order of the
// titles (B, Z, m, Á) each differ from the title order a Portuguese reader expects: Ágio, Banana, meio, Zeta.
const site = contentFiles({
  'alfa.md': fm({ title: 'Zeta', tags: ['pagamentos'] }),
  'beta.md': fm({ title: 'Ágio', tags: ['pagamentos', 'Câmbio'], slug: '/zzz-agio' }),
  'delta.md': fm({ title: 'Banana', tags: ['pagamentos'] }),
  'gama/index.md': fm({ title: 'meio', tags: ['pagamentos', 'auditoria'] }),
});

describe('tag pages', () => {
  it('list their pages by title in Portuguese order, whatever the order of files and routes', () => {
    const { model } = buildSiteModel({ config: config(), ...site });
    const tag = model.pages['/tags/pagamentos'] as TagPage;
    expect(tag.pages.map((page) => [page.title, page.href])).toEqual([
      ['Ágio', '/zzz-agio'],
      ['Banana', '/delta'],
      ['meio', '/gama'],
      ['Zeta', '/alfa'],
    ]);
    expect(tag.title).toBe('4 documentos marcados com “pagamentos”');
  });

  it('are listed on /tags by label in Portuguese order, each with its count', () => {
    const { model } = buildSiteModel({ config: config(), ...site });
    const index = model.pages['/tags'] as TagListPage;
    expect(index.tags.map((tag) => [tag.label, tag.href, tag.count])).toEqual([
      ['auditoria', '/tags/auditoria', 1],
      ['Câmbio', '/tags/cambio', 1],
      ['pagamentos', '/tags/pagamentos', 4],
    ]);
  });
});

describe('tag routes', () => {
  const routes = (model: ReturnType<typeof buildSiteModel>['model']): Record<string, [label: string, pages: string[]]> =>
    Object.fromEntries(
      Object.values(model.pages)
        .filter((page): page is TagPage => page.kind === 'tag')
        .map((page) => [page.route, [page.tag.label, page.pages.map((doc) => doc.href)]]),
    );

  it('give C++, C# and C pages of their own (a plain slug made all three /tags/c, titled by whichever came first)', () => {
    const { model, warnings } = buildSiteModel({
      config: config(),
      ...contentFiles({
        'a.md': fm({ title: 'A', tags: ['C++'] }),
        'b.md': fm({ title: 'B', tags: ['c'] }),
        'c.md': fm({ title: 'C', tags: ['C#', 'F#', 'Notepad++'] }),
      }),
    });
    expect(routes(model)).toEqual({
      '/tags/c-plus-plus': ['C++', ['/a']],
      '/tags/c': ['c', ['/b']],
      '/tags/c-sharp': ['C#', ['/c']],
      '/tags/f-sharp': ['F#', ['/c']],
      '/tags/notepad-plus-plus': ['Notepad++', ['/c']],
    });
    expect(warnings.filter((warning) => warning.code === 'tag-route-collision')).toEqual([]);
  });

  it('keep tags in other scripts apart (each had the one route /tags/tag)', () => {
    const { model } = buildSiteModel({
      config: config(),
      ...contentFiles({ 'a.md': fm({ title: 'A', tags: ['积分', 'ポイント', 'Ødegaard'] }), 'b.md': fm({ title: 'B', tags: ['兑换'] }) }),
    });
    expect(Object.keys(routes(model)).sort()).toEqual(['/tags/ødegaard', '/tags/ポイント', '/tags/兑换', '/tags/积分']);
  });

  it('take tags spelled alike but for case, accents, Unicode form and separators for one tag, without a warning', () => {
    const { model, warnings } = buildSiteModel({
      config: config(),
      ...contentFiles({
        'a.md': fm({ title: 'A', tags: ['Api', 'Câmbio', 'Some Tag'] }),
        'b.md': fm({ title: 'B', tags: ['api', 'Ca\u0302mbio', 'some-tag'] }),
        'c.md': fm({ title: 'C', tags: ['API', 'cambio', 'some_tag'] }),
      }),
    });
    expect(routes(model)).toEqual({
      '/tags/api': ['Api', ['/a', '/b', '/c']],
      '/tags/cambio': ['Câmbio', ['/a', '/b', '/c']],
      '/tags/some-tag': ['Some Tag', ['/a', '/b', '/c']],
    });
    expect(warnings).toEqual([]);
    // A page tagged twice with one tag shows it once.
    const twice = buildSiteModel({ config: config(), ...contentFiles({ 'a.md': fm({ title: 'A', tags: ['API', 'api'] }) }) });
    expect((twice.model.pages['/a'] as DocPage).tags.map((tag) => tag.href)).toEqual(['/tags/api']);
  });

  it('warn, naming both files, when two tags still share a route', () => {
    const { model, warnings } = buildSiteModel({
      config: config(),
      ...contentFiles({ 'a.md': fm({ title: 'A', tags: ['.NET'] }), 'b.md': fm({ title: 'B', tags: ['NET', 'net'] }) }),
    });
    expect(routes(model)).toEqual({ '/tags/net': ['.NET', ['/a', '/b']] });
    expect(warnings).toEqual([
      {
        code: 'tag-route-collision',
        file: 'content/b.md',
        message:
          'the tag "NET" and the tag ".NET" of content/a.md have one route, /tags/net, and share its page, under ".NET": ' +
          'spell them alike if they are one tag, or rename one',
      },
    ]);
  });
});
