// The file system's refusals that a maintainer, not docsgen, must fix: a full disk, a read-only folder, a missing
// permission, too many open files. Wherever in a build one is met, it reaches the user as one of these codes, naming
// the path and what to do, instead of Node's raw `ENOSPC: no space left on device, write` with a stack.
import path from 'node:path';
import { DocsgenError } from './docsgen-error.js';

interface SystemError {
  code: string;
  syscall?: string;
  path?: string;
}

const KNOWN: Record<string, { code: string; what: (where: string) => string; hint: string }> = {
  ENOSPC: {
    code: 'disk-full',
    what: (where) => `no space left on the device${where}`,
    hint: 'free some space (or point --out and --cache-dir at another disk) and build again; a failed build leaves the previous output as it was',
  },
  EDQUOT: {
    code: 'disk-full',
    what: (where) => `the disk quota is used up${where}`,
    hint: 'free some space (or point --out and --cache-dir at another disk) and build again; a failed build leaves the previous output as it was',
  },
  EROFS: {
    code: 'read-only',
    what: (where) => `the file system is read-only${where}`,
    hint: 'docsgen writes the output folder and, in the site folder, .docsgen/ (the compiled config, caches, the replaced output on its way out): make those writable, or build from a writable copy of the site',
  },
  EACCES: {
    code: 'no-permission',
    what: (where) => `permission denied${where}`,
    hint: 'give the user running docsgen the right to read the site and write the output folder and .docsgen/',
  },
  EPERM: {
    code: 'no-permission',
    what: (where) => `the operation is not permitted${where}`,
    hint: 'give the user running docsgen the right to read the site and write the output folder and .docsgen/',
  },
  EMFILE: {
    code: 'too-many-open-files',
    what: (where) => `too many files are open at once${where}`,
    hint: 'raise the limit of open files (ulimit -n), or build with fewer threads (--threads 1)',
  },
  ENFILE: {
    code: 'too-many-open-files',
    what: (where) => `the system has too many files open${where}`,
    hint: 'close other programs or raise the system limit of open files, then build again',
  },
};

/**
 * The error (or the first of its causes) as a DocsgenError when it is a file-system refusal docsgen knows, else
 * undefined. A DocsgenError is left as it is: it already says what to do.
 */
export function systemErrorOf(error: unknown): DocsgenError | undefined {
  const seen = new Set<unknown>();
  for (let at = error; at && typeof at === 'object' && !seen.has(at); at = (at as { cause?: unknown }).cause) {
    seen.add(at);
    if (at instanceof DocsgenError) return undefined;
    const { code, syscall, path: file } = at as Partial<SystemError>;
    const known = code ? KNOWN[code] : undefined;
    if (!known) continue;
    const where = file ? ` (${syscall ? `${syscall} ` : ''}${path.relative(process.cwd(), file) || file})` : '';
    return new DocsgenError({ code: known.code, message: known.what(where), hint: known.hint, cause: at });
  }
  return undefined;
}
