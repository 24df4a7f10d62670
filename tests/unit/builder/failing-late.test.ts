// Builds that fail after their temporary output folder exists (static copy, client bundle, render, search index, the
// swap): each must reject, leave the previous output byte for byte, and leave no temporary folder anywhere. Failures
// before that folder exists are covered by bad-content.test.ts; kills by killed-build.test.ts.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import type { FailPoint } from '../../../cli/fs/test-hooks.js';
import { editSite, page, tempSite } from '../support/temp-site.js';
import { snapshot } from './output-snapshot.js';

function siteFiles(version: string): Record<string, string> {
  return {
    'content/index.md': page({ title: 'Início' }, `Versão ${version} da página inicial.\n`),
    'content/guia/index.md': page({ title: 'Guia' }, '## Começar\n\nComo começar.\n'),
    'content/guia/passo.md': page({ title: 'Passo' }, '## Um\n\n[volta](/guia)\n'),
    'static/ok.txt': 'ok\n',
  };
}

afterEach(() => {
  delete process.env.DOCSGEN_FAIL;
});

/** Every path under a folder, relative to it, "/"-separated. */
function allPaths(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).map((entry) =>
    path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
  );
}

/** What a build may leave behind while it runs: `build.tmp-*`/`build.old-*` folders and `*.tmp` files, anywhere. */
const TEMPORARY = /(^|\/)(build\.(tmp|old)-[^/]*|[^/]*\.tmp)(\/|$)/;

/** `text` as a pattern that matches it and nothing else. */
const literally = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface LateFailure {
  /** The stage that fails. */
  stage: string;
  /** What makes the next build fail there: files a user could put in the site (`undo` removes them), or the test hook. */
  cause: { files: Record<string, string>; undo: string } | { hook: FailPoint };
  /** The stages that succeed (each prints its line) before the failing one. */
  done: string[];
  /** What the error says, in a site at `root` whose temporary output is named by `tmp` (a pattern). */
  message: (root: string, tmp: string) => RegExp;
  /** Caches off for the failing build: it then publishes a whole new folder, not an in-place update. */
  noCache?: boolean;
}

const LOADED = ['config', 'content', 'markdown', 'model'];
const HOOK_MESSAGE = (point: FailPoint) => () => new RegExp(`^DOCSGEN_FAIL=${point}: the test hook made this step fail$`);
const EISDIR = "EISDIR: illegal operation on a directory, copyfile '";

const FAILURES: LateFailure[] = [
  {
    // A file where the build's assets/ folder must go (the search index's thread has its folder in it): its copy fails.
    stage: 'static copy',
    cause: { files: { 'static/assets': 'not a folder\n' }, undo: 'static/assets' },
    done: [...LOADED, 'client'],
    message: (root, tmp) => new RegExp(`^${literally(`${EISDIR}${root}/static/assets' -> '`)}${tmp}/assets'$`),
  },
  {
    // A folder where the bundle's manifest must go (static/ is copied first): copying the bundle in fails on it.
    stage: 'client bundle',
    cause: { files: { 'static/assets/manifest.json/keep.txt': 'in the way\n' }, undo: 'static/assets' },
    done: [...LOADED, 'client'],
    message: (root, tmp) =>
      new RegExp(
        `^${literally(`${EISDIR}${root}/.docsgen/cache/client/`)}\\w+/assets/manifest\\.json' -> '${tmp}/assets/manifest\\.json'$`,
      ),
  },
  {
    // A folder where a page's HTML must go: the unchanged /guia is not kept under it but written, which fails on it.
    stage: 'render',
    cause: { files: { 'static/guia/index.html/keep.txt': 'in the way\n' }, undo: 'static/guia' },
    done: [...LOADED, 'client'],
    message: (_root, tmp) => new RegExp(`^${literally('EISDIR: illegal operation on a directory, open ')}'${tmp}/guia/index\\.html'$`),
  },
  {
    stage: 'search index',
    cause: { hook: 'search-index' },
    done: [...LOADED, 'client', 'render', 'llms'],
    message: HOOK_MESSAGE('search-index'),
  },
  {
    // The old output is already moved aside when the new one cannot take its place: it must be put back.
    stage: 'swap',
    cause: { hook: 'swap-rename' },
    noCache: true,
    done: [...LOADED, 'client', 'render', 'llms', 'search', 'compress'],
    message: HOOK_MESSAGE('swap-rename'),
  },
];

describe('a build that fails after its temporary output exists', () => {
  for (const { stage, cause, done, message, noCache } of FAILURES) {
    it(`${stage}: rejects, keeps the previous output byte for byte and leaves no temporary folder`, async () => {
      const root = tempSite(siteFiles('A'));
      const out = path.join(root, 'build');
      await buildSite({ root, log: () => {} });
      const before = snapshot(out);
      expect(Object.keys(before)).toEqual(expect.arrayContaining(['index.html', 'guia/index.html', 'ok.txt', 'assets/manifest.json']));
      const parent = readdirSync(root).sort();

      // A change of content too, so that the failed build's output could not pass for the previous one.
      editSite(root, siteFiles('B'));
      if ('hook' in cause) process.env.DOCSGEN_FAIL = cause.hook;
      else editSite(root, cause.files);
      const lines: string[] = [];
      const error = await buildSite({ root, cache: !noCache, log: (line) => lines.push(line) }).then(
        () => undefined,
        (caught: unknown) => caught,
      );

      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(message(root, `${literally(out)}\\.tmp-\\d+-[0-9a-z]+`));
      const stages = lines.map((line) => /^ {2}(\w+) +[\d.]+ m?s/.exec(line)?.[1]).filter(Boolean);
      expect(stages).toEqual(done);
      expect(snapshot(out)).toEqual(before);
      expect(readdirSync(root).sort()).toEqual(parent);
      expect(allPaths(root).filter((rel) => TEMPORARY.test(rel))).toEqual([]);

      // Nothing the failed build did survives into the next one: with the cause gone, it publishes version B whole.
      delete process.env.DOCSGEN_FAIL;
      if ('undo' in cause) rmSync(path.join(root, cause.undo), { recursive: true });
      await buildSite({ root, log: () => {} });
      expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('Versão B da página inicial.');
      expect(readFileSync(path.join(out, 'guia/index.html'), 'utf8')).toContain('Como começar.');
      expect(readFileSync(path.join(out, 'assets/manifest.json'), 'utf8')).toContain('"boot"');
      expect(readdirSync(root).sort()).toEqual(parent);
    });
  }
});
