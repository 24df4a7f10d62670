// The pages of a folder of standalone pages (config `pages`, Docusaurus's `src/pages/`): Markdown and MDX files read
// as content files are, and React components (`.js`, `.jsx`, `.ts`, `.tsx`) whose default export is the page, each
// published at its path from the folder (`help.md` → `/help`, `showcase/index.tsx` → `/showcase`), as Docusaurus's
// pages plugin routes them. They are in no sidebar and no doc id names them.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { DEFAULT_MAX_PAGE_BYTES } from '../config/schema.js';
import { siteBoundary } from '../fs/site-folder.js';
import { walkFiles } from '../fs/walk-files.js';
import { normalizeRoute } from '../routes/content-routes.js';
import { readContentFile, type ContentFile } from './content-files.js';
import { decodeUtf8Text } from './decode-text.js';
import { includedFileReader } from './included-file.js';
import { checkPageSize } from './page-size.js';

/** The files a pages folder may hold as pages, as Docusaurus's pages plugin `include`s them. */
const PAGE_FILE = /\.(?:mdx?|jsx?|tsx?)$/i;
/** A React page: a component module, rendered as the page's whole content. */
export const REACT_PAGE_FILE = /\.(?:jsx?|tsx?)$/i;
/** Type declarations hold no component. */
const DECLARATION_FILE = /\.d\.[cm]?ts$/i;

/** A pages folder as the config gives it (absolute `dir`). */
export interface PagesFolder {
  dir: string;
  /** The route its files are published under ("/"). */
  route: string;
  /** Glob patterns (relative to `dir`) of files that are no page. */
  exclude: readonly string[];
}

/** The folder's page files (absolute paths), sorted, without dot-files, node_modules and what `exclude` names. */
export function listStandalonePages(root: string, folder: PagesFolder): string[] {
  const excluded = folder.exclude.length > 0 ? picomatch([...folder.exclude], { dot: true }) : undefined;
  const skip = (name: string): boolean => name.startsWith('.') || name === 'node_modules';
  return walkFiles(folder.dir, { root, boundary: siteBoundary(root, folder.dir), skip })
    .filter((file) => PAGE_FILE.test(file.rel) && !DECLARATION_FILE.test(file.rel))
    .filter((file) => !excluded?.(file.rel))
    .map((file) => file.path);
}

/** A page's route: its path in the folder without the extension, an `index` file its folder's, under the folder's route. */
export function standaloneRoute(rel: string, base: string): string {
  const parts = rel.replace(/\.[^./]+$/, '').split('/');
  if (parts.at(-1) === 'index') parts.pop();
  return normalizeRoute(`${base}/${parts.join('/')}`);
}

/** Every page of the folder, read: Markdown and MDX as content files, React modules with their source as the body. */
export function readStandalonePages(root: string, folder: PagesFolder, maxPageBytes = DEFAULT_MAX_PAGE_BYTES): ContentFile[] {
  const read = includedFileReader(root, siteBoundary(root, folder.dir));
  return listStandalonePages(root, folder).map((abs) => {
    const rel = path.relative(folder.dir, abs).split(path.sep).join('/');
    const route = standaloneRoute(rel, folder.route);
    // An index file is its folder's page: named by its folder where a title is wanted (`team/index.tsx`, "Team").
    const folderIndex = /(?:^|\/)index\.[^./]+$/.test(rel);
    // Named by their path from the site root, which no doc id of the content folder spells.
    const id = path
      .relative(root, abs)
      .split(path.sep)
      .join('/')
      .replace(/\.[^./]+$/, '');
    if (!REACT_PAGE_FILE.test(abs)) {
      const file = readContentFile(root, folder.dir, abs, folderIndex, { read, maxPageBytes });
      return { ...file, id, route, standalone: 'markdown' as const };
    }
    return { ...readReactPage(root, abs, { id, route, maxPageBytes }), ...(folderIndex ? { folderIndex } : {}) };
  });
}

/** A React page: its source is the body (warnings find the lines of its imports there), no front matter. */
function readReactPage(
  root: string,
  abs: string,
  { id, route, maxPageBytes }: { id: string; route: string; maxPageBytes: number },
): ContentFile {
  const file = path.relative(root, abs).split(path.sep).join('/');
  checkPageSize(abs, file, maxPageBytes);
  const bytes = readFileSync(abs);
  return {
    id,
    file,
    route,
    frontMatter: { tags: [] },
    body: decodeUtf8Text(bytes, file),
    bodyStartLine: 1,
    hash: createHash('sha1').update(bytes).update('\0react').digest('hex'),
    standalone: 'react',
  };
}

/** The module an MDX page's place holds for a React page: the component file itself, bundled from its folder. */
export function reactPageModule(file: ContentFile): string {
  return `export { default } from ${JSON.stringify(`./${path.posix.basename(file.file)}`)};`;
}
