import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { contentTypeFor, isCompressible } from '../http/content-types.js';
import { resolveRequest } from '../http/resolve-request.js';

export interface ServeOptions {
  dir: string;
  port: number;
  host: string;
  /** The site's baseUrl: requests outside it are 404s, and it is stripped before looking up files. */
  base?: string;
}

interface Cached {
  mtimeMs: number;
  etag: string;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Files named "<name>-<8+ hash chars>.<ext>" under /assets/ never change: cache them for a year. */
export const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_]{8,}\.[a-z0-9]+$/;

/** A static server for a built site, behaving like a good static host (see resolve-request.ts for the path rules). */
export function createStaticServer(dir: string, base = '/'): Server {
  const root = path.resolve(dir);
  const prefix = base.replace(/\/+$/, '');
  const cache = new Map<string, Cached>();

  const load = (file: string): Cached => {
    const { mtimeMs } = statSync(file);
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit;
    const raw = readFileSync(file);
    const entry: Cached = { mtimeMs, raw, etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 20)}"` };
    cache.set(file, entry);
    return entry;
  };

  const send = (req: IncomingMessage, res: ServerResponse, file: string, status: number, cacheControl: string): void => {
    const entry = load(file);
    const type = contentTypeFor(file);
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('ETag', entry.etag);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (status === 200 && req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304).end();
      return;
    }
    let body = entry.raw;
    if (isCompressible(type) && entry.raw.length > 512) {
      res.setHeader('Vary', 'Accept-Encoding');
      const accepts = String(req.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepts)) {
        entry.br ??= brotliCompressSync(entry.raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
        body = entry.br;
        res.setHeader('Content-Encoding', 'br');
      } else if (/\bgzip\b/.test(accepts)) {
        entry.gzip ??= gzipSync(entry.raw, { level: 9 });
        body = entry.gzip;
        res.setHeader('Content-Encoding', 'gzip');
      }
    }
    res.setHeader('Content-Length', body.length);
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  return createServer((req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method Not Allowed\n');
        return;
      }
      const requested = (req.url ?? '/').split('?')[0]!.split('#')[0]!;
      const underBase = !prefix || requested === prefix || requested.startsWith(`${prefix}/`);
      const urlPath = underBase ? requested.slice(prefix.length) || '/' : requested;
      const found = underBase ? resolveRequest(root, urlPath) : ({ kind: 'not-found' } as const);
      if (found.kind === 'bad-request') {
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request\n');
        return;
      }
      if (found.kind === 'file') {
        const immutable = HASHED_ASSET.test(urlPath);
        send(req, res, found.file, 200, immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
        return;
      }
      const notFound = path.join(root, '404.html');
      try {
        send(req, res, notFound, 404, 'no-cache');
      } catch {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found\n');
      }
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal Server Error\n');
      console.error(error);
    }
  });
}

/** Starts the server and resolves with its address once it listens. */
export function serve({ dir, port, host, base = '/' }: ServeOptions): Promise<{ server: Server; url: string }> {
  const server = createStaticServer(dir, base);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({ server, url: `http://${shownHost}:${actual}${base.replace(/\/+$/, '')}` });
    });
  });
}
