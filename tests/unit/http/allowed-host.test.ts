import { describe, expect, it } from 'vitest';
import { hostName, isAllowedHost } from '../../../cli/http/allowed-host.js';

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

  it('reads the host name out of a Host header', () => {
    expect(hostName('Example.COM:8080')).toBe('example.com');
    expect(hostName('[::1]:3000')).toBe('::1');
    expect(hostName('a/b')).toBeUndefined();
  });
});
