// Live reload over Server-Sent Events: every HTML page `docsgen dev` serves carries a tiny script that listens on
// EVENTS_PATH with the path it shows, and reloads the page when told. A rebuild reloads only the pages whose HTML it
// changed; the others are told the new version (and drop the pages client navigation kept, which may be stale). The
// page also carries the version it was served at, so a page served just before a rebuild, whose listener connects
// just after it, still reloads; and a server started anew (another id) reloads the pages a previous one served, once
// EventSource reconnects by itself. Client navigation changes the path a tab shows without a reload: the listener
// connects again with the new path (NAVIGATED_EVENT), so the server always knows what each tab shows.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NAVIGATED_EVENT } from '../../shared/constants.js';
import { PAGES_CHANGED_EVENT } from '../../shared/island-events.js';
import type { PolicySources } from '../../shared/model/policy.js';
import { hashSource } from '../http/security-headers.js';

export const EVENTS_PATH = '/__docsgen/events';

/** Comment lines keep idle connections open through proxies and let the server notice closed tabs. */
const HEARTBEAT_MS = 20_000;

export class LiveReload {
  private readonly id = randomUUID().slice(0, 8);
  private version = 0;
  /** Each listening page's stream, with the URL path it shows (undefined: an older listener that did not say). */
  private readonly clients = new Map<ServerResponse, string | undefined>();
  private readonly heartbeat = setInterval(() => this.send(': ping\n\n'), HEARTBEAT_MS);

  constructor() {
    this.heartbeat.unref();
  }

  /** The version pages are served at now. */
  get token(): string {
    return `${this.id}.${this.version}`;
  }

  /** How many pages are listening. */
  get listeners(): number {
    return this.clients.size;
  }

  /**
   * Answers a request to EVENTS_PATH: an event stream that says "reload" when the page's version is out of date.
   * `path`: the URL path the page shows (location.pathname), which a rebuild checks against the routes it changed.
   */
  connect(req: IncomingMessage, res: ServerResponse, pageToken: string | null, path?: string): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    // Reconnect fast after a restart of the server.
    res.write('retry: 300\n\n');
    if (pageToken !== this.token) {
      res.end(`event: reload\ndata: ${this.token}\n\n`);
      return;
    }
    this.clients.set(res, path);
    const drop = (): void => {
      this.clients.delete(res);
    };
    req.on('close', drop);
    res.on('close', drop);
  }

  /**
   * Serves later pages at a new version, and tells the open pages showing a path `affects` says changed (every page
   * without it) to reload; the others hear the new version and stay as they are.
   */
  reload(affects?: (path: string) => boolean): void {
    this.version += 1;
    const reload = `event: reload\ndata: ${this.token}\n\n`;
    const changed = `event: changed\ndata: ${this.token}\n\n`;
    for (const [res, path] of this.clients) {
      if (path === undefined || !affects || affects(path)) {
        res.end(reload);
        this.clients.delete(res);
      } else res.write(changed);
    }
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const res of this.clients.keys()) res.end();
    this.clients.clear();
  }

  private send(chunk: string): void {
    for (const res of this.clients.keys()) res.write(chunk);
  }
}

/**
 * The listener injected into served pages (dev only): it says which version and path it shows, reloads when told,
 * keeps the version it is told on "changed" and passes the news on (PAGES_CHANGED_EVENT), and listens again with the
 * new path after client navigation. Strings are JSON-encoded, which is safe inside a script.
 */
export function liveReloadScript(token: string): string {
  return `<script>${listenerCode(token)}</script>`;
}

/** What the listener needs of the page's Content-Security-Policy: its script, by hash. */
export function liveReloadPolicy(token: string): PolicySources {
  return { scripts: [hashSource(listenerCode(token))] };
}

function listenerCode(token: string): string {
  const js = (value: string): string => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    `(()=>{let v=${js(token)},s;const c=()=>{s=new EventSource(${js(`${EVENTS_PATH}?v=`)}+encodeURIComponent(v)+"&path="+encodeURIComponent(location.pathname));` +
    `s.addEventListener("reload",()=>{s.close();location.reload()});` +
    `s.addEventListener("changed",e=>{v=e.data;dispatchEvent(new Event(${js(PAGES_CHANGED_EVENT)}))})};` +
    `c();addEventListener(${js(NAVIGATED_EVENT)},()=>{s.close();c()})})()`
  );
}

/** The HTML with `snippet` placed just before </body> (at the end when there is none). */
export function injectBeforeBodyEnd(html: string, snippet: string): string {
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html + snippet : html.slice(0, at) + snippet + html.slice(at);
}
