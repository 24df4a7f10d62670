// pymdownx.snippets, as an MkDocs site with it listed pastes files before its pages are parsed:
//   --8<-- "file.md"            one file (indented: every pasted line takes the indent), "file.md:3:5" lines 3 to 5,
//                               "file.md:name" the lines between `--8<-- [start:name]` and `--8<-- [end:name]`
//   --8<--                      a block: each line between the two markers names a file
//   file.md
//   --8<--
//   ;--8<-- "file.md"           escaped: shown without the semicolon
// Paths are looked for in `base_path`'s folders (the site root by default), never above them, and the site's
// boundary is the reader's (included-file.ts). `auto_append` files are pasted at every page's end. A file that is not
// found is a warning naming the page's line (pymdownx drops it silently, or stops the build with `check_paths`; a
// docsgen build does neither), and so is a file pasting itself.
import path from 'node:path';
import { DocsgenError } from '../errors/docsgen-error.js';
import { formatLimit } from './page-size.js';
import type { Expanded, IncludedText, IncludeWarning } from './includes.js';

/** pymdownx.snippets' options, as the MkDocs reader gives them (config `markdown.mkdocs.snippets`). */
export interface SnippetOptions {
  /** Folders, from the site root, a path is looked for in, in order. */
  basePath: readonly string[];
  /** Files pasted at the end of every page. */
  autoAppend: readonly string[];
}

export interface SnippetContext {
  /** The page, from the site root ("/"-separated), for loop messages. */
  file: string;
  /** Reads a file by its path from the site root (included-file.ts). */
  read: (rel: string) => IncludedText;
  options: SnippetOptions;
  /** The most characters the page may grow to (config `maxPageBytes`). */
  maxBytes?: number;
}

const MARKER = /^([ \t]*)(;*)(?:(-+8<-+[ \t]+)("(?:\\"|[^"\n\r])+?"|'(?:\\'|[^'\n\r])+?')|(-+8<-+))[ \t]*\r?$/;
const SECTION = /^(.*?)(;*)(-+8<-+[ \t]+)\[[ \t]*(start|end)[ \t]*:[ \t]*([a-z][-_0-9a-z]*)[ \t]*\](.*?)$/i;
const SELECTION = /^(.*?)(?:(:[0-9]*)?(:[0-9]*)?|(:[a-z][-_0-9a-z]*)?)$/i;
/** A paste deeper than this is a loop gone unnoticed (the includes stop at 10 too). */
const MAX_DEPTH = 10;

interface Walk {
  context: SnippetContext;
  /** The files being pasted, outermost first: one already in it is a loop. */
  chain: string[];
  files: string[];
  warnings: IncludeWarning[];
  /** Characters the page may still grow by. */
  room: { bytes: number };
  cache: Map<string, IncludedText>;
}

/** The page's text with its snippets pasted (and `auto_append`'s after it), each line's page line kept. */
export function expandSnippets(text: string, context: SnippetContext): Expanded {
  const files: string[] = [];
  const warnings: IncludeWarning[] = [];
  const lines = text.split('\n');
  const append = context.options.autoAppend;
  if (!append.length && !/-8<-/.test(text)) return { text, files, warnings };
  const walk: Walk = {
    context,
    chain: [context.file],
    files,
    warnings,
    room: { bytes: (context.maxBytes ?? Number.POSITIVE_INFINITY) - text.length },
    cache: new Map(),
  };
  const out: string[] = [];
  const origins: number[] = [];
  pasteLines(lines, walk, (index) => index + 1, out, origins);
  // As pymdownx does: a block of the files after the page, their lines standing for its last line.
  if (append.length) pasteLines(['', '-8<-', ...append, '-8<-'], walk, () => lines.length, out, origins);
  return { text: out.join('\n'), origins, files, warnings };
}

/** Copies `lines` to `out`, their snippets pasted; `lineOf` gives the page line an index stands for. */
function pasteLines(lines: readonly string[], walk: Walk, lineOf: (index: number) => number, out: string[], origins: number[]): void {
  let block = false;
  for (const [index, line] of lines.entries()) {
    const marker = MARKER.exec(line);
    const push = (pasted: string) => {
      out.push(pasted);
      origins.push(lineOf(index));
    };
    if (marker?.[2]) push(line.replace(';', ''));
    else if (marker && !marker[4]) block = !block;
    else if (!marker && !block) push(line);
    // Inline markers directly inside a block are ignored, as pymdownx ignores them.
    else if (!(marker && block)) {
      const indent = marker ? marker[1]! : (/^[ \t]*/.exec(line)?.[0] ?? '');
      const written = marker ? marker[4]!.slice(1, -1).trim() : line.trim();
      if (!written) {
        if (block) push('');
      } else if (!written.startsWith(';')) {
        for (const pasted of snippetLines(written, walk, lineOf(index))) push(indent + pasted);
      }
    }
  }
}

/** The lines one snippet path gives, its own snippets pasted; none (with a warning) when it cannot be read. */
function snippetLines(written: string, walk: Walk, line: number): string[] {
  const selection = SELECTION.exec(written)!;
  const target = selection[1]!.trim();
  if (!target || /^https?:\/\//i.test(target)) return [];
  const warn = (code: IncludeWarning['code'], message: string) =>
    walk.warnings.push({ code, line, message: `--8<-- "${written}": ${message}` });
  const { rel, found } = findSnippet(target, walk);
  if (found.kind !== 'text') {
    if (found.kind === 'outside') warn('file-outside-site', 'points outside the site folder or its base_path: it is not read');
    else if (found.kind === 'hidden') warn('hidden-file', 'names a hidden file or folder: it is not read');
    else {
      warn('missing-file', found.kind === 'missing' ? `${rel} does not exist` : `${rel} ${found.reason}`);
      if (!walk.files.includes(rel)) walk.files.push(rel);
    }
    return [];
  }
  if (walk.chain.includes(rel) || walk.chain.length > MAX_DEPTH) {
    warn(
      'include-loop',
      walk.chain.includes(rel) ? `${[...walk.chain, rel].join(' → ')} is a loop` : `more than ${MAX_DEPTH} snippets deep`,
    );
    return [];
  }
  if (!walk.files.includes(rel)) walk.files.push(rel);
  let lines = found.text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  const [start, end, section] = [selection[2], selection[3], selection[4]];
  if (start || end)
    lines = lines.slice(
      start && start.length > 1 ? Math.max(0, Number(start.slice(1)) - 1) : 0,
      end && end.length > 1 ? Number(end.slice(1)) : undefined,
    );
  else if (section) {
    const part = sectionLines(lines, section.slice(1));
    if (!part) {
      walk.warnings.push({ code: 'include-selection', line, message: `--8<-- "${written}": ${rel} has no section "${section.slice(1)}"` });
      return [];
    }
    lines = part;
  }
  walk.room.bytes -= lines.join('\n').length;
  if (walk.room.bytes < 0) {
    throw new DocsgenError({
      code: 'include-too-large',
      file: walk.context.file,
      message: `the snippets make the page larger than ${formatLimit(walk.context.maxBytes!)} (maxPageBytes); the paste past the limit: ${[...walk.chain, rel].join(' → ')}`,
      hint: 'paste each part once, or raise `maxPageBytes` in docsgen.config.ts for a page this large',
    });
  }
  const out: string[] = [];
  pasteLines(lines, { ...walk, chain: [...walk.chain, rel] }, () => line, out, []);
  return out;
}

/** The first base path's file that holds `target` (from the site root), or why none was read. */
function findSnippet(target: string, walk: Walk): { rel: string; found: IncludedText } {
  let first: { rel: string; found: IncludedText } | undefined;
  for (const base of walk.context.options.basePath) {
    const folder = path.posix.normalize(base.replace(/\\/g, '/'));
    const rel = path.posix.normalize(path.posix.join(folder, target.replace(/\\/g, '/')));
    // restrict_base_path (pymdownx's default): a path that climbs out of its base is not looked for there.
    const inside = path.posix.relative(folder, rel);
    if (inside.startsWith('..') || path.posix.isAbsolute(inside)) {
      first ??= { rel, found: { kind: 'outside' } };
      continue;
    }
    let found = walk.cache.get(rel);
    if (!found) {
      found = walk.context.read(rel);
      walk.cache.set(rel, found);
    }
    if (found.kind === 'text') return { rel, found };
    if (!first || first.found.kind === 'outside') first = { rel, found };
  }
  return first ?? { rel: target, found: { kind: 'missing' } };
}

/** The lines between `--8<-- [start:name]` and `--8<-- [end:name]`, other sections' markers left out. */
function sectionLines(lines: readonly string[], name: string): string[] | undefined {
  const out: string[] = [];
  let inside = false;
  let found = false;
  for (const line of lines) {
    const marker = SECTION.exec(line);
    if (marker && inside && marker[2])
      out.push(`${marker[1]}${marker[2].replace(';', '')}${marker[3]}[${marker[4]}:${marker[5]}]${marker[6]}`);
    else if (marker && marker[5] === name) {
      if (marker[4]!.toLowerCase() === 'start') {
        inside = true;
        found = true;
      } else break;
    } else if (!marker && inside) out.push(line);
  }
  return found ? out : undefined;
}
