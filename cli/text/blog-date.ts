// A blog post's dates (docs/design/blog.md §4): from its file name, as Docusaurus reads `2024-01-02-hello.md`, and from
// its front matter, as ISO 8601 dates with or without a time. A date without a zone is UTC (Docusaurus adds a `Z`), so
// a post never moves a day between machines. Dates are checked against the text as written: js-yaml turns
// `date: 2024-02-30` into 1 March, which would publish a typo as another day.
import { DocsgenError } from '../errors/docsgen-error.js';

/**
 * Docusaurus's DATE_FILENAME_REGEX (blogUtils.ts): a date anywhere in the path, the folder before it and the text after
 * it kept; `/index.md` is its folder's post.
 */
const DATE_FILENAME = /^(?<folder>.*?)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/i;

/** A date, then an optional time (`T` or a space), seconds, fraction and zone (`Z`, `+02:00`, `+0200`). */
const ISO_DATE =
  /^(?<y>\d{4})[-/](?<m>\d{1,2})[-/](?<d>\d{1,2})(?:[T ](?<h>\d{1,2}):(?<min>\d{2})(?::(?<s>\d{2})(?<frac>\.\d+)?)?\s*(?<zone>Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/** What a post's file name says: its date as written, the folders before it and the name after it. */
export interface FileNameDate {
  /** The date as the name writes it ("2024-01-02", "2024/1/2"). */
  text: string;
  folder: string;
  /** The name after the date, without extension or `/index` ("hello"). */
  rest: string;
}

/** The date a post's path from the blog folder starts with (`2024-01-02-hello.md`, `2024/01/02/hello/index.md`). */
export function fileNameDate(rel: string): FileNameDate | undefined {
  const groups = DATE_FILENAME.exec(rel)?.groups;
  if (!groups) return undefined;
  return { text: groups.date!, folder: groups.folder!, rest: groups.text! };
}

/** Why a date's text was refused. */
export type DateProblem = 'format' | 'calendar';

/** A date's text as an ISO instant (UTC when no zone is written), or why it is none. */
export function parseBlogDate(text: string): { iso: string } | { problem: DateProblem } {
  const match = ISO_DATE.exec(text.trim());
  if (!match?.groups) return { problem: 'format' };
  const { y, m, d, h, min, s, frac, zone } = match.groups;
  const [year, month, day] = [Number(y), Number(m), Number(d)];
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return { problem: 'calendar' };
  if (h !== undefined && (Number(h) > 23 || Number(min) > 59 || Number(s ?? 0) > 59)) return { problem: 'calendar' };
  const pad = (value: number | string, width = 2) => String(value).padStart(width, '0');
  const time = h === undefined ? '00:00:00' : `${pad(h)}:${min}:${s ?? '00'}${frac ?? ''}`;
  const offset =
    zone === undefined || zone.toUpperCase() === 'Z'
      ? 'Z'
      : zone.length === 3
        ? `${zone}:00`
        : zone.replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2');
  const instant = new Date(`${pad(year, 4)}-${pad(month)}-${pad(day)}T${time}${offset}`);
  if (Number.isNaN(instant.getTime())) return { problem: 'format' };
  return { iso: instant.toISOString() };
}

/** Days in a month of the Gregorian calendar. */
function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Where a date was written, for the message. */
export interface DatePlace {
  file: string;
  line?: number;
  /** "in the file name" when the name gave it; the front matter otherwise. */
  inFileName?: boolean;
}

/** The `blog-post-date` error for a date's text that is no date, or no day of the calendar. */
export function blogDateError(text: string, problem: DateProblem, { file, line, inFileName }: DatePlace): DocsgenError {
  const where = inFileName ? ' in the file name' : '';
  const what = problem === 'calendar' ? 'is no day of the calendar' : 'is not a date docsgen reads';
  return new DocsgenError({
    code: 'blog-post-date',
    file,
    ...(line === undefined ? {} : { line }),
    message: `the date "${text}"${where} ${what}`,
    hint: `write the date as YYYY-MM-DD${lastDayExample(text)}, or as YYYY-MM-DDTHH:MM:SSZ with a zone`,
  });
}

/** " (2024-02-29)": the last day of the month a date past it names, as the likely meant day. */
function lastDayExample(text: string): string {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})/.exec(text.trim());
  if (!match) return '';
  const [year, month] = [Number(match[1]), Number(match[2])];
  if (month < 1 || month > 12) return '';
  return ` (${match[1]}-${String(month).padStart(2, '0')}-${daysIn(year, month)})`;
}

/** The date a file name gives, checked: an ISO instant, or the `blog-post-date` error. */
export function fileNameInstant(name: FileNameDate, file: string): string {
  const parsed = parseBlogDate(name.text);
  if ('problem' in parsed) throw blogDateError(name.text, parsed.problem, { file, inFileName: true });
  return parsed.iso;
}

/** The front matter's dates: Docusaurus's `date`, or Material's `date: { created, updated }`. */
export interface FrontMatterDates {
  date?: string;
  updated?: string;
}

/**
 * The dates of a post's front matter (`value` is js-yaml's `date`), each checked against its text in `raw` (the whole
 * file): the line of `date:`, or of `created:`/`updated:` under it. A value that is neither text, a date nor such a
 * mapping is an error too.
 */
export function frontMatterDates(value: unknown, raw: string, file: string): FrontMatterDates {
  if (value === undefined || value === null) return {};
  const lines = frontMatterLines(raw);
  const dateLine = lines.findIndex((line) => /^['"]?date['"]?\s*:/.test(line));
  if (typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value)) {
    const { created, updated } = value as Record<string, unknown>;
    const inner = (key: string) => {
      const index = lines.findIndex((line, i) => i >= dateLine && new RegExp(`(?:^|[\\s{,])${key}\\s*:`).test(line));
      return index === -1 ? dateLine : index;
    };
    return {
      ...(created == null ? {} : { date: checkedDate(created, lines, inner('created'), { file, key: 'created' }) }),
      ...(updated == null ? {} : { updated: checkedDate(updated, lines, inner('updated'), { file, key: 'updated' }) }),
    };
  }
  return { date: checkedDate(value, lines, dateLine, { file, key: 'date' }) };
}

/** The front matter's lines, the opening `---` as index 0 (so an index is the file's line less one). */
function frontMatterLines(raw: string): string[] {
  const lines = raw.replace(/^\uFEFF/, '').split(/\r?\n/);
  const end = lines.findIndex((line, i) => i > 0 && (line.trim() === '---' || line.trim() === '...'));
  return end === -1 ? lines : lines.slice(0, end);
}

/** One date of the front matter: its written text when the line has it (so a rolled-over day is seen), else the value. */
function checkedDate(value: unknown, lines: string[], index: number, { file, key }: { file: string; key: string }): string {
  const line = index === -1 ? undefined : index + 1;
  const isDate = value instanceof Date || typeof value === 'string';
  const written = index === -1 || !isDate ? undefined : writtenValue(lines[index]!, key);
  const text = written ?? (value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : undefined);
  if (text === undefined) {
    throw new DocsgenError({
      code: 'blog-post-date',
      file,
      ...(line === undefined ? {} : { line }),
      message: `front matter field "${key}" must be a date such as 2024-01-02, got ${JSON.stringify(value)}`,
      hint: 'write the date as YYYY-MM-DD, or as YYYY-MM-DDTHH:MM:SSZ with a zone',
    });
  }
  const parsed = parseBlogDate(text);
  if ('problem' in parsed) throw blogDateError(text, parsed.problem, { file, line });
  return parsed.iso;
}

/** The text after `key:` on a line, unquoted, without a trailing comment or an inline mapping's rest. */
function writtenValue(line: string, key: string): string | undefined {
  const match = new RegExp(`(?:^|[\\s{,])['"]?${key}['"]?\\s*:\\s*(.*)$`).exec(line);
  if (!match) return undefined;
  const text = match[1]!
    .replace(/\s+#.*$/, '')
    .replace(/[,}].*$/, '')
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2');
  return text === '' || text.startsWith('{') ? undefined : text;
}

/** The `blog-post-date` error of a post whose name, front matter and git history give no date. */
export function noDateError(file: string): DocsgenError {
  return new DocsgenError({
    code: 'blog-post-date',
    file,
    message: 'the post has no date: its file name starts with none, its front matter gives none, and git has no commit of it',
    hint: 'add `date: YYYY-MM-DD` to its front matter, or name it YYYY-MM-DD-slug.md',
  });
}
