// Which lines of a code block are marked, from the forms docs tools use:
//   `{1,3-5}` in the info string (Docusaurus, VitePress), counting the lines as shown;
//   whole-line comments `// highlight-next-line`, `// highlight-start` … `// highlight-end` (Docusaurus), in any
//   common comment style (`#`, `--`, `/* */`, `{/* */}`, `<!-- -->`, `;;`, `%`), removed from the block;
//   a trailing `// [!code highlight]`, `[!code ++]`, `[!code --]` (VitePress, also `:N` for N lines), removed from its line.
import type { MarkdownWarning } from './markdown-result.js';

export type LineMark = 'highlight' | 'added' | 'removed';

export interface MarkedLines {
  /** The block's lines as shown: comment directives removed. */
  lines: string[];
  /** The mark of each shown line, by index (holes for unmarked lines). */
  marks: (LineMark | undefined)[];
  warnings: MarkdownWarning[];
}

const OPEN = String.raw`(?:\/\/|#|--|;;|%|\/\*|\{\s*\/\*|<!--)`;
const CLOSE = String.raw`(?:\*\/\s*\}?|-->)?`;
const DIRECTIVE = new RegExp(String.raw`^\s*${OPEN}\s*highlight-(next-line|start|end)\s*${CLOSE}\s*$`);
const TRAILING = new RegExp(String.raw`\s*${OPEN}\s*\[!code\s+(highlight|hl|focus|warning|error|\+\+|--)(?::(\d+))?\]\s*${CLOSE}\s*$`);
const RANGE = /^(\d+)(?:\s*-\s*(\d+))?$/;

const warning = (line: number | undefined, message: string): MarkdownWarning => ({ code: 'code-line-marks', line, message });

/**
 * Reads the marks of a block's text. `fenceLine` is the body line of the opening fence (the text's first line is the
 * next one), for the warnings; `ranges` is the `{…}` of the info string, without its braces.
 */
export function markLines(text: string, { ranges, fenceLine }: { ranges?: string; fenceLine?: number }): MarkedLines {
  const written = text.split('\n');
  const lines: string[] = [];
  const marks: (LineMark | undefined)[] = [];
  const warnings: MarkdownWarning[] = [];
  const lineOf = (index: number): number | undefined => (fenceLine === undefined ? undefined : fenceLine + 1 + index);
  let nextLine: number | undefined;
  let startedAt: number | undefined;
  let carried: { mark: LineMark; left: number } | undefined;

  written.forEach((line, index) => {
    const directive = DIRECTIVE.exec(line)?.[1];
    if (directive === 'next-line') nextLine = index;
    else if (directive === 'start') startedAt = index;
    else if (directive === 'end') {
      if (startedAt === undefined)
        warnings.push(
          warning(lineOf(index), 'highlight-end without a highlight-start above it: removed; add the start or delete the comment'),
        );
      startedAt = undefined;
    }
    if (directive) return;

    let mark: LineMark | undefined = startedAt !== undefined || nextLine !== undefined ? 'highlight' : undefined;
    nextLine = undefined;
    const trailing = TRAILING.exec(line);
    if (trailing) {
      line = line.slice(0, trailing.index);
      const kind: LineMark = trailing[1] === '++' ? 'added' : trailing[1] === '--' ? 'removed' : 'highlight';
      carried = { mark: kind, left: Number(trailing[2] ?? 1) };
    }
    if (carried) {
      mark = carried.mark;
      carried = --carried.left > 0 ? carried : undefined;
    }
    lines.push(line);
    marks[lines.length - 1] = mark;
  });

  if (nextLine !== undefined)
    warnings.push(warning(lineOf(nextLine), 'highlight-next-line on the block’s last line marks nothing: put it above the line to mark'));
  if (startedAt !== undefined)
    warnings.push(
      warning(lineOf(startedAt), 'highlight-start without a highlight-end: marked to the end of the block; add the end comment'),
    );
  if (ranges !== undefined) markRanges({ ranges, lines, marks, warnings, fenceLine });
  return { lines, marks, warnings };
}

/** Marks the `{1,3-5}` lines, counted as shown; a range that is backwards or past the end is reported and left out. */
function markRanges({ ranges, lines, marks, warnings, fenceLine }: MarkedLines & { ranges: string; fenceLine?: number }): void {
  for (const part of ranges.split(',')) {
    const range = RANGE.exec(part.trim());
    if (!range) {
      if (part.trim()) warnings.push(warning(fenceLine, `"${part.trim()}" in {${ranges}} is not a line or a range like 3-5: not marked`));
      continue;
    }
    const first = Number(range[1]);
    const last = Number(range[2] ?? range[1]);
    if (first < 1 || last < first) {
      warnings.push(
        warning(
          fenceLine,
          `${part.trim()} in {${ranges}} is not a range of lines (they count from 1, the smaller first, like 3-5): not marked`,
        ),
      );
      continue;
    }
    if (last > lines.length) {
      warnings.push(
        warning(
          fenceLine,
          `${part.trim()} in {${ranges}} goes past the block’s ${lines.length} line${lines.length === 1 ? '' : 's'}: not marked`,
        ),
      );
      continue;
    }
    for (let line = first; line <= last; line++) marks[line - 1] ??= 'highlight';
  }
}
