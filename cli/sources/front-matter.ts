import matter from 'gray-matter';
import { DocsgenError } from '../errors/docsgen-error.js';
import { previewValue } from '../text/value-preview.js';

/** Front-matter fields docsgen reads; other keys are kept but ignored. */
export interface FrontMatter {
  title?: string;
  description?: string;
  tags: string[];
  sidebar_position?: number;
  sidebar_label?: string;
  /** Docusaurus' doc id: the last part of the page's id and, without a `slug`, of its route ("configuration"). */
  id?: string;
  slug?: string;
  hide_table_of_contents?: boolean;
  pagination_next?: string | null;
  pagination_prev?: string | null;
  /** The sidebar the page shows, by id, whichever sidebars list it (Docusaurus's `displayed_sidebar`); `null`: none. */
  displayed_sidebar?: string | null;
  /** Multiplies the page's search scores (Pagefind's data-pagefind-weight): above 0, at most 10; 1 when absent. */
  search_weight?: number;
}

export interface ParsedSource {
  frontMatter: FrontMatter;
  body: string;
  /** 1-based line in the file where the body starts, so Markdown positions map back to the file. */
  bodyStartLine: number;
}

interface YamlMark {
  position?: number;
  /** The text js-yaml read: the file from just after the opening "---" to the closing one, and a NUL. */
  buffer?: string;
}

/** Front-matter languages read; gray-matter would also `eval` a "---js" block, running any code a page holds. */
const LANGUAGES: ReadonlySet<string> = new Set(['yaml', 'yml', 'json']);

/** Stands in for gray-matter's JavaScript and CoffeeScript engines, which evaluate the block as code. */
const refuse = {
  parse(): never {
    throw new Error('front matter that is code is never run');
  },
};

/** Splits a Markdown file into checked front matter and body; bad YAML or a wrong field type names the line. */
export function parseFrontMatter(raw: string, file: string): ParsedSource {
  // The language gray-matter would read, named after the opening "---" ("----" opens no front matter); its name
  // comes trimmed.
  const opens = raw.startsWith('---') && raw[3] !== '-';
  const language = opens ? matter.language(raw).name.toLowerCase() : '';
  if (language && !LANGUAGES.has(language)) {
    throw new DocsgenError({
      code: 'front-matter-language',
      file,
      line: 1,
      message: `front matter in "${language}" is not read: docsgen reads YAML (or JSON) front matter only, and never runs code from a page`,
      hint: `remove "${language}" after the opening "---" and write the front matter in YAML`,
    });
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Passing options turns off gray-matter's global cache, which would keep every file in memory.
    parsed = matter(raw, { engines: { javascript: refuse, coffee: refuse } });
  } catch (error) {
    const mark = (error as { mark?: YamlMark }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message.split('\n')[0];
    throw new DocsgenError({
      code: 'front-matter-yaml',
      file,
      ...filePosition(mark),
      message: `front matter is not valid YAML: ${reason}`,
      hint: 'fix the YAML between the two "---" lines (quote values that contain a colon)',
      cause: error,
    });
  }
  const data = mappingOf(parsed.data, file);
  const frontMatter = checkFields(data, file, raw);
  // Without front matter nothing precedes the body, and "".split gives the one line 1.
  const bodyStartLine = raw.slice(0, raw.length - parsed.content.length).split('\n').length;
  return { frontMatter, body: parsed.content, bodyStartLine };
}

/**
 * Where a js-yaml mark lies in the file, 1-based, counted in the text js-yaml read (it starts on the file's first line,
 * right after the opening "---"). A mark at the end of that text (an unclosed quote or bracket) lies after the last
 * line break, on the closing "---", which is not YAML: it is moved back to the end of the last line of YAML, where the
 * text ran out.
 */
function filePosition(mark: YamlMark | undefined): { line?: number; column?: number } {
  if (mark?.buffer === undefined || mark.position === undefined) return {};
  const text = mark.buffer.replace(/\0$/, '');
  const at = Math.min(mark.position, text.replace(/\r?\n$|\r$/, '').length);
  const before = text.slice(0, at);
  return { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
}

/** The front matter as key → value; a list or a lone value ("---\n- a\n---") is an error, "---\n---" an empty mapping. */
function mappingOf(data: unknown, file: string): Record<string, unknown> {
  if (data === null || data === undefined) return {};
  if (typeof data === 'object' && !Array.isArray(data) && !(data instanceof Date)) return data as Record<string, unknown>;
  const what = Array.isArray(data) ? 'a list' : `a single value (${previewValue(data)})`;
  throw new DocsgenError({
    code: 'front-matter-not-mapping',
    file,
    line: 2,
    message: `front matter is ${what}, not a mapping of fields`,
    hint: 'write one "field: value" per line between the two "---" lines, e.g. "title: My page"',
  });
}

function lineOfKey(raw: string, key: string): number | undefined {
  const index = raw.split('\n').findIndex((line) => line.startsWith(`${key}:`));
  return index === -1 ? undefined : index + 1;
}

function checkFields(data: Record<string, unknown>, file: string, raw: string): FrontMatter {
  const fail = (key: string, expected: string): never => {
    throw new DocsgenError({
      code: 'front-matter-field',
      file,
      line: lineOfKey(raw, key),
      message: `front matter field "${key}" must be ${expected}, got ${previewValue(data[key])}`,
    });
  };
  const optionalString = (key: string): string | undefined => {
    const value = data[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'number') return String(value);
    if (typeof value !== 'string') return fail(key, 'a string');
    return value;
  };
  let tags: string[] = [];
  const rawTags = data.tags;
  if (typeof rawTags === 'string') tags = [rawTags];
  else if (Array.isArray(rawTags) && rawTags.every((tag) => typeof tag === 'string')) tags = rawTags as string[];
  else if (rawTags !== undefined && rawTags !== null) fail('tags', 'a list of strings');
  const position = data.sidebar_position;
  if (position !== undefined && typeof position !== 'number') fail('sidebar_position', 'a number');
  const hideToc = data.hide_table_of_contents;
  if (hideToc !== undefined && typeof hideToc !== 'boolean') fail('hide_table_of_contents', 'true or false');
  const id = optionalString('id');
  // Docusaurus refuses a slash in an id too: the id names the page inside its folder, the folder comes from the path.
  if (id !== undefined && (id === '' || /[/\\]/.test(id) || id === '.' || id === '..'))
    fail('id', 'a name without "/", such as "configuration"');
  const weight = data.search_weight;
  if (weight !== undefined && (typeof weight !== 'number' || !(weight > 0 && weight <= 10)))
    fail('search_weight', 'a number above 0 and at most 10 (1 is the default; 2 ranks the page twice as high)');
  const pagination = (key: string): string | null | undefined => (data[key] === null ? null : optionalString(key));
  const displayed = pagination('displayed_sidebar');
  return {
    title: optionalString('title'),
    description: optionalString('description'),
    tags,
    sidebar_position: position as number | undefined,
    sidebar_label: optionalString('sidebar_label'),
    ...(id === undefined ? {} : { id }),
    slug: optionalString('slug'),
    hide_table_of_contents: hideToc as boolean | undefined,
    pagination_next: pagination('pagination_next'),
    pagination_prev: pagination('pagination_prev'),
    ...(displayed === undefined ? {} : { displayed_sidebar: displayed }),
    ...(weight === undefined ? {} : { search_weight: weight as number }),
  };
}
