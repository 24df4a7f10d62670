// docs/errors.md lists every error and warning docsgen prints, each with an example input. This test builds each
// example with the real CLI and checks that it prints exactly the line the catalogue shows, so the catalogue cannot
// drift from the code; and that every code the source can raise has an entry.
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCatalogue, type CatalogueEntry } from '../../support/errors-catalogue.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BIN = path.join(ROOT, 'bin/docsgen.mjs');
const catalogue = parseCatalogue(readFileSync(path.join(ROOT, 'docs/errors.md'), 'utf8'));

/** Every code the CLI's source can put on an error or a warning: `code: '…'`, `code = '…'`, or linkError('…', …). */
function codesInSource(): Set<string> {
  const codes = new Set<string>();
  for (const entry of readdirSync(path.join(ROOT, 'cli'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const match of text.matchAll(/\b(?:code: |code = |linkError\(\s*)'([a-z0-9-]+)'/g)) codes.add(match[1]!);
  }
  return codes;
}

/** Runs the CLI in `cwd` with `args`, exactly `env` added to a copy of this process's environment. */
function docsgen(args: string[], cwd: string, env: Record<string, string>): Promise<{ code: number; output: string }> {
  const { DOCSGEN_ALGOLIA_ADMIN_KEY: _unset, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd, env: { ...inherited, ...env }, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}\n${stderr}` });
    });
  });
}

/** A port something already listens on, for the example that shows a taken port. */
let busy: Server | undefined;
function busyPort(): Promise<number> {
  return new Promise((resolve) => {
    busy = createServer().listen(0, '127.0.0.1', () => resolve((busy!.address() as { port: number }).port));
  });
}

const made: string[] = [];
beforeAll(() => {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-cli.mjs')], { cwd: ROOT });
});
afterAll(() => {
  busy?.close();
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** The example's files in a fresh folder (its "site"), then the command run there. */
async function reproduce(entry: CatalogueEntry): Promise<{ code: number; output: string }> {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'docsgen-errors-'));
  made.push(parent);
  const site = path.join(parent, 'site');
  mkdirSync(site);
  for (const file of entry.files) {
    mkdirSync(path.dirname(path.join(site, file.path)), { recursive: true });
    writeFileSync(path.join(site, file.path), file.bytes);
  }
  for (const link of entry.links) {
    mkdirSync(path.dirname(path.join(site, link.path)), { recursive: true });
    symlinkSync(link.target, path.join(site, link.path));
  }
  const port = entry.args.includes('{busy-port}') ? String(await busyPort()) : '';
  const args = entry.args.map((arg) => arg.replace('{busy-port}', port));
  if (entry.before) {
    const first = await docsgen(entry.before, site, {});
    expect(first.code, `${entry.code}: the step before ("docsgen ${entry.before.join(' ')}") must succeed\n${first.output}`).toBe(0);
  }
  return docsgen(args, site, entry.env);
}

describe('the errors catalogue (docs/errors.md)', () => {
  it('has an entry for every code the source can raise, and none for a code it cannot', () => {
    const listed = new Set(catalogue.map((entry) => entry.code));
    const raised = codesInSource();
    expect([...raised].filter((code) => !listed.has(code)).sort(), 'codes with no entry in docs/errors.md').toEqual([]);
    expect([...listed].filter((code) => !raised.has(code)).sort(), 'entries for codes nothing raises').toEqual([]);
  });

  it('gives each entry its cause, its fix and an example', () => {
    for (const entry of catalogue) {
      expect(entry.cause, `${entry.code} has a **Cause.** paragraph`).not.toBe('');
      expect(entry.fix, `${entry.code} has a **Fix.** paragraph`).not.toBe('');
      expect(entry.printed, `${entry.code} shows the line docsgen prints`).toMatch(new RegExp(`^(error|warning)\\[${entry.code}\\]: `));
      if (entry.noExample !== undefined) expect(entry.noExample, `${entry.code} says why it has no example`).toMatch(/\w{3}/);
      else expect(entry.args.length, `${entry.code} has an **Example.** command`).toBeGreaterThan(0);
    }
  });

  // Each example is a real run of the CLI: slower than a unit test, so they run two at a time.
  describe.concurrent('each example prints the line its entry shows', { timeout: 90_000 }, () => {
    for (const entry of catalogue) {
      // An entry with no example says why (an internal guard no input reaches, a crash of a worker thread).
      const skip = entry.noExample !== undefined || (entry.notAsRoot && process.getuid?.() === 0);
      it.skipIf(skip)(entry.code, async () => {
        const { code, output } = await reproduce(entry);
        const lines = output.split('\n');
        const printed = lines.find((line) => line.startsWith(`${entry.kind}[${entry.code}]: `));
        expect(printed, `docsgen ${entry.args.join(' ')} printed:\n${output}`).toBeDefined();
        expect(printed).toMatch(entry.pattern);
        expect(code, output).toBe(entry.kind === 'error' ? 1 : 0);
      });
    }
  });
});
