// What a folder of pages says of itself, for the sidebars generated from the folder tree: a `_category_.json` or
// `_category_.yml` beside its pages (Docusaurus writes them; any site may) gives its label, its place among its
// neighbours, whether it starts collapsed and its own page; with number prefixes read (`02-guides/`), the folder's
// number is its place when the file gives none. Found from the pages' own paths, so nothing but those folders is read.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { DocsgenError, type BuildWarning } from '../errors/docsgen-error.js';
import type { PageNaming } from '../routes/content-routes.js';
import { numberPrefixOf, withoutNumberPrefixes } from '../routes/number-prefix.js';
import type { ContentFile } from './content-files.js';

/** One folder of the content folder, as generated sidebars show it. */
export interface ContentFolder {
  /** The folder as doc ids name it ("guides", "api/core"). */
  id: string;
  /** Its `_category_` file, relative to the site root, when it has one. */
  file?: string;
  label?: string;
  /** Its place among its neighbours, as its `_category_` file gives it. */
  position?: number;
  /** The number its name starts with (`02-guides/`), when the config reads number prefixes: its place otherwise. */
  numberPrefix?: number;
  collapsed?: boolean;
  /**
   * Its page: a doc id (of a page in the folder, "intro", or from the content folder, "guides/intro"); `null` for none
   * (not even its index page); "generated-index" for the page Docusaurus generates, which docsgen does not make yet.
   */
  link?: { doc: string } | null | 'generated-index';
}

/** The names a folder's metadata file may have, the first found read. */
const CATEGORY_FILES = ['_category_.json', '_category_.yml', '_category_.yaml'] as const;

/**
 * The folders holding the pages `files` (and their parent folders) that have something to say: a `_category_` file,
 * or a number prefix when `naming` reads them. A file that is not valid JSON or YAML, or a field of the wrong kind,
 * stops the build naming it; categories linked to a generated index page are counted in one warning.
 */
export function readContentFolders(
  root: string,
  contentDir: string,
  files: readonly ContentFile[],
  naming: PageNaming = {},
): { folders: ContentFolder[]; warnings: BuildWarning[] } {
  const dirs = new Set<string>();
  for (const file of files) {
    const rel = path.relative(contentDir, path.resolve(root, file.file)).split(path.sep).join('/');
    for (let dir = path.posix.dirname(rel); dir !== '.' && !dirs.has(dir); dir = path.posix.dirname(dir)) dirs.add(dir);
  }
  const folders: ContentFolder[] = [];
  const generated: string[] = [];
  for (const dir of [...dirs].sort()) {
    const numberPrefix = naming.numberPrefixes ? numberPrefixOf(path.posix.basename(dir)).prefix : undefined;
    const meta = readCategoryFile(root, path.join(contentDir, ...dir.split('/')));
    if (!meta && numberPrefix === undefined) continue;
    if (meta?.link === 'generated-index') generated.push(meta.file);
    folders.push({
      ...meta,
      id: naming.numberPrefixes ? withoutNumberPrefixes(dir) : dir,
      ...(numberPrefix === undefined ? {} : { numberPrefix }),
    });
  }
  return { folders, warnings: generated.length > 0 ? [generatedIndexWarning(generated[0]!, generated.length)] : [] };
}

/**
 * One warning for the categories linked to a generated index page (Docusaurus makes one listing the category's
 * pages), naming the first file that asks for one.
 */
export function generatedIndexWarning(file: string, count: number): BuildWarning {
  const how = count === 1 ? 'its category has no page of its own' : `${count} categories have no page of their own`;
  return {
    code: 'generated-index',
    file,
    message: `\`link: { type: 'generated-index' }\` asks for a page listing the category's pages, which docsgen does not make yet: ${how} (link the category to a page of yours with \`link: { type: 'doc', id }\`)`,
  };
}

/** The folder's `_category_` file read and checked, or undefined when it has none. */
function readCategoryFile(root: string, folder: string): (Omit<ContentFolder, 'id'> & { file: string }) | undefined {
  const name = CATEGORY_FILES.find((candidate) => existsSync(path.join(folder, candidate)));
  if (!name) return undefined;
  const abs = path.join(folder, name);
  const file = path.relative(root, abs).split(path.sep).join('/');
  const text = readFileSync(abs, 'utf8');
  const data = parseCategoryText(text, file, name.endsWith('.json'));
  if (data === undefined || data === null) return { file };
  const fail = (field: string, expected: string): never => {
    throw new DocsgenError({
      code: 'category-file',
      file,
      message: `\`${field}\` must be ${expected}, got ${JSON.stringify(data[field])}`,
      hint: 'a _category_ file holds label (a string), position (a number), collapsed and collapsible (true or false) and link',
    });
  };
  const { label, position, collapsed, collapsible } = data;
  if (label !== undefined && typeof label !== 'string') fail('label', 'a string');
  if (position !== undefined && typeof position !== 'number') fail('position', 'a number');
  if (collapsed !== undefined && typeof collapsed !== 'boolean') fail('collapsed', 'true or false');
  if (collapsible !== undefined && typeof collapsible !== 'boolean') fail('collapsible', 'true or false');
  const link = linkOf(data.link, fail);
  return {
    file,
    ...(label === undefined ? {} : { label: label as string }),
    ...(position === undefined ? {} : { position: position as number }),
    // A category that cannot collapse is shown open: docsgen's categories always can.
    ...(collapsible === false ? { collapsed: false } : collapsed === undefined ? {} : { collapsed: collapsed as boolean }),
    ...(link === undefined ? {} : { link }),
  };
}

/** The file's `link`: a page, none, or the generated index. */
function linkOf(value: unknown, fail: (field: string, expected: string) => never): ContentFolder['link'] {
  if (value === undefined || value === null) return value as undefined | null;
  const link = value as { type?: unknown; id?: unknown };
  if (link.type === 'doc' && typeof link.id === 'string' && link.id !== '') return { doc: link.id };
  if (link.type === 'generated-index') return 'generated-index';
  return fail('link', "null, { type: 'doc', id: '…' } or { type: 'generated-index' }");
}

/** The file's fields, or an error naming the line where its JSON or YAML goes wrong. */
function parseCategoryText(text: string, file: string, json: boolean): Record<string, unknown> | null | undefined {
  let data: unknown;
  try {
    data = json ? JSON.parse(text) : load(text);
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    const at = /position (\d+)/.exec((error as Error).message);
    const line = mark?.line !== undefined ? mark.line + 1 : at ? text.slice(0, Number(at[1])).split('\n').length : undefined;
    throw new DocsgenError({
      code: 'category-file',
      file,
      line,
      message: `the folder's metadata is not valid ${json ? 'JSON' : 'YAML'}: ${(error as Error).message.split('\n')[0]}`,
      hint: 'fix the file, or remove it to label the folder by its name',
      cause: error,
    });
  }
  if (data === undefined || data === null) return data as null | undefined;
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new DocsgenError({
      code: 'category-file',
      file,
      message: `the folder's metadata must be an object of fields, got ${JSON.stringify(data)}`,
      hint: 'write { "label": "Guides", "position": 2 }',
    });
  }
  return data as Record<string, unknown>;
}
