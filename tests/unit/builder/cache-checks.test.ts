// Every cache a build reads back is checked before it is trusted: a cache file cut short, corrupt, of the wrong shape,
// or describing output files that are no longer there as they were, is ignored and made again. The output is then what
// a build without caches makes.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { deadPid, waitUntil } from '../support/background-work.js';
import { filesOf } from '../support/cli-process.js';
import { editSite, page, tempSite } from '../support/temp-site.js';

function siteFiles(): Record<string, string> {
  return {
    'content/index.md': page({ title: 'Início' }, '## Olá\n\nBem-vindo ao saldo.\n'),
    'content/guia/index.md': page({ title: 'Guia' }, 'Texto do guia sobre pontos.\n'),
    'content/guia/passo.md': page({ title: 'Passo' }, '## Um\n\nTexto do passo sobre resgates.\n'),
  };
}

/** Builds and returns the lines it printed. */
async function build(root: string, options: { out?: string; cache?: boolean } = {}): Promise<string[]> {
  const lines: string[] = [];
  await buildSite({ root, ...options, log: (line) => lines.push(line) });
  return lines;
}

const stageLine = (lines: string[], stage: string): string | undefined => lines.find((line) => new RegExp(`^\\s+${stage}\\s`).test(line));
const cacheDir = (root: string): string => path.join(root, '.docsgen/cache');

/** The output must be what a build without any cache makes of the same sources. */
async function expectCleanOutput(root: string): Promise<void> {
  await build(root, { out: 'clean', cache: false });
  expect(filesOf(path.join(root, 'build'))).toEqual(filesOf(path.join(root, 'clean')));
}

describe('the render cache', () => {
  it('is ignored when its file was cut short: every page renders again', async () => {
    const root = tempSite(siteFiles());
    await build(root);
    const [manifest] = readdirSync(cacheDir(root)).filter((name) => /^output-records-\w+\.json$/.test(name));
    const file = path.join(cacheDir(root), manifest!);
    truncateSync(file, Math.floor(readFileSync(file).length / 2));
    expect(stageLine(await build(root), 'render')).toMatch(/5 rendered, 0 unchanged/);
    await expectCleanOutput(root);
  });

  it('does not reuse an output file that is not the one it recorded (replaced by another build or by hand)', async () => {
    const root = tempSite(siteFiles());
    await build(root);
    const guide = path.join(root, 'build/guia/index.html');
    writeFileSync(guide, 'editado à mão');
    expect(stageLine(await build(root), 'render')).toMatch(/1 rendered, 4 unchanged/);
    expect(readFileSync(guide, 'utf8')).toContain('Texto do guia sobre pontos.');
    await expectCleanOutput(root);
  });

  it('renders again the pages whose entries lack what they need of the security policy (an older manifest)', async () => {
    const root = tempSite({ ...siteFiles(), 'content/cor.md': page({ title: 'Cor' }, '<p style="color: red">vermelho</p>\n') });
    await build(root);
    const [manifest] = readdirSync(cacheDir(root)).filter((name) => /^output-records-\w+\.json$/.test(name));
    const file = path.join(cacheDir(root), manifest!);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { files: Record<string, unknown[]> };
    for (const entry of Object.values(saved.files)) entry.length = 2;
    writeFileSync(file, JSON.stringify(saved));
    expect(stageLine(await build(root), 'render')).toMatch(/6 rendered, 0 unchanged/);
    expect(readFileSync(path.join(root, 'build/_headers'), 'utf8')).toContain('unsafe-hashes');
    await expectCleanOutput(root);
  });

  it('makes a rebuild with nothing changed render nothing and publish the same bytes', async () => {
    const root = tempSite(siteFiles());
    await build(root);
    const before = filesOf(path.join(root, 'build'));
    expect(stageLine(await build(root), 'render')).toMatch(/0 rendered, 5 unchanged/);
    expect(filesOf(path.join(root, 'build'))).toEqual(before);
    await expectCleanOutput(root);
  });
});

describe("the files for readers' tools", () => {
  it('are linked from the last output when unchanged, written anew when their page changed or the output was edited', async () => {
    const root = tempSite(siteFiles());
    await build(root);
    const passo = path.join(root, 'build/guia/passo.md');
    const full = path.join(root, 'build/llms-full.txt');
    expect(readFileSync(passo, 'utf8')).toContain('Texto do passo sobre resgates.');
    // Nothing changed: every file is the last build's (llms.txt, llms-full.txt and a .md per page).
    expect(stageLine(await build(root), 'llms')).toMatch(/(\d+) files .*, \1 unchanged/);
    // One page edited: its .md and llms-full.txt follow the edit.
    writeFileSync(path.join(root, 'content/guia/passo.md'), page({ title: 'Passo' }, '## Um\n\nTexto novo do passo.\n'));
    await build(root);
    expect(readFileSync(passo, 'utf8')).toContain('Texto novo do passo.');
    expect(readFileSync(full, 'utf8')).toContain('Texto novo do passo.');
    expect(readFileSync(full, 'utf8')).not.toContain('sobre resgates');
    // A file of the output edited by hand is not the one the cache recorded: it is written again.
    writeFileSync(path.join(root, 'build/guia.md'), 'editado à mão');
    await build(root);
    expect(readFileSync(path.join(root, 'build/guia.md'), 'utf8')).toContain('Texto do guia sobre pontos.');
    await expectCleanOutput(root);
  });
});

describe('the Markdown cache', () => {
  it('ignores a line cut short and a corrupt one, and reads the lines appended after them', async () => {
    const root = tempSite(siteFiles());
    await build(root);
    const file = path.join(cacheDir(root), 'markdown.jsonl');
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    expect(lines).toHaveLength(3);
    const at = (text: string): string => lines.find((line) => line.includes(text))!;
    // The home page's line corrupt; the step's cut short, last in the file, as a build killed while appending leaves it.
    const corrupt = at('Bem-vindo').replace('"result":{', '"result":{{');
    writeFileSync(file, `${at('Texto do guia')}\n${corrupt}\n${at('Texto do passo').slice(0, 60)}`);
    expect(stageLine(await build(root), 'markdown')).toMatch(/2 rendered, 1 from cache/);
    expect(readFileSync(path.join(root, 'build/index.html'), 'utf8')).toContain('Bem-vindo ao saldo.');
    expect(readFileSync(path.join(root, 'build/guia/passo/index.html'), 'utf8')).toContain('Texto do passo sobre resgates.');
    await expectCleanOutput(root);
    // The results rendered again were appended on lines of their own, after the one cut short: all three are read.
    expect(stageLine(await build(root, { out: 'again' }), 'markdown')).toMatch(/0 rendered, 3 from cache/);
  });

  it('is written anew with the results in use once most of its lines are results no build asked for', async () => {
    const root = tempSite(siteFiles());
    await build(root);
    const file = path.join(cacheDir(root), 'markdown.jsonl');
    const [line] = readFileSync(file, 'utf8').split('\n');
    // Lines of pages edited long ago: well-formed, never asked for.
    const stale = Array.from({ length: 20_000 }, (_, i) => line!.replace(/"key":"\w{8}/, `"key":"${i.toString(16).padStart(8, '0')}`));
    writeFileSync(file, `${stale.join('\n')}\n${readFileSync(file, 'utf8')}`);
    expect(statSync(file).size).toBeGreaterThan(4 << 20);
    editSite(root, { 'content/guia/passo.md': page({ title: 'Passo' }, 'Texto novo do passo.\n') });
    expect(stageLine(await build(root), 'markdown')).toMatch(/1 rendered, 2 from cache/);
    expect(readFileSync(file, 'utf8').split('\n').filter(Boolean)).toHaveLength(3);
    expect(stageLine(await build(root, { out: 'again' }), 'markdown')).toMatch(/0 rendered, 3 from cache/);
  });
});

describe('the search pieces cache', () => {
  it('is ignored when cut short, and its entries of the wrong shape are left out', async () => {
    const root = tempSite(siteFiles());
    await build(root);
    const file = path.join(cacheDir(root), 'search-terms.json');
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { pieces: Record<string, { numbers: number[] }> };
    const [first] = Object.keys(stored.pieces);
    stored.pieces[first!]!.numbers.pop(); // one count short: no longer a page's terms
    writeFileSync(file, JSON.stringify(stored));
    expect(stageLine(await build(root), 'search')).toMatch(/\(1 indexed, 2 from cache\)/);
    truncateSync(file, 20);
    expect(stageLine(await build(root), 'search')).toMatch(/\(3 indexed, 0 from cache\)/);
    await expectCleanOutput(root);
  });
});

describe('the client bundle cache', () => {
  it('is made again when one of its files is missing or cut short', async () => {
    const root = tempSite(siteFiles());
    await build(root);
    const [key] = readdirSync(path.join(cacheDir(root), 'client'));
    const assets = path.join(cacheDir(root), 'client', key!, 'assets');
    const manifest = JSON.parse(readFileSync(path.join(assets, 'manifest.json'), 'utf8')) as { boot: string; css: string };
    truncateSync(path.join(assets, path.basename(manifest.boot)), 100);
    expect(stageLine(await build(root), 'client')).not.toContain('(cached)');
    rmSync(path.join(assets, path.basename(manifest.css)));
    expect(stageLine(await build(root), 'client')).not.toContain('(cached)');
    expect(stageLine(await build(root), 'client')).toContain('(cached)');
    await expectCleanOutput(root);
  });
});

describe('what killed builds left in the caches', () => {
  it('is deleted by the next build: temporary files of dead processes only', async () => {
    const root = tempSite({ 'content/index.md': page({ title: 'Início' }) });
    await buildSite({ root, log: () => {} });
    const cache = path.join(root, '.docsgen/cache');
    const dead = deadPid();
    const left = [`search-terms.json.${dead}.tmp`, `client/bundle.${dead}.tmp`, `markdown.jsonl.${dead}.tmp`];
    const live = `markdown.jsonl.${process.pid}.tmp`;
    for (const name of [...left, live]) writeFileSync(path.join(cache, name), 'pela metade');
    // The folder of Markdown results of a docsgen before markdown.jsonl: nothing reads it any more.
    mkdirSync(path.join(cache, 'markdown'));
    writeFileSync(path.join(cache, 'markdown/abc.json'), '{}');
    left.push('markdown');
    await buildSite({ root, log: () => {} });
    // The deletions run in the background while the build reads the content: give them a moment.
    await waitUntil(() => left.every((name) => !existsSync(path.join(cache, name))));
    for (const name of left) expect(existsSync(path.join(cache, name)), name).toBe(false);
    expect(existsSync(path.join(cache, live))).toBe(true);
  });
});
