// Child processes and the browser for the benchmark scripts: every child is tracked and stopped by its pid when the
// script ends (normally, on error, or on Ctrl+C); `docsgen serve` on a free port; headless Chromium via playwright-core.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BIN, REPO } from './paths.mjs';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
/** Flags for a quiet, reproducible headless Chromium (no background traffic that would mix with what is measured). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// ---------------------------------------------------------------- child processes (always stopped on exit)
const children = new Set();
export function track(child) {
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}
export function stopChildren() {
  for (const child of children) {
    try {
      process.kill(child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
}
process.on('exit', stopChildren);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopChildren();
    process.exit(130);
  });
}

/** Runs a command to completion, collecting its output; rejects on a non-zero exit. */
export function run(cmd, args, { cwd = REPO, env = process.env } = {}) {
  return new Promise((resolve, reject) => {
    const child = track(spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] }));
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d) => {
      stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve({ stdout, stderr });
      else
        reject(
          new Error(
            `${path.basename(cmd)} ${args.join(' ')} exited with ${signal ?? code}\n${(stderr || stdout).trim().split('\n').slice(-25).join('\n')}`,
          ),
        );
    });
  });
}

// ---------------------------------------------------------------- docsgen serve
/**
 * Starts `docsgen serve <dir> --dir . --host 127.0.0.1 --port 0` (0: the server takes a free port itself, so no other
 * process can take it between a check and the listen) and resolves with its base URL once it prints "Serving … at URL".
 */
export function startServer(dir, { host = '127.0.0.1' } = {}) {
  return new Promise((resolve, reject) => {
    const child = track(
      spawn(process.execPath, [BIN, 'serve', dir, '--dir', '.', '--host', host, '--port', '0'], {
        cwd: REPO,
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    );
    let out = '';
    const timer = setTimeout(() => {
      stop(child);
      reject(new Error(`docsgen serve printed no URL within 20 s:\n${out}`));
    }, 20_000);
    const onData = (d) => {
      out += d;
      const m = /at (http:\/\/\S+?)\/?\s/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1] });
      }
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', (d) => {
      out += d;
    });
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`docsgen serve exited (${code}) before it served:\n${out}`));
    });
  });
}

/** Stops a child by its pid and resolves once it has exited. */
export function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    try {
      process.kill(child.pid, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

// ---------------------------------------------------------------- Chromium
/** Headless Chromium (CHROMIUM=, else /usr/bin/chromium) through playwright-core. Close it in a finally. */
export async function launchChromium({ missingHint = '' } = {}) {
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch (error) {
    throw new Error(`playwright-core is not installed (npm ci in ${REPO}): ${error.message}`);
  }
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM} (set CHROMIUM=/path/to/chromium${missingHint})`);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}
