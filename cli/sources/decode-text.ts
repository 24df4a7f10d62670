import { isUtf8 } from 'node:buffer';
import { DocsgenError } from '../errors/docsgen-error.js';

const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

/**
 * The text of a content file, which must be UTF-8 (a leading byte-order mark is dropped). Anything else is an error
 * naming the file and the line of the first bad byte: a page of mojibake or NUL bytes published without a word is
 * worse than a build that stops.
 */
export function decodeUtf8Text(bytes: Uint8Array, file: string): string {
  const hasBom = bytes[0] === UTF8_BOM[0] && bytes[1] === UTF8_BOM[1] && bytes[2] === UTF8_BOM[2];
  const body = hasBom ? bytes.subarray(3) : bytes;
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) || looksLikeUtf16(body)) {
    throw notText(file, undefined, 'is UTF-16 text, not UTF-8', 'save it as UTF-8 (in most editors: "Save with encoding" → UTF-8)');
  }
  const nul = body.indexOf(0);
  if (nul !== -1) {
    throw notText(
      file,
      lineAt(body, nul),
      'holds a NUL byte, so it is binary data, not text',
      'a page must be UTF-8 text: remove the NUL bytes, or move a binary file out of the content folder (or into static/)',
    );
  }
  if (!isUtf8(body)) {
    throw notText(
      file,
      lineAt(body, firstInvalidUtf8(body)),
      'is not valid UTF-8',
      'save it as UTF-8 (it is probably Latin-1 or Windows-1252; `iconv -f latin1 -t utf-8` converts it)',
    );
  }
  return Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
}

function notText(file: string, line: number | undefined, what: string, hint: string): DocsgenError {
  return new DocsgenError({ code: 'not-utf8-text', file, line, message: `the file ${what}`, hint });
}

/** UTF-16 without a byte-order mark: ASCII text then has a NUL in every other byte, which UTF-8 text never has. */
function looksLikeUtf16(bytes: Uint8Array): boolean {
  const sample = Math.min(bytes.length, 512) & ~1;
  if (sample < 2) return false;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < sample; i += 2) {
    if (bytes[i] === 0) even++;
    if (bytes[i + 1] === 0) odd++;
  }
  const pairs = sample / 2;
  return (odd >= pairs * 0.4 && even === 0) || (even >= pairs * 0.4 && odd === 0);
}

/** 1-based line of a byte offset. */
function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
  return line;
}

/** Offset of the first byte that breaks UTF-8 (RFC 3629: no overlongs, no surrogates, nothing above U+10FFFF). */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    let length: number;
    let min = 0x80;
    let max = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) length = 2;
    else if (b >= 0xe0 && b <= 0xef) {
      length = 3;
      if (b === 0xe0) min = 0xa0; // overlong
      if (b === 0xed) max = 0x9f; // surrogates
    } else if (b >= 0xf0 && b <= 0xf4) {
      length = 4;
      if (b === 0xf0) min = 0x90; // overlong
      if (b === 0xf4) max = 0x8f; // above U+10FFFF
    } else return i;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      const low = k === 1 ? min : 0x80;
      const high = k === 1 ? max : 0xbf;
      if (next === undefined || next < low || next > high) return i;
    }
    i += length;
  }
  return -1;
}
