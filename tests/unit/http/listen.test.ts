import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { listen, serverUrl } from '../../../cli/http/listen.js';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const server = (): Server => {
  const made = createServer((_req, res) => res.end('ok'));
  servers.push(made);
  return made;
};

describe('listen', () => {
  it('resolves with the bound port and the URL with the base', async () => {
    const { port, url } = await listen(server(), { port: 0, host: '127.0.0.1', base: '/docs/' });
    expect(port).toBeGreaterThan(0);
    expect(url).toBe(`http://127.0.0.1:${port}/docs`);
    expect(await (await fetch(`${url}/`)).text()).toBe('ok');
  });

  it('turns a taken port into port-in-use naming the port and the host', async () => {
    const blocker = server().listen(0, '127.0.0.1');
    await once(blocker, 'listening');
    const { port } = blocker.address() as { port: number };
    const error = await listen(server(), { port, host: '127.0.0.1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocsgenError);
    expect(error).toMatchObject({ code: 'port-in-use', message: `port ${port} on 127.0.0.1 is already in use` });
    expect((error as DocsgenError).hint).toContain('pass another --port (0 picks a free one)');
  });

  it('turns a port without privileges (EACCES) into a sentence with what to do', async () => {
    // Binding below 1024 succeeds when the tests run as root: the refusal is simulated.
    const refusing = server();
    refusing.listen = (() => {
      process.nextTick(() => refusing.emit('error', Object.assign(new Error('listen EACCES'), { code: 'EACCES' })));
      return refusing;
    }) as Server['listen'];
    const error = await listen(refusing, { port: 80, host: '127.0.0.1' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'port-not-permitted', message: 'not permitted to listen on port 80 on 127.0.0.1' });
    expect((error as DocsgenError).hint).toMatch(/below 1024 .*--port/);
  });

  /** A server whose listen fails with `cause`. */
  const failingWith = (cause: Error): Server => {
    const failing = server();
    failing.listen = (() => {
      process.nextTick(() => failing.emit('error', cause));
      return failing;
    }) as Server['listen'];
    return failing;
  };

  it('names a host that is no address of this machine (host-unavailable)', async () => {
    const cause = Object.assign(new Error('listen EADDRNOTAVAIL'), { code: 'EADDRNOTAVAIL' });
    await expect(listen(failingWith(cause), { port: 3000, host: '10.255.255.1' })).rejects.toMatchObject({
      code: 'host-unavailable',
      message: 'cannot listen on 10.255.255.1: it is not an address of this machine',
      cause,
    });
    const unknown = Object.assign(new Error('getaddrinfo ENOTFOUND 256.1.1.1'), { code: 'ENOTFOUND' });
    await expect(listen(failingWith(unknown), { port: 3000, host: '256.1.1.1' })).rejects.toMatchObject({ code: 'host-unavailable' });
  });

  it('passes other errors through as they are', async () => {
    const cause = Object.assign(new Error('listen EINVAL'), { code: 'EINVAL' });
    await expect(listen(failingWith(cause), { port: 3000, host: '127.0.0.1' })).rejects.toBe(cause);
  });

  it('leaves later errors to whoever runs the server', async () => {
    const running = server();
    await listen(running, { port: 0, host: '127.0.0.1' });
    expect(running.listenerCount('error')).toBe(0);
  });
});

describe('serverUrl', () => {
  it('puts an IPv6 host in brackets and the base without its trailing slash', () => {
    expect(serverUrl({ host: '::1', port: 3000 })).toBe('http://[::1]:3000');
    expect(serverUrl({ host: '::', port: 8080, base: '/docs/' })).toBe('http://[::]:8080/docs');
    expect(serverUrl({ host: '127.0.0.1', port: 3000, base: '/' })).toBe('http://127.0.0.1:3000');
  });
});
