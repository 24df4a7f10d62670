// Runs `docsgen dev` as a child process for browser tests: on a free port (--port 0), resolved once it prints its URL,
// stopped by its pid. Its output is kept, so a failing test can show what the server said.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface DevProcess {
  url: string;
  /** Everything the server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** SIGTERM, as Ctrl+C would; a server still running 10 s later (busy in a rebuild on a loaded machine) gets SIGKILL. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => {
      try {
        process.kill(child.pid!, 'SIGKILL');
      } catch {
        resolve();
      }
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    try {
      process.kill(child.pid!, 'SIGTERM');
    } catch {
      clearTimeout(kill);
      resolve();
    }
  });
}

/** Starts `docsgen dev <root> --port 0`; rejects (after stopping it) if it prints no URL within `timeoutMs`. */
export function startDev(root: string, { timeoutMs = 90_000 } = {}): Promise<DevProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, 'bin/docsgen.mjs'), 'dev', root, '--port', '0'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer): void => {
    output += chunk.toString();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  return new Promise((resolve, reject) => {
    const fail = (message: string): void => {
      clearTimeout(timer);
      void stopChild(child).then(() => reject(new Error(`${message}\n${output}`)));
    };
    const timer = setTimeout(() => fail(`docsgen dev printed no URL within ${timeoutMs} ms`), timeoutMs);
    const onData = (): void => {
      const match = / at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.off('exit', onExit);
      resolve({ url: match[1]!, output: () => output, stop: () => stopChild(child) });
    };
    const onExit = (code: number | null): void => fail(`docsgen dev exited with ${code} before serving`);
    child.stdout!.on('data', onData);
    child.once('exit', onExit);
  });
}
