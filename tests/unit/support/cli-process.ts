// Running the bundled CLI as a separate process, as a user does, for the tests that kill it (kill tests need a process
// of its own: SIGKILL spares nothing, and the fault hook of cli/fs/test-hooks.ts kills the process it runs in).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
const BIN = path.join(ROOT, 'bin/docsgen.mjs');

export interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `docsgen <args>` with `env` added; `killWhen` is called with the output so far and SIGKILLs the process the
 * first time it returns true.
 */
export function docsgen(
  args: string[],
  options: { env?: Record<string, string>; killWhen?: (stdout: string) => boolean } = {},
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: { ...process.env, ...options.env } });
    let stdout = '';
    let stderr = '';
    let killed = false;
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!killed && options.killWhen?.(stdout)) {
        killed = true;
        child.kill('SIGKILL');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

/**
 * Every file under `dir` (relative paths, sorted) with a SHA-256 of its bytes, for comparing two outputs exactly: a
 * difference names the files that differ, and comparing hashes is quick where comparing megabytes of Buffers in the
 * test runner took seconds.
 */
export function filesOf(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  for (const entry of entries.sort((a, b) => a.parentPath.localeCompare(b.parentPath) || a.name.localeCompare(b.name))) {
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex'));
  }
  return files;
}
