import { describe, expect, it } from 'vitest';
import { formatBytes, formatMs, stage } from '../../../cli/log/stages.js';

describe('the build log’s figures', () => {
  it('prints times under a second in whole milliseconds, and from one second in seconds with two decimals', () => {
    expect(formatMs(0)).toBe('0 ms');
    expect(formatMs(12.4)).toBe('12 ms');
    expect(formatMs(12.5)).toBe('13 ms');
    expect(formatMs(999.4)).toBe('999 ms');
    expect(formatMs(1000)).toBe('1.00 s');
    expect(formatMs(1234)).toBe('1.23 s');
    expect(formatMs(61_000)).toBe('61.00 s');
  });

  it('prints sizes in bytes, KB from 1,024 bytes and MB from 1,048,576, with one decimal', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1.0 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1024 * 1024 - 1)).toBe('1024.0 KB');
    expect(formatBytes(1024 * 1024)).toBe('1.0 MB');
    expect(formatBytes(5.25 * 1024 * 1024)).toBe('5.3 MB');
  });
});

describe('stage', () => {
  it('returns what the stage made and prints one line: its name in 9 columns, its time in 8, then what it did', async () => {
    const lines: string[] = [];
    const made = await stage(
      (line) => lines.push(line),
      'render',
      async () => 7,
      (n) => `${n} rendered`,
    );
    expect(made).toBe(7);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^ {2}render {4}[ \d]{4}\d ms {2}7 rendered$/);
    expect(lines[0]?.indexOf('ms')).toBe(2 + 9 + 1 + 8 - 2);
  });

  it('prints no detail without a describer, and no line when the stage throws', async () => {
    const lines: string[] = [];
    await stage(
      (line) => lines.push(line),
      'write',
      () => 'done',
    );
    expect(lines).toEqual([expect.stringMatching(/^ {2}write {5}[ \d]{4}\d ms$/)]);
    const failing = stage(
      (line) => lines.push(line),
      'client',
      () => {
        throw new Error('no bundle');
      },
    );
    await expect(failing).rejects.toThrow('no bundle');
    expect(lines).toHaveLength(1);
  });
});
