// Shared helpers for browser tests: build a site with the CLI, serve a built folder with `docsgen serve` on a free port,
// and launch Debian's Chromium.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** Builds the site at `root` into `out` with `docsgen build` (more arguments after, such as `--cache-dir`), as a user does. */
export function buildSiteFolder(root: string, out: string, ...args: string[]): void {
  execFileSync(process.execPath, [path.join(ROOT, 'bin/docsgen.mjs'), 'build', root, '--out', out, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts `docsgen serve --dir <dir> --port 0` on 127.0.0.1 (under `base`, the site's baseUrl, when given) and resolves
 * with its URL; stop() ends that process only.
 */
export function serveBuild(dir: string, { base }: { base?: string } = {}): Promise<RunningServer> {
  const args = ['serve', '/', '--dir', dir, '--port', '0', ...(base ? ['--base', base] : [])];
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'bin/docsgen.mjs'), ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`docsgen serve did not start: ${output}`)), 15_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({
          url: match[1]!,
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`docsgen serve exited with ${code}: ${output}`)));
  });
}

/**
 * The id of the browser window that shows `page` (Chromium's DevTools protocol): a result opened "in a new window"
 * gets a window of its own, one opened in a new tab shares its opener's. Headless Chromium has no other tell: a page
 * opened with noopener reports its bars visible whatever window it is in.
 */
export async function windowIdOf(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  const { targetInfo } = await session.send('Target.getTargetInfo');
  await session.detach();
  const browserSession = await page.context().browser()!.newBrowserCDPSession();
  const { windowId } = await browserSession.send('Browser.getWindowForTarget', { targetId: targetInfo.targetId });
  await browserSession.detach();
  return windowId;
}
