import type { BuildWarning } from './docsgen-error.js';
import { isDocsgenError } from './docsgen-error.js';

function location(file?: string, line?: number, column?: number): string {
  if (!file) return '';
  if (line === undefined) return `${file}: `;
  return column === undefined ? `${file}:${line}: ` : `${file}:${line}:${column}: `;
}

/** The text the CLI prints for a failed command: where, what, and what to do. */
export function formatError(error: unknown): string {
  if (isDocsgenError(error)) {
    const lines = [`error: ${location(error.file, error.line, error.column)}${error.message}`];
    if (error.hint) lines.push(`  hint: ${error.hint}`);
    return lines.join('\n');
  }
  if (error instanceof Error) {
    // An unexpected failure: keep the stack, it is a bug in docsgen rather than in the site.
    return `error: ${error.message}\n${error.stack ?? ''}`;
  }
  return `error: ${String(error)}`;
}

export function formatWarning(warning: BuildWarning): string {
  return `warning: ${location(warning.file, warning.line)}${warning.message}`;
}
