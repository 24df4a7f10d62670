// Live reload over Server-Sent Events: every HTML page `docsgen dev` serves carries a tiny script that listens on
// EVENTS_PATH and reloads the page when told. The page also carries the version it was served at, so a page served
// just before a rebuild, whose listener connects just after it, still reloads; and a server started anew (another
// id) reloads the pages a previous one served, once EventSource reconnects by itself.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const EVENTS_PATH = '/__docsgen/events';

/** Comment lines keep idle connections open through proxies and let the server notice closed tabs. */
const HEARTBEAT_MS = 20_000;

export class LiveReload {
  private readonly id = randomUUID().slice(0, 8);
  private version = 0;
  private readonly clients = new Set<ServerResponse>();
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

  /** Answers a request to EVENTS_PATH: an event stream that says "reload" when the page's version is out of date. */
  connect(req: IncomingMessage, res: ServerResponse, pageToken: string | null): void {
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
    this.clients.add(res);
    const drop = (): void => {
      this.clients.delete(res);
    };
    req.on('close', drop);
    res.on('close', drop);
  }

  /** Tells every open page to reload, and serves later pages at a new version. */
  reload(): void {
    this.version += 1;
    const message = `event: reload\ndata: ${this.token}\n\n`;
    for (const res of this.clients) res.end(message);
    this.clients.clear();
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const res of this.clients) res.end();
    this.clients.clear();
  }

  private send(chunk: string): void {
    for (const res of this.clients) res.write(chunk);
  }
}

/** The listener injected into served pages (dev only). The token is JSON-encoded, which is safe inside a script. */
export function liveReloadScript(token: string): string {
  const url = JSON.stringify(`${EVENTS_PATH}?v=${encodeURIComponent(token)}`).replace(/</g, '\\u003c');
  return `<script>(()=>{const s=new EventSource(${url});s.addEventListener("reload",()=>{s.close();location.reload()})})()</script>`;
}

/** The HTML with `snippet` placed just before </body> (at the end when there is none). */
export function injectBeforeBodyEnd(html: string, snippet: string): string {
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html + snippet : html.slice(0, at) + snippet + html.slice(at);
}
