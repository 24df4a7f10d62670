import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, readdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { page, tempSite } from './support/temp-site.js';
import { startAlgoliaDouble } from '../support/algolia-double.js';
import { copyCoinsSite } from '../support/coins-site.js';

/** Gives a file a new modification time, its bytes unchanged, as saving it again in an editor does. */
function touch(file: string): void {
  const later = new Date(Date.now() + 2000);
  utimesSync(file, later, later);
}

const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(ROOT, 'bin/docsgen.mjs');

/** Runs the CLI without blocking this process (the Algolia double answers from here), with exactly `env` added. */
function docsgenAsync(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DOCSGEN_ALGOLIA_ADMIN_KEY: _ignored, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd: ROOT, env: { ...inherited, ...env }, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

function docsgen(args: string[], cwd = ROOT) {
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(() => {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-cli.mjs')], { cwd: ROOT });
});

describe('docsgen CLI', () => {
  it('documents its commands in --help', () => {
    const help = docsgen(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/build \[options\] \[root\]/);
    expect(help.stdout).toMatch(/serve \[options\] \[root\]/);
    expect(help.stdout).toMatch(/dev \[options\] \[root\]/);
    expect(docsgen(['dev', '--help']).stdout).toMatch(/--port <port>[\s\S]*--host <host>/);
    expect(help.stdout).toMatch(/^\s+search\b/m);
    expect(docsgen(['search', 'push', '--help']).stdout).toContain('--dry-run');
    const build = docsgen(['build', '--help']);
    expect(build.stdout).toContain('--out <dir>');
    expect(build.stdout).toContain('--cache-dir <dir>');
    expect(build.stdout).toContain('--verbose');
  });

  it('reports at most 10 warnings of a kind, and every one with --verbose', () => {
    const links = Array.from({ length: 25 }, (_, i) => `[quebrado ${i}](/nao-existe-${i})`).join('\n\n');
    const root = tempSite({ 'content/index.md': page({ title: 'Início' }, `${links}\n`) });
    const brokenLines = (stdout: string): string[] => stdout.split('\n').filter((line) => line.startsWith('warning[broken-link]: '));
    const short = docsgen(['build', root]);
    expect(short.code).toBe(0);
    expect(brokenLines(short.stdout)).toHaveLength(10);
    expect(short.stdout).toContain(
      [
        'warning[broken-link]: content/index.md:23: link to /nao-existe-9 points to no page',
        '  … and 15 more',
        'warning[no-url]: no `url` in the config: canonical links are paths and sitemap.xml is not written',
        'warnings by kind: 25 broken-link, 1 no-url (docsgen build --verbose prints them all)',
      ].join('\n'),
    );
    const verbose = docsgen(['build', root, '--verbose']);
    expect(verbose.code).toBe(0);
    expect(brokenLines(verbose.stdout)).toEqual(
      Array.from(
        { length: 25 },
        (_, i) => `warning[broken-link]: content/index.md:${5 + 2 * i}: link to /nao-existe-${i} points to no page`,
      ),
    );
    expect(verbose.stdout).not.toContain('… and');
    // Nothing changed: the build is up to date, and reports the last build's warnings all the same.
    expect(verbose.stdout).toMatch(/\nwarnings by kind: 25 broken-link, 1 no-url\nUp to date: \d+ pages .* \(26 warnings\)\n$/);
  });

  it('builds a folder of Markdown with no config, printing one line per stage and a summary', () => {
    const root = tempSite({ 'content/index.md': page({ title: 'Início' }), 'content/a/b.md': page({ title: 'B' }) });
    const result = docsgen(['build', root]);
    expect(result.code).toBe(0);
    for (const stage of ['config', 'content', 'markdown', 'model', 'client', 'render', 'write']) {
      expect(result.stdout).toMatch(new RegExp(`^\\s+${stage}\\s+[\\d.]+ (ms|s)`, 'm'));
    }
    expect(result.stdout).toMatch(/^Built 4 pages \([\d.]+ KB\) in [\d.]+ (ms|s)/m);
    expect(existsSync(path.join(root, 'build/a/b/index.html'))).toBe(true);
  });

  it('keeps its caches in the folder --cache-dir names (relative to the site root), and none in .docsgen/cache', () => {
    const root = tempSite({ 'content/index.md': page({ title: 'Início' }), 'content/a.md': page({ title: 'A' }) });
    const caches = path.join(path.dirname(root), 'ci-cache');
    expect(docsgen(['build', root, '--cache-dir', '../ci-cache']).stdout).toMatch(/^\s+markdown\s+[\d.]+ ms\s+2 rendered, 0 from cache$/m);
    expect(readdirSync(caches).sort()).toEqual([
      'client',
      'content-files.json',
      expect.stringMatching(/^inputs-\w+\.json$/),
      'markdown.jsonl',
      expect.stringMatching(/^model-\w+\.json$/),
      expect.stringMatching(/^output-\w+\.json$/),
      expect.stringMatching(/^output-records-\w+\.json$/),
      'search-terms.json',
    ]);
    expect(existsSync(path.join(root, '.docsgen/cache'))).toBe(false);
    expect(docsgen(['build', root, '--cache-dir', caches]).stdout).toMatch(/^Up to date: \d+ pages /m);
    // The same text, saved again: the page is remade from the frame kept there, and its HTML is the recorded one.
    touch(path.join(root, 'content/a.md'));
    const again = docsgen(['build', root, '--cache-dir', caches]);
    expect(again.stdout).toMatch(/^\s+check\s+[\d.]+ ms\s+1 of the files and folders the last build read changed: building$/m);
    expect(again.stdout).toMatch(/^\s+edits\s+[\d.]+ ms\s+1 page edited \(content\/a\.md\), remade alone$/m);
    expect(again.stdout).toMatch(/^\s+render\s+[\d.]+ ms\s+0 rendered, 4 unchanged$/m);
    // A page added builds the whole site: the other pages' Markdown comes from the cache there.
    writeFileSync(path.join(root, 'content/b.md'), page({ title: 'B' }));
    expect(docsgen(['build', root, '--cache-dir', caches]).stdout).toMatch(/^\s+markdown\s+[\d.]+ ms\s+1 rendered, 2 from cache$/m);
    expect(docsgen(['build', root]).stdout).toMatch(/^\s+markdown\s+[\d.]+ ms\s+3 rendered, 0 from cache$/m);
  }, 60_000);

  it('an installed docsgen whose bundle changed by one byte reuses no cache entry its old bundle made', () => {
    // A copy of the package as npm installs it (bin/, dist/, the browser sources, package.json, node_modules), so its
    // bundle can be edited without touching the one other tests run.
    const installed = path.join(path.dirname(tempSite({})), 'docsgen');
    for (const part of ['bin', 'dist', 'client', 'templates', 'shared', 'package.json'])
      cpSync(path.join(ROOT, part), path.join(installed, part), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(installed, 'node_modules'));
    const root = tempSite({ 'content/index.md': page({ title: 'Início' }, '## Saldo\n'), 'content/a.md': page({ title: 'A' }) });
    const build = (): string => {
      const result = spawnSync(process.execPath, [path.join(installed, 'bin/docsgen.mjs'), 'build', root], {
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.stderr).toBe('');
      return result.stdout;
    };
    const stage = (name: string): RegExp => new RegExp(`^\\s+${name}\\s+[\\d.]+ m?s\\s+(.*)$`, 'm');
    build();
    // A page added (a body edit would remake only that page): the whole site is built, with what the caches hold.
    writeFileSync(path.join(root, 'content/b.md'), page({ title: 'B' }));
    expect(stage('markdown').exec(build())![1]).toBe('1 rendered, 2 from cache');
    appendFileSync(path.join(installed, 'dist/cli.mjs'), ' ');
    const after = build();
    expect(stage('markdown').exec(after)![1]).toBe('3 rendered, 0 from cache');
    // Bundled again, not copied from the cache (which says "(cached)"); how many files the bundle has is not the point.
    expect(stage('client').exec(after)![1]).toMatch(/^\d+ files$/);
    expect(stage('render').exec(after)![1]).toBe('5 rendered, 0 unchanged');
    expect(stage('search').exec(after)![1]).toMatch(/^\d+ records of 3 pages \(3 indexed, 0 from cache\)/);
  }, 120_000);

  it('fails with the file, the line and a hint on broken front matter, keeping the old output', () => {
    const root = tempSite({ 'content/index.md': page({ title: 'Início' }) });
    expect(docsgen(['build', root]).code).toBe(0);
    const before = readFileSync(path.join(root, 'build/index.html'), 'utf8');
    writeFileSync(path.join(root, 'content/index.md'), '---\ntitle: [sem fechar\n---\n');
    const result = docsgen(['build', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^error\[front-matter-yaml\]: content\/index\.md:2:19: front matter is not valid YAML: unexpected end of the stream within a flow collection$/m,
    );
    expect(result.stderr).toMatch(/hint: /);
    expect(readFileSync(path.join(root, 'build/index.html'), 'utf8')).toBe(before);
  });

  it('fails clearly when the site folder does not exist', () => {
    const result = docsgen(['build', '/nao/existe/site']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('site folder /nao/existe/site does not exist');
  });

  it('refuses to serve a folder that was never built', () => {
    const root = tempSite({ 'content/index.md': page({ title: 'Início' }) });
    const result = docsgen(['serve', root]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/has no index\.html: nothing to serve\n\s+hint: run "docsgen build/);
  });

  it('says when the port is taken', async () => {
    const root = tempSite({ 'content/index.md': page({ title: 'Início' }) });
    expect(docsgen(['build', root]).code).toBe(0);
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const result = docsgen(['serve', root, '--port', String(port)]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`port ${port} on 127.0.0.1 is already in use`);
      const dev = docsgen(['dev', root, '--port', String(port)]);
      expect(dev.code).toBe(1);
      expect(dev.stderr).toContain(`port ${port} on 127.0.0.1 is already in use`);
    } finally {
      blocker.close();
    }
  });

  // Each builds the whole Coins site's model (OpenAPI included): slower than the small sites above, above all on a busy machine.
  describe('search push', { timeout: 60_000 }, () => {
    it('uploads the records to Algolia with the admin key from the environment and says how many', async () => {
      const double = await startAlgoliaDouble({ apiKeys: ['admin-key'] });
      const site = copyCoinsSite();
      try {
        site.setSearch({ provider: 'algolia', appId: 'APP', apiKey: 'search-key', indexName: 'coins', hosts: [double.url] });
        const result = await docsgenAsync(['search', 'push', site.root], { DOCSGEN_ALGOLIA_ADMIN_KEY: 'admin-key' });
        expect(result.stderr).toBe('');
        expect(result.code).toBe(0);
        const count = double.records('coins').length;
        expect(count).toBeGreaterThan(0);
        expect(result.stdout).toContain(`Sent ${count} records to Algolia index "coins" (app APP).`);
        expect(double.requests.some((r) => r.method === 'PUT' && r.path === '/1/indexes/coins/settings')).toBe(true);
      } finally {
        await double.stop();
        site.remove();
      }
    });

    it('exits non-zero naming the environment variable when the admin key is missing', async () => {
      const double = await startAlgoliaDouble();
      const site = copyCoinsSite();
      try {
        site.setSearch({ provider: 'algolia', appId: 'APP', apiKey: 'search-key', indexName: 'coins', hosts: [double.url] });
        const result = await docsgenAsync(['search', 'push', site.root], {});
        expect(result.code).toBe(1);
        expect(result.stderr).toMatch(
          /^error\[algolia-admin-key-missing\]: the environment variable DOCSGEN_ALGOLIA_ADMIN_KEY is not set/m,
        );
        expect(result.stderr).toMatch(/hint: run `DOCSGEN_ALGOLIA_ADMIN_KEY=<admin key> docsgen search push`/);
        expect(double.requests).toEqual([]);
      } finally {
        await double.stop();
        site.remove();
      }
    });
  });
});
