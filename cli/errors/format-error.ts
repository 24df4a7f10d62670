import type { BuildWarning } from './docsgen-error.js';
import { isDocsgenError } from './docsgen-error.js';
import { systemErrorOf } from './system-error.js';

/** How deep a chain of causes is followed: deeper chains are a bug's, and the stack shows them. */
const MAX_CAUSES = 8;

function location(file?: string, line?: number, column?: number): string {
  if (!file) return '';
  if (line === undefined) return `${file}: `;
  return column === undefined ? `${file}:${line}: ` : `${file}:${line}:${column}: `;
}

/**
 * What lies under an error: each cause's name and the first line of its message, outermost first ("YAMLException:
 * bad indentation of a mapping entry (3:5)"). The cause often says what the maintainer must look at (the YAML parser's
 * position, the network error of a failed upload), and dropping it left only docsgen's summary.
 */
export function causeChain(error: unknown): string[] {
  const chain: string[] = [];
  const seen = new Set<unknown>([error]);
  let above = error instanceof Error ? error.message : String(error);
  let cause = (error as { cause?: unknown } | null | undefined)?.cause;
  while (cause !== undefined && cause !== null && !seen.has(cause) && chain.length < MAX_CAUSES) {
    seen.add(cause);
    const message = (cause instanceof Error ? cause.message : String(cause)).split('\n')[0]!.trim();
    // A cause that only repeats the message above it (with the parser's own position) says nothing more.
    const gist = message.replace(/\s*(?:at line \d+, column \d+|\(\d+:\d+\))?:?$/, '');
    if (!gist || !above.includes(gist)) chain.push(cause instanceof Error ? `${cause.name}: ${message}` : message);
    above = cause instanceof Error ? cause.message : String(cause);
    cause = (cause as { cause?: unknown }).cause;
  }
  return chain;
}

/**
 * The text the CLI prints for a failed command: its code, where, what, what to do, and what caused it. The code
 * ("error[front-matter-yaml]") is the key of its entry in docs/errors.md, which says the cause and the fix.
 */
export function formatError(raw: unknown): string {
  const error = systemErrorOf(raw) ?? raw;
  const causes = causeChain(error).map((cause) => `  cause: ${cause}`);
  if (isDocsgenError(error)) {
    const lines = [`error[${error.code}]: ${location(error.file, error.line, error.column)}${error.message}`];
    if (error.hint) lines.push(`  hint: ${error.hint}`);
    return [...lines, ...causes].join('\n');
  }
  if (error instanceof Error) {
    // An unexpected failure: keep the stack, it is a bug in docsgen rather than in the site.
    return [`error: ${error.message}`, ...causes, error.stack ?? ''].join('\n');
  }
  return `error: ${String(error)}`;
}

export function formatWarning(warning: BuildWarning): string {
  return `warning[${warning.code}]: ${location(warning.file, warning.line)}${warning.message}`;
}
