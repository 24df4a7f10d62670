// `docsgen build` after an edit of pages' text (build-page-edits.ts): the edited pages are remade alone when nothing
// other pages show of them changed, and the output is then byte for byte what a build of the whole site from nothing
// makes; any other edit builds the whole site, says why, and publishes the same bytes too.
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIfChanged } from '../../../cli/builder/build-if-changed.js';
import { buildSite } from '../../../cli/builder/build-site.js';
import { editSite, page, tempSite } from '../support/temp-site.js';
import { snapshot } from './output-snapshot.js';

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function siteFiles(): Record<string, string | Uint8Array> {
  const files: Record<string, string | Uint8Array> = {
    'docsgen.config.ts': "export default { title: 'Docs de teste', url: 'https://docs.example.com' };\n",
    'content/index.md': page({ title: 'Início' }, 'A página inicial. Veja [a parte 1](/guia/passo-1#parte-1).\n'),
    'content/404.md': page({ title: 'Não achamos' }, 'Esta página não existe.\n'),
    'content/guia/com-tag.md': page({ title: 'Com etiqueta', tags: ['api'] }, 'Primeiro parágrafo.\n\n## Detalhes\n\nMais texto.\n'),
    'content/guia/com-imagem.md': page({ title: 'Com imagem' }, 'Veja o logo:\n\n![logo](./logo.png)\n'),
    'content/guia/logo.png': PNG,
    'content/guia/outra.png': PNG,
    'content/guia/com-include.md': page({ title: 'Com include' }, '<!--@include: ../../partes/aviso.md-->\n'),
    'partes/aviso.md': 'Um aviso colado.\n',
    'static/robots.txt': 'User-agent: *\n',
  };
  for (let i = 0; i < 8; i++) {
    files[`content/guia/passo-${i}.md`] = page(
      { title: `Passo ${i}` },
      `Como fazer o passo ${i}.\n\n## Parte ${i}\n\nTexto do passo ${i}.\n`,
    );
  }
  return files;
}

/** Builds as `docsgen build` does; returns what its `edits` line said (empty when it printed none). */
async function build(root: string): Promise<{ edits: string; lines: string[] }> {
  const lines: string[] = [];
  await buildIfChanged({ root, log: (line) => lines.push(line) });
  const edits = lines.filter((line) => /^ {2}edits /.test(line)).join('\n');
  return { edits, lines };
}

/** What a build of the whole site from nothing (no caches, no previous output) makes of the site as it is now. */
async function fromNothing(root: string): Promise<{ files: Record<string, string>; warnings: string[] }> {
  const out = path.join(root, 'fresh');
  rmSync(out, { recursive: true, force: true });
  const lines: string[] = [];
  await buildSite({ root, out: 'fresh', cache: false, log: (line) => lines.push(line) });
  return { files: snapshot(out), warnings: warningLines(lines) };
}

const warningLines = (lines: string[]): string[] => lines.filter((line) => /^warning/.test(line));

const ALONE = /remade alone/;
const WHOLE = /building the whole site/;

describe('a build after pages were edited', () => {
  it('remakes the edited pages alone, or the whole site, and publishes what a build from nothing publishes', {
    timeout: 240_000,
  }, async () => {
    const root = tempSite(siteFiles());
    const out = path.join(root, 'build');
    await build(root);
    const passo = (i: number, extra: string) =>
      page({ title: `Passo ${i}` }, `Como fazer o passo ${i}.\n\n## Parte ${i}\n\nTexto do passo ${i}.\n\n${extra}\n`);
    const steps: Array<{ what: string; change: () => void; expect: RegExp }> = [
      {
        what: 'a paragraph added',
        change: () => editSite(root, { 'content/guia/passo-1.md': passo(1, 'Um parágrafo novo.') }),
        expect: ALONE,
      },
      {
        what: 'the first paragraph (its description: llms.txt)',
        change: () =>
          editSite(root, { 'content/guia/passo-2.md': page({ title: 'Passo 2' }, 'Outra abertura.\n\n## Parte 2\n\nTexto.\n') }),
        expect: ALONE,
      },
      {
        what: 'two pages at once',
        change: () => editSite(root, { 'content/guia/passo-3.md': passo(3, 'Três.'), 'content/guia/passo-4.md': passo(4, 'Quatro.') }),
        expect: ALONE,
      },
      {
        what: "a tagged page's later paragraph",
        change: () =>
          editSite(root, {
            'content/guia/com-tag.md': page(
              { title: 'Com etiqueta', tags: ['api'] },
              'Primeiro parágrafo.\n\n## Detalhes\n\nOutro texto.\n',
            ),
          }),
        expect: ALONE,
      },
      {
        what: "a tagged page's description (its tag page lists it)",
        change: () =>
          editSite(root, {
            'content/guia/com-tag.md': page({ title: 'Com etiqueta', tags: ['api'] }, 'Nova abertura.\n\n## Detalhes\n\nOutro texto.\n'),
          }),
        expect: WHOLE,
      },
      {
        what: 'a heading renamed (its id: links to it)',
        change: () => editSite(root, { 'content/guia/passo-1.md': page({ title: 'Passo 1' }, 'Como.\n\n## Primeira parte\n\nTexto.\n') }),
        expect: WHOLE,
      },
      {
        what: 'a title in the front matter (sidebars, previous/next)',
        change: () => editSite(root, { 'content/guia/passo-5.md': page({ title: 'Quinto passo' }, 'Como.\n\n## Parte 5\n\nTexto.\n') }),
        expect: WHOLE,
      },
      {
        what: 'a broken link added (a warning)',
        change: () => editSite(root, { 'content/guia/passo-6.md': passo(6, '[quebrado](/nao-existe)') }),
        expect: WHOLE,
      },
      {
        what: 'a paragraph added below the broken link (the same warning)',
        change: () => editSite(root, { 'content/guia/passo-6.md': passo(6, '[quebrado](/nao-existe)\n\nMais um parágrafo.') }),
        expect: ALONE,
      },
      {
        what: 'a paragraph added above it (its line: another warning)',
        change: () => editSite(root, { 'content/guia/passo-6.md': passo(6, 'Antes.\n\n[quebrado](/nao-existe)\n\nMais um parágrafo.') }),
        expect: WHOLE,
      },
      {
        what: 'the broken link mended (a warning less)',
        change: () => editSite(root, { 'content/guia/passo-6.md': passo(6, 'Consertado.') }),
        expect: WHOLE,
      },
      {
        what: 'an image the site published already',
        change: () =>
          editSite(root, {
            'content/guia/com-imagem.md': page({ title: 'Com imagem' }, 'Veja o logo:\n\n![logo](./logo.png)\n\nE mais.\n'),
          }),
        expect: ALONE,
      },
      {
        what: 'an image no page showed before',
        change: () => editSite(root, { 'content/guia/com-imagem.md': page({ title: 'Com imagem' }, 'Veja:\n\n![outra](./outra.png)\n') }),
        expect: WHOLE,
      },
      {
        what: 'a pasted file (the pages pasting it)',
        change: () => editSite(root, { 'partes/aviso.md': 'Um aviso mudado.\n' }),
        expect: WHOLE,
      },
      {
        what: 'an inline script (the security policy of every page)',
        change: () => editSite(root, { 'content/guia/passo-7.md': passo(7, '<script>console.log("oi")</script>') }),
        expect: WHOLE,
      },
      {
        what: 'the 404 page',
        change: () => editSite(root, { 'content/404.md': page({ title: 'Não achamos' }, 'Esta página sumiu.\n') }),
        expect: WHOLE,
      },
      {
        what: 'a page saved through a new file and a rename, as some editors do',
        change: () => {
          const file = path.join(root, 'content/guia/passo-0.md');
          writeFileSync(`${file}.tmp`, passo(0, 'Salvo por troca.'));
          renameSync(`${file}.tmp`, file);
        },
        expect: ALONE,
      },
      {
        what: 'a page and a static file',
        change: () => editSite(root, { 'content/guia/passo-0.md': passo(0, 'De novo.'), 'static/robots.txt': 'User-agent: *\nAllow: /\n' }),
        expect: WHOLE,
      },
      { what: 'a page added', change: () => editSite(root, { 'content/guia/nova.md': page({ title: 'Nova' }, 'Nova.\n') }), expect: WHOLE },
      {
        what: 'and then edited',
        change: () => editSite(root, { 'content/guia/nova.md': page({ title: 'Nova' }, 'Nova, editada.\n') }),
        expect: ALONE,
      },
    ];
    for (const step of steps) {
      step.change();
      const { edits, lines } = await build(root);
      expect(edits, `${step.what}:\n${lines.join('\n')}`).toMatch(step.expect);
      const fresh = await fromNothing(root);
      expect(snapshot(out), step.what).toEqual(fresh.files);
      expect(warningLines(lines), step.what).toEqual(fresh.warnings);
      // The record the build left is its output's: nothing more to do.
      expect((await build(root)).lines.at(-1), step.what).toMatch(/^Up to date: /);
    }
  });

  it("repeats the last build's warnings and reports the site's figures, as a whole build does", { timeout: 60_000 }, async () => {
    const files = siteFiles();
    files['content/guia/passo-7.md'] = page({ title: 'Passo 7' }, 'Veja [isto](/nao-existe).\n');
    const root = tempSite(files);
    const first = await build(root);
    editSite(root, { 'content/guia/passo-1.md': page({ title: 'Passo 1' }, 'Como fazer o passo 1.\n\n## Parte 1\n\nMais.\n') });
    const edited = await build(root);
    expect(edited.edits).toMatch(/^ {2}edits +\d+ ms +1 page edited \(content\/guia\/passo-1\.md\), remade alone$/);
    expect(warningLines(edited.lines)).toEqual(warningLines(first.lines));
    expect(warningLines(edited.lines).join('\n')).toMatch(/passo-7\.md/);
    const pages = (lines: string[]) => /^Built (\d+) pages/.exec(lines.at(-1) ?? '')?.[1];
    expect(pages(edited.lines)).toBe(pages(first.lines));
    expect(edited.lines).toContainEqual(expect.stringMatching(/^ {2}write .*: \d+ files changed, \d+ removed, in place$/));
  });
});
