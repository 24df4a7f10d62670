// The warnings a build prints at its end, grouped by kind: a site brought from another tool can have hundreds of
// broken links, and a flood of them hid the one missing image that mattered.
import type { BuildWarning } from './docsgen-error.js';
import { formatWarning } from './format-error.js';

/** How many warnings of one kind the report prints unless asked for all. */
export const WARNINGS_PER_KIND = 10;

export interface WarningReportOptions {
  /** Print every warning instead of the first WARNINGS_PER_KIND of each kind. */
  all?: boolean;
  /** Appended to the counts line when some warnings were left out (how to see them all). */
  cutNote?: string;
}

/**
 * The report's lines: the kinds (codes) in the order their first warning was found, each with its warnings in the
 * build's order, at most WARNINGS_PER_KIND of them then "  … and N more", and last one line with the count per kind.
 * Each warning keeps its own line (`warning[code]: file:line: message`) so it can be searched for as before.
 */
export function warningReport(warnings: readonly BuildWarning[], options: WarningReportOptions = {}): string[] {
  if (warnings.length === 0) return [];
  const kinds = new Map<string, BuildWarning[]>();
  for (const warning of warnings) {
    const kind = kinds.get(warning.code);
    if (kind) kind.push(warning);
    else kinds.set(warning.code, [warning]);
  }
  const lines: string[] = [];
  let cut = false;
  for (const kind of kinds.values()) {
    const shown = options.all ? kind : kind.slice(0, WARNINGS_PER_KIND);
    lines.push(...shown.map(formatWarning));
    if (shown.length < kind.length) {
      lines.push(`  … and ${kind.length - shown.length} more`);
      cut = true;
    }
  }
  const counts = [...kinds].map(([code, kind]) => `${kind.length} ${code}`).join(', ');
  lines.push(`warnings by kind: ${counts}${cut && options.cutNote ? ` ${options.cutNote}` : ''}`);
  return lines;
}
