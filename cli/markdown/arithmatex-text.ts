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
  const formulas = findFormulas(body, options.backslashes);
  if (formulas.length === 0) return body;
  return rewrite(body, formulas, options.backslashes === 2);
}

/** Offsets where each line starts, and which lines are fenced code. */
function lineTable(body: string): { starts: number[]; code: boolean[] } {
  const starts = [0];
  for (let at = body.indexOf('\n'); at !== -1; at = body.indexOf('\n', at + 1)) starts.push(at + 1);
  const fence = new FencedCode();
  const code = starts.map((start, index) => fence.isCode(body.slice(start, (starts[index + 1] ?? body.length + 1) - 1)));
  return { starts, code };
}

/** The formulas outside code, in order. */
function findFormulas(body: string, backslashes: number): Formula[] {
  const { starts, code } = lineTable(body);
  const formulas: Formula[] = [];
  let line = 0;
  let at = 0;
  while (at < body.length) {
    while (line + 1 < starts.length && starts[line + 1]! <= at) line++;
    if (code[line]) {
      at = starts[line + 1] ?? body.length;
      continue;
    }
    const char = body[at]!;
    if (char === '`') {
      at = afterCodeSpan(body, at);
      continue;
    }
    if (char === '$' && backslashes === 1) {
      at = afterDollar(body, at, formulas);
      continue;
    }
    if (char !== '\\') {
      at++;
      continue;
    }
    const run = /^\\+/.exec(body.slice(at, at + 8))![0].length;
    const formula = (run === backslashes ? delimited(body, at, backslashes) : undefined) ?? (run === 1 ? environment(body, at) : undefined);
    if (formula) {
      formulas.push(formula);
      at = formula.to;
    } else at += run + 1;
  }
  return formulas;
}

/** Past the `$` at `at`: a `$$` run, or arithmatex's `$…$`; any other single `$` is money, escaped (a literal pushed). */
function afterDollar(body: string, at: number, formulas: Formula[]): number {
  if (body[at + 1] === '$') return at + /^\$+/.exec(body.slice(at, at + 16))![0].length;
  const match = SMART_DOLLAR.exec(body.slice(at, blankLineAfter(body, at)));
  if (match) return at + match[0].length;
  formulas.push({ from: at, to: at + 1, tex: '', display: false, fenced: false, literal: '\\$' });
  return at + 1;
}

/** Past a code span opening at `at` (its closing run of as many backticks, before a blank line), or past the run when unclosed. */
function afterCodeSpan(body: string, at: number): number {
  const run = /^`+/.exec(body.slice(at))![0];
  const paragraphEnd = blankLineAfter(body, at);
  const closing = new RegExp(`(?<!\`)${run}(?!\`)`, 'g');
  closing.lastIndex = at + run.length;
  const match = closing.exec(body);
  return match && match.index < paragraphEnd ? match.index + run.length : at + run.length;
}

/** Where the paragraph holding `at` ends: the next blank line, or the text's end. */
function blankLineAfter(body: string, at: number): number {
  const blank = /\n[ \t>]*\n/.exec(body.slice(at));
  return blank ? at + blank.index : body.length;
}

/** A formula between `\(` and `\)` or `\[` and `\]` (as many backslashes as `backslashes`) starting at `at`. */
function delimited(body: string, at: number, backslashes: number): Formula | undefined {
  const open = body[at + backslashes];
  if (open !== '(' && open !== '[') return undefined;
  const close = `${'\\'.repeat(backslashes)}${open === '(' ? ')' : ']'}`;
  const start = at + backslashes + 1;
  const end = body.indexOf(close, start);
  if (end === -1 || end > blankLineAfter(body, at) || body[end - 1] === '\\') return undefined;
  const display = open === '[';
  const to = end + close.length;
  const fenced = display && aloneOnLine(body, at, start) && aloneOnLine(body, end, to);
  return { from: at, to, tex: body.slice(start, end), display, fenced };
}

/** `\begin{env}…\end{env}` starting a line (arithmatex's block form; MathJax reads it anywhere, mdBook's too). */
function environment(body: string, at: number): Formula | undefined {
  const begin = /^\\begin\{([A-Za-z]+\*?)\}/.exec(body.slice(at, at + 40));
  if (!begin || !/^[ \t>]*$/.test(body.slice(body.lastIndexOf('\n', at - 1) + 1, at))) return undefined;
  const endTag = `\\end{${begin[1]}}`;
  const end = body.indexOf(endTag, at);
  if (end === -1 || end > blankLineAfter(body, at)) return undefined;
  const to = end + endTag.length;
  return { from: at, to, tex: body.slice(at, to), display: true, fenced: false };
}

/** Whether `[from, to)` is all its line holds but blanks (and quote markers). */
function aloneOnLine(body: string, from: number, to: number): boolean {
  const lineStart = body.lastIndexOf('\n', from - 1) + 1;
  const lineEnd = body.indexOf('\n', to);
  return /^[ \t>]*$/.test(body.slice(lineStart, from)) && /^[ \t]*\r?$/.test(body.slice(to, lineEnd === -1 ? body.length : lineEnd));
}

/** A change to the body: the text in `[from, to)` replaced. */
interface Edit {
  from: number;
  to: number;
  text: string;
}

/** The body with every formula written in dollars. */
function rewrite(body: string, formulas: Formula[], mdbook: boolean): string {
  const edits: Edit[] = [];
  const fences = new Set<number>();
  for (const formula of formulas) {
    const tex = mdbook ? unescapeMarkdown(formula.tex) : formula.tex;
    if (formula.literal !== undefined) edits.push({ from: formula.from, to: formula.to, text: formula.literal });
    else if (formula.fenced) edits.push({ from: formula.from, to: formula.to, text: `$$${tex}$$` });
    else if (formula.display && aloneOnLine(body, formula.from, formula.to)) edits.push(...blockEdits(body, formula, tex, fences));
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
 * there is none, or where the formula before took it). `fences` holds the blank lines' offsets already taken.
 */
function blockEdits(body: string, formula: Formula, tex: string, fences: Set<number>): Edit[] {
  const lineStart = body.lastIndexOf('\n', formula.from - 1) + 1;
  const prefix = body.slice(lineStart, formula.from);
  const fence = `${prefix}$$`;
  const edits: Edit[] = [{ from: formula.from, to: formula.to, text: tex }];
  const previousStart = lineStart === 0 ? -1 : body.lastIndexOf('\n', lineStart - 2) + 1;
  if (previousStart >= 0 && /^[ \t>]*\r?$/.test(body.slice(previousStart, lineStart - 1)) && !fences.has(previousStart)) {
    fences.add(previousStart);
    edits.push({ from: previousStart, to: lineStart - 1, text: fence });
  } else edits.push({ from: lineStart, to: lineStart, text: `${fence}\n` });
  const lineEnd = body.indexOf('\n', formula.to);
  const nextEnd = lineEnd === -1 ? -1 : body.indexOf('\n', lineEnd + 1);
  const next = lineEnd === -1 ? undefined : body.slice(lineEnd + 1, nextEnd === -1 ? body.length : nextEnd);
  if (next !== undefined && /^[ \t>]*\r?$/.test(next)) {
    fences.add(lineEnd + 1);
    edits.push({ from: lineEnd + 1, to: nextEnd === -1 ? body.length : nextEnd, text: fence });
  } else edits.push({ from: lineEnd === -1 ? body.length : lineEnd, to: lineEnd === -1 ? body.length : lineEnd, text: `\n${fence}` });
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
