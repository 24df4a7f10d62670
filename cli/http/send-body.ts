// One answer with a body, as a good static host sends it: its type, how long it may be cached, an ETag per encoding
// (a reload revalidates with a 304 instead of downloading again), brotli or gzip as the client's Accept-Encoding and
// its q values say, part of the file for a Range request, and no body for HEAD. All the headers of an answer are put
// together in fileHeaders and statusHeaders below: a header every answer should carry is added there.
import { createHash } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { ifRangeHolds, parseRange } from './byte-range.js';
import { chooseEncoding, compress, ENCODINGS, shouldCompress, type Coding, type Effort, type Encoding } from './compression.js';

/** Files the build names by their content change URL when they change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else may change with the next build: use it only after asking (cheap, thanks to the ETag). */
const REVALIDATE = 'public, max-age=0, must-revalidate';
/** An error answer: a later build may well have the page. */
const NO_CACHE = 'no-cache';

/**
 * Bodies above this are sent uncompressed when no compressed copy was made ahead of time: compressing them per server
 * start would hold a thread of the pool for seconds and their copies the memory. The build precompresses any size.
 */
export const MAX_LIVE_COMPRESS_BYTES = 32 * 1024 * 1024;
/** Above this, live compression uses the fast levels: a 20 MB file at brotli 9 takes seconds even off the event loop. */
const FAST_ABOVE_BYTES = 1024 * 1024;

/** A body ready to send: its bytes, its validators, and the compressed forms it can be had in. */
export interface Body {
  readonly bytes: Buffer;
  /** The identity bytes' entity tag, e.g. "abc"; each encoding has its own (etagFor). */
  readonly etag: string;
  /** When the file last changed, for Last-Modified and If-Range; none for bodies made in memory. */
  readonly lastModified?: Date;
  /** The encodings this body can be sent in. */
  readonly encodings: readonly Encoding[];
  /** The body in `encoding` (one of `encodings`): the copy made ahead of time, or compressed now once and kept. */
  encoded(encoding: Encoding): Promise<Buffer>;
}

export interface BodyOptions {
  /** How hard to compress what was not compressed ahead of time. */
  effort: Effort;
  /**
   * Compressed copies made ahead of time (the build's .br and .gz files): sent as they are. A function reads its copy
   * when that encoding is first asked for (a client asks for one: reading both cost every first request a file).
   */
  precompressed?: Partial<Record<Encoding, Buffer | (() => Promise<Buffer>)>>;
  lastModified?: Date;
}

/** Makes a Body; keep it (serve's file cache) to compress once, or make one per response (dev) with effort 'fast'. */
export function createBody(content: string | Buffer, { effort, precompressed = {}, lastModified }: BodyOptions): Body {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  const variants = new Map<Encoding, Promise<Buffer>>();
  const live = bytes.length <= MAX_LIVE_COMPRESS_BYTES;
  const level: Effort = bytes.length > FAST_ABOVE_BYTES ? 'fast' : effort;
  return {
    bytes,
    etag: `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 20)}"`,
    lastModified,
    encodings: ENCODINGS.filter((encoding) => precompressed[encoding] !== undefined || live),
    encoded(encoding) {
      let variant = variants.get(encoding);
      if (!variant) {
        const ready = precompressed[encoding];
        const live = (): Promise<Buffer> => compress(bytes, { encoding, effort: level });
        // A copy gone since it was found (a build replacing the folder): the body is compressed here instead.
        variant = typeof ready === 'function' ? ready().catch(live) : ready ? Promise.resolve(ready) : live();
        variants.set(encoding, variant);
      }
      return variant;
    },
  };
}

/** Each representation has its own tag ("abc-br", "abc-gz"): caches and If-None-Match must not mix them up. */
export function etagFor(etag: string, coding: Coding): string {
  if (coding === 'identity') return etag;
  return `${etag.slice(0, -1)}-${coding === 'br' ? 'br' : 'gz'}"`;
}

export interface SendOptions {
  status: number;
  /** The Content-Type header, charset included for text. */
  type: string;
  body: Body;
  /** A file the build named by its content (the build manifest): cacheable for a year. Only a 200 is. */
  immutable?: boolean;
}

/** The headers of an answer with a body (a file, a page, a 404 page), whatever its encoding or range. */
export function fileHeaders({ status, type, immutable = false }: Omit<SendOptions, 'body'>): Record<string, string> {
  return {
    ...statusHeaders(type),
    'Cache-Control': cacheControl(status, immutable),
  };
}

/** The headers every answer carries, a short plain-text one (404, 405, 403…) included. */
export function statusHeaders(type: string): Record<string, string> {
  return { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff' };
}

/**
 * Sends `body` with the headers of a static host: a 304 when the client's copy (If-None-Match) is current, a 206 for
 * one byte range (416 past the end), a 406 when the client refuses every encoding the body can be had in.
 */
export async function sendBody(req: IncomingMessage, res: ServerResponse, options: SendOptions): Promise<void> {
  const { status, type, body } = options;
  for (const [name, value] of Object.entries(fileHeaders(options))) res.setHeader(name, value);
  if (body.lastModified) res.setHeader('Last-Modified', body.lastModified.toUTCString());
  const compressible = shouldCompress(type, body.bytes.length);
  // Caches must keep the encodings apart; a 304, a 206 and a 416 carry the Vary their 200 would have.
  if (compressible) res.setHeader('Vary', 'Accept-Encoding');
  const ranged = status === 200 && req.headers.range !== undefined && ifRangeHolds(header(req, 'if-range'), body);
  if (status === 200) res.setHeader('Accept-Ranges', 'bytes');
  // A Range is served from the bytes as they are; otherwise the client's Accept-Encoding decides.
  const coding = ranged ? 'identity' : chooseEncoding(req.headers['accept-encoding'], compressible ? body.encodings : []);
  if (coding === 'none') {
    sendStatus(res, 406);
    return;
  }
  const etag = etagFor(body.etag, coding);
  res.setHeader('ETag', etag);
  if (status === 200 && etagMatches(req.headers['if-none-match'], etag)) {
    res.writeHead(304).end();
    return;
  }
  if (ranged) {
    const range = parseRange(req.headers.range, body.bytes.length);
    if (range.kind === 'unsatisfiable') {
      res.removeHeader('ETag');
      res.setHeader('Content-Range', `bytes */${body.bytes.length}`);
      sendStatus(res, 416);
      return;
    }
    if (range.kind === 'part') {
      res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${body.bytes.length}`);
      end(req, res, 206, body.bytes.subarray(range.start, range.end + 1));
      return;
    }
  }
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  end(req, res, status, coding === 'identity' ? body.bytes : await body.encoded(coding));
}

/** A request header that may come only once, as one string (a repeated one counts as its first). */
function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** HEAD gets the headers GET would get, Content-Length included, and no body. */
function end(req: IncomingMessage, res: ServerResponse, status: number, bytes: Buffer): void {
  res.setHeader('Content-Length', bytes.length);
  res.writeHead(status);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** A short plain-text answer naming the status ("Method Not Allowed"), for answers that have no page of their own. */
export function sendStatus(res: ServerResponse, status: number, headers: Readonly<Record<string, string>> = {}, text?: string): void {
  // A failure halfway through a response can only end it.
  if (!res.headersSent) {
    res.removeHeader('Content-Encoding');
    res.removeHeader('Content-Length');
    res.writeHead(status, { ...headers, ...statusHeaders('text/plain; charset=utf-8'), 'Cache-Control': NO_CACHE });
  }
  res.end(`${text ?? STATUS_CODES[status] ?? 'Error'}\n`);
}

function cacheControl(status: number, immutable: boolean): string {
  if (status !== 200) return NO_CACHE;
  return immutable ? IMMUTABLE : REVALIDATE;
}

/** If-None-Match holds a list of tags (weak ones prefixed W/, compared weakly as RFC 9110 says) or "*". */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
