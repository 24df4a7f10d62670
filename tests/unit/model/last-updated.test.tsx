// "Atualizado em": with `lastUpdated: true`, every Markdown page shows the date of its file's last commit, read with one
// `git log` for the whole site, in the site's language. A file never committed, a site outside git, or no git at all:
// no date and no error. A new commit re-dates a page the render cache would otherwise have kept.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { DevSite } from '../../../cli/dev/dev-site.js';
import { htmlFileFor } from '../../../cli/routes/output-file.js';
import { parseCommitLog, readCommitTimes } from '../../../cli/sources/commit-times.js';
import { EN_STRINGS } from '../../../shared/i18n/strings.en.js';
import { PT_STRINGS as strings, type UiStrings } from '../../../shared/i18n/strings.pt.js';
import { LastUpdated } from '../../../templates/pages/LastUpdated.js';
import { StringsProvider } from '../../../templates/useStrings.js';
import { findAll, hasClass, parseHtml, textOf } from '../support/html-tree.js';
import { page, tempSite } from '../support/temp-site.js';

const CONFIG = "export default { title: 'T', lastUpdated: true, locale: 'pt' };\n";

/** git in `cwd` with a fixed identity and, for commits, fixed author and committer dates; no user config read. */
function git(cwd: string, args: string[], date?: string): void {
  execFileSync('git', args, {
    cwd,
    stdio: 'ignore',
    env: {
      ...process.env,
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_AUTHOR_NAME: 'Autora',
      GIT_AUTHOR_EMAIL: 'autora@example.com',
      GIT_COMMITTER_NAME: 'Autora',
      GIT_COMMITTER_EMAIL: 'autora@example.com',
      ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}),
    },
  });
}

function commitAll(root: string, date: string): void {
  git(root, ['add', '-A', 'content']);
  git(root, ['commit', '-q', '-m', `em ${date}`], date);
}

/** A site in a fresh repository: three pages committed on 2 January 2024, one of them again on 5 March. */
function committedSite(extra: Record<string, string> = {}): string {
  const root = tempSite({
    'docsgen.config.ts': CONFIG,
    'content/index.md': page({ title: 'Início' }),
    'content/guia/ação rápida.md': page({ title: 'Ação rápida' }),
    'content/guia/velho.md': page({ title: 'Movida' }),
    ...extra,
  });
  git(root, ['init', '-q', '-b', 'main']);
  commitAll(root, '2024-01-02T10:00:00Z');
  writeFileSync(path.join(root, 'content/index.md'), page({ title: 'Início' }, 'Texto novo.\n'));
  commitAll(root, '2024-03-05T12:00:00Z');
  return root;
}

/** What a built page says of its date: the text of its "Atualizado em" line and its <time>'s datetime. */
function updated(root: string, route: string): { text: string; datetime: string | undefined } | undefined {
  const html = readFileSync(path.join(root, 'build', htmlFileFor(route)), 'utf8');
  const line = findAll(parseHtml(html), (el) => hasClass(el, 'dg-doc__updated'))[0];
  if (!line) return undefined;
  return { text: textOf(line), datetime: findAll(line, (el) => el.tag === 'time')[0]?.attrs.datetime };
}

/** Puts a git on PATH that notes its arguments before running the real one; calls() lists them. */
function countingGit(): { calls(): string[]; remove(): void } {
  const bin = mkdtempSync(path.join(os.tmpdir(), 'docsgen-git-'));
  const log = path.join(bin, 'calls');
  const realGit = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  writeFileSync(path.join(bin, 'git'), `#!/bin/sh\necho "$*" >> '${log}'\nexec '${realGit}' "$@"\n`);
  chmodSync(path.join(bin, 'git'), 0o755);
  writeFileSync(log, '');
  vi.stubEnv('PATH', `${bin}${path.delimiter}${process.env.PATH}`);
  return {
    calls: () => readFileSync(log, 'utf8').split('\n').filter(Boolean),
    remove: () => rmSync(bin, { recursive: true, force: true }),
  };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('parseCommitLog', () => {
  it('keeps each path’s newest time, whatever the order, with spaces, accents and line breaks in names', () => {
    const log =
      '\x001709640000\x00\na.md\x00guia/ação rápida.md\x00\x001704189600\x00\na.md\x00linha\nquebrada.md\x00\x001800000000\x00\x00';
    expect(parseCommitLog(log)).toEqual(
      new Map([
        ['a.md', 1709640000_000],
        ['guia/ação rápida.md', 1709640000_000],
        ['linha\nquebrada.md', 1704189600_000],
      ]),
    );
  });
});

describe('a site with lastUpdated', () => {
  it('dates every committed page by its file’s last commit, in the site’s language, with a <time>', async () => {
    const root = committedSite();
    git(root, ['mv', 'content/guia/velho.md', 'content/guia/nova.md']);
    commitAll(root, '2024-04-06T08:00:00Z');
    // Edited since its last commit, and a page never committed.
    writeFileSync(path.join(root, 'content/guia/ação rápida.md'), page({ title: 'Ação rápida' }, 'Ainda não salvo no git.\n'));
    writeFileSync(path.join(root, 'content/guia/rascunho.md'), page({ title: 'Rascunho' }));
    const lines: string[] = [];
    const { model, warnings } = await buildSite({ root, log: (line) => lines.push(line), cache: false });

    expect(updated(root, '/')).toEqual({ text: 'Atualizado em 5 de março de 2024', datetime: '2024-03-05T12:00:00.000Z' });
    expect(updated(root, '/guia/nova')?.datetime, 'a moved file: the commit that moved it').toBe('2024-04-06T08:00:00.000Z');
    const edited = Object.values(model.pages).find((p) => p.kind === 'doc' && p.title === 'Ação rápida');
    expect(edited && 'lastUpdated' in edited && edited.lastUpdated, 'edited, not committed: its last commit').toBe(
      '2024-01-02T10:00:00.000Z',
    );
    expect(updated(root, '/guia/rascunho'), 'never committed: no date').toBeUndefined();
    expect(updated(root, '/404')).toBeUndefined();
    expect(lines.join('\n')).toMatch(/^\s+dates\s+\d+ ms\s+3 of 4 pages dated by one git log$/m);
    expect(warnings.map((w) => w.code)).not.toContain(expect.stringMatching(/git|date/));
  }, 60_000);

  it('runs git once for the whole site, not once per page', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 12; i++) files[`content/guia/p${i}.md`] = page({ title: `Página ${i}` });
    const root = committedSite(files);
    const git = countingGit();
    try {
      const { model } = await buildSite({ root, log: () => {}, cache: false });
      const dated = Object.values(model.pages).filter((p) => p.kind === 'doc' && p.lastUpdated);
      expect(dated).toHaveLength(15);
      expect(git.calls()).toEqual([expect.stringMatching(/ log -z --name-only /)]);
    } finally {
      git.remove();
    }
  }, 60_000);

  it('builds without dates, and without a warning, when git is not on PATH', async () => {
    const root = committedSite();
    vi.stubEnv('PATH', '');
    const lines: string[] = [];
    const { model, warnings } = await buildSite({ root, log: (line) => lines.push(line), cache: false });
    expect(Object.values(model.pages).some((p) => p.kind === 'doc' && p.lastUpdated)).toBe(false);
    expect(updated(root, '/')).toBeUndefined();
    expect(lines.join('\n')).toMatch(/^\s+dates\s+\d+ ms\s+no dates: git not found$/m);
    expect(warnings.filter((w) => /git|date/i.test(w.message))).toEqual([]);
  }, 60_000);

  it('builds without dates outside a git repository', async () => {
    const root = tempSite({ 'docsgen.config.ts': CONFIG, 'content/index.md': page({ title: 'Início' }) });
    expect(await readCommitTimes(path.join(root, 'content'))).toEqual({
      times: new Map(),
      unavailable: expect.stringMatching(/^not a git repository/),
    });
    const lines: string[] = [];
    await buildSite({ root, log: (line) => lines.push(line), cache: false });
    expect(updated(root, '/')).toBeUndefined();
    expect(lines.join('\n')).toMatch(/no dates: not a git repository/);
  }, 60_000);

  it('shows a new commit’s date after a build that kept the page’s render (the render cache)', async () => {
    const root = committedSite();
    writeFileSync(path.join(root, 'content/guia/velho.md'), page({ title: 'Movida' }, 'Editado.\n'));
    await buildSite({ root, log: () => {} });
    expect(updated(root, '/guia/velho')?.datetime).toBe('2024-01-02T10:00:00.000Z');
    // The same text, committed: only the date differs from what the last build rendered.
    commitAll(root, '2024-05-07T09:00:00Z');
    await buildSite({ root, log: () => {} });
    expect(updated(root, '/guia/velho')?.datetime).toBe('2024-05-07T09:00:00.000Z');
  }, 60_000);
});

describe('docsgen dev with lastUpdated', () => {
  it('runs git once for the session, and again at the first rebuild after a commit', async () => {
    const root = committedSite();
    const file = path.join(root, 'content/guia/velho.md');
    const dev = new DevSite({ root, cache: false });
    const dateOf = async () => {
      const { model } = await dev.build(() => {});
      const velho = model.pages['/guia/velho'];
      return velho?.kind === 'doc' ? velho.lastUpdated : undefined;
    };
    const git = countingGit();
    try {
      expect(await dateOf()).toBe('2024-01-02T10:00:00.000Z');
      writeFileSync(file, page({ title: 'Movida' }, 'Editado.\n'));
      dev.invalidate([file]);
      expect(await dateOf(), 'an edit, not a commit').toBe('2024-01-02T10:00:00.000Z');
      expect(git.calls().filter((call) => / log /.test(call))).toHaveLength(1);
      commitAll(root, '2024-05-07T09:00:00Z');
      writeFileSync(file, page({ title: 'Movida' }, 'Editado de novo.\n'));
      dev.invalidate([file]);
      expect(await dateOf()).toBe('2024-05-07T09:00:00.000Z');
      // (the test's own add and commit ran through the same git)
      expect(git.calls().filter((call) => / log /.test(call))).toHaveLength(2);
    } finally {
      git.remove();
    }
  }, 60_000);
});

describe('LastUpdated', () => {
  it('writes the date alone (no time of day) in the site’s language, in UTC', () => {
    const render = (table: UiStrings, locale: string, iso: string) =>
      renderToStaticMarkup(
        <StringsProvider strings={table} locale={locale}>
          <LastUpdated iso={iso} locale={locale} />
        </StringsProvider>,
      );
    expect(render(strings, 'pt', '2024-03-05T23:30:00.000Z')).toBe(
      '<p class="dg-doc__updated">Atualizado em <time dateTime="2024-03-05T23:30:00.000Z">5 de março de 2024</time></p>',
    );
    expect(render(EN_STRINGS, 'en', '2024-03-05T23:30:00.000Z')).toContain(
      'Last updated on <time dateTime="2024-03-05T23:30:00.000Z">March 5, 2024</time>',
    );
  });
});
