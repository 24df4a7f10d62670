// Listening for `docsgen serve` and `docsgen dev`: the port they bound, the URL they print, and the sentences for
// the ways listening can be refused (a port taken or reserved to the administrator, a host that is not this machine).
import type { Server } from 'node:net';
import { DocsgenError } from '../errors/docsgen-error.js';

export interface ListenOptions {
  /** 0 picks a free port. */
  port: number;
  host: string;
  /** The site's baseUrl, appended to the URL (default "/"). */
  base?: string;
}

export interface Listening {
  /** The port bound: `port` itself, or the one picked for 0. */
  port: number;
  /** The site's address, base URL included, without a trailing slash. */
  url: string;
}

const ANOTHER_PORT = 'pass another --port (0 picks a free one)';

/** Starts `server` listening; a taken or forbidden port rejects with a DocsgenError naming the port and host. */
export function listen(server: Server, { port, host, base = '/' }: ListenOptions): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const fail = (error: NodeJS.ErrnoException): void => reject(listenError(error, { port, host }));
    server.once('error', fail);
    server.listen(port, host, () => {
      // Errors after this point belong to whoever runs the server, not to the start.
      server.off('error', fail);
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      resolve({ port: bound, url: serverUrl({ host, port: bound, base }) });
    });
  });
}

/** "http://127.0.0.1:3000/docs": an IPv6 host in brackets, the base without its trailing slash. */
export function serverUrl({ host, port, base = '/' }: { host: string; port: number; base?: string }): string {
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return `http://${shownHost}:${port}${base.replace(/\/+$/, '')}`;
}

/** The sentence for a port that cannot be listened on; other errors pass through as they are. */
function listenError(error: NodeJS.ErrnoException, { port, host }: { port: number; host: string }): Error {
  if (error.code === 'EADDRINUSE') {
    return new DocsgenError({
      code: 'port-in-use',
      message: `port ${port} on ${host} is already in use`,
      hint: `stop the other server or ${ANOTHER_PORT}`,
      cause: error,
    });
  }
  if (error.code === 'EACCES') {
    return new DocsgenError({
      code: 'port-not-permitted',
      message: `not permitted to listen on port ${port} on ${host}`,
      hint: `ports below 1024 need administrator privileges: ${ANOTHER_PORT}`,
      cause: error,
    });
  }
  if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN' || error.code === 'EADDRNOTAVAIL' || error.code === 'EAI_FAIL') {
    return new DocsgenError({
      code: 'host-unavailable',
      message: `cannot listen on ${host}: ${error.code === 'EADDRNOTAVAIL' ? 'it is not an address of this machine' : 'no address of this machine has that name'}`,
      hint: 'pass --host 127.0.0.1 (this machine only), 0.0.0.0 (every network it is on), or a name or address of this machine',
      cause: error,
    });
  }
  return error;
}
