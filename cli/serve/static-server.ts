// `docsgen serve`: a built folder served the way a good static host serves it. The request rules, the headers and the
// listening are the HTTP core's (cli/http/), shared with `docsgen dev`; what is serve's own is reading files from disk
// (never through a link that leads out of the folder), sending the build's precompressed .br and .gz copies, keeping
// each file with its compressed forms until it changes, the build manifest's immutable files, and the folder's 404.html.
import { readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { BUILD_MANIFEST, immutablePaths } from '../http/build-manifest.js';
import { ENCODING_SUFFIX, ENCODINGS, type Encoding } from '../http/compression.js';
import { contentTypeFor } from '../http/content-types.js';
import { listen } from '../http/listen.js';
import { realPathInside } from '../fs/real-path.js';
import { requestTarget } from '../http/request-target.js';
import { resolveRequest } from '../http/resolve-request.js';
import { createBody, sendBody, sendStatus, type Body } from '../http/send-body.js';
import { setSecurityHeaders } from '../http/security-headers.js';
import { withBase } from '../../shared/url.js';
import { isHostFile, siteHeaders } from './site-headers.js';
import { siteRedirects } from './site-redirects.js';
import { withQuery } from '../http/redirects-file.js';

export interface ServeOptions {
  dir: string;
  port: number;
  host: string;
  /** The site's baseUrl: requests outside it are 404s, and it is stripped before looking up files. */
  base?: string;
}

/** A file as last read, kept until its mtime or size changes; the promise lets concurrent first requests share a read. */
interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Promise<Body>;
}

/** A static server for a built site, behaving like a good static host (see resolve-request.ts for the path rules). */
export function createStaticServer(dir: string, base = '/'): Server {
  const root = path.resolve(dir);
  const files = new Map<string, CachedFile>();
  const headers = siteHeaders(root);
  const redirectTo = siteRedirects(root);
  const manifestFile = path.join(root, BUILD_MANIFEST);
  // Read at start and again whenever a new build replaces it (its mtime changes).
  let manifest = { mtimeMs: -1, immutable: immutablePaths(undefined) };

  const isImmutable = (urlPath: string): boolean => {
    const mtimeMs = statSync(manifestFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtimeMs !== manifest.mtimeMs) {
      const real = realPathInside(root, manifestFile);
      manifest = { mtimeMs, immutable: immutablePaths(real && readTextOrUndefined(real)) };
    }
    return manifest.immutable.has(urlPath);
  };

  /** The file's body, or undefined when it is missing or its real path lies outside the folder. */
  const load = async (file: string): Promise<Body | undefined> => {
    const real = realPathInside(root, file);
    if (!real) return undefined;
    const stats = await stat(real);
    if (!stats.isFile()) return undefined;
    const hit = files.get(real);
    if (hit && hit.mtimeMs === stats.mtimeMs && hit.size === stats.size) return hit.body;
    const body = readBody(root, real, stats.mtime);
    files.set(real, { mtimeMs: stats.mtimeMs, size: stats.size, body });
    body.catch(() => files.delete(real));
    return body;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const target = requestTarget(req, base);
    if (target.kind === 'refused') {
      sendStatus(res, target.status, target.headers);
      return;
    }
    if (target.kind === 'path') {
      // Before any file: the old address's forward page is on disk, but a host that reads `_redirects` answers 301.
      const redirect = redirectTo(withBase(base, target.path));
      if (redirect) {
        sendStatus(res, redirect.status, { Location: withQuery(redirect.location, target.query) });
        return;
      }
      const found = resolveRequest(root, target.path);
      // requestTarget already refused paths that do not decode; resolveRequest checks again for its other callers.
      if (found.kind === 'bad-request') {
        sendStatus(res, 400);
        return;
      }
      // `_headers` and `_redirects` are for the host to read, not pages: Netlify and Cloudflare do not serve them either.
      const body = found.kind === 'file' && !isHostFile(root, found.file) ? await load(found.file) : undefined;
      if (found.kind === 'file' && body) {
        const type = contentTypeFor(found.file);
        await sendBody(req, res, { status: 200, type, body, immutable: isImmutable(target.path) });
        return;
      }
    }
    const notFound = await load(path.join(root, '404.html')).catch(() => undefined);
    // A folder without 404.html still answers a real 404.
    if (notFound) await sendBody(req, res, { status: 404, type: contentTypeFor('404.html'), body: notFound });
    else sendStatus(res, 404);
  };

  return createServer((req, res) => {
    setSecurityHeaders(res, headers());
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      sendStatus(res, 500);
    });
  });
}

/**
 * Reads a file and the .br and .gz copies the build wrote beside it (docsgen build, or any tool that writes them as
 * nginx's gzip_static reads them). A copy older than the file, or one whose link leads out of the folder, is ignored:
 * it was made from other bytes.
 */
async function readBody(root: string, file: string, mtime: Date): Promise<Body> {
  // The file and its copies' stats at once; a copy is read when its encoding is first asked for.
  const [bytes, ...copies] = await Promise.all([
    readFile(file),
    ...ENCODINGS.map(async (encoding) => {
      const copy = realPathInside(root, file + ENCODING_SUFFIX[encoding]);
      const copyStats = copy ? await stat(copy).catch(() => undefined) : undefined;
      return copy && copyStats?.isFile() && copyStats.mtimeMs >= mtime.getTime() ? copy : undefined;
    }),
  ]);
  const precompressed: Partial<Record<Encoding, () => Promise<Buffer>>> = {};
  ENCODINGS.forEach((encoding, i) => {
    const copy = copies[i];
    if (copy) precompressed[encoding] = () => readFile(copy);
  });
  return createBody(bytes, { effort: 'best', precompressed, lastModified: mtime });
}

/** The manifest's text; undefined when it cannot be read (no build manifest: nothing is immutable). */
function readTextOrUndefined(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Starts the server and resolves with it and its address once it listens (a taken port is a DocsgenError). */
export async function serve({ dir, port, host, base = '/' }: ServeOptions): Promise<{ server: Server; url: string }> {
  const server = createStaticServer(dir, base);
  const { url } = await listen(server, { port, host, base });
  return { server, url };
}
