// An mdBook: book.toml (its settings, mdbook-settings.ts) and src/SUMMARY.md (its chapters, mdbook-summary.ts and
// mdbook-sidebar.ts). mdBook publishes the chapters SUMMARY.md lists and no other file, so every other page of src/,
// and SUMMARY.md itself, is excluded.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TomlError } from 'smol-toml';
import { DocsgenError } from '../../errors/docsgen-error.js';
import { listMarkdownFiles } from '../../sources/content-files.js';
import { ReadingWarnings } from '../config-data.js';
import type { SiteReader, SiteReading } from '../site-reading.js';
import { bookSettings } from './mdbook-settings.js';
import { summarySidebar } from './mdbook-sidebar.js';
import { parseSummary } from './mdbook-summary.js';
import { isFile } from '../../fs/is-file.js';

export const MDBOOK_READER: SiteReader = {
  name: 'mdBook',
  find: (root) => (isFile(path.join(root, 'book.toml')) ? 'book.toml' : undefined),
  read: async (root, file) => readBook(root, file),
  // mdBook's own output folder (`build.build-dir`'s default), where a book's deploy step looks.
  outDir: () => 'book',
};

function readBook(root: string, file: string): SiteReading {
  const warnings = new ReadingWarnings();
  const settings = bookSettings(readToml(root, file), root, file, warnings);
  const { config, src, fold } = settings;
  const srcDir = path.join(root, src);
  const summaryFile = path.posix.join(src, 'SUMMARY.md');
  // No src folder: the build says so (content-missing), naming the folder book.toml gave.
  if (!existsSync(srcDir)) return { config, files: [file], warnings: warnings.list };
  if (!isFile(path.join(root, summaryFile))) {
    warnings.add({
      code: 'site-nav-file-missing',
      file,
      message: `${summaryFile} does not exist (mdBook would write one): the sidebar lists every page of ${src}/ instead`,
    });
    return { config, files: [file], warnings: warnings.list };
  }
  const pages = new Set(listMarkdownFiles(srcDir, root).map((abs) => path.relative(srcDir, abs).split(path.sep).join('/')));
  const summary = parseSummary(readFileSync(path.join(root, summaryFile), 'utf8'));
  for (const problem of summary.problems) {
    warnings.add({ code: 'site-field-unread', file: summaryFile, line: problem.line, message: problem.message });
  }
  const { items, listed } = summarySidebar(summary, { file: summaryFile, src, pages, fold }, warnings);
  // A root index.md that SUMMARY.md does not list is kept: it is what docsgen asks for as the home page (no-home-page),
  // where mdBook shows its first chapter.
  const unlisted = [...pages].filter((page) => !listed.has(page) && page !== 'SUMMARY.md' && page !== 'index.md');
  return {
    config: {
      ...config,
      sidebars: { docs: { label: '', items } },
      exclude: ['SUMMARY.md', ...unlisted.map(literalGlob)],
    },
    files: [file, summaryFile],
    warnings: warnings.list,
    sidebarsFile: summaryFile,
  };
}

/** book.toml's table, or an error naming its line. */
function readToml(root: string, file: string): Record<string, unknown> {
  try {
    return parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;
  } catch (error) {
    if (!(error instanceof TomlError)) throw error;
    throw new DocsgenError({
      code: 'site-config-syntax',
      file,
      line: error.line,
      column: error.column,
      message: `${file} is not valid TOML: ${error.message.split('\n')[0]!.replace(/^Invalid TOML document: /, '')}`,
      hint: 'mdBook would refuse it too: correct the line shown',
    });
  }
}

/** A file name as a glob that matches only it: the characters globs give a meaning to, escaped. */
function literalGlob(file: string): string {
  return file.replace(/[\\*?[\]{}()!+@]/g, '\\$&');
}
