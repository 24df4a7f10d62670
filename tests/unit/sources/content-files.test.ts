import { describe, expect, it } from 'vitest';
import { truncateSync } from 'node:fs';
import path from 'node:path';
import type { BuildWarning } from '../../../cli/errors/docsgen-error.js';
import { readContentFiles } from '../../../cli/sources/content-files.js';
import { docsgenErrorOf } from '../support/docsgen-error-of.js';
import { page, tempSite } from '../support/temp-site.js';

describe('readContentFiles', () => {
  it('reads every Markdown page, skipping partials and dot folders', () => {
    const root = tempSite({
      'content/index.md': page({ title: 'Início' }),
      'content/guide/a.md': page({ title: 'A' }),
      'content/guide/_partial.md': 'parcial',
      'content/.hidden/x.md': 'oculto',
    });
    const files = readContentFiles(root, path.join(root, 'content'));
    expect(files.map((file) => file.route)).toEqual(['/guide/a', '/']);
    expect(files[0]!.file).toBe('content/guide/a.md');
  });

  it("publishes README.md and Hugo's _index.md at their folder's route, index.md first when several are there", () => {
    const root = tempSite({
      'content/README.md': page({ title: 'Início' }),
      'content/guide/README.md': page({ title: 'Guia' }),
      'content/guide/passo.md': page({ title: 'Passo' }),
      'content/posts/_index.md': page({ title: 'Posts' }),
      'content/posts/_rascunho.md': 'parcial',
      'content/api/index.md': page({ title: 'API' }),
      'content/api/readme.md': page({ title: 'Leia-me' }),
      'content/api/_index.md': page({ title: 'Índice' }),
    });
    const files = readContentFiles(root, path.join(root, 'content'));
    expect(files.map((file) => [file.file, file.route, file.folderIndex ?? false])).toEqual([
      ['content/README.md', '/', true],
      ['content/api/_index.md', '/api/_index', false],
      ['content/api/index.md', '/api', true],
      ['content/api/readme.md', '/api/readme', false],
      ['content/guide/README.md', '/guide', true],
      ['content/guide/passo.md', '/guide/passo', false],
      ['content/posts/_index.md', '/posts', true],
    ]);
  });

  it('reads only .md and .mdx files, and nothing under node_modules', () => {
    const root = tempSite({
      'content/a.md': page({ title: 'A' }),
      'content/b.MDX': page({ title: 'B' }),
      'content/notas.txt': 'notas',
      'content/rascunho.md.bak': page({ title: 'Cópia de segurança' }),
      'content/node_modules/pacote/README.md': page({ title: 'Pacote' }),
    });
    expect(readContentFiles(root, path.join(root, 'content')).map((file) => file.file)).toEqual(['content/a.md', 'content/b.MDX']);
  });

  it('leaves out a file whose name makes no route, as a dot file, with a warning naming it (tldr-pages has common/..md)', () => {
    const root = tempSite({
      'content/index.md': page({ title: 'Início' }),
      'content/guia/..md': page({ title: 'Sem nome' }),
      'content/guia/.md': page({ title: 'Nada' }),
      'content/guia/a.md': page({ title: 'A' }),
    });
    const skipped: BuildWarning[] = [];
    const files = readContentFiles(root, path.join(root, 'content'), undefined, { skipped });
    expect(files.map((file) => file.file)).toEqual(['content/guia/a.md', 'content/index.md']);
    expect(skipped).toEqual([
      {
        code: 'unroutable-file-name',
        file: 'content/guia/..md',
        message:
          'the name "..md" has nothing before its extension, so it makes no route: the file is not published (rename it, e.g. "dot.md", to publish it)',
      },
      expect.objectContaining({ code: 'unroutable-file-name', file: 'content/guia/.md' }),
    ]);
  });

  it('stops when two files claim one route, naming both', () => {
    const root = tempSite({ 'content/guide.md': page({ title: 'G' }), 'content/guide/index.md': page({ title: 'G2' }) });
    const error = docsgenErrorOf(() => readContentFiles(root, path.join(root, 'content')));
    expect(error.code).toBe('duplicate-route');
    expect(error.message).toMatch(/^content\/guide(\/index)?\.md and content\/guide(\/index)?\.md both claim the route \/guide$/);
    expect(error.hint).toBe('rename one of them or give one a different `slug` in its front matter');
  });

  it('names the line of a slug that would write outside the output folder', () => {
    const root = tempSite({ 'content/guia.md': '---\ntitle: Guia\nslug: ../../fora\n---\n\nTexto.\n' });
    const error = docsgenErrorOf(() => readContentFiles(root, path.join(root, 'content')));
    expect(error).toMatchObject({ code: 'unsafe-route', file: 'content/guia.md', line: 3 });
  });

  it("takes a Docusaurus front matter `id` as the page's name in its folder: its doc id and its route", () => {
    const root = tempSite({
      'content/Configuration.md': '---\nid: configuration\ntitle: Configuring\n---\n\nText.\n',
      'content/guide/Intro.md': '---\nid: intro\nslug: /start\n---\n\nText.\n',
      'content/guide/index.md': '---\nid: overview\n---\n\nText.\n',
    });
    const files = readContentFiles(root, path.join(root, 'content'));
    expect(files.map((f) => [f.file, f.id, f.route])).toEqual([
      ['content/Configuration.md', 'configuration', '/configuration'],
      ['content/guide/Intro.md', 'guide/intro', '/start'],
      ['content/guide/index.md', 'guide/overview', '/guide'],
    ]);
  });

  it('refuses a front matter `id` holding a "/", naming its line', () => {
    const root = tempSite({ 'content/a.md': '---\ntitle: A\nid: guide/a\n---\n\nText.\n' });
    const error = docsgenErrorOf(() => readContentFiles(root, path.join(root, 'content')));
    expect(error).toMatchObject({ code: 'front-matter-field', file: 'content/a.md', line: 3 });
    expect(error.message).toBe('front matter field "id" must be a name without "/", such as "configuration", got "guide/a"');
  });

  it('gives the same hash for the same bytes and another for an edit', () => {
    const root = tempSite({
      'content/a.md': page({ title: 'A' }),
      'content/b.md': page({ title: 'A' }),
      'content/c.md': page({ title: 'C' }),
    });
    const [a, b, c] = readContentFiles(root, path.join(root, 'content'));
    expect(a!.hash).toBe(b!.hash);
    expect(c!.hash).not.toBe(a!.hash);
  });

  it('refuses a page larger than maxPageBytes from its size, before reading it', () => {
    const root = tempSite({ 'content/index.md': page({ title: 'Início' }), 'content/enorme.md': '' });
    // 3 GB without a byte on disk (a sparse file): reading it whole would throw Node's "file too large" instead.
    truncateSync(path.join(root, 'content/enorme.md'), 3_000_000_000);
    const error = docsgenErrorOf(() => readContentFiles(root, path.join(root, 'content')));
    expect(error).toMatchObject({
      code: 'page-too-large',
      file: 'content/enorme.md',
      message: 'the page is 3 GB, more than the 10 MB a page may be (maxPageBytes)',
    });
    const small = tempSite({ 'content/index.md': `# Início\n\n${'texto '.repeat(100)}\n` });
    expect(docsgenErrorOf(() => readContentFiles(small, path.join(small, 'content'), undefined, { maxPageBytes: 500 }))).toMatchObject({
      code: 'page-too-large',
      message: 'the page is 612 bytes, more than the 500 bytes a page may be (maxPageBytes)',
    });
  });

  it("holds a page's includes to maxPageBytes, naming the directive's line in the file", () => {
    const root = tempSite({
      'content/index.md': '---\ntitle: Início\n---\n\n<!--@include: ./parte.md-->\n<!--@include: ./parte.md-->\n',
      'content/parte.md': 'texto '.repeat(100),
    });
    expect(readContentFiles(root, path.join(root, 'content'), undefined, { maxPageBytes: 2_000 })[0]!.body).toContain('texto');
    expect(docsgenErrorOf(() => readContentFiles(root, path.join(root, 'content'), undefined, { maxPageBytes: 1_000 }))).toMatchObject({
      code: 'include-too-large',
      file: 'content/index.md',
      line: 6,
    });
  });
});
