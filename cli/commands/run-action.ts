// How every command ends: an error becomes one readable message on stderr and a non-zero exit code, never a stack
// trace for a problem in the site (format-error.ts keeps the stack only for docsgen's own bugs).
import { formatError } from '../errors/format-error.js';

/** Wraps a command's action so that any error is printed as one readable message and the process exits non-zero. */
export function runAction<A extends unknown[]>(run: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
  return async (...args) => {
    try {
      await run(...args);
    } catch (error) {
      console.error(formatError(error));
      process.exitCode = 1;
    }
  };
}
