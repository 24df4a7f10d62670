// One answer with a body, as a good static host sends it: its type, how long it may be cached, an ETag (a reload
// revalidates with a 304 instead of downloading again), brotli or gzip when the client takes it, and no body for HEAD.
import { createHash } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { chooseEncoding, compress, shouldCompress, type Effort, type Encoding } from './compression.js';

/** Hashed assets change URL when they change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else may change with the next build: use it only after asking (cheap, thanks to the ETag). */
const REVALIDATE = 'public, max-age=0, must-revalidate';
/** An error answer: a later build may well have the page. */
const NO_CACHE = 'no-cache';

/** A body ready to send: its bytes, its ETag, and its compressed forms, each made on first use and kept with it. */
export interface Body {
  readonly bytes: Buffer;
  readonly etag: string;
  encoded(encoding: Encoding): Buffer;
}

/** Makes a Body; keep it (serve's file cache) to compress once, or make one per response (dev) with effort 'fast'. */
export function createBody(content: string | Buffer, { effort }: { effort: Effort }): Body {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  const variants = new Map<Encoding, Buffer>();
  return {
    bytes,
    etag: `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 20)}"`,
    encoded(encoding) {
      let variant = variants.get(encoding);
      if (!variant) {
        variant = compress(bytes, { encoding, effort });
        variants.set(encoding, variant);
      }
      return variant;
    },
  };
}

export interface SendOptions {
  status: number;
  /** The Content-Type header, charset included for text. */
  type: string;
  body: Body;
  /** A hashed asset (hashed-asset.ts): cacheable for a year. Only a 200 is. */
  immutable?: boolean;
}

/** Sends `body` with the headers of a static host, or a 304 when the client's copy (If-None-Match) is current. */
export function sendBody(req: IncomingMessage, res: ServerResponse, { status, type, body, immutable = false }: SendOptions): void {
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', cacheControl(status, immutable));
  res.setHeader('ETag', body.etag);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const compressible = shouldCompress(type, body.bytes.length);
  // Caches must keep the encodings apart; a 304 carries the Vary its 200 would have.
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');
  if (status === 200 && etagMatches(req.headers['if-none-match'], body.etag)) {
    res.writeHead(304).end();
    return;
  }
  const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : undefined;
  const bytes = encoding ? body.encoded(encoding) : body.bytes;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  // HEAD gets the headers GET would get, Content-Length included, and no body.
  res.setHeader('Content-Length', bytes.length);
  res.writeHead(status);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** A short plain-text answer naming the status ("Method Not Allowed"), for answers that have no page of their own. */
export function sendStatus(res: ServerResponse, status: number, headers: Readonly<Record<string, string>> = {}): void {
  // A failure halfway through a response can only end it.
  if (!res.headersSent) {
    res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
  }
  res.end(`${STATUS_CODES[status] ?? 'Error'}\n`);
}

function cacheControl(status: number, immutable: boolean): string {
  if (status !== 200) return NO_CACHE;
  return immutable ? IMMUTABLE : REVALIDATE;
}

/** If-None-Match holds a list of tags (weak ones prefixed W/) or "*". */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
