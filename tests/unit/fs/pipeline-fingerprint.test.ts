// The caches under .docsgen/cache are keyed by the pipeline's fingerprint: a hash of docsgen's own code and of the
// packages installed for it. These tests change one byte of the code, or one package's version, and expect a new
// fingerprint, so no cached result of another pipeline is ever served. They also check that each cache puts the
// fingerprint in its key: an entry stored under one is not found under another.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fingerprintPipeline, pipelineFingerprint } from '../../../cli/fs/pipeline-fingerprint.js';
import { MarkdownCache } from '../../../cli/markdown/markdown-cache.js';
import type { MarkdownResult } from '../../../cli/markdown/markdown-result.js';
import { OutputRecords } from '../../../cli/incremental/output-records.js';
import { PageTermsCache } from '../../../cli/search/page-terms-cache.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CODE = ['cli', 'templates', 'shared'];

const made: string[] = [];
afterEach(() => {
  while (made.length) rmSync(made.pop()!, { recursive: true, force: true });
});

function tempFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docsgen-fingerprint-'));
  made.push(dir);
  return dir;
}

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A copy of docsgen's pipeline code and npm's record of what is installed, in a temporary package folder. */
function copyOfDocsgen(): { root: string; fingerprint: () => string } {
  const root = tempFolder();
  for (const folder of CODE) cpSync(path.join(ROOT, folder), path.join(root, folder), { recursive: true });
  write(path.join(root, 'package.json'), readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  write(path.join(root, 'node_modules/.package-lock.json'), readFileSync(path.join(ROOT, 'node_modules/.package-lock.json'), 'utf8'));
  return { root, fingerprint: () => fingerprintPipeline({ packageRoot: root, code: CODE.map((folder) => path.join(root, folder)) }) };
}

/** A package folder without npm's record (as pnpm or Yarn leave it): a → b, with b's version given. */
function packageTree(versionOfB: string): { root: string; fingerprint: () => string } {
  const root = tempFolder();
  write(path.join(root, 'package.json'), JSON.stringify({ name: 'docsgen', dependencies: { a: '^1.0.0' } }));
  write(path.join(root, 'cli/index.ts'), 'export {};\n');
  write(path.join(root, 'node_modules/a/package.json'), JSON.stringify({ name: 'a', version: '1.0.0', dependencies: { b: '^2.0.0' } }));
  write(path.join(root, 'node_modules/b/package.json'), JSON.stringify({ name: 'b', version: versionOfB }));
  return { root, fingerprint: () => fingerprintPipeline({ packageRoot: root, code: [path.join(root, 'cli')] }) };
}

describe('the pipeline fingerprint', () => {
  it('run from the TypeScript sources, is the fingerprint of cli/, templates/ and shared/ with the installed packages', () => {
    expect(pipelineFingerprint()).toMatch(/^[0-9a-f]{40}$/);
    expect(copyOfDocsgen().fingerprint()).toBe(pipelineFingerprint());
  });

  it('changes when one byte of the code that makes the output changes (the heading slugger), and only then', () => {
    const docsgen = copyOfDocsgen();
    const before = docsgen.fingerprint();
    const slug = path.join(docsgen.root, 'cli/text/slug.ts');
    const source = readFileSync(slug, 'utf8');
    expect(docsgen.fingerprint()).toBe(before);
    writeFileSync(slug, source.replace('slugger.slug(', 'slugger.slug(\t'));
    expect(docsgen.fingerprint()).not.toBe(before);
    writeFileSync(slug, source);
    expect(docsgen.fingerprint()).toBe(before);
    write(
      path.join(docsgen.root, 'templates/pages/DocPage.tsx'),
      `${readFileSync(path.join(ROOT, 'templates/pages/DocPage.tsx'), 'utf8')} `,
    );
    expect(docsgen.fingerprint()).not.toBe(before);
  });

  it('changes when an installed package changes version (npm records it in node_modules/.package-lock.json)', () => {
    const docsgen = copyOfDocsgen();
    const before = docsgen.fingerprint();
    const record = path.join(docsgen.root, 'node_modules/.package-lock.json');
    const lock = JSON.parse(readFileSync(record, 'utf8')) as { packages: Record<string, { version: string }> };
    lock.packages['node_modules/micromark']!.version = '0.0.0-other';
    writeFileSync(record, JSON.stringify(lock, null, 2));
    expect(docsgen.fingerprint()).not.toBe(before);
  });

  it('without npm’s record, changes when a dependency of a dependency changes version', () => {
    const first = packageTree('2.0.0');
    const same = packageTree('2.0.0');
    const other = packageTree('2.0.1');
    expect(same.fingerprint()).toBe(first.fingerprint());
    expect(other.fingerprint()).not.toBe(first.fingerprint());
  });

  it('without npm’s record, reads the copy Node would load: a nested one before the hoisted one', () => {
    const tree = packageTree('2.0.0');
    const before = tree.fingerprint();
    write(path.join(tree.root, 'node_modules/a/node_modules/b/package.json'), JSON.stringify({ name: 'b', version: '2.0.0' }));
    const nested = tree.fingerprint();
    expect(nested).not.toBe(before);
    write(path.join(tree.root, 'node_modules/b/package.json'), JSON.stringify({ name: 'b', version: '9.9.9' }));
    expect(tree.fingerprint()).toBe(nested);
  });
});

describe('each cache is keyed by the fingerprint', () => {
  const result: MarkdownResult = { html: '<h2 id="a">A</h2>', headings: [], links: [], sections: [] };

  it('Markdown: a result stored by one pipeline is not found by another, and is by the same one', () => {
    const file = path.join(tempFolder(), 'markdown.jsonl');
    const stored = new MarkdownCache(file, { fingerprint: 'one', salt: 'options' });
    stored.set('hash', result);
    stored.flush();
    expect(new MarkdownCache(file, { fingerprint: 'two', salt: 'options' }).get('hash')).toBeUndefined();
    expect(new MarkdownCache(file, { fingerprint: 'one', salt: 'options' }).get('hash')).toEqual(result);
  });

  it('search pieces: a file saved by one pipeline is an empty cache to another', () => {
    const file = path.join(tempFolder(), 'search-terms.json');
    const stored = new PageTermsCache(file, 'one');
    stored.set('fragment', { records: [], terms: '', numbers: [] });
    stored.save();
    expect(new PageTermsCache(file, 'two').load().size).toBe(0);
    expect(new PageTermsCache(file, 'one').load().get('fragment')).toEqual({ records: [], terms: '', numbers: [] });
  });

  it('rendered pages: the same page has another key under another pipeline', () => {
    const parts = ['{"site":1}', '', '{"route":"/"}'];
    const key = (fingerprint: string): string => new OutputRecords(undefined, tempFolder(), fingerprint).key(parts);
    expect(key('one')).not.toBe(key('two'));
    expect(key('one')).toBe(key('one'));
  });
});
