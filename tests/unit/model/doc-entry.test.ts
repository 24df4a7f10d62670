// A page's title and description when its front matter does not give them: a leading "# Title", then the file's (or
// for an index page, its folder's) name; the first paragraph, then the site's tagline.
import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../../../cli/model/build-site-model.js';
import type { DocPage } from '../../../shared/model/site.js';
import { config, contentFiles, fm } from './fixtures.js';

const site = contentFiles({
  'index.md': '## Só seções\n',
  'guia/primeiros-passos.md': 'Comece por aqui.\n',
  'guia/index.md': '',
  'a/b/index.md': '',
  'com-titulo.md': '# Do Markdown\n\nPrimeiro parágrafo.\n\nSegundo parágrafo.\n',
  'com-front-matter.md': fm({ title: 'Da front matter', description: 'Descrita.' }, '# Ignorado\n\nPrimeiro parágrafo.\n'),
});

const page = (route: string): Pick<DocPage, 'title' | 'description'> => {
  const { title, description } = buildSiteModel({ config: config(), ...site }).model.pages[route] as DocPage;
  return { title, description };
};

describe('a page without title or description in its front matter', () => {
  it('is titled after its file, or its folder when it is an index page', () => {
    expect(page('/guia/primeiros-passos')).toEqual({ title: 'Primeiros Passos', description: 'Comece por aqui.' });
    expect(page('/guia').title).toBe('Guia');
    expect(page('/a/b').title).toBe('B');
    expect(page('/').title).toBe('Index');
  });

  it('takes a leading "# Title" and the first paragraph', () => {
    expect(page('/com-titulo')).toEqual({ title: 'Do Markdown', description: 'Primeiro parágrafo.' });
  });

  it("is described by the site's tagline when it has no paragraph", () => {
    expect(page('/').description).toBe('Um site.');
    expect(page('/guia').description).toBe('Um site.');
  });

  it('keeps what the front matter says over both', () => {
    expect(page('/com-front-matter')).toEqual({ title: 'Da front matter', description: 'Descrita.' });
  });
});
