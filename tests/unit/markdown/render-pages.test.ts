// A page that does not render fails the build with a DocsgenError naming the page's file and line, on a worker thread
// as on this one: a worker posts the error's toJSON(), and render-error.ts rebuilds it and places it in the file.
// Worker threads exist only in the bundled CLI (dist/), so the last test runs the built CLI on a site big enough for them.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { formatError } from '../../../cli/errors/format-error.js';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import { inPage, renderError, workerCrashed } from '../../../cli/markdown/render-error.js';
import type { ContentFile } from '../../../cli/sources/content-files.js';
import { docsgen, ROOT } from '../support/cli-process.js';
import { editSite, page, tempSite } from '../support/temp-site.js';

/** A paragraph of emphasis nested 80 deep, past the limit of 50. */
const DEEP = `${'*a '.repeat(80)}fundo${' a*'.repeat(80)}`;

const NESTING_HINT =
  '  hint: flatten the lists, quotes or emphasis there: docsgen stops at 50 levels, as markdown-it does, since no reader follows that many';

function contentFile(body: string): ContentFile {
  return { id: 'fundo', file: 'content/fundo.md', route: '/fundo', frontMatter: { tags: [] }, body, bodyStartLine: 5, hash: 'x' };
}

/** What the renderer throws for `body`. */
function thrownBy(body: string): unknown {
  try {
    renderMarkdown(body);
  } catch (error) {
    return error;
  }
  throw new Error('expected the page to be refused');
}

describe('a page that does not render', () => {
  it('is placed in its file and line after crossing a thread as plain data, and printed with its hint', () => {
    const file = contentFile(`Texto.\n\n${DEEP}\n`);
    // What a worker posts, cloned as postMessage clones it.
    const crossed = structuredClone(renderError(thrownBy(file.body)).toJSON());
    const error = inPage(file, crossed);
    expect(error).toBeInstanceOf(DocsgenError);
    expect(error).toMatchObject({ code: 'markdown-nesting', file: 'content/fundo.md', line: 7 });
    expect(formatError(error)).toBe(
      [
        'error[markdown-nesting]: content/fundo.md:7: Markdown could not be rendered: emphasis, links or brackets nested deeper than 50 levels',
        NESTING_HINT,
      ].join('\n'),
    );
  });

  it('is a "markdown" error for anything else the renderer throws, with the line a parser gave it', () => {
    const thrown = Object.assign(new TypeError('a plugin failed'), { line: 2, code: 'ERR_SOMETHING' });
    const error = inPage(contentFile('x\ny\n'), renderError(thrown));
    expect(error).toMatchObject({ code: 'markdown', file: 'content/fundo.md', line: 6, cause: thrown });
    expect(formatError(error)).toBe('error[markdown]: content/fundo.md:6: Markdown could not be rendered: a plugin failed');
  });

  it('names the pages a crashed worker held and the largest of them, and what to do when memory ran out', () => {
    const files = [contentFile('x\n'), { ...contentFile('y'.repeat(2_000_000)), file: 'content/grande.md' }];
    const error = workerCrashed(Object.assign(new Error('heap'), { code: 'ERR_WORKER_OUT_OF_MEMORY' }), files);
    expect(formatError(error)).toBe(
      [
        'error[markdown]: content/grande.md: Markdown could not be rendered: the worker rendering content/fundo.md, content/grande.md ran out of memory (the largest: content/grande.md, 2.0 MB)',
        '  hint: split the largest of these pages, or give Node more memory (NODE_OPTIONS=--max-old-space-size=8192)',
        '  cause: Error: heap',
      ].join('\n'),
    );
  });
});

describe('a page too deep, rendered on a worker thread by the built CLI', () => {
  beforeAll(() => {
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-cli.mjs')], { cwd: ROOT });
  });

  it('fails the build with the error naming its file and line, as on one thread', async () => {
    // 60 pages to render: past render-pages.ts's MIN_PAGES_FOR_WORKERS (48), so --threads 2 starts two workers.
    const files: Record<string, string> = {};
    for (let n = 0; n < 60; n++) files[`content/guia/pagina-${n}.md`] = page({ title: `Página ${n}` }, `Texto ${n}.\n`);
    const root = tempSite(files);
    const good = await docsgen(['build', root, '--no-cache', '--threads', '2', '--verbose']);
    expect(good.stdout).toMatch(/^\s+markdown\s+[\d.]+ m?s\s+60 rendered, 0 from cache, 2 workers$/m);

    // Line 7: three of front matter, a blank line, "Texto.", a blank line.
    editSite(root, { 'content/guia/pagina-30.md': page({ title: 'Funda' }, `Texto.\n\n${DEEP}\n`) });
    const [workers, one] = [
      await docsgen(['build', root, '--no-cache', '--threads', '2']),
      await docsgen(['build', root, '--no-cache', '--threads', '1']),
    ];
    expect(workers.code).toBe(1);
    expect(workers.stderr).toBe(
      [
        'error[markdown-nesting]: content/guia/pagina-30.md:7: Markdown could not be rendered: emphasis, links or brackets nested deeper than 50 levels',
        NESTING_HINT,
        '',
      ].join('\n'),
    );
    expect(one).toMatchObject({ code: 1, stderr: workers.stderr });
  }, 120_000);
});
