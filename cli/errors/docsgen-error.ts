// Errors are values: a file, a position and a sentence a maintainer can act on.
// The CLI prints them with format-error.ts and exits non-zero; nothing else formats them.
// Every error a user can see and act on is a DocsgenError, with a code that has its entry in docs/errors.md. A plain
// Error is docsgen's own bug (an internal guard that no input should reach), printed with its stack; a signal that is
// caught before it reaches the user says so where it is thrown.

export interface ErrorInfo {
  /** Stable identifier, e.g. "front-matter-yaml". */
  code: string;
  message: string;
  /** File the problem is in, relative to the site root when possible. */
  file?: string;
  /**
   * 1-based, in `file`. An error raised on a text whose file the code does not know (the Markdown pipeline is given a
   * page's body) has no file and counts lines in that text; whoever knows the file places it (render-pages.ts).
   */
  line?: number;
  column?: number;
  /** What the maintainer can do about it. */
  hint?: string;
  cause?: unknown;
}

export class DocsgenError extends Error {
  readonly code: string;
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
  readonly hint?: string;

  constructor(info: ErrorInfo) {
    super(info.message, info.cause === undefined ? undefined : { cause: info.cause });
    this.name = 'DocsgenError';
    this.code = info.code;
    this.file = info.file;
    this.line = info.line;
    this.column = info.column;
    this.hint = info.hint;
  }

  /** A plain object, so the error can cross a worker boundary and be rebuilt on the other side. */
  toJSON(): ErrorInfo {
    return { code: this.code, message: this.message, file: this.file, line: this.line, column: this.column, hint: this.hint };
  }
}

export function isDocsgenError(value: unknown): value is DocsgenError {
  return value instanceof DocsgenError;
}

/** A warning does not stop the build; it is printed with its source file. */
export interface BuildWarning {
  code: string;
  message: string;
  file?: string;
  line?: number;
  /**
   * For a link that leads to no page (`broken-link`), the route it names: a site read in parts (its versions and
   * languages, load-variants.ts) drops the warning when a part read after it has that route.
   */
  target?: string;
}
