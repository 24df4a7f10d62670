// Deep nesting is refused before and after parsing. micromark spends time that grows with the square (and worse) of
// the nesting depth — a 10,000-level list took minutes — and mdast-util-to-hast and hast-util-to-html recurse once per
// level, so a deep enough tree overflows the stack. No real document nests 50 levels: markdown-it stops at
// `maxNesting: 100` tokens, which a list spends two per level on (list and item), so the same depth.
import type { Root as MdastRoot } from 'mdast';
import { DocsgenError } from '../errors/docsgen-error.js';

/** Containers (list items, quotes) or inline spans (emphasis, links) inside each other, at most. */
export const MAX_NESTING = 50;

/**
 * Too deep, at `line` of the body: the error has no file, since the pipeline is given only the body; render-pages.ts
 * places it in the page's file (and its line), reference-context.ts in the OpenAPI spec.
 */
function tooDeep(line: number, what: string, limit = MAX_NESTING): DocsgenError {
  return new DocsgenError({
    code: 'markdown-nesting',
    line,
    message: `${what} nested deeper than ${limit} levels`,
    hint: `flatten the lists, quotes or emphasis there: docsgen stops at ${MAX_NESTING} levels, as markdown-it does, since no reader follows that many`,
  });
}

const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

/**
 * Finds, before parsing, lines that open more than MAX_NESTING list items and quotes: markers in the line's prefix
 * ("- - - x", "> > > x") plus the list items still open above the line, known by their content's column (as CommonMark
 * nests them: a line indented to an item's content is inside it, whatever the marker's width, "-" or "10."). Only lines
 * that open a container count, so a deeply indented code line never does.
 */
export function checkBlockNesting(body: string): void {
  const fences = new FenceTracker();
  // Content columns of the list items open above the current line, innermost last.
  const items: number[] = [];
  // Open ":::name" blocks (admonitions and other container directives): each ":::name" line opens one, ":::" closes one.
  let directives = 0;
  let line = 1;
  let start = 0;
  while (start <= body.length) {
    let end = body.indexOf('\n', start);
    if (end === -1) end = body.length;
    const head = body.slice(start, Math.min(end, start + 200));
    if (!fences.isCode(head)) {
      if (containerDepth(body, start, end, items) > MAX_NESTING) throw tooDeep(line, 'lists and quotes');
      // A closing fence is colons alone (group 1); an opening one has a name after them.
      const directive = /^[ \t>]*(?:[-*+][ \t]+)*:{3,}(?:([ \t]*$)|[^:])/.exec(head);
      if (directive) directives = directive[1] === undefined ? directives + 1 : Math.max(0, directives - 1);
      if (directives > MAX_NESTING) throw tooDeep(line, '":::" blocks');
    }
    start = end + 1;
    line++;
  }
}

/**
 * Tells code lines apart, line by line: inside a fenced block at the top level of the page (an opening fence
 * indented at most three spaces, closed by the same character at least as many times, as CommonMark has it). Fences
 * inside lists or quotes are not followed: there a container's end also ends the block, which a scan cannot see, and
 * a line wrongly taken for code could hide deep nesting from the checks.
 */
class FenceTracker {
  private fence = '';

  /** Whether this line (its first 200 characters are enough) is a fence or inside a fenced block. */
  isCode(line: string): boolean {
    const marker = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (this.fence) {
      if (marker && marker[1]![0] === this.fence[0] && marker[1]!.length >= this.fence.length && !marker[2]!.trim()) {
        this.fence = '';
      }
      return true;
    }
    // A backtick fence's info string holds no backtick ("``` a`b" is inline code, not a fence).
    if (marker && !(marker[1]![0] === '`' && marker[2]!.includes('`'))) {
      this.fence = marker[1]!;
      return true;
    }
    return false;
  }
}

/**
 * Containers a line opens or continues, from its prefix and the items open above it (`items`, updated: items whose
 * content column the line's indentation does not reach are closed, the line's own list markers open new ones);
 * 0 for a line that opens none. Lines that open none leave `items` as they are: a list goes on across blank lines.
 */
function containerDepth(text: string, start: number, end: number, items: number[]): number {
  let i = start;
  let column = 0;
  let quotes = 0;
  let opened = 0;
  let first = true;
  // Past this index the line holds only spaces and "-*_": only there can a thematic break start.
  let lastOther = end - 1;
  while (lastOther >= start && ' \t-*_'.includes(text[lastOther]!)) lastOther--;
  while (i < end) {
    const code = text.charCodeAt(i);
    if (code === 0x20 || code === 0x09) {
      column += code === 0x09 ? 4 - (column % 4) : 1;
      i++;
      continue;
    }
    if (first) {
      first = false;
      // A line that opens no container leaves the open items alone: a lazy continuation line at column 0 does not
      // end them, and popping there would let nesting hide behind such lines.
      if (code !== 0x3e && listMarkerEnd(text, i, end) === -1) return 0;
      // The first marker's column says which open items the line is still inside.
      while (items.length && items[items.length - 1]! > column) items.pop();
    }
    if (code === 0x3e /* > */) {
      quotes++;
      i++;
      column++;
    } else {
      const markerEnd = listMarkerEnd(text, i, end);
      if (markerEnd === -1) break;
      // "- - -" is a thematic break, not three list items.
      if (i > lastOther && THEMATIC_BREAK.test(text.slice(i, end))) break;
      column += markerEnd - i;
      i = markerEnd;
      // The item's content starts one column after its marker (the least CommonMark allows).
      items.push(column + 1);
      opened++;
    }
    // Enough to refuse the line: counting on would cost time on a line made to cost time.
    if (items.length + quotes > MAX_NESTING) break;
  }
  return opened + quotes === 0 ? 0 : items.length + quotes;
}

/** Index after a list marker ("-", "*", "+", "1.", "1)") followed by a space, a tab or the line end; -1 if none. */
function listMarkerEnd(text: string, i: number, end: number): number {
  const code = text.charCodeAt(i);
  let after = -1;
  if (code === 0x2d || code === 0x2a || code === 0x2b) after = i + 1;
  else {
    let j = i;
    while (j < end && j - i < 9 && text.charCodeAt(j) >= 0x30 && text.charCodeAt(j) <= 0x39) j++;
    if (j > i && j < end && (text.charCodeAt(j) === 0x2e || text.charCodeAt(j) === 0x29)) after = j + 1;
  }
  if (after === -1) return -1;
  if (after === end) return after;
  const next = text.charCodeAt(after);
  return next === 0x20 || next === 0x09 ? after : -1;
}

/**
 * Finds, before parsing, emphasis, strikethrough and brackets opened more than MAX_NESTING deep without closing in
 * between ("*a *a *a … a* a*"): micromark looks back over every open marker at each closing one, so such a paragraph
 * costs the square of its length. Counts a run of "*", "_" or "~" that only opens (after a space, before a non-space)
 * and "[", minus those that close, and refuses a closing one with more than MAX_NESTING open. Code is skipped (fenced blocks, code spans, lines indented as code) and blank
 * lines reset the count, as a paragraph ends there: `*ptr` and `_private` in a C or Python block count for nothing.
 */
export function checkInlineNesting(body: string): void {
  const paragraph = freshParagraph();
  const fences = new FenceTracker();
  const lines = body.split('\n');
  // Inside a GFM table (from its header row to the next blank line) each cell is parsed on its own: its markers never
  // meet another cell's, so each is counted apart.
  let table = false;
  for (let index = 0; index < lines.length; index++) {
    const text = lines[index]!;
    const content = text.replace(/^(?:[ \t]*>)*/, '');
    if (fences.isCode(text.slice(0, 200)) || /^[ \t]*$/.test(content) || /^(?: {4}|\t)/.test(content)) {
      Object.assign(paragraph, freshParagraph());
      table = false;
      continue;
    }
    table ||= content.includes('|') && isDelimiterRow(lines[index + 1] ?? '');
    if (table) {
      for (const cell of tableCells(text)) scanInline(cell, freshParagraph(), index + 1);
      continue;
    }
    const openBefore = paragraph.brackets > 0;
    scanInline(text, paragraph, index + 1);
    if (openBefore && paragraph.brackets > 0) paragraph.afterBracket += text.length + 1;
    if (paragraph.afterBracket > MAX_AFTER_UNCLOSED_BRACKET) throw unclosedBracket(paragraph.bracketLine, paragraph.afterBracket);
  }
}

function freshParagraph(): Paragraph {
  return { depth: 0, runs: 0, unmatched: 0, brackets: 0, afterBracket: 0, bracketLine: 0 };
}

/** A GFM table's delimiter row ("|---|:-:|", "--- | ---"), with the quote markers it may sit behind. */
function isDelimiterRow(line: string): boolean {
  return line.includes('|') && /^(?:[ \t]*>)*[ \t]*\|?(?:[ \t]*:?-+:?[ \t]*\|)*[ \t]*:?-+:?[ \t]*\|?[ \t]*$/.test(line);
}

/** A table row's cells: split at each "|" that is not escaped. */
function tableCells(row: string): string[] {
  return row.split(/(?<!\\)\|/);
}

/** What the inline scan knows of the paragraph so far. */
interface Paragraph {
  /** Markers open now. */
  depth: number;
  /** Emphasis runs and brackets seen. */
  runs: number;
  /** Closing markers that found nothing open: micromark looks back over the whole paragraph for each. */
  unmatched: number;
  /** "[" open now, and the characters of the paragraph since the first of them opened, on the line `bracketLine`. */
  brackets: number;
  afterBracket: number;
  bracketLine: number;
}

/**
 * Characters a paragraph may hold after a "[" that is still open. GFM's autolink literals (remark-gfm-syntax.ts) look
 * back from each "http" and "www" to that "[" (micromark-extension-gfm-autolink-literal 2.1.0, previousUnbalanced),
 * so the parse time grows as the square of this: 50,000 characters take about a quarter of a second, a megabyte
 * minutes.
 */
const MAX_AFTER_UNCLOSED_BRACKET = 50_000;

/** Look-backs over the paragraph's markers micromark may make: past this, a paragraph takes seconds to parse. */
const MAX_LOOK_BACK = 50_000_000;

/** Counts one line of a paragraph into `paragraph`; throws past MAX_NESTING, or when the look-backs grow too many. */
function scanInline(text: string, paragraph: Paragraph, line: number): void {
  // Backtick runs with no closing run further on: looking again for each would cost the square of the line.
  const unclosed = new Set<number>();
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\\') {
      i++;
      continue;
    }
    if (ch === '`') {
      let j = i;
      while (text[j + 1] === '`') j++;
      const run = text.slice(i, j + 1);
      const close = unclosed.has(run.length) ? -1 : text.indexOf(run, j + 1);
      if (close === -1) unclosed.add(run.length);
      i = close === -1 ? j : close + run.length - 1;
      continue;
    }
    let closes = false;
    if (ch === '[') {
      paragraph.depth++;
      paragraph.runs++;
      if (paragraph.brackets++ === 0) {
        paragraph.afterBracket = text.length - i;
        paragraph.bracketLine = line;
      }
    } else if (ch === ']') {
      closes = true;
      if (paragraph.brackets > 0) paragraph.brackets--;
    } else if (ch === '*' || ch === '_' || ch === '~') {
      let j = i;
      while (text[j + 1] === ch) j++;
      const spaceBefore = i === 0 || /\s/.test(text[i - 1]!);
      const spaceAfter = j + 1 >= text.length || /\s/.test(text[j + 1]!);
      paragraph.runs++;
      if (spaceBefore && !spaceAfter) paragraph.depth++;
      else if (!spaceBefore && spaceAfter) closes = true;
      i = j;
    }
    if (!closes) continue;
    // Only a closing marker makes the open ones nest (and costs a look back over them): "_private" alone never does.
    if (paragraph.depth > MAX_NESTING) throw tooDeep(line, 'emphasis, links or brackets');
    if (paragraph.depth === 0) paragraph.unmatched++;
    paragraph.depth = Math.max(0, paragraph.depth - 1);
    if (paragraph.unmatched * paragraph.runs > MAX_LOOK_BACK) throw unmatchedMarkers(line, paragraph.unmatched);
  }
}

/** A paragraph of thousands of closing "*", "_" or "~" with no opening one: valid, but its parse time grows as a square. */
function unmatchedMarkers(line: number, count: number): DocsgenError {
  return new DocsgenError({
    code: 'markdown-nesting',
    line,
    message: `a paragraph with ${count} closing emphasis markers (*, _ or ~) that close nothing, which would take minutes to parse`,
    hint: 'escape the markers that are meant as text (\\*, \\_, \\~), or put such text in a code block',
  });
}

/** A paragraph that goes on for tens of thousands of characters after a "[" that never closes. */
function unclosedBracket(line: number, count: number): DocsgenError {
  return new DocsgenError({
    code: 'markdown-nesting',
    line,
    message: `a "[" that never closes, followed by ${count} characters in its paragraph, which would take minutes to parse`,
    hint: 'escape the "[" if it is text (\\[), close it, or break the paragraph with a blank line',
  });
}

/** Container types that add a level to what the reader sees; a list only holds items, which count. */
const FLAT: ReadonlySet<string> = new Set(['root', 'list', 'table', 'tableRow']);

/** The tree's limit: room for MAX_NESTING containers, MAX_NESTING inline spans inside them, a paragraph and its text. */
const MAX_TREE_DEPTH = 2 * MAX_NESTING + 2;

/**
 * Checks the parsed tree, without recursion, for anything nested deeper than the scans above let through, before
 * the recursive steps that follow (to HAST, to HTML) meet it.
 */
export function checkTreeNesting(tree: MdastRoot): void {
  const stack: Array<{ node: { type: string; children?: unknown[]; position?: { start: { line: number } } }; depth: number }> = [
    { node: tree, depth: 0 },
  ];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (depth > MAX_TREE_DEPTH) throw tooDeep(node.position?.start.line ?? 1, 'Markdown', MAX_TREE_DEPTH);
    if (!node.children) continue;
    const childDepth = FLAT.has(node.type) ? depth : depth + 1;
    for (const child of node.children) stack.push({ node: child as (typeof stack)[number]['node'], depth: childDepth });
  }
}
