// The folders a build writes, checked before anything is written or removed: the output folder (`--out`), which a build
// replaces whole, and the caches (`--cache-dir`), where it deletes what older docsgens left. Neither may be, hold or lie
// inside one of the site's inputs (content, static files, the spec, the config, the other of the two), and a folder
// that already holds files must be one docsgen made: an output with its build manifest, a cache with docsgen's files.
// Vite's rule is the model: it empties an `outDir` only when it is its own to empty.
import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/schema.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import { docsgenFolder } from '../fs/docsgen-folder.js';
import { isInsideFolder, isUnderDotFolder } from '../fs/inside-folder.js';
import { BUILD_MANIFEST } from '../http/build-manifest.js';
import { CACHE_NAME } from '../incremental/build-context.js';

/** What a build writes: its output folder and, with caches on, its cache folder (both absolute). */
export interface WriteFolders {
  outDir: string;
  cacheDir?: string;
}

/** Throws `unsafe-out-dir` or `unsafe-cache-dir` when a folder the build would write is not its own to write. */
export function checkWriteFolders(config: ResolvedConfig, { outDir, cacheDir }: WriteFolders): void {
  const inputs = siteInputs(config);
  checkFolder('out', outDir, [...inputs, { what: "docsgen's own folder (.docsgen)", path: docsgenFolder(config.root) }], config);
  if (cacheDir && !isInsideFolder(docsgenFolder(config.root), cacheDir)) {
    checkFolder('cache', cacheDir, [...inputs, { what: 'the output folder', path: outDir }], config);
  }
}

interface Input {
  what: string;
  path: string;
  /**
   * Its reading skips dot-folders (the content folder): a folder written under one of its dot-folders is never read
   * back as input. VitePress's `.vitepress/dist` and the `.docsgen/cache` of a site whose pages sit at its root are there.
   */
  skipsDotFolders?: boolean;
}

/** The site's inputs that a folder written by the build must stay apart from. */
function siteInputs(config: ResolvedConfig): Input[] {
  return [
    { what: 'the content folder', path: config.contentDir, skipsDotFolders: true },
    { what: 'the static folder', path: config.staticDir },
    ...(config.openapi ? [{ what: 'the OpenAPI spec', path: config.openapi.file }] : []),
    ...(config.configFile ? [{ what: 'the config file', path: path.join(config.root, config.configFile) }] : []),
    ...(config.site?.files ?? []).map((file) => ({
      what: `the ${config.site!.generator} file ${file}`,
      path: path.resolve(config.root, file),
    })),
  ];
}

const KINDS = {
  out: { code: 'unsafe-out-dir', option: '--out', name: 'output folder', example: '"build" next to content/' },
  cache: { code: 'unsafe-cache-dir', option: '--cache-dir', name: 'cache folder', example: '".docsgen/cache", the default' },
} as const;

function checkFolder(kind: keyof typeof KINDS, folder: string, inputs: Input[], config: ResolvedConfig): void {
  const { code, option, name, example } = KINDS[kind];
  const refuse = (why: string, hint = `choose another ${name} (${option}), such as ${example}`): never => {
    throw new DocsgenError({ code, message: `refusing to write the site's ${name} into ${shown(folder)}: ${why}`, hint });
  };
  // The site folder itself, or a folder holding it: the output may sit inside the site, never around it.
  if (isInsideFolder(folder, config.root)) refuse(folder === config.root ? 'it is the site folder' : 'it holds the site folder');
  for (const input of inputs) {
    const unread = input.skipsDotFolders && isUnderDotFolder(input.path, folder);
    if (isInsideFolder(input.path, folder) && !unread) refuse(folder === input.path ? `it is ${input.what}` : `it is inside ${input.what}`);
    if (isInsideFolder(folder, input.path)) refuse(`it holds ${input.what} (${shown(input.path)})`);
  }
  const found = entryOf(folder);
  if (found === 'missing') return;
  if (found !== 'folder') refuse(`it is ${found}, not a folder`);
  const names = readdirSync(folder);
  if (names.length === 0 || (kind === 'out' ? isBuiltOutput(folder) : names.some((entry) => CACHE_NAME.test(entry)))) return;
  const listed = names.slice(0, 3).join(', ') + (names.length > 3 ? `, … (${names.length} entries)` : '');
  refuse(
    `it holds files docsgen did not write (${listed})`,
    `docsgen replaces only an empty ${name} or one it wrote itself; move those files away, or choose another ${name} (${option})`,
  );
}

/** What is at `file`: a folder, nothing, or what else (a file, a link) that a build must not replace. */
function entryOf(file: string): 'folder' | 'missing' | string {
  try {
    const stats = lstatSync(file);
    if (stats.isDirectory()) return 'folder';
    return stats.isSymbolicLink() ? 'a symbolic link' : stats.isFile() ? 'a file' : 'a pipe, socket or device';
  } catch {
    return 'missing';
  }
}

/** A folder a docsgen build published: its build manifest is there (http/build-manifest.ts). */
function isBuiltOutput(folder: string): boolean {
  try {
    return lstatSync(path.join(folder, BUILD_MANIFEST)).isFile();
  } catch {
    return false;
  }
}

const shown = (folder: string): string => path.relative(process.cwd(), folder) || folder;
