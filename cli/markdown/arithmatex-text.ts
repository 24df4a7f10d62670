// The math delimiters other tools read before Markdown does, rewritten into remark-math's before parsing:
//   MkDocs's pymdownx.arithmatex   `\(…\)` inline, `\[…\]` and `\begin{env}…\end{env}` displayed;
//   mdBook's MathJax               `\\(…\\)` inline, `\\[…\\]` displayed (the Markdown's escapes are MathJax's TeX
//                                  once pulldown-cmark has read them: `\\\\` is TeX's `\\`, `\\{` its `\{`).
// Left as they are, CommonMark takes `\(` for an escaped `(` and `_` in TeX for emphasis. A formula inside a line
// becomes `$…$` (`$$…$$` when single dollars are text, mdBook's way); a displayed one standing on lines of its own
// becomes a `$$` block, its fences put in the blank lines around it, so every line keeps its number (warnings quote
// lines); only one with no blank line before or after it takes a line more. Fenced code and code spans are left
// alone: a page showing the syntax keeps it.
import { FencedCode } from './container-titles.js';
import type { MarkdownOptions } from './markdown-result.js';

/** The page as remark-math reads it: mdBook's delimiters rewritten, or arithmatex's on an MkDocs site listing it. */
export function mathText(body: string, options: Pick<MarkdownOptions, 'math' | 'mkdocsExtensions'>): string {
  if (options.math === 'mdbook') return arithmatexText(body, { backslashes: 2 });
  if (options.math && options.mkdocsExtensions?.includes('pymdownx.arithmatex')) return arithmatexText(body, { backslashes: 1 });
  return body;
}

export interface ArithmatexOptions {
  /** How many backslashes write a delimiter: 1 (arithmatex), 2 (mdBook). */
  backslashes: 1 | 2;
}

/** A formula found: where its delimiters start and end in the text, its TeX, and whether it is displayed. */
interface Formula {
  from: number;
  to: number;
  tex: string;
  display: boolean;
  /** `\[` and `\]` each alone on their line: the delimiters become the block's `$$` fences where they stand. */
  fenced: boolean;
  /** Not a formula: text written in its place as it is (a `$` that is money, escaped). */
  literal?: string;
}

/**
 * arithmatex's `$…$` (its default `smart_dollar`): no blank after the opening `$` nor before the closing one, so
 * "from $1,050 to more than $11,000" is text. remark-math would read a formula there: such a `$` is escaped.
 */
const SMART_DOLLAR = /^\$(?!\s)(?:\\.|[^\\$])+?(?<!\s)\$/;

/** The page with its arithmatex or mdBook math written as remark-math reads it. */
export function arithmatexText(body: string, options: ArithmatexOptions): string {
  if (!body.includes('\\') && !(options.backslashes === 1 && body.includes('$'))) return body;
  const page = new PageText(body);
  const formulas = findFormulas(page, options.backslashes);
  if (formulas.length === 0) return body;
  return rewrite(page, formulas, options.backslashes === 2);
}

/**
 * The page being read: its lines (where each starts, which are fenced code) and the next place each delimiter occurs.
 * The scan only moves forward, so each search remembers its answer and the page is searched about once per
 * delimiter: searching again from every opener made a 200 KB page of unclosed `\\(` take 11 s.
 */
class PageText {
  readonly starts: number[] = [0];
  readonly code: boolean[];
  private readonly found = new Map<string, { from: number; at: number }>();

  constructor(readonly body: string) {
    for (let at = body.indexOf('\n'); at !== -1; at = body.indexOf('\n', at + 1)) this.starts.push(at + 1);
    const fence = new FencedCode();
    this.code = this.starts.map((start, index) => fence.isCode(body.slice(start, this.lineEnd(index))));
  }

  /** The line holding offset `at` (0-based). */
  lineOf(at: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.starts[middle]! <= at) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** Where line `line` ends (its newline, or the text's end). */
  lineEnd(line: number): number {
    return (this.starts[line + 1] ?? this.body.length + 1) - 1;
  }

  /** The first offset at or after `from` where `pattern` occurs, or -1. */
  next(pattern: string | RegExp, from: number): number {
    const key = typeof pattern === 'string' ? pattern : pattern.source;
    const known = this.found.get(key);
    if (known && known.from <= from && (known.at === -1 || known.at >= from)) return known.at;
    let at: number;
    if (typeof pattern === 'string') at = this.body.indexOf(pattern, from);
    else {
      const search = new RegExp(pattern.source, 'g');
      search.lastIndex = from;
      at = search.exec(this.body)?.index ?? -1;
    }
    this.found.set(key, { from, at });
    return at;
  }

  /** Where the paragraph holding `at` ends: the next blank line, or the text's end. */
  paragraphEnd(at: number): number {
    const blank = this.next(/\n[ \t>]*\n/, at);
    return blank === -1 ? this.body.length : blank;
  }

  /** Whether `[from, to)` is all its line holds but blanks (and quote markers). */
  aloneOnLine(from: number, to: number): boolean {
    const lineStart = this.starts[this.lineOf(from)]!;
    const lineEnd = this.lineEnd(this.lineOf(to));
    return /^[ \t>]*$/.test(this.body.slice(lineStart, from)) && /^[ \t]*\r?$/.test(this.body.slice(to, lineEnd));
  }
}

/** The formulas outside code, in order. */
function findFormulas(page: PageText, backslashes: number): Formula[] {
  const { body } = page;
  const formulas: Formula[] = [];
  let line = 0;
  let at = 0;
  while (at < body.length) {
    while (line + 1 < page.starts.length && page.starts[line + 1]! <= at) line++;
    if (page.code[line]) {
      at = page.starts[line + 1] ?? body.length;
      continue;
    }
    const char = body[at]!;
    if (char === '`') {
      at = afterCodeSpan(page, at);
      continue;
    }
    if (char === '$' && backslashes === 1) {
      at = afterDollar(page, at, formulas);
      continue;
    }
    if (char !== '\\') {
      at++;
      continue;
    }
    const run = /^\\+/.exec(body.slice(at, at + 8))![0].length;
    const formula = (run === backslashes ? delimited(page, at, backslashes) : undefined) ?? (run === 1 ? environment(page, at) : undefined);
    if (formula) {
      formulas.push(formula);
      at = formula.to;
    } else at += run + 1;
  }
  return formulas;
}

/** Past the `$` at `at`: a `$$` run, or arithmatex's `$…$`; any other single `$` is money, escaped (a literal pushed). */
function afterDollar(page: PageText, at: number, formulas: Formula[]): number {
  const { body } = page;
  if (body[at + 1] === '$') return at + /^\$+/.exec(body.slice(at, at + 16))![0].length;
  const close = page.next(/[^\s\\]\$/, at + 1);
  const match = close === -1 ? null : SMART_DOLLAR.exec(body.slice(at, Math.min(page.paragraphEnd(at), close + 2)));
  if (match) return at + match[0].length;
  formulas.push({ from: at, to: at + 1, tex: '', display: false, fenced: false, literal: '\\$' });
  return at + 1;
}

/** Past a code span opening at `at` (its closing run of as many backticks, before a blank line), or past the run when unclosed. */
function afterCodeSpan(page: PageText, at: number): number {
  const run = /^`+/.exec(page.body.slice(at, at + 64))![0];
  const closing = page.next(new RegExp(`(?<!\`)${run}(?!\`)`), at + run.length);
  return closing !== -1 && closing < page.paragraphEnd(at) ? closing + run.length : at + run.length;
}

/** A formula between `\(` and `\)` or `\[` and `\]` (as many backslashes as `backslashes`) starting at `at`. */
function delimited(page: PageText, at: number, backslashes: number): Formula | undefined {
  const { body } = page;
  const open = body[at + backslashes];
  if (open !== '(' && open !== '[') return undefined;
  const close = `${'\\'.repeat(backslashes)}${open === '(' ? ')' : ']'}`;
  const start = at + backslashes + 1;
  const end = page.next(close, start);
  if (end === -1 || end > page.paragraphEnd(at) || body[end - 1] === '\\') return undefined;
  const display = open === '[';
  const to = end + close.length;
  const fenced = display && page.aloneOnLine(at, start) && page.aloneOnLine(end, to);
  return { from: at, to, tex: body.slice(start, end), display, fenced };
}

/** `\begin{env}…\end{env}` starting a line (arithmatex's block form; MathJax reads it anywhere, mdBook's too). */
function environment(page: PageText, at: number): Formula | undefined {
  const { body } = page;
  const begin = /^\\begin\{([A-Za-z]+\*?)\}/.exec(body.slice(at, at + 40));
  if (!begin || !/^[ \t>]*$/.test(body.slice(page.starts[page.lineOf(at)]!, at))) return undefined;
  const endTag = `\\end{${begin[1]}}`;
  const end = page.next(endTag, at);
  if (end === -1 || end > page.paragraphEnd(at)) return undefined;
  const to = end + endTag.length;
  return { from: at, to, tex: body.slice(at, to), display: true, fenced: false };
}

/** A change to the body: the text in `[from, to)` replaced. */
interface Edit {
  from: number;
  to: number;
  text: string;
}

/** The body with every formula written in dollars. */
function rewrite(page: PageText, formulas: Formula[], mdbook: boolean): string {
  const { body } = page;
  const edits: Edit[] = [];
  const fences = new Set<number>();
  for (const formula of formulas) {
    const tex = mdbook ? unescapeMarkdown(formula.tex) : formula.tex;
    if (formula.literal !== undefined) edits.push({ from: formula.from, to: formula.to, text: formula.literal });
    else if (formula.fenced) edits.push({ from: formula.from, to: formula.to, text: `$$${tex}$$` });
    else if (formula.display && page.aloneOnLine(formula.from, formula.to)) edits.push(...blockEdits(page, formula, tex, fences));
    else {
      const dollars = dollarRun(tex, mdbook ? 2 : 1);
      edits.push({ from: formula.from, to: formula.to, text: `${dollars}${tex}${dollars}` });
    }
  }
  let out = '';
  let done = 0;
  // A line put in before a formula starts where the formula does: it goes first.
  for (const edit of edits.sort((a, b) => a.from - b.from || a.to - b.to)) {
    out += body.slice(done, edit.from) + edit.text;
    done = edit.to;
  }
  return out + body.slice(done);
}

/**
 * A displayed formula standing on lines of its own as a `$$` block: its TeX in place of the delimited text, the
 * opening fence in the blank line before it and the closing one in the blank line after it (a line put in where
 * there is none, or where the formula before took it). `fences` holds the blank lines already taken.
 */
function blockEdits(page: PageText, formula: Formula, tex: string, fences: Set<number>): Edit[] {
  const { body, starts } = page;
  const first = page.lineOf(formula.from);
  const last = page.lineOf(formula.to);
  const fence = `${body.slice(starts[first]!, formula.from)}$$`;
  const edits: Edit[] = [{ from: formula.from, to: formula.to, text: tex }];
  const blank = (line: number) =>
    line >= 0 && line < starts.length && !fences.has(line) && /^[ \t>]*\r?$/.test(body.slice(starts[line]!, page.lineEnd(line)));
  if (blank(first - 1)) {
    fences.add(first - 1);
    edits.push({ from: starts[first - 1]!, to: page.lineEnd(first - 1), text: fence });
  } else edits.push({ from: starts[first]!, to: starts[first]!, text: `${fence}\n` });
  if (blank(last + 1)) {
    fences.add(last + 1);
    edits.push({ from: starts[last + 1]!, to: page.lineEnd(last + 1), text: fence });
  } else edits.push({ from: page.lineEnd(last), to: page.lineEnd(last), text: `\n${fence}` });
  return edits;
}

/** Dollars enough to hold `tex` (a run longer than any inside it), at least `least`. */
function dollarRun(tex: string, least: number): string {
  const longest = Math.max(0, ...(tex.match(/\$+/g) ?? []).map((run) => run.length));
  return '$'.repeat(Math.max(least, longest + 1));
}

/** CommonMark's backslash escapes read, as pulldown-cmark reads them before MathJax sees the text. */
function unescapeMarkdown(tex: string): string {
  return tex.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}
