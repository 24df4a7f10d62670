import { describe, expect, it } from 'vitest';
import { hostName, hostRefusal, isAllowedHost } from '../../../cli/http/allowed-host.js';

describe('isAllowedHost', () => {
  it('allows this machine’s names and IP addresses, the bound host and the allowed ones, and nothing else', () => {
    const rule = { bound: 'dev.box', allowed: ['docs.test', '.team.test'] };
    for (const host of [
      'localhost',
      'LOCALHOST:3000',
      'a.b.localhost',
      '127.0.0.1:3000',
      '[::1]:3000',
      '192.168.0.3',
      'dev.box:80',
      'docs.test',
      'x.team.test',
      'team.test',
      'localhost.',
    ]) {
      expect(isAllowedHost(host, rule), host).toBe(true);
    }
    for (const host of [
      'evil.example',
      'localhost.evil.example',
      'evilteam.test',
      'docs.test.evil',
      '',
      'a b',
      'evil.example:3000',
      '[::1',
    ]) {
      expect(isAllowedHost(host, rule), host).toBe(false);
    }
    expect(isAllowedHost('docs.test', { bound: '127.0.0.1' })).toBe(false);
  });

  it('allows a request without a Host header: no browser sends one, so it cannot be a rebinding', () => {
    expect(isAllowedHost(undefined, { bound: '127.0.0.1' })).toBe(true);
  });

  it('reads --allowed-hosts as typed ("a, .b." with spaces, case and a final dot), and an empty entry allows nothing', () => {
    const rule = { bound: '127.0.0.1', allowed: [' Docs.LAN ', ' .Tunnel.Example. '] };
    for (const host of ['docs.lan', 'tunnel.example', 'x.tunnel.example']) expect(isAllowedHost(host, rule), host).toBe(true);
    for (const host of ['evil.example', 'xdocs.lan', 'a.docs.lan']) expect(isAllowedHost(host, rule), host).toBe(false);
    expect(isAllowedHost('evil.example', { bound: '', allowed: [' ', '.'] })).toBe(false);
  });

  it('reads the host name out of a Host header', () => {
    expect(hostName('Example.COM:8080')).toBe('example.com');
    expect(hostName('[::1]:3000')).toBe('::1');
    expect(hostName('[::1]')).toBe('::1');
    expect(hostName('a/b')).toBeUndefined();
    // An address in brackets counts only as the whole header: anything around it is a malformed (refused) host.
    expect(hostName('evil[::1]')).toBeUndefined();
    expect(hostName('[::1]:3000.evil')).toBeUndefined();
  });
});

describe('hostRefusal', () => {
  it('names the refused host, without its port, and the option that allows it', () => {
    expect(hostRefusal('Docs.LAN:3000')).toBe(
      'Blocked request: the host "docs.lan" is not allowed to reach docsgen dev (a protection against DNS rebinding).\n' +
        'To allow it, start docsgen dev with --allowed-hosts docs.lan (or --host docs.lan).',
    );
  });
});
