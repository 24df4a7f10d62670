// Builds the CLI and the Coins site once for all browser tests; each test file serves this build itself.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

export default function setup(project: TestProject): () => void {
  const out = mkdtempSync(path.join(os.tmpdir(), 'docsgen-e2e-'));
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-cli.mjs')], { cwd: ROOT, stdio: 'inherit' });
  // A fresh cache: the repo's .docsgen/cache holds what an earlier docsgen made, which the tests must not be shown.
  const args = ['build', ROOT, '--out', path.join(out, 'build'), '--cache-dir', path.join(out, 'cache')];
  execFileSync(process.execPath, [path.join(ROOT, 'bin/docsgen.mjs'), ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  project.provide('builtSite', path.join(out, 'build'));
  return () => rmSync(out, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    builtSite: string;
  }
}
