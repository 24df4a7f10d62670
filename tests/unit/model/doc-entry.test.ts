// A page's title and description when its front matter does not give them: the heading it starts with (any level),
// then the file's (or for an index page, its folder's) name; the first paragraph, then the site's tagline.
import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../../../cli/model/build-site-model.js';
import type { DocPage } from '../../../shared/model/site.js';
import { config, contentFiles, fm } from './fixtures.js';

const site = contentFiles({
  'index.md': '## Só seções\n',
  'sem-titulo.md': 'Texto antes.\n\n## Uma seção\n',
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
    expect(page('/sem-titulo')).toEqual({ title: 'Sem Titulo', description: 'Texto antes.' });
  });

  it('takes the heading it starts with, of any level, and the first paragraph', () => {
    expect(page('/com-titulo')).toEqual({ title: 'Do Markdown', description: 'Primeiro parágrafo.' });
    expect(page('/').title).toBe('Só seções');
  });

  it("is described by the site's tagline when it has no paragraph", () => {
    expect(page('/').description).toBe('Um site.');
    expect(page('/guia').description).toBe('Um site.');
  });

  it('keeps what the front matter says over both', () => {
    expect(page('/com-front-matter')).toEqual({ title: 'Da front matter', description: 'Descrita.' });
  });
});

describe('a page whose front-matter title differs from the h1 it starts with', () => {
  const files = contentFiles({
    'jest.md': fm({ title: 'Intro' }, '# Introduction to Jest\n\nHello.\n\n## Setup\n\n### Install\n'),
    'same.md': fm({ title: 'Webhooks' }, '# Webhooks\n\nTexto.\n'),
  });
  const pages = buildSiteModel({ config: config(), ...files }).model.pages;

  it('keeps the h1 as its visible title and its table of contents to h2–h3', () => {
    const jest = pages['/jest'] as DocPage;
    expect(jest.title).toBe('Intro');
    expect(jest.titleInBody).toBe(true);
    expect(jest.html).toContain('<h1 id="introduction-to-jest">Introduction to Jest</h1>');
    expect(jest.toc).toEqual([
      { id: 'setup', text: 'Setup', depth: 2, children: [{ id: 'install', text: 'Install', depth: 3, children: [] }] },
    ]);
  });

  it('drops an h1 that says the title, and the layout shows the title', () => {
    const same = pages['/same'] as DocPage;
    expect(same.titleInBody).toBeUndefined();
    expect(same.html).toBe('<p>Texto.</p>');
  });
});
