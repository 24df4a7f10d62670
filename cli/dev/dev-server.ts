// `docsgen dev`: builds the site in memory, serves it, watches its sources and, on a change, rebuilds what changed and
// reloads the open pages. Errors keep the server running: the browser shows them until the file is fixed.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { formatMs, type Log } from '../builder/stages.js';
import { cachedClientBundle } from '../bundle/bundle-client.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import { docsgenFolder } from '../fs/docsgen-folder.js';
import { formatError, formatWarning } from '../errors/format-error.js';
import { listen, serverUrl } from '../http/listen.js';
import { changedRoutes, type RouteChanges } from './changed-routes.js';
import { createDevHandler, type DevState } from './dev-handler.js';
import { DevSite } from './dev-site.js';
import { DevSnapshot, type ClientBundle } from './dev-snapshot.js';
import { LiveReload } from './live-reload.js';
import { errorView } from './overlay.js';
import { RebuildQueue } from './rebuild-queue.js';
import { sameTargets, watchSite, type SiteWatcher } from './watch-site.js';

export interface DevServerOptions {
  root: string;
  port: number;
  host: string;
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
/**
 * chokidar drops a file's "change" events that follow another within 50 ms: a second save that soon would go unseen.
 * After each event the file is looked at once more, later than that, and rebuilt if it changed since it was read.
 */
const RECHECK_MS = 80;
/** A little of everything the Markdown pipeline does (highlighting, tables, admonitions, links). */
const WARM_UP = '# T\n\nTexto com `código` e [link](/x).\n\n## Seção\n\n```js\nconst a = { b: 1 };\n```\n\n'
  + '```bash\ncurl -X GET https://x\n```\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n:::tip\nDica.\n:::\n';

/** Starts the server (failing at once if the port is taken), then builds; resolves once the site is served and watched. */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  const site = new DevSite({ root: options.root, cache: options.cache });
  if (!existsSync(site.root)) {
    throw new DocsgenError({
      code: 'root-missing', message: `site folder ${site.root} does not exist`,
      hint: 'pass the folder that holds content/ (and optionally docsgen.config.ts) to the command',
    });
  }
  const live = new LiveReload();
  let markReady!: () => void;
  const state: DevState = { ready: new Promise((resolve) => (markReady = resolve)), snapshot: undefined, error: undefined };
  const server = createServer(createDevHandler(state, live));
  const { port } = await listen(server, { port: options.port, host: options.host });

  // The client bundle depends on docsgen alone, never on the site: bundled once per docsgen version and kept.
  const clientPromise: Promise<ClientBundle> = cachedClientBundle(docsgenFolder(site.root, 'cache', 'client'));
  clientPromise.catch(() => {});
  let printed = new Set<string>();

  /** One build; `changes` undefined for the first. Never throws: an error becomes the overlay. */
  const rebuild = async (changes?: Set<string>): Promise<void> => {
    const begin = performance.now();
    const kinds = changes ? site.invalidate(changes) : undefined;
    if (kinds && kinds.size === 0) return;
    const first = !changes;
    const what = changes ? describeChanges(site.root, changes) : '';
    try {
      const client = await clientPromise;
      const loaded = await site.build(first ? log : () => {});
      const previous = state.snapshot;
      const routes = changedRoutes(previous?.loaded.model, loaded.model);
      state.snapshot = new DevSnapshot(loaded, client, { previous, changes: routes, searchPieces: site.context.searchPieces });
      const recovered = state.error !== undefined;
      state.error = undefined;
      const lines = loaded.warnings.map(formatWarning);
      for (const line of lines) if (!printed.has(line)) log(line);
      printed = new Set(lines);
      if (first) return;
      // Static files may be shown by any page; a fixed error must leave the overlay.
      const reload = routes.changed.length > 0 || recovered || kinds!.has('static');
      if (!reload) return; // a save that changed nothing, an editor's temporary file
      live.reload();
      log(`${clock()} ${what}: rebuilt in ${formatMs(performance.now() - begin)}, ${describeRoutes(routes)}${recovered ? ' (error fixed)' : ''}`);
    } catch (error) {
      const view = errorView(error);
      const same = JSON.stringify(view) === JSON.stringify(state.error);
      state.error = view;
      if (!first) log(`${clock()} ${what}: rebuild failed in ${formatMs(performance.now() - begin)}${same ? ', same error as before' : ' (shown in the browser)'}`);
      if (same) return;
      log(formatError(error));
      live.reload();
    }
  };

  let watcher: SiteWatcher | undefined;
  let targets = site.targets();
  let firstBuild = Promise.resolve();
  const queue = new RebuildQueue({
    quietMs: options.quietMs ?? QUIET_MS,
    maxWaitMs: MAX_WAIT_MS,
    run: async (changes) => {
      await firstBuild;
      await rebuild(changes);
      await retarget();
    },
  });
  const rechecks = new Map<string, ReturnType<typeof setTimeout>>();
  const onFileEvent = (file: string): void => {
    queue.push(file);
    clearTimeout(rechecks.get(file));
    rechecks.set(file, setTimeout(() => {
      rechecks.delete(file);
      if (site.changedSinceRead(file)) queue.push(file);
    }, RECHECK_MS));
  };
  /** A config that moves the content, static or spec folder moves the watcher with it. */
  const retarget = async (): Promise<void> => {
    const next = site.targets();
    if (sameTargets(next, targets)) return;
    targets = next;
    await watcher?.close();
    watcher = await watchSite(targets, onFileEvent);
  };
  // Watch from the start, so nothing saved during the first build is missed; the queue waits for that build.
  const watching = watchSite(targets, onFileEvent).then((w) => (watcher = w));
  firstBuild = rebuild().finally(markReady);
  try {
    await Promise.all([firstBuild, watching, clientPromise]);
  } catch (error) {
    queue.close();
    live.close();
    server.closeAllConnections();
    server.close();
    await (await watching.catch(() => undefined))?.close();
    throw error;
  }
  // Load and run the Markdown pipeline once now, so the first edit does not wait ~0.5 s for its imports and warm-up.
  void site.warmUp(WARM_UP).catch(() => {});
  await retarget();
  const url = serverUrl({ host: options.host, port, base: state.snapshot?.loaded.model.site.baseUrl });
  const where = path.relative(process.cwd(), site.root) || '.';
  log(state.error
    ? `Serving ${where} at ${url}/ with the error above, shown in the browser until it is fixed  (Ctrl+C to stop)`
    : `Ready in ${formatMs(performance.now() - started)}: serving ${where} at ${url}/, rebuilding on every change  (Ctrl+C to stop)`);
  return {
    url,
    idle: () => queue.idle(),
    close: async () => {
      for (const timer of rechecks.values()) clearTimeout(timer);
      queue.close();
      live.close();
      await watcher?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** "content/guia/x.md" or "content/guia/x.md and 2 more", relative to the site root. */
function describeChanges(root: string, changes: Set<string>): string {
  // Name a file that is still there rather than an editor's temporary file.
  const first = [...changes].find((file) => existsSync(file)) ?? [...changes][0];
  const name = path.relative(root, first!).split(path.sep).join('/');
  return changes.size === 1 ? name : `${name} and ${changes.size - 1} more`;
}

/** "1 route changed /guide/x", "12 routes changed", "every route changed" (the site's settings changed). */
function describeRoutes({ changed, all }: RouteChanges): string {
  if (all) return 'every route changed';
  const count = `${changed.length} ${changed.length === 1 ? 'route' : 'routes'} changed`;
  return changed.length > 0 && changed.length <= 3 ? `${count} ${changed.join(' ')}` : count;
}

function clock(): string {
  return new Date().toTimeString().slice(0, 8);
}
