// `docsgen serve`: a built folder served the way a good static host serves it. The request rules, the headers and the
// listening are the HTTP core's (cli/http/), shared with `docsgen dev`; what is serve's own is reading files from disk,
// keeping each one with its compressed forms until it changes, and the folder's 404.html.
import { readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { contentTypeFor } from '../http/content-types.js';
import { isHashedAsset } from '../http/hashed-asset.js';
import { listen } from '../http/listen.js';
import { requestTarget } from '../http/request-target.js';
import { resolveRequest } from '../http/resolve-request.js';
import { createBody, sendBody, sendStatus, type Body, type SendOptions } from '../http/send-body.js';
import { setSecurityHeaders } from '../http/security-headers.js';
import { isHeadersFile, siteHeaders } from './site-headers.js';

export interface ServeOptions {
  dir: string;
  port: number;
  host: string;
  /** The site's baseUrl: requests outside it are 404s, and it is stripped before looking up files. */
  base?: string;
}

/** A file as last read: compressed forms are made on first request and kept until the file's mtime changes. */
interface CachedFile {
  mtimeMs: number;
  body: Body;
}

/** A file to send: its type comes from its name, its body from the cache. */
type FileAnswer = Omit<SendOptions, 'type' | 'body'> & { file: string };

/** A static server for a built site, behaving like a good static host (see resolve-request.ts for the path rules). */
export function createStaticServer(dir: string, base = '/'): Server {
  const root = path.resolve(dir);
  const files = new Map<string, CachedFile>();
  const headers = siteHeaders(root);

  const load = (file: string): Body => {
    const { mtimeMs } = statSync(file);
    const hit = files.get(file);
    if (hit && hit.mtimeMs === mtimeMs) return hit.body;
    const body = createBody(readFileSync(file), { effort: 'best' });
    files.set(file, { mtimeMs, body });
    return body;
  };

  const sendFile = (req: IncomingMessage, res: ServerResponse, { file, ...options }: FileAnswer): void => {
    sendBody(req, res, { ...options, type: contentTypeFor(file), body: load(file) });
  };

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const target = requestTarget(req, base);
    if (target.kind === 'refused') {
      sendStatus(res, target.status, target.headers);
      return;
    }
    if (target.kind === 'path') {
      const found = resolveRequest(root, target.path);
      if (found.kind === 'file' && !isHeadersFile(root, found.file)) {
        sendFile(req, res, { file: found.file, status: 200, immutable: isHashedAsset(target.path) });
        return;
      }
      // requestTarget already refused paths that do not decode; resolveRequest checks again for its other callers.
      if (found.kind === 'bad-request') {
        sendStatus(res, 400);
        return;
      }
    }
    try {
      sendFile(req, res, { file: path.join(root, '404.html'), status: 404 });
    } catch {
      // A folder without 404.html still answers a real 404.
      sendStatus(res, 404);
    }
  };

  return createServer((req, res) => {
    try {
      setSecurityHeaders(res, headers());
      handle(req, res);
    } catch (error) {
      console.error(error);
      sendStatus(res, 500);
    }
  });
}

/** Starts the server and resolves with it and its address once it listens (a taken port is a DocsgenError). */
export async function serve({ dir, port, host, base = '/' }: ServeOptions): Promise<{ server: Server; url: string }> {
  const server = createStaticServer(dir, base);
  const { url } = await listen(server, { port, host, base });
  return { server, url };
}
