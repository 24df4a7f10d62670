import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { fileNameDate, fileNameInstant, frontMatterDates, parseBlogDate } from '../../../cli/text/blog-date.js';

/** The dates of a post's front matter, as blog-posts.ts reads them: js-yaml's value and the file's text. */
const datesOf = (raw: string) => frontMatterDates(matter(raw, {}).data.date, raw, 'blog/post.md');

describe('fileNameDate (Docusaurus DATE_FILENAME_REGEX)', () => {
  it('reads the date a name starts with, and the name after it', () => {
    expect(fileNameDate('2024-01-02-hello.md')).toEqual({ text: '2024-01-02', folder: '', rest: 'hello' });
    expect(fileNameDate('2024-01-02-hello/index.mdx')).toEqual({ text: '2024-01-02', folder: '', rest: 'hello' });
    expect(fileNameDate('2024/01/02/hello.md')).toEqual({ text: '2024/01/02', folder: '', rest: 'hello' });
    expect(fileNameDate('2024-1-2-short.md')).toEqual({ text: '2024-1-2', folder: '', rest: 'short' });
    expect(fileNameDate('team/2024-01-02-hello.md')).toEqual({ text: '2024-01-02', folder: 'team/', rest: 'hello' });
  });

  it('finds none in a name without a date', () => {
    expect(fileNameDate('hello.md')).toBeUndefined();
    expect(fileNameDate('notes/hello/index.md')).toBeUndefined();
  });

  it('refuses a day the month lacks in a name, saying it is the name', () => {
    const name = fileNameDate('2024-13-01-x.md')!;
    expect(() => fileNameInstant(name, 'blog/2024-13-01-x.md')).toThrow(
      expect.objectContaining({ code: 'blog-post-date', message: 'the date "2024-13-01" in the file name is no day of the calendar' }),
    );
    expect(fileNameInstant(fileNameDate('2024-1-2-x.md')!, 'x')).toBe('2024-01-02T00:00:00.000Z');
  });
});

describe('parseBlogDate', () => {
  it('reads dates with and without time, a date without zone as UTC', () => {
    expect(parseBlogDate('2024-01-02')).toEqual({ iso: '2024-01-02T00:00:00.000Z' });
    expect(parseBlogDate('2024-1-2')).toEqual({ iso: '2024-01-02T00:00:00.000Z' });
    expect(parseBlogDate('2024-01-02T10:30')).toEqual({ iso: '2024-01-02T10:30:00.000Z' });
    expect(parseBlogDate('2024-01-02 10:30:15')).toEqual({ iso: '2024-01-02T10:30:15.000Z' });
    expect(parseBlogDate('2024-01-02T10:30:00Z')).toEqual({ iso: '2024-01-02T10:30:00.000Z' });
    expect(parseBlogDate('2024-01-02T10:30:00+02:00')).toEqual({ iso: '2024-01-02T08:30:00.000Z' });
    expect(parseBlogDate('2024-01-02T10:30:00-0500')).toEqual({ iso: '2024-01-02T15:30:00.000Z' });
  });

  it('takes 29 February of a leap year only', () => {
    expect(parseBlogDate('2024-02-29')).toEqual({ iso: '2024-02-29T00:00:00.000Z' });
    expect(parseBlogDate('2023-02-29')).toEqual({ problem: 'calendar' });
    expect(parseBlogDate('2024-04-31')).toEqual({ problem: 'calendar' });
    expect(parseBlogDate('2024-01-02T25:00')).toEqual({ problem: 'calendar' });
    expect(parseBlogDate('soon')).toEqual({ problem: 'format' });
  });
});

describe('frontMatterDates', () => {
  it('reads `date` as text or as js-yaml made it', () => {
    expect(datesOf('---\ndate: 2024-01-02\n---\n')).toEqual({ date: '2024-01-02T00:00:00.000Z' });
    expect(datesOf("---\ndate: '2024-01-02 10:00'\n---\n")).toEqual({ date: '2024-01-02T10:00:00.000Z' });
    expect(datesOf('---\ntitle: x\n---\n')).toEqual({});
  });

  it('refuses the day js-yaml rolls over (2024-02-30 is not 1 March), naming the line', () => {
    expect(matter('---\ndate: 2024-02-30\n---\n', {}).data.date).toEqual(new Date('2024-03-01T00:00:00Z'));
    expect(() => datesOf('---\ntitle: Launch\ndate: 2024-02-30 # typo\n---\n')).toThrow(
      expect.objectContaining({
        code: 'blog-post-date',
        file: 'blog/post.md',
        line: 3,
        message: 'the date "2024-02-30" is no day of the calendar',
        hint: 'write the date as YYYY-MM-DD (2024-02-29), or as YYYY-MM-DDTHH:MM:SSZ with a zone',
      }),
    );
  });

  it("reads Material's `date: { created, updated }`, inline or as a block", () => {
    expect(datesOf('---\ndate: { created: 2026-02-18, updated: 2026-04-13 }\n---\n')).toEqual({
      date: '2026-02-18T00:00:00.000Z',
      updated: '2026-04-13T00:00:00.000Z',
    });
    expect(datesOf('---\ndate:\n  created: 2023-11-30\n---\n')).toEqual({ date: '2023-11-30T00:00:00.000Z' });
    expect(() => datesOf('---\ndate:\n  created: 2023-11-30\n  updated: 2023-02-31\n---\n')).toThrow(
      expect.objectContaining({ line: 4, message: 'the date "2023-02-31" is no day of the calendar' }),
    );
  });

  it('refuses a value that is no date', () => {
    expect(() => datesOf('---\ndate: [1, 2]\n---\n')).toThrow(expect.objectContaining({ code: 'blog-post-date', line: 2 }));
  });
});
