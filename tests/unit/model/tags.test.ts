import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../../../cli/model/build-site-model.js';
import type { TagListPage, TagPage } from '../../../shared/model/site.js';
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
