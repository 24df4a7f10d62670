// The file system's refusals reach the maintainer as codes naming the path and the fix (issue 32, item 16), in the
// CLI's message and in dev's overlay alike, rather than Node's raw error and a stack.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorView } from '../../../cli/dev/overlay.js';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { formatError } from '../../../cli/errors/format-error.js';
import { systemErrorOf } from '../../../cli/errors/system-error.js';

/** An error as Node's fs raises it. */
function nodeError(code: string, syscall: string, file?: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`${code}: ${syscall}${file ? ` '${file}'` : ''}`);
  Object.assign(error, { code, syscall, ...(file ? { path: file } : {}) });
  return error;
}

describe('file-system refusals', () => {
  it('a full disk, a read-only folder, a missing permission and too many open files each get their code', () => {
    const file = path.join(process.cwd(), '.docsgen/config-1.mjs');
    expect(systemErrorOf(nodeError('ENOSPC', 'write'))).toMatchObject({ code: 'disk-full', message: 'no space left on the device' });
    expect(systemErrorOf(nodeError('EROFS', 'open', file))).toMatchObject({
      code: 'read-only',
      message: 'the file system is read-only (open .docsgen/config-1.mjs)',
    });
    expect(systemErrorOf(nodeError('EACCES', 'open', file))).toMatchObject({ code: 'no-permission' });
    expect(systemErrorOf(nodeError('EMFILE', 'open', file))).toMatchObject({ code: 'too-many-open-files' });
  });

  it('is found under a cause, and a DocsgenError or an unknown error is left as it is', () => {
    const wrapped = new Error('writing the page failed', { cause: nodeError('ENOSPC', 'write') });
    expect(systemErrorOf(wrapped)?.code).toBe('disk-full');
    expect(systemErrorOf(new DocsgenError({ code: 'x', message: 'y', cause: nodeError('ENOSPC', 'write') }))).toBeUndefined();
    expect(systemErrorOf(nodeError('ENOENT', 'open', 'a'))).toBeUndefined();
    expect(systemErrorOf(42)).toBeUndefined();
  });

  it('the CLI prints the code, the hint and Node’s message as the cause, without a stack; the overlay shows the same', () => {
    const text = formatError(nodeError('EROFS', 'open', path.join(process.cwd(), '.docsgen/x')));
    expect(text.split('\n')[0]).toBe('error[read-only]: the file system is read-only (open .docsgen/x)');
    expect(text).toContain('hint: docsgen writes the output folder');
    expect(text).toContain('cause: Error: EROFS');
    expect(text).not.toMatch(/^\s+at /m);
    expect(errorView(nodeError('ENOSPC', 'write'))).toMatchObject({ message: 'no space left on the device', hint: expect.any(String) });
    expect(errorView(nodeError('ENOSPC', 'write')).stack).toBeUndefined();
  });
});
