// `docsgen dev`: builds the site in memory, serves it, watches its sources and, on a change, rebuilds what changed and
// reloads the open pages. Errors keep the server running: the browser shows them until the file is fixed.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { formatMs, type Log } from '../log/stages.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import { listen, serverUrl } from '../http/listen.js';
import { createDevHandler } from './dev-handler.js';
import { DevSession } from './dev-session.js';
import { RebuildQueue } from './rebuild-queue.js';
import { SourceWatch } from './source-watch.js';

export interface DevServerOptions {
  root: string;
  port: number;
  host: string;
  /** Host names the server answers besides this machine's and `host` (".example.com": it and its subdomains). */
  allowedHosts?: readonly string[];
  /** Keep Markdown results in .docsgen/cache (default true). */
  cache?: boolean;
  log?: Log;
  /** Quiet time after the last file event before a rebuild (default 10 ms). */
  quietMs?: number;
}

export interface DevServer {
  /** The site's address, base URL included, without a trailing slash. */
  url: string;
  /** Resolves once no rebuild is running or waiting. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** Editors write a file in one go or in steps a millisecond apart: a short quiet time catches a save whole. */
const QUIET_MS = 10;
/** A burst of events longer than this (a checkout, a copy) is rebuilt anyway, and again once it ends. */
const MAX_WAIT_MS = 300;

/** Starts the server (failing at once if the port is taken), then builds; resolves once the site is served and watched. */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  const root = path.resolve(options.root);
  if (!existsSync(root)) {
    throw new DocsgenError({
      code: 'root-missing',
      message: `site folder ${root} does not exist`,
      hint: 'pass the folder that holds content/ (and optionally docsgen.config.ts) to the command',
    });
  }
  const session = new DevSession({ root, cache: options.cache }, log);
  const server = createServer(createDevHandler(session.state, session.live, { bound: options.host, allowed: options.allowedHosts }));
  const { port } = await listen(server, { port: options.port, host: options.host });
  // Rebuilds wait for the first build, and never overlap; each may move the watcher (a config that moves a folder).
  let firstBuild: Promise<void> = Promise.resolve();
  const queue = new RebuildQueue({
    quietMs: options.quietMs ?? QUIET_MS,
    maxWaitMs: MAX_WAIT_MS,
    run: async (changes) => {
      await firstBuild.catch(() => {});
      await session.rebuild(changes);
      await watch.retarget();
    },
  });
  const watch = new SourceWatch(session.site, queue, log);
  const stop = async (): Promise<void> => {
    queue.close();
    session.close();
    await watch.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  // Watch from the start, so nothing saved during the first build is missed; the queue waits for that build.
  const watching = watch.start();
  firstBuild = session.start();
  try {
    await Promise.all([firstBuild, watching]);
    await watch.retarget();
  } catch (error) {
    await stop();
    throw error;
  }
  const url = serverUrl({ host: options.host, port, base: session.state.snapshot?.loaded.model.site.baseUrl });
  const where = path.relative(process.cwd(), root) || '.';
  log(
    session.state.error
      ? `Serving ${where} at ${url}/ with the error above, shown in the browser until it is fixed  (Ctrl+C to stop)`
      : `Ready in ${formatMs(performance.now() - started)}: serving ${where} at ${url}/, rebuilding on every change  (Ctrl+C to stop)`,
  );
  return { url, idle: () => queue.idle(), close: stop };
}
