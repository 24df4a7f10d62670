// The build's compression stage on a folder: a copy in each encoding asked for (none by default, as `precompress`;
// .br and .gz with `precompress: ["br", "gzip"]`) beside the text files worth it, byte-identical files taking the previous output's
// copies, and nothing for images, small files or copies the site ships itself.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { OutputListing } from '../../../cli/output/output-listing.js';
import { precompressOutput } from '../../../cli/output/precompress.js';
import { OutputWriter } from '../../../cli/fs/output-writer.js';
import { tempSite } from '../support/temp-site.js';

/** Both encodings, as `precompress: ["br", "gzip"]` asks (nginx's gzip_static without the brotli module). */
const BOTH = { encodings: ['br', 'gzip'] } as const;

const HTML = `<!doctype html>${'<p>Um parágrafo que se repete.</p>'.repeat(100)}`;

describe('precompressOutput', () => {
  it('writes .br and .gz beside text files over 512 bytes, and nothing for images or small files', async () => {
    const root = tempSite({
      'out/index.html': HTML,
      'out/assets/app.js': 'console.log("x");\n'.repeat(100),
      'out/small.css': 'a{}',
      'out/logo.png': 'P'.repeat(4000),
      'out/data.json': JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i }))),
    });
    const out = path.join(root, 'out');
    const result = await precompressOutput(out, BOTH);
    expect(result).toMatchObject({ files: 3, written: 6, reused: 0 });
    for (const file of ['index.html', 'assets/app.js', 'data.json']) {
      const bytes = readFileSync(path.join(out, file));
      expect(brotliDecompressSync(readFileSync(path.join(out, `${file}.br`))).equals(bytes), file).toBe(true);
      expect(gunzipSync(readFileSync(path.join(out, `${file}.gz`))).equals(bytes), file).toBe(true);
    }
    for (const file of ['small.css.br', 'small.css.gz', 'logo.png.br', 'logo.png.gz'])
      expect(existsSync(path.join(out, file)), file).toBe(false);
  });

  it('writes nothing by default, and only a .br for ["br"]', async () => {
    const root = tempSite({ 'out/index.html': HTML, 'out/assets/app.js': 'console.log("x");\n'.repeat(100) });
    const out = path.join(root, 'out');
    expect(await precompressOutput(out)).toMatchObject({ files: 0, written: 0, reused: 0 });
    expect(readdirSync(out).sort()).toEqual(['assets', 'index.html']);
    const result = await precompressOutput(out, { encodings: ['br'] });
    expect(result).toMatchObject({ files: 2, written: 2, reused: 0 });
    expect(brotliDecompressSync(readFileSync(path.join(out, 'index.html.br'))).toString()).toBe(HTML);
    expect(readdirSync(out).sort()).toEqual(['assets', 'index.html', 'index.html.br']);
    expect(readdirSync(path.join(out, 'assets'))).toEqual(['app.js', 'app.js.br'].sort());
  });

  it('writes no copy that is not smaller than its file', async () => {
    // Random base64 over 512 bytes: brotli and gzip both make it larger.
    const noise = Buffer.from(Array.from({ length: 600 }, (_, i) => (i * 7919) % 251)).toString('base64');
    const root = tempSite({ 'out/noise.txt': noise });
    const out = path.join(root, 'out');
    await precompressOutput(out, BOTH);
    for (const suffix of ['.br', '.gz']) {
      const copy = path.join(out, `noise.txt${suffix}`);
      if (existsSync(copy)) expect(statSync(copy).size, suffix).toBeLessThan(Buffer.byteLength(noise));
    }
  });

  it('takes the previous output’s copies for byte-identical files, newer than the file, and compresses changed ones', async () => {
    const root = tempSite({
      'old/index.html': HTML,
      'old/guide.html': HTML,
      'new/index.html': HTML,
      'new/guide.html': `${HTML}<p>novo</p>`,
    });
    const old = path.join(root, 'old');
    const fresh = path.join(root, 'new');
    await precompressOutput(old, BOTH);
    // Marked, so a copy taken from the old output is recognisable.
    writeFileSync(path.join(old, 'index.html.br'), 'from-old');
    const result = await precompressOutput(fresh, { previousOut: old, ...BOTH });
    expect(result).toMatchObject({ files: 2, written: 2, reused: 2 });
    expect(readFileSync(path.join(fresh, 'index.html.br'), 'utf8')).toBe('from-old');
    expect(statSync(path.join(fresh, 'index.html.br')).mtimeMs).toBeGreaterThanOrEqual(statSync(path.join(fresh, 'index.html')).mtimeMs);
    expect(brotliDecompressSync(readFileSync(path.join(fresh, 'guide.html.br'))).toString()).toContain('<p>novo</p>');
    // A file written again gets a copy of its own, not a link to the old output's (which keeps the old date).
    expect(statSync(path.join(fresh, 'index.html.br')).ino).not.toBe(statSync(path.join(old, 'index.html.br')).ino);
  });

  it('compresses anew a file of the same size as the previous one but other bytes', async () => {
    const root = tempSite({ 'old/index.html': HTML, 'new/index.html': HTML.replace('parágrafo', 'paragrafo.') });
    const old = path.join(root, 'old');
    const fresh = path.join(root, 'new');
    expect(statSync(path.join(fresh, 'index.html')).size).toBe(statSync(path.join(old, 'index.html')).size);
    await precompressOutput(old, BOTH);
    const result = await precompressOutput(fresh, { previousOut: old, ...BOTH });
    expect(result).toMatchObject({ files: 1, written: 2, reused: 0 });
    expect(brotliDecompressSync(readFileSync(path.join(fresh, 'index.html.br'))).toString()).toContain('paragrafo.');
  });

  it('compresses a file the previous output does not have, and skips a folder named like a text file', async () => {
    const root = tempSite({ 'old/.keep': '', 'new/novo.html': HTML, 'new/pasta.html/index.html': HTML });
    const result = await precompressOutput(path.join(root, 'new'), { previousOut: path.join(root, 'old'), ...BOTH });
    expect(result).toMatchObject({ files: 2, written: 4, reused: 0 });
    expect(existsSync(path.join(root, 'new/pasta.html/index.html.br'))).toBe(true);
    expect(existsSync(path.join(root, 'new/pasta.html.br'))).toBe(false);
  });

  it('keeps a compressed copy the site ships itself', async () => {
    const root = tempSite({ 'out/data.json': JSON.stringify({ list: 'x'.repeat(2000) }), 'out/data.json.gz': 'mine' });
    await precompressOutput(path.join(root, 'out'), BOTH);
    expect(readFileSync(path.join(root, 'out/data.json.gz'), 'utf8')).toBe('mine');
    expect(existsSync(path.join(root, 'out/data.json.br'))).toBe(true);
  });
});

describe('precompressOutput after a build that kept unchanged pages where they are', () => {
  it("keeps the previous output's copies of a kept file, without compressing it again or writing anything", async () => {
    const root = tempSite({ 'old/page.html': HTML, 'new/.keep': '' });
    const old = path.join(root, 'old');
    const fresh = path.join(root, 'new');
    await precompressOutput(old, BOTH);
    writeFileSync(path.join(old, 'page.html.br'), 'from-old');
    const writer = new OutputWriter(fresh, { dir: old });
    expect(writer.keep('page.html')).toBe(true);
    const listing = new OutputListing(fresh, { kept: writer.kept, previousDir: old });
    const result = await precompressOutput(fresh, { previousOut: old, listing, writer, ...BOTH });
    expect(result).toMatchObject({ files: 1, written: 0, reused: 2 });
    expect(listing.isKept('page.html.br')).toBe(true);
    expect(listing.isKept('page.html.gz')).toBe(true);
    expect(readFileSync(listing.pathOf('page.html.br'), 'utf8')).toBe('from-old');
    expect(readdirSync(fresh)).toEqual(['.keep']);
  });

  it('compresses a kept file the previous output has no copies of, into the build folder', async () => {
    const root = tempSite({ 'old/page.html': HTML, 'new/.keep': '' });
    const old = path.join(root, 'old');
    const fresh = path.join(root, 'new');
    const writer = new OutputWriter(fresh, { dir: old });
    writer.keep('page.html');
    const listing = new OutputListing(fresh, { kept: writer.kept, previousDir: old });
    const result = await precompressOutput(fresh, { previousOut: old, listing, writer, ...BOTH });
    expect(result).toMatchObject({ files: 1, written: 2, reused: 0 });
    expect(gunzipSync(readFileSync(path.join(fresh, 'page.html.gz'))).toString()).toBe(HTML);
    expect(listing.isKept('page.html.gz')).toBe(false);
    expect(listing.has('page.html.gz')).toBe(true);
  });
});
