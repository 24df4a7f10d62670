// The dev server's answer to one request: the live-reload stream, or a file of the current snapshot with
// `docsgen serve`'s path rules and a real 404. HTML gets the live-reload script, and the error overlay while the last
// rebuild failed (over the last good version of the page; a page of its own when the site never built).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentTypeFor } from '../http/content-types.js';
import { HASHED_ASSET } from '../serve/static-server.js';
import type { DevSnapshot } from './dev-snapshot.js';
import { EVENTS_PATH, injectBeforeBodyEnd, liveReloadScript, type LiveReload } from './live-reload.js';
import { overlayDocument, overlayHtml, type ErrorView } from './overlay.js';

/** What the handler serves from; read at each request, so a rebuild takes effect at once. */
export interface DevState {
  /** Resolves once the first build has ended (well or not). */
  ready: Promise<void>;
  snapshot: DevSnapshot | undefined;
  error: ErrorView | undefined;
}

export function createDevHandler(state: DevState, live: LiveReload): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    handle(state, live, req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error\n');
    });
  };
}

async function handle(state: DevState, live: LiveReload, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method Not Allowed\n');
    return;
  }
  const [requested = '/', query = ''] = (req.url ?? '/').split('#')[0]!.split('?');
  if (requested === EVENTS_PATH) {
    live.connect(req, res, new URLSearchParams(query).get('v'));
    return;
  }
  await state.ready;
  const { snapshot, error } = state;
  // What every HTML answer ends with: the overlay while there is an error, and the live-reload listener.
  const tail = (error ? overlayHtml(error) : '') + liveReloadScript(live.token);
  if (!snapshot) {
    send(req, res, 500, 'text/html; charset=utf-8', overlayDocument(error ?? { message: 'no build yet' }, liveReloadScript(live.token)));
    return;
  }
  const prefix = snapshot.loaded.model.site.baseUrl.replace(/\/+$/, '');
  const underBase = !prefix || requested === prefix || requested.startsWith(`${prefix}/`);
  const urlPath = underBase ? requested.slice(prefix.length) || '/' : requested;
  const { resolution, file } = underBase ? snapshot.resolve(urlPath) : { resolution: { kind: 'not-found' } as const, file: undefined };
  if (resolution.kind === 'bad-request') {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request\n');
    return;
  }
  if (file?.kind === 'page') {
    send(req, res, 200, 'text/html; charset=utf-8', injectBeforeBodyEnd(snapshot.html(file.route), tail));
    return;
  }
  if (file?.kind === 'text' || file?.kind === 'disk') {
    const type = contentTypeFor(resolution.kind === 'file' ? resolution.file : urlPath);
    const body = file.kind === 'text' ? file.text() : readFileSync(file.file);
    send(req, res, 200, type, body, HASHED_ASSET.test(urlPath));
    return;
  }
  if (file?.kind === 'search') {
    const json = snapshot.searchFile(file.name);
    if (json !== undefined) {
      send(req, res, 200, 'application/json; charset=utf-8', json);
      return;
    }
  }
  send(req, res, 404, 'text/html; charset=utf-8', injectBeforeBodyEnd(snapshot.html('/404'), tail));
}

/** Sends a body with an ETag (a reload revalidates instead of downloading again); hashed assets never change. */
function send(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: string | Buffer, immutable = false): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const etag = `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 20)}"`;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('ETag', etag);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return;
  }
  res.setHeader('Content-Length', bytes.length);
  res.writeHead(status);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
