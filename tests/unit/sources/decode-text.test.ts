import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatError } from '../../../cli/errors/format-error.js';
import { readContentFile } from '../../../cli/sources/content-files.js';
import { decodeUtf8Text, firstInvalidUtf8 } from '../../../cli/sources/decode-text.js';
import { tempSite } from '../support/temp-site.js';
import { docsgenErrorOf } from '../support/docsgen-error-of.js';

const errorOf = docsgenErrorOf;

const utf8 = (text: string): Buffer => Buffer.from(text, 'utf8');

describe('decodeUtf8Text', () => {
  it('reads UTF-8, with or without a byte-order mark, which it drops', () => {
    expect(decodeUtf8Text(utf8('# Olá\n'), 'content/a.md')).toBe('# Olá\n');
    expect(decodeUtf8Text(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8('---\ntitle: Só\n---\n')]), 'content/a.md')).toBe(
      '---\ntitle: Só\n---\n',
    );
  });

  it('refuses a NUL byte, naming its line', () => {
    const error = errorOf(() => decodeUtf8Text(utf8('# T\n\nab\0cd\n'), 'content/bin.md'));
    expect(error.code).toBe('not-utf8-text');
    expect(formatError(error)).toMatch(/^error\[not-utf8-text\]: content\/bin\.md:3: the file holds a NUL byte/);
    expect(error.hint).toMatch(/UTF-8 text/);
  });

  it('refuses invalid UTF-8 (Latin-1), naming the line of the first bad byte', () => {
    const latin1 = Buffer.from('# Título\n\nlinha 3\nação\n', 'latin1');
    const error = errorOf(() => decodeUtf8Text(latin1, 'content/latin.md'));
    expect(error.message).toBe('the file is not valid UTF-8');
    // "Título" is Latin-1 on line 1 already: its í is the first bad byte.
    expect(error.line).toBe(1);
    const later = Buffer.concat([utf8('# Título\n\nlinha 3\n'), Buffer.from('ação\n', 'latin1')]);
    expect(errorOf(() => decodeUtf8Text(later, 'content/latin.md')).line).toBe(4);
    expect(errorOf(() => decodeUtf8Text(later, 'content/latin.md')).hint).toMatch(/save it as UTF-8/);
  });

  it.each([
    ['UTF-16LE with a BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('# Título\n\nOlá\n', 'utf16le')])],
    ['UTF-16BE with a BOM', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('# T\n', 'utf16le').swap16()])],
    ['UTF-16LE without a BOM', Buffer.from('# Título\n\nOlá\n', 'utf16le')],
    ['UTF-16BE without a BOM', Buffer.from('# Title\n\nHello\n', 'utf16le').swap16()],
  ])('refuses %s, saying it is UTF-16', (_, bytes) => {
    const error = errorOf(() => decodeUtf8Text(bytes, 'content/u16.md'));
    expect(error.message).toBe('the file is UTF-16 text, not UTF-8');
    expect(error.hint).toMatch(/save it as UTF-8/);
  });

  it('keeps the first character of a page that only starts like a byte-order mark', () => {
    // "a¿" ends in the BOM's last byte, "＿" has its first and last, "ﻼ" its first two, "ỿ" its last two: none is a BOM.
    for (const text of ['a¿ Que?\n', '＿\n', 'ﻼ\n', 'ỿ\n']) expect(decodeUtf8Text(utf8(text), 'content/a.md')).toBe(text);
  });

  it('reads an empty page and a one-letter page', () => {
    expect(decodeUtf8Text(Buffer.alloc(0), 'content/vazio.md')).toBe('');
    expect(decodeUtf8Text(utf8('a'), 'content/a.md')).toBe('a');
  });

  it.each([
    ['UTF-16LE with a BOM, in Greek (no NUL bytes)', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Καλημέρα', 'utf16le')])],
    [
      'UTF-16BE with a BOM, in Greek (no NUL bytes)',
      Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from('Καλημέρα', 'utf16le').swap16()]),
    ],
    ['one character of UTF-16LE without a BOM', Buffer.from('#', 'utf16le')],
  ])('refuses %s, saying it is UTF-16', (_, bytes) => {
    expect(errorOf(() => decodeUtf8Text(bytes, 'content/u16.md')).message).toBe('the file is UTF-16 text, not UTF-8');
  });

  it.each([
    ['"þú" (its first byte is half a UTF-16BE mark)', 'þú\n'],
    ['"Íþróttir" (its second byte is half a UTF-16LE mark)', 'Íþróttir\n'],
    ['"zÿn" (its second byte is half a UTF-16BE mark)', 'zÿn\n'],
  ])('calls Latin-1 %s not UTF-8, not UTF-16', (_, text) => {
    const error = errorOf(() => decodeUtf8Text(Buffer.from(text, 'latin1'), 'content/latin.md'));
    expect({ message: error.message, line: error.line }).toEqual({ message: 'the file is not valid UTF-8', line: 1 });
  });

  it.each([
    ['a JPEG image', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x01, 0x00, 0x48])],
    ['a file of zeros (a write cut short)', Buffer.alloc(64)],
  ])('calls %s binary data, not UTF-16 text', (_, bytes) => {
    const error = errorOf(() => decodeUtf8Text(bytes, 'content/imagem.md'));
    expect({ message: error.message, line: error.line }).toEqual({
      message: 'the file holds a NUL byte, so it is binary data, not text',
      line: 1,
    });
  });

  it('names the line of the first bad byte after lines of valid two-, three- and four-byte characters', () => {
    const text = Buffer.concat([utf8('© ¿ ß\n€ ✓ \uFFFD\n😀 \u{10FFFF}\n'), Buffer.from('ação\n', 'latin1')]);
    expect(errorOf(() => decodeUtf8Text(text, 'content/a.md')).line).toBe(4);
  });

  it('accepts every boundary of UTF-8 (RFC 3629) and refuses what lies just beyond it', () => {
    const valid = [0x80, 0x7ff, 0x800, 0xd7ff, 0xe000, 0xffff, 0x10000, 0x40000, 0x100000, 0x10ffff];
    expect(valid.map((code) => firstInvalidUtf8(utf8(`a${String.fromCodePoint(code)}`)))).toEqual(valid.map(() => -1));
    const invalid = [
      [0x80, 0x80, 0x80, 0x80], // continuation bytes with no lead
      [0xc0, 0xaf, 0x80, 0x80], // overlong two-byte "/"
      [0xc1, 0xbf, 0x80, 0x80], // overlong two-byte
      [0xe0, 0x9f, 0xbf, 0x80], // overlong three-byte
      [0xf0, 0x8f, 0xbf, 0xbf], // overlong four-byte
      [0xf5, 0x80, 0x80, 0x80], // above U+10FFFF
      [0xff, 0x80, 0x80, 0x80], // never a lead byte
    ];
    expect(invalid.map((bytes) => firstInvalidUtf8(Buffer.from([0x61, ...bytes])))).toEqual(invalid.map(() => 1));
  });

  it('finds the first byte that breaks UTF-8: stray continuation, overlong, surrogate, truncated sequence', () => {
    expect(firstInvalidUtf8(utf8('ação ✓ 😀'))).toBe(-1);
    expect(firstInvalidUtf8(Buffer.from([0x61, 0x80]))).toBe(1);
    expect(firstInvalidUtf8(Buffer.from([0x61, 0xc0, 0xaf]))).toBe(1);
    expect(firstInvalidUtf8(Buffer.from([0x61, 0x62, 0xed, 0xa0, 0x80]))).toBe(2);
    expect(firstInvalidUtf8(Buffer.from([0xe2, 0x9c]))).toBe(0);
    expect(firstInvalidUtf8(Buffer.from([0xf4, 0x90, 0x80, 0x80]))).toBe(0);
  });
});

describe('readContentFile', () => {
  it('names the file relative to the site root when a page is not UTF-8', () => {
    const root = tempSite({});
    const file = path.join(root, 'content/guia/binario.md');
    tempWrite(file, Buffer.from([0x23, 0x20, 0x54, 0x0a, 0x00, 0x01, 0x02]));
    const error = errorOf(() => readContentFile(root, path.join(root, 'content'), file, false));
    expect(error.file).toBe('content/guia/binario.md');
    expect(error.line).toBe(2);
  });

  it('reads a page saved with a byte-order mark as if it had none', () => {
    const root = tempSite({});
    const file = path.join(root, 'content/bom.md');
    tempWrite(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8('---\ntitle: Com BOM\n---\n\nTexto\n')]));
    const read = readContentFile(root, path.join(root, 'content'), file, false);
    expect(read.frontMatter.title).toBe('Com BOM');
    expect(read.body.trim()).toBe('Texto');
  });
});

function tempWrite(file: string, bytes: Buffer): void {
  // Written here rather than through tempSite, which takes text: these files are bytes on purpose.
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
}
