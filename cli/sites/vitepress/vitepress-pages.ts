// A VitePress site's pages as docsgen publishes them: every Markdown file under `srcDir` whose path is its route, and
// the one shape of `rewrites` docsgen holds natively, a folder published at the site's root ('en/:rest*': ':rest*',
// the English pages of a site whose every language has its folder) or a root published under a folder.
import { existsSync } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { docIdFor } from '../../routes/content-routes.js';
import { listMarkdownFiles } from '../../sources/content-files.js';
import { isMarker, isRecord, type ReadingWarnings } from '../config-data.js';

/** The pages, where they are published, and how the navigation's links find them. */
export interface VitePressPages {
  /** The content folder, relative to the site root ("docs", "docs/en" after a rewrite that moves en/ to the root). */
  contentDir: string;
  /** The folder of `srcDir` the content folder is ("en"), or "" when it is srcDir itself. */
  movedFolder: string;
  /** Route prefix of every page ("/docs"), when a rewrite moves them all under one. */
  contentRoute?: string;
  /** `srcExclude` as globs relative to the content folder. */
  exclude: string[];
  /** The doc ids (paths under the content folder without ".md"), the excluded ones left out. */
  ids: Set<string>;
}

/** A rewrite every page goes through: its folder `from` (may be "") becomes `to` (may be ""). */
interface FolderRewrite {
  from: string;
  to: string;
}

/**
 * Reads the pages of the VitePress content folder `srcFolder` (relative to `root`), with `srcExclude` and `rewrites`
 * as found in the config `file`.
 */
export function vitepressPages(
  root: string,
  srcFolder: string,
  {
    srcExclude,
    rewrites,
    file,
    warnings,
    localeFolders = [],
  }: {
    srcExclude: string[];
    rewrites: unknown;
    file: string;
    warnings: ReadingWarnings;
    /** The other locales' folders (the config's `locales` keys): published as locales, not left out. */
    localeFolders?: readonly string[];
  },
): VitePressPages {
  const all = listMarkdownFiles(path.join(root, srcFolder), root).map((abs) =>
    path.relative(path.join(root, srcFolder), abs).split(path.sep).join('/'),
  );
  // VitePress leaves dist/ folders out (docsgen already leaves node_modules/ out).
  const dist = all.some((rel) => /(?:^|\/)dist\//.test(rel)) ? ['**/dist/**'] : [];
  const ignored = [...dist, ...dynamicRoutes(root, srcFolder, all, { file, warnings }), ...srcExclude];
  const excluded = picomatch(ignored);
  const pages = ignored.length > 0 ? all.filter((rel) => !excluded(rel)) : all;
  const rewrite = folderRewrite(rewrites, file, warnings);
  const moved = rewrite?.from ?? '';
  const inside = moved ? pages.filter((rel) => rel.startsWith(`${moved}/`)).map((rel) => rel.slice(moved.length + 1)) : pages;
  const elsewhere = pages.filter((rel) => !localeFolders.includes(rel.split('/')[0]!));
  if (moved) leftOutsideWarning(elsewhere, moved, { srcFolder, file, warnings });
  return {
    contentDir: joinPath(srcFolder, moved),
    movedFolder: moved,
    ...(rewrite?.to ? { contentRoute: `/${rewrite.to}` } : {}),
    exclude: moved ? ignored.flatMap((glob) => globUnder(glob, moved)) : ignored,
    ids: new Set(inside.map((rel) => docIdFor(rel))),
  };
}

/**
 * The templates of VitePress's dynamic routes (`packages/[pkg].md` beside `packages/[pkg].paths.js`), as globs: the
 * pages they make come from code docsgen does not run, and the template is no page of its own.
 */
function dynamicRoutes(
  root: string,
  srcFolder: string,
  pages: string[],
  { file, warnings }: { file: string; warnings: ReadingWarnings },
): string[] {
  const templates = pages.filter(
    (rel) =>
      /\[[^/]*\]/.test(rel) &&
      ['js', 'mjs', 'ts', 'mts'].some((ext) => existsSync(path.join(root, srcFolder, rel.replace(/\.md$/, `.paths.${ext}`)))),
  );
  if (templates.length === 0) return [];
  warnings.unsupported(
    file,
    'dynamic routes',
    `${templates.join(', ')} ${templates.length === 1 ? 'makes its pages' : 'make their pages'} with code (\`.paths\`) docsgen does not run: not published`,
  );
  return templates.map((rel) => rel.replace(/[[\]()*?!{}]/g, '\\$&'));
}

/** `srcExclude`'s glob as seen from the folder `moved` of srcDir: none when it names files elsewhere. */
function globUnder(glob: string, moved: string): string[] {
  if (glob.startsWith('**/') || !glob.includes('/')) return [glob];
  return glob.startsWith(`${moved}/`) ? [glob.slice(moved.length + 1)] : [];
}

/** "docs" + "en" → "docs/en"; "" + "en" → "en"; "docs" + "" → "docs". */
function joinPath(a: string, b: string): string {
  return [a, b].filter((part) => part && part !== '.').join('/') || '.';
}

/** `'en/:rest*'` or `'en/(.*)'`: a folder and everything in it. */
const FOLDER_FROM = /^((?:[\w.-]+\/)*[\w.-]+)\/(?::(\w+)\*|\(\.\*\))$/;
/** `':rest*'` or `'(.*)'`: everything. */
const EVERYTHING = /^(?::(\w+)\*|\(\.\*\))$/;

/**
 * The rewrite that moves the whole site: one rule `'<folder>/:rest*': ':rest*'` (published at the root) or `':rest*':
 * '<folder>/:rest*'` (published under the folder). Any other rule moves single pages, which docsgen cannot do from
 * the config: a warning names them, and those pages keep the routes of their files.
 */
function folderRewrite(rewrites: unknown, file: string, warnings: ReadingWarnings): FolderRewrite | undefined {
  if (rewrites === undefined || rewrites === null) return undefined;
  if (!isRecord(rewrites)) {
    warnings.unreadable(file, 'rewrites', rewrites, 'pages keep the routes of their files');
    return undefined;
  }
  const rules = Object.entries(rewrites);
  const [from, to] = rules[0] ?? [];
  if (rules.length === 1 && typeof to === 'string') {
    const folder = FOLDER_FROM.exec(from!);
    const target = FOLDER_FROM.exec(to);
    if (folder && EVERYTHING.test(to)) return { from: folder[1]!, to: '' };
    if (target && EVERYTHING.test(from!)) return { from: '', to: target[1]! };
  }
  const written = rules.map(([ruleFrom, ruleTo]) => `'${ruleFrom}': ${isMarker(ruleTo) ? 'a function' : `'${String(ruleTo)}'`}`);
  warnings.unsupported(
    file,
    'rewrites',
    `${written.join(', ')} move single pages, which docsgen does not do: those pages keep the routes of their files (give each a \`slug\` in its front matter to keep its VitePress URL)`,
  );
  return undefined;
}

/** The pages a folder rewrite leaves out of the content folder, by top folder, in one warning. */
function leftOutsideWarning(
  pages: string[],
  moved: string,
  { srcFolder, file, warnings }: { srcFolder: string; file: string; warnings: ReadingWarnings },
): void {
  const outside = pages.filter((rel) => !rel.startsWith(`${moved}/`));
  if (outside.length === 0) return;
  const folders = [...new Set(outside.map((rel) => (rel.includes('/') ? `${rel.split('/')[0]}/` : rel)))];
  const named = folders.length > 6 ? `${folders.slice(0, 6).join(', ')} …` : folders.join(', ');
  warnings.unsupported(
    file,
    'rewrites',
    `docsgen publishes ${joinPath(srcFolder, moved)}/ at the site's root, as the rewrite does, and not the ${outside.length} page${outside.length === 1 ? '' : 's'} outside it (${named}), which no locale of \`locales\` names`,
  );
}
