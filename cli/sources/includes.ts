// Files pasted into a page before it is parsed, as the tools the folder was written for do it:
//   VitePress  <!--@include: ./parts/basics.md-->, with {3,10} lines, #region or #heading, "@/" for the content folder
//   mdBook     {{#include ../listings/main.rs}}, {{#rustdoc_include file.rs:anchor}}, :2, :2:10, ::10 lines
// Without this, VitePress's directive is an HTML comment (the text silently missing) and mdBook's shows as text where
// the rust book's 700 code listings belong. The expansion is text in, text out, with each line's origin kept so that
// a warning inside pasted text names the directive's line in the page.
import path from 'node:path';
import { DocsgenError } from '../errors/docsgen-error.js';
import { vitepressSlugOf } from '../text/slug.js';
import { formatLimit } from './page-size.js';

/** What reading an included file gave: its text, or why it was not read. */
export type IncludedText =
  | { kind: 'text'; text: string }
  | { kind: 'missing' }
  /** Outside the site folder, as written or once links are resolved: never read. */
  | { kind: 'outside' }
  /** A dot-file, or a file in a dot-folder (.env): never read. */
  | { kind: 'hidden' }
  /** Not UTF-8 text (binary, UTF-16), with the reason. */
  | { kind: 'unreadable'; reason: string };

export interface IncludeContext {
  /** The page (or included file) the text is from, relative to the site root, "/"-separated. */
  file: string;
  /** The content folder, relative to the site root ("content"): VitePress's "@/" starts there. */
  contentDir: string;
  /** Reads a file by its path relative to the site root ("/"-separated, normalised; may start with "../"). */
  read: (rel: string) => IncludedText;
  /** The most characters the text may hold with everything pasted in (config `maxPageBytes`); default: no limit. */
  maxBytes?: number;
  /** The line of the file the text starts on (after front matter), for the line an error names; default 1. */
  bodyStartLine?: number;
}

/** What one page's pastes may still add: characters, and files pasted (through nesting). */
interface Budget {
  bytes: number;
  pastes: number;
  /** Each file read once per page: a file pasted a thousand times is read once. */
  read: Map<string, IncludedText>;
}

export interface IncludeWarning {
  code: 'missing-file' | 'file-outside-site' | 'hidden-file' | 'include-loop' | 'include-selection';
  /** 1-based line in the text given, of the directive. */
  line: number;
  message: string;
}

export interface Expanded {
  text: string;
  /** For each line of `text` (index 0 is line 1), the line of the text given that it stands for; absent when equal. */
  origins?: number[];
  /**
   * The files pasted in, and those a directive names that do not exist (yet), relative to the site root, in order of
   * first use (the page's cache key covers their text).
   */
  files: string[];
  warnings: IncludeWarning[];
}

/** A chain of includes deeper than this is a loop (mdBook stops at 10 as well). */
const MAX_DEPTH = 10;
/**
 * Files pasted into one page, counting every paste through nesting. Ten files each pasting the next ten times are 10^7
 * pastes at depth 7; the rust book's busiest page pastes 30.
 */
const MAX_PASTES = 10_000;

const VITEPRESS = /<!--\s*@include:\s*(.*?)\s*-->/g;
// A backslash before the braces escapes it (mdBook's rule): the directive is shown as written, less the backslash.
const MDBOOK = /(\\?)\{\{#(include|rustdoc_include|playground|playpen)\s+([^}]*?)\s*\}\}/g;
/** Cheap test before any work: most pages include nothing. */
const ANY_DIRECTIVE = /@include:|\{\{#(?:include|rustdoc_include|playground|playpen)\s/;
/** mdBook drops its anchor marker lines from every include. */
const ANCHOR_LINE = /\bANCHOR(?:_END)?:\s*[\w-]+/;

/** The text with every include directive replaced by the file it names. */
export function expandIncludes(text: string, context: IncludeContext): Expanded {
  const files: string[] = [];
  const warnings: IncludeWarning[] = [];
  if (!ANY_DIRECTIVE.test(text)) return { text, files, warnings };
  const lines = text.split('\n');
  const out: string[] = [];
  const origins: number[] = [];
  const budget: Budget = { bytes: (context.maxBytes ?? Number.POSITIVE_INFINITY) - text.length, pastes: MAX_PASTES, read: new Map() };
  lines.forEach((line, index) => {
    const expanded = expandLine(line, index + 1, { context, chain: [context.file], files, warnings, budget });
    for (const piece of expanded.split('\n')) {
      out.push(piece);
      origins.push(index + 1);
    }
  });
  // A line only ever grows into several, so the same count means every line stands for itself.
  const changed = out.length !== lines.length;
  return { text: out.join('\n'), ...(changed ? { origins } : {}), files, warnings };
}

/** What expanding one line needs besides the line: the page's context and what the page's expansion gathers. */
interface Expansion {
  context: IncludeContext;
  /** The files being pasted, the page first: a file already in it is a loop. */
  chain: string[];
  files: string[];
  warnings: IncludeWarning[];
  budget: Budget;
}

/**
 * One line's directives replaced (recursively, `chain` the files already being pasted); warnings carry `line`, the
 * line of the page the directive (or the one that pasted it in) is on.
 */
function expandLine(line: string, lineNo: number, expansion: Expansion): string {
  if (!ANY_DIRECTIVE.test(line)) return line;
  const { context, chain, files, warnings, budget } = expansion;
  const from = chain[chain.length - 1]!;
  const paste = (written: string, target: string, select: (text: string, rel: string) => string | undefined, directive: string): string => {
    const rel = resolveTarget(target, from, context.contentDir);
    // Each code is written out where it is raised ({ code: '…' }): the errors catalogue's test finds them so.
    const warn = ({ code }: Pick<IncludeWarning, 'code'>, message: string) =>
      warnings.push({ code, line: lineNo, message: `${directive} ${written}: ${message}` });
    if (chain.includes(rel) || chain.length > MAX_DEPTH) {
      warn(
        { code: 'include-loop' },
        chain.includes(rel) ? `${[...chain, rel].join(' → ')} is a loop` : `more than ${MAX_DEPTH} includes deep`,
      );
      return '';
    }
    let found = budget.read.get(rel);
    if (!found) {
      found = context.read(rel);
      budget.read.set(rel, found);
    }
    if (found.kind !== 'text') {
      if (found.kind === 'missing') {
        warn({ code: 'missing-file' }, `${rel} does not exist`);
        // Named all the same: the page must be read again when it appears (docsgen dev watches it, a build checks it).
        if (!files.includes(rel)) files.push(rel);
      } else if (found.kind === 'outside') warn({ code: 'file-outside-site' }, 'points outside the site folder: it is not read');
      else if (found.kind === 'hidden') warn({ code: 'hidden-file' }, 'names a hidden file or folder: it is not read');
      else warn({ code: 'missing-file' }, `${rel} ${found.reason}`);
      return '';
    }
    if (!files.includes(rel)) files.push(rel);
    const selected = select(found.text.replace(/\r\n?/g, '\n'), rel);
    if (selected === undefined) return '';
    spend(budget, selected.length, { context, chain: [...chain, rel], lineNo });
    const inner = { ...expansion, chain: [...chain, rel] };
    return selected
      .split('\n')
      .map((pasted) => expandLine(pasted, lineNo, inner))
      .join('\n');
  };
  let result = line.replace(VITEPRESS, (directive, arg: string) => {
    const { target, region, range } = parseVitepressArgument(arg);
    if (!target) return directive;
    const pasted = paste(
      arg,
      target,
      (text, rel) => {
        const selection = selectVitepress(text, region, range);
        if (selection === undefined) {
          warnings.push({
            code: 'include-selection',
            line: lineNo,
            message: `@include ${arg}: ${rel} has no region or heading "${region}"`,
          });
          return undefined;
        }
        return rebaseRelativeLinks(selection, rel, context.contentDir);
      },
      '@include',
    );
    return pasted;
  });
  result = result.replace(MDBOOK, (directive, escaped: string, kind: string, written: string) => {
    if (escaped) return directive.slice(1);
    // {{#playground file.rs editable}}: the file is a Rust code block, the words after it the block's attributes.
    const runnable = kind === 'playground' || kind === 'playpen';
    const [arg = '', ...attributes] = runnable ? written.trim().split(/\s+/) : [written];
    const { target, selector } = parseMdbookArgument(arg);
    if (!target) return directive;
    const pasted = paste(
      arg,
      target,
      (text, rel) => {
        const selection = selectMdbook(text, selector);
        if (selection === undefined) {
          warnings.push({ code: 'include-selection', line: lineNo, message: `{{#${kind}}} ${arg}: ${rel} has no anchor "${selector}"` });
          return undefined;
        }
        return runnable ? rustFence(selection, attributes) : selection;
      },
      `{{#${kind}}}`,
    );
    return pasted;
  });
  return result;
}

/**
 * Takes one paste of `length` characters from the page's budget, or stops the build: a page that pastes more than its
 * limit is a mistake or an attack (files pasting each other ten times each, a few deep), never a page to publish.
 */
function spend(budget: Budget, length: number, at: { context: IncludeContext; chain: string[]; lineNo: number }): void {
  budget.bytes -= length;
  budget.pastes -= 1;
  if (budget.bytes >= 0 && budget.pastes >= 0) return;
  const { context, chain, lineNo } = at;
  const tooMany = budget.pastes < 0;
  const what = tooMany
    ? `paste more than ${MAX_PASTES.toLocaleString('en')} files into the page`
    : `make the page larger than ${formatLimit(context.maxBytes!)} (maxPageBytes)`;
  throw new DocsgenError({
    code: 'include-too-large',
    file: context.file,
    line: lineNo + (context.bodyStartLine ?? 1) - 1,
    message: `the includes ${what}; the paste past the limit: ${chain.join(' → ')}`,
    hint:
      'files that paste another several times each multiply at every level: paste each part once' +
      (tooMany ? '' : ', or raise `maxPageBytes` in docsgen.config.ts for a page this large'),
  });
}

/** The file a directive names, relative to the site root: from the including file's folder, or "@/" the content folder. */
function resolveTarget(target: string, from: string, contentDir: string): string {
  const base = target.startsWith('@')
    ? path.posix.join(contentDir, target.replace(/^@\/?/, ''))
    : path.posix.join(path.posix.dirname(from), target);
  return path.posix.normalize(base);
}

/** "./file.md#region{3,10}" → its parts; either selector may be absent, both ends of a range too. */
export function parseVitepressArgument(arg: string): { target: string; region?: string; range?: [number?, number?] } {
  let rest = arg.trim();
  let range: [number?, number?] | undefined;
  const rangeMatch = /\{(\d*),(\d*)\}$/.exec(rest);
  if (rangeMatch) {
    range = [rangeMatch[1] ? Number(rangeMatch[1]) : undefined, rangeMatch[2] ? Number(rangeMatch[2]) : undefined];
    rest = rest.slice(0, rangeMatch.index);
  }
  const hash = rest.indexOf('#');
  if (hash === -1) return { target: rest, ...(range ? { range } : {}) };
  return { target: rest.slice(0, hash), region: rest.slice(hash + 1), ...(range ? { range } : {}) };
}

/** The part of an included file VitePress pastes: front matter dropped, then a region or heading's section, then lines. */
function selectVitepress(text: string, region: string | undefined, range: [number?, number?] | undefined): string | undefined {
  let lines = (range ? text : text.replace(/^---\n[\s\S]*?\n---(?:\n|$)/, '')).split('\n');
  if (region) {
    const part = regionLines(lines, region) ?? headingSection(lines, region);
    if (!part) return undefined;
    lines = part;
  }
  if (range) lines = lines.slice(range[0] ? range[0] - 1 : 0, range[1] ?? lines.length);
  return lines.join('\n');
}

/** The lines between VS Code's region markers ("<!-- #region name -->", "// #region name", "# region name"). */
function regionLines(lines: string[], name: string): string[] | undefined {
  const marker = (kind: 'region' | 'endregion') =>
    new RegExp(`^\\s*(?:<!--|//|#|/\\*|--)?\\s*#?${kind}\\b\\s*${escapeRegExp(name)}?\\s*(?:-->|\\*/)?\\s*$`);
  const start = lines.findIndex((line) => marker('region').test(line) && line.includes(name));
  if (start === -1) return undefined;
  const end = lines.findIndex((line, i) => i > start && marker('endregion').test(line));
  return lines.slice(start + 1, end === -1 ? lines.length : end);
}

/** A Markdown heading whose VitePress id (or "{#id}") is `id`, with what follows it up to the next heading as high. */
function headingSection(lines: string[], id: string): string[] | undefined {
  const heading = (line: string) => /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
  const start = lines.findIndex((line) => {
    const match = heading(line);
    if (!match) return false;
    const custom = /\{#([\w-]+)\}$/.exec(match[2]!);
    return (custom ? custom[1] : vitepressSlugOf(match[2]!.replace(/[`*_]/g, ''))) === id;
  });
  if (start === -1) return undefined;
  const depth = heading(lines[start]!)![1]!.length;
  const end = lines.findIndex((line, i) => i > start && (heading(line)?.[1]?.length ?? 7) <= depth);
  return lines.slice(start, end === -1 ? lines.length : end);
}

/**
 * Links written relative to the included file point where they did there: VitePress rewrites "(./x)" and "(../x)" to
 * a path from the content folder, and so does this ("/guide/x.md"), which the link and image resolution then take.
 */
function rebaseRelativeLinks(text: string, rel: string, contentDir: string): string {
  const folder = path.posix.dirname(rel);
  return text.replace(/\]\((\.{1,2}\/[^)\s]*)/g, (match, target: string) => {
    const joined = path.posix.normalize(path.posix.join(folder, target));
    const fromContent = path.posix.relative(contentDir, joined);
    if (fromContent.startsWith('..')) return match;
    return `](/${fromContent}`;
  });
}

/** "file.rs:anchor", "file.rs:2", "file.rs:2:10", "file.rs::10", "file.rs:2:" → the file and its selector. */
export function parseMdbookArgument(arg: string): { target: string; selector?: string } {
  // A Windows drive letter is not an mdBook thing; the first colon ends the path.
  const colon = arg.indexOf(':');
  if (colon === -1) return { target: arg.trim() };
  return { target: arg.slice(0, colon).trim(), selector: arg.slice(colon + 1).trim() };
}

/** Rust code as mdBook's playground pastes it: a ```rust block with the attributes, fenced longer than any run inside. */
function rustFence(code: string, attributes: readonly string[]): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${['rust', ...attributes].join(',')}\n${code}\n${fence}`;
}

/** The lines an mdBook selector picks (anchor markers dropped), or undefined for an anchor the file lacks. */
function selectMdbook(text: string, selector: string | undefined): string | undefined {
  const lines = text.replace(/\n$/, '').split('\n');
  const withoutMarkers = (part: string[]) => part.filter((line) => !ANCHOR_LINE.test(line)).join('\n');
  if (!selector) return withoutMarkers(lines);
  const numbers = /^(\d*)(?::(\d*))?$/.exec(selector);
  if (numbers) {
    const [, first, last] = numbers;
    const start = first ? Number(first) - 1 : 0;
    // ":2" is line 2 alone; ":2:" from it on; "::10" up to 10; ":2:10" between.
    const end = last === undefined ? (first ? start + 1 : lines.length) : last ? Number(last) : lines.length;
    return withoutMarkers(lines.slice(start, end));
  }
  const open = new RegExp(`\\bANCHOR:\\s*${escapeRegExp(selector)}\\b`);
  const close = new RegExp(`\\bANCHOR_END:\\s*${escapeRegExp(selector)}\\b`);
  const start = lines.findIndex((line) => open.test(line));
  if (start === -1) return undefined;
  const end = lines.findIndex((line, i) => i > start && close.test(line));
  return withoutMarkers(lines.slice(start + 1, end === -1 ? lines.length : end));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
