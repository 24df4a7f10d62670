// What the build learns of the files pages name, from the disk: sizes of each image format, content hashes, and the
// refusals that keep a page from publishing what is outside the site (as written, or through a link) or hidden.
import { createHash } from 'node:crypto';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AssetFiles } from '../../../cli/sources/asset-files.js';
import { tempSite } from '../support/temp-site.js';

const bytes = (...parts: Array<string | number[]>): Buffer =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'binary') : Buffer.from(part))));

/** Headers of each format, as small as image-size reads them: PNG 640×480, GIF 16×32, JPEG 200×100, WebP 200×100. */
const PNG = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
  'IHDR',
  [0, 0, 2, 0x80, 0, 0, 1, 0xe0, 8, 6, 0, 0, 0, 0, 0, 0, 0],
);
const GIF = bytes('GIF89a', [16, 0, 32, 0, 0, 0, 0, 0, 0, 0, 0]);
const APP0 = bytes([0xff, 0xe0, 0, 16], 'JFIF\0', [1, 1, 0, 0, 1, 0, 1, 0, 0]);
const SOF = bytes([0xff, 0xc0, 0, 17, 8, 0, 100, 0, 200, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
const JPEG = bytes([0xff, 0xd8], [...APP0], [...SOF], [0xff, 0xd9]);
/** EXIF orientation 6: the camera was turned a quarter, and the picture shows 100 wide and 200 high. */
const EXIF = bytes('Exif\0\0', [0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0, 0, 0, 0, 0]);
const JPEG_TURNED = bytes([0xff, 0xd8, 0xff, 0xe1, 0, EXIF.length + 2], [...EXIF], [...SOF], [0xff, 0xd9]);
const WEBP = bytes('RIFF', [22, 0, 0, 0], 'WEBPVP8X', [10, 0, 0, 0, 0, 0, 0, 0, 199, 0, 0, 99, 0, 0]);

const sha256 = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');

describe('AssetFiles', () => {
  it('reads each image format’s size from the file, and hashes every file', () => {
    const root = tempSite({});
    const files = {
      'content/a.png': PNG,
      'content/b.gif': GIF,
      'content/c.jpg': JPEG,
      'content/d.jpeg': JPEG_TURNED,
      'content/e.webp': WEBP,
      'content/f.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80"><rect/></svg>',
      'content/g.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150"></svg>',
      'content/h.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      'content/manual.pdf': '%PDF-1.4 nada',
    };
    for (const [rel, data] of Object.entries(files)) writeFileSync(path.join(root, rel), data);
    const read = new AssetFiles().read(root, Object.keys(files));
    const sizes = Object.fromEntries([...read].map(([rel, file]) => [rel, file.kind === 'file' ? [file.width, file.height] : file.kind]));
    expect(sizes).toEqual({
      'content/a.png': [640, 480],
      'content/b.gif': [16, 32],
      'content/c.jpg': [200, 100],
      'content/d.jpeg': [100, 200],
      'content/e.webp': [200, 100],
      'content/f.svg': [120, 80],
      'content/g.svg': [300, 150],
      'content/h.svg': [undefined, undefined],
      'content/manual.pdf': [undefined, undefined],
    });
    expect(read.get('content/manual.pdf')).toEqual({
      kind: 'file',
      abs: path.join(root, 'content/manual.pdf'),
      hash: sha256('%PDF-1.4 nada'),
    });
  });

  it('refuses paths outside the site, through a link leading out, and hidden files; reports missing ones and folders', () => {
    const root = tempSite({ 'content/.env': 'SEGREDO=1', '.git/config': '[core]', 'content/img/ok.png': PNG });
    const outside = path.join(path.dirname(root), 'fora.txt');
    writeFileSync(outside, 'fora');
    symlinkSync(outside, path.join(root, 'content/atalho.txt'));
    const read = new AssetFiles().read(root, [
      '../fora.txt',
      'content/atalho.txt',
      'content/.env',
      '.git/config',
      'content/nada.png',
      'content/img',
      'content/img/ok.png',
    ]);
    expect(Object.fromEntries([...read].map(([rel, file]) => [rel, file.kind]))).toEqual({
      '../fora.txt': 'outside',
      'content/atalho.txt': 'outside',
      'content/.env': 'hidden',
      '.git/config': 'hidden',
      'content/nada.png': 'missing',
      'content/img': 'missing',
      'content/img/ok.png': 'file',
    });
    expect(read.get('content/atalho.txt')).toEqual({ kind: 'outside', real: outside });
  });

  it('follows a link that stays inside the site, and publishes what it points to', () => {
    const root = tempSite({ 'shared/logo.png': PNG });
    mkdirSync(path.join(root, 'content/img'), { recursive: true });
    symlinkSync(path.join(root, 'shared/logo.png'), path.join(root, 'content/img/logo.png'));
    expect(new AssetFiles().read(root, ['content/img/logo.png']).get('content/img/logo.png')).toEqual({
      kind: 'file',
      abs: path.join(root, 'content/img/logo.png'),
      hash: sha256(PNG),
      width: 640,
      height: 480,
    });
  });

  it('reads a file again when it changed since the last read (docsgen dev), and keeps what it read otherwise', () => {
    const root = tempSite({ 'content/a.gif': GIF });
    const files = new AssetFiles();
    const first = files.read(root, ['content/a.gif']).get('content/a.gif');
    expect(files.read(root, ['content/a.gif']).get('content/a.gif')).toBe(first);
    writeFileSync(path.join(root, 'content/a.gif'), bytes('GIF89a', [64, 0, 48, 0, 0, 0, 0, 0, 0, 0, 0, 1]));
    const second = files.read(root, ['content/a.gif']).get('content/a.gif');
    expect(second).toMatchObject({ kind: 'file', width: 64, height: 48 });
    expect(second).not.toEqual(first);
  });
});
