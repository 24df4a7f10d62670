// The model's half of file references: every form of link to a page's source file becomes that page's route (anchor
// kept, then checked), files beside pages are published under hashed names with their size, and what leads nowhere
// or out of the site is warned about with the file and line. The files on disk are given as the build would read them.
import { describe, expect, it } from 'vitest';
import { buildSiteModel } from '../../../cli/model/build-site-model.js';
import { pageBodyHtml } from '../../../cli/render/page-body.js';
import type { AssetFile } from '../../../cli/sources/asset-files.js';
import { PT_STRINGS as pt } from '../../../shared/i18n/strings.pt.js';
import type { DocPage } from '../../../shared/model/site.js';
import { config, contentFiles, fm } from './fixtures.js';

const HASH = 'abcdef0123456789abcdef0123456789abcdef0123456789abcdef0123456789';
const file = (abs: string, size?: { width: number; height: number }): AssetFile => ({ kind: 'file', abs, hash: HASH, ...size });

/** The site: a guide folder with an index page, pages the links name, and the files on disk (paths from the root). */
function build(
  pages: Record<string, string>,
  options: { baseUrl?: string; files?: Record<string, AssetFile>; staticFiles?: string[] } = {},
) {
  const site = contentFiles({
    'index.md': fm({ title: 'Início' }),
    'guia/index.md': fm({ title: 'Guia' }, '## Começo\n'),
    'guia/cli.md': fm({ title: 'CLI' }, '## --configPath {#--configpath}\n'),
    'guia/com espaço.md': fm({ title: 'Espaço' }),
    'guia/recursos.mdx': fm({ title: 'Recursos' }),
    'config/opcoes.md': fm({ title: 'Opções' }, '## base\n\n<a id="ancora-crua"></a>\n'),
    ...pages,
  });
  return buildSiteModel({
    config: config({ baseUrl: options.baseUrl ?? '/' }),
    ...site,
    staticFiles: options.staticFiles,
    assetFiles: new Map(Object.entries(options.files ?? {})),
  });
}

/** A page's body as the reader gets it: the model's references written where their tokens stand (render/page-body.tsx). */
const bodyOf = (page: unknown): string => pageBodyHtml(page as DocPage, { strings: pt, locale: 'pt' });

/** The hrefs (or srcs) of a page's body, in order. */
const urls = (page: unknown, attribute = 'href'): string[] =>
  [...bodyOf(page).matchAll(new RegExp(`${attribute}="([^"]*)"`, 'g'))].map((match) => match[1]!);

describe('links to source files', () => {
  // Front matter is lines 1–3: the body's first line is line 4 of the file.
  const body = [
    '[a](cli.md#--configpath) [b](./cli.md) [c](../config/opcoes.md#base) [d](/config/opcoes.md)',
    '',
    '[e](<com espaço.md>) [f](com%20espa%C3%A7o.md) [g](recursos.mdx) [h](index.md) [i](../index.md)',
    '',
    '<a href="cli.md#--configpath">j</a> [k](../config/opcoes.md#ancora-crua)',
  ].join('\n');

  it('become the route of the page made from that file, the anchor kept, in every form', () => {
    const { model, warnings } = build({ 'guia/pagina.md': fm({ title: 'Página' }, body) });
    expect(urls(model.pages['/guia/pagina'])).toEqual([
      '/guia/cli#--configpath',
      '/guia/cli',
      '/config/opcoes#base',
      '/config/opcoes',
      '/guia/com%20espa%C3%A7o',
      '/guia/com%20espa%C3%A7o',
      '/guia/recursos',
      '/guia',
      '/',
      '/guia/cli#--configpath',
      '/config/opcoes#ancora-crua',
    ]);
    expect(warnings).toEqual([]);
  });

  it('are read from the source file, not the route: an index page’s links too', () => {
    const { model } = build({ 'guia/index.md': fm({ title: 'Guia' }, '[a](cli.md) [b](<./com espaço.md>)\n') });
    expect(urls(model.pages['/guia'])).toEqual(['/guia/cli', '/guia/com%20espa%C3%A7o']);
  });

  it('follow a page’s slug: the link names the file, the route is the page’s', () => {
    const { model } = build({
      'guia/movida.md': fm({ title: 'Movida', slug: '/outro/lugar' }),
      'guia/pagina.md': fm({ title: 'Página' }, '[a](movida.md#x)\n'),
    });
    expect(urls(model.pages['/guia/pagina'])).toEqual(['/outro/lugar#x']);
  });

  it('get the base URL the site is served under', () => {
    const { model } = build(
      { 'guia/pagina.md': fm({ title: 'Página' }, '[a](cli.md#--configpath) <a href="../index.md">b</a>\n') },
      { baseUrl: '/docs/' },
    );
    expect(urls(model.pages['/guia/pagina'])).toEqual(['/docs/guia/cli#--configpath', '/docs/']);
  });

  it('warn, with the file, the line and the file they name, when that file is no page; the link stays as written', () => {
    const { model, warnings } = build({
      'guia/pagina.md': fm({ title: 'Página' }, 'Texto.\n\n[a](nada.md) [b](../../fora.md#x)\n\n<a href="_parcial.md">c</a>\n'),
    });
    expect(urls(model.pages['/guia/pagina'])).toEqual(['nada.md', '../../fora.md#x', '_parcial.md']);
    expect(warnings).toEqual([
      {
        code: 'broken-link',
        file: 'content/guia/pagina.md',
        line: 6,
        message: 'link to nada.md points to no page: content/guia/nada.md is not a page of the site',
      },
      {
        code: 'broken-link',
        file: 'content/guia/pagina.md',
        line: 6,
        message: 'link to ../../fora.md#x points to no page: fora.md is not a page of the site',
      },
      {
        code: 'broken-link',
        file: 'content/guia/pagina.md',
        line: 8,
        message: 'link to _parcial.md points to no page: content/guia/_parcial.md is not a page of the site',
      },
    ]);
  });

  it('have their anchor checked on the page they became, quoting what the author wrote', () => {
    const { warnings } = build({
      'guia/pagina.md': fm({ title: 'Página' }, '[a](cli.md#nao-ha)\n\n[b](../config/opcoes.md#ancora-crua)\n'),
    });
    expect(warnings).toEqual([
      {
        code: 'broken-anchor',
        file: 'content/guia/pagina.md',
        line: 4,
        message: 'link to cli.md#nao-ha: page /guia/cli has no heading with id "nao-ha"',
      },
    ]);
  });
});

describe('relative links without an extension', () => {
  it('name a source file (VitePress) when a browser would reach no page from the page’s route', () => {
    // /guia is guia/index.md: a browser reads "./cli" from /guia as /cli, which is no page; guia/cli.md is meant.
    const { model, warnings } = build({ 'guia/index.md': fm({ title: 'Guia' }, '[a](./cli#--configpath) [b](cli.html) [c](./nada)\n') });
    expect(urls(model.pages['/guia'])).toEqual(['/guia/cli#--configpath', '/guia/cli', './nada']);
    expect(warnings).toEqual([
      { code: 'broken-link', file: 'content/guia/index.md', line: 4, message: 'link to ./nada points to no page', target: '/nada' },
    ]);
  });

  it('stay as written when a browser reaches a page with them', () => {
    const { model, warnings } = build({ 'guia/pagina.md': fm({ title: 'Página' }, '[a](./cli) [b](../config/opcoes#base) [c](./)\n') });
    expect(urls(model.pages['/guia/pagina'])).toEqual(['./cli', '../config/opcoes#base', './']);
    expect(warnings).toEqual([]);
  });

  it('stay byte for byte as written in raw HTML, character references and all, when they lead to no page', () => {
    const { model } = build({ 'guia/pagina.md': fm({ title: 'Página' }, '<a href="caf&eacute;">a</a> <a href="a&amp;b">b</a>\n') });
    expect(bodyOf(model.pages['/guia/pagina'])).toBe('<p><a href="caf&eacute;">a</a> <a href="a&amp;b">b</a></p>');
  });
});

describe('files beside pages', () => {
  const files = {
    'content/guia/img/diagrama.png': file('/site/content/guia/img/diagrama.png', { width: 640, height: 480 }),
    'content/imagens/logo.svg': file('/site/content/imagens/logo.svg', { width: 75, height: 60 }),
    'content/guia/manual do usuário.pdf': file('/site/content/guia/manual do usuário.pdf'),
    'content/public/og.webp': file('/site/content/public/og.webp', { width: 1200, height: 630 }),
  };

  it('are published under a hashed name, with their size on images, relative or absolute, Markdown or raw HTML', () => {
    const { model, warnings, copies } = build(
      {
        'guia/pagina.md': fm(
          { title: 'Página' },
          [
            '![d](./img/diagrama.png) ![l](../imagens/logo.svg "Logo")',
            '',
            '<img src="img/diagrama.png" alt="d"> <img src="/imagens/logo.svg" width="30">',
            '',
            '[manual](<manual do usuário.pdf#page=2>) ![og](/og.webp) ![estatica](/img/estatica.png)',
          ].join('\n'),
        ),
      },
      { files, staticFiles: ['/img/estatica.png'] },
    );
    const html = bodyOf(model.pages['/guia/pagina']);
    expect(html).toBe(
      '<p><img src="/assets/files/diagrama-abcdef0123.png" alt="d" width="640" height="480" decoding="async">' +
        ' <img src="/assets/files/logo-abcdef0123.svg" alt="l" title="Logo" width="75" height="60" loading="lazy" decoding="async"></p>\n' +
        '<p><img loading="lazy" decoding="async" width="640" height="480" src="/assets/files/diagrama-abcdef0123.png" alt="d">' +
        ' <img loading="lazy" decoding="async" src="/assets/files/logo-abcdef0123.svg" width="30"></p>\n' +
        '<p><a href="/assets/files/manual-do-usuario-abcdef0123.pdf#page=2">manual</a>' +
        ' <img src="/assets/files/og-abcdef0123.webp" alt="og" width="1200" height="630" loading="lazy" decoding="async">' +
        ' <img src="/img/estatica.png" alt="estatica" loading="lazy" decoding="async"></p>',
    );
    expect(warnings).toEqual([]);
    expect(copies).toEqual([
      { from: '/site/content/guia/img/diagrama.png', to: 'assets/files/diagrama-abcdef0123.png' },
      { from: '/site/content/imagens/logo.svg', to: 'assets/files/logo-abcdef0123.svg' },
      { from: '/site/content/guia/manual do usuário.pdf', to: 'assets/files/manual-do-usuario-abcdef0123.pdf' },
      { from: '/site/content/public/og.webp', to: 'assets/files/og-abcdef0123.webp' },
    ]);
  });

  it('get the base URL, as static files do', () => {
    const { model } = build(
      { 'guia/pagina.md': fm({ title: 'Página' }, '![d](img/diagrama.png) ![e](/img/estatica.png)\n') },
      { files, staticFiles: ['/img/estatica.png'], baseUrl: '/docs/' },
    );
    expect(urls(model.pages['/guia/pagina'], 'src')).toEqual(['/docs/assets/files/diagrama-abcdef0123.png', '/docs/img/estatica.png']);
  });

  it('warn when missing, naming the page, the line and where they were looked for; the image stays as written', () => {
    const { model, warnings, copies } = build({
      'guia/pagina.md': fm({ title: 'Página' }, 'Texto.\n\n![a](img/nada.png)\n\n<video src="v.mp4"></video>\n\n![b](/nada.webp)\n'),
    });
    expect(urls(model.pages['/guia/pagina'], 'src')).toEqual(['img/nada.png', 'v.mp4', '/nada.webp']);
    expect(copies).toEqual([]);
    expect(warnings).toEqual([
      {
        code: 'missing-file',
        file: 'content/guia/pagina.md',
        line: 6,
        message: 'image img/nada.png: content/guia/img/nada.png does not exist',
      },
      { code: 'missing-file', file: 'content/guia/pagina.md', line: 8, message: 'video file v.mp4: content/guia/v.mp4 does not exist' },
      {
        code: 'missing-file',
        file: 'content/guia/pagina.md',
        line: 10,
        message: 'image /nada.webp: none of static/nada.webp, content/nada.webp, content/public/nada.webp exists',
      },
    ]);
  });

  it('are refused when outside the site or hidden, with a warning, and not published', () => {
    const { model, warnings, copies } = build(
      { 'guia/pagina.md': fm({ title: 'Página' }, '![a](../../../etc/passwd.png)\n\n[b](../segredo.txt)\n\n[c](../.env.txt)\n') },
      {
        files: {
          'content/segredo.txt': { kind: 'outside', real: '/home/ana/segredo.txt' },
          'content/.env.txt': { kind: 'hidden' },
          '../etc/passwd.png': { kind: 'outside' },
        },
      },
    );
    expect(copies).toEqual([]);
    expect(urls(model.pages['/guia/pagina'], 'src')).toEqual(['../../../etc/passwd.png']);
    expect(warnings).toEqual([
      {
        code: 'file-outside-site',
        file: 'content/guia/pagina.md',
        line: 4,
        message: 'image ../../../etc/passwd.png points outside the site folder: it is not published',
      },
      {
        code: 'file-outside-site',
        file: 'content/guia/pagina.md',
        line: 6,
        message:
          'link to ../segredo.txt leads through a symbolic link to /home/ana/segredo.txt, outside the site folder: it is not published',
      },
      {
        code: 'hidden-file',
        file: 'content/guia/pagina.md',
        line: 8,
        message: 'link to ../.env.txt names a hidden file or folder: it is not published',
      },
    ]);
  });

  it('a link to a file that is not there is judged as a route by the link check', () => {
    const { warnings } = build({ 'guia/pagina.md': fm({ title: 'Página' }, '[a](/api/v1.json) [b](dados.csv)\n') });
    expect(warnings).toEqual([
      {
        code: 'broken-link',
        file: 'content/guia/pagina.md',
        line: 4,
        message: 'link to /api/v1.json points to no page',
        target: '/api/v1.json',
      },
      {
        code: 'broken-link',
        file: 'content/guia/pagina.md',
        line: 4,
        message: 'link to dados.csv points to no page',
        target: '/guia/dados.csv',
      },
    ]);
  });
});

describe('anchors from raw HTML', () => {
  it('satisfy the link check: ids on any element and <a name>; an id written without its accents is named', () => {
    const { warnings } = build({
      'a.md': fm({ title: 'A' }, '<a id="nome-antigo"></a>\n\n<span id="marca"></span> <a name="velho"></a>\n\n## Título\n'),
      'b.md': fm({ title: 'B' }, '[x](/a#nome-antigo) [y](/a#marca) [z](/a#velho) [w](/a#titulo) [v](/a#nada)\n'),
    });
    expect(warnings).toEqual([
      {
        code: 'broken-anchor',
        file: 'content/b.md',
        line: 4,
        message: 'link to /a#titulo: page /a has no heading with id "titulo" (it has "título": heading ids keep their accents)',
      },
      { code: 'broken-anchor', file: 'content/b.md', line: 4, message: 'link to /a#nada: page /a has no heading with id "nada"' },
    ]);
  });
});
