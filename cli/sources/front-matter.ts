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
  slug?: string;
  hide_table_of_contents?: boolean;
  pagination_next?: string | null;
  pagination_prev?: string | null;
}

export interface ParsedSource {
  frontMatter: FrontMatter;
  body: string;
  /** 1-based line in the file where the body starts, so Markdown positions map back to the file. */
  bodyStartLine: number;
}

interface YamlMark {
  line?: number;
  column?: number;
}

/** Splits a Markdown file into checked front matter and body; bad YAML or a wrong field type names the line. */
export function parseFrontMatter(raw: string, file: string): ParsedSource {
  refuseOtherLanguages(raw, file);
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Passing options turns off gray-matter's global cache, which would keep every file in memory.
    parsed = matter(raw, {});
  } catch (error) {
    const mark = (error as { mark?: YamlMark }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message.split('\n')[0];
    throw new DocsgenError({
      code: 'front-matter-yaml',
      file,
      // gray-matter's marks count from the line after the opening "---".
      line: mark?.line === undefined ? undefined : mark.line + 2,
      column: mark?.column === undefined ? undefined : mark.column + 1,
      message: `front matter is not valid YAML: ${reason}`,
      hint: 'fix the YAML between the two "---" lines (quote values that contain a colon)',
      cause: error,
    });
  }
  const data = parsed.data as Record<string, unknown>;
  const frontMatter = checkFields(data, file, raw);
  const bodyStartLine = raw.length === parsed.content.length ? 1 : raw.slice(0, raw.length - parsed.content.length).split('\n').length;
  return { frontMatter, body: parsed.content, bodyStartLine };
}

/**
 * gray-matter reads the word after the opening "---" as the front matter's language and would run "---js" front matter
 * through eval (and try to load CoffeeScript for "---coffee"): a content file must never run code in the build.
 */
function refuseOtherLanguages(raw: string, file: string): void {
  const text = raw.replace(/^\uFEFF/, '');
  // gray-matter's own test: "---" not followed by a fourth "-" opens front matter.
  if (!text.startsWith('---') || text[3] === '-') return;
  const language = text.slice(3, text.search(/\r?\n|$/)).trim();
  if (language === '' || /^ya?ml$/i.test(language)) return;
  throw new DocsgenError({
    code: 'front-matter-language',
    file,
    line: 1,
    message: `front matter in "${language.slice(0, 40)}" is not read: docsgen reads YAML front matter only`,
    hint: 'open the front matter with a line holding "---" alone and write its fields in YAML',
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
  const pagination = (key: string): string | null | undefined => (data[key] === null ? null : optionalString(key));
  return {
    title: optionalString('title'),
    description: optionalString('description'),
    tags,
    sidebar_position: position as number | undefined,
    sidebar_label: optionalString('sidebar_label'),
    slug: optionalString('slug'),
    hide_table_of_contents: hideToc as boolean | undefined,
    pagination_next: pagination('pagination_next'),
    pagination_prev: pagination('pagination_prev'),
  };
}
