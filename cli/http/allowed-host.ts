// DNS rebinding: a page on evil.example makes its name resolve to 127.0.0.1, and the browser then lets that page read
// whatever the dev server on this machine answers (the drafts, the sources). The request still says
// "Host: evil.example", so the dev server answers only names that mean this machine, as Vite does (server.allowedHosts).
import { isIP } from 'node:net';

/**
 * Whether a Host header names this machine or a host the user allowed: localhost and its subdomains, any IP address (a
 * rebinding page cannot make the browser send one), the host the server was bound to, and each of `allowed` (".x.com"
 * allows x.com and all its subdomains). A request without Host comes from no browser and cannot be a rebinding.
 */
export function isAllowedHost(
  hostHeader: string | undefined,
  { bound, allowed = [] }: { bound: string; allowed?: readonly string[] },
): boolean {
  if (hostHeader === undefined) return true;
  const name = hostName(hostHeader);
  if (name === undefined) return false;
  if (name === 'localhost' || name.endsWith('.localhost') || isIP(name) !== 0) return true;
  return [bound, ...allowed].some((entry) => {
    const rule = entry.trim().toLowerCase().replace(/\.$/, '');
    if (!rule) return false;
    return rule.startsWith('.') ? name === rule.slice(1) || name.endsWith(rule) : name === rule;
  });
}

/** The host name of a Host header, without the port and the brackets of an IPv6 address; undefined if malformed. */
export function hostName(hostHeader: string): string | undefined {
  const value = hostHeader.trim().toLowerCase();
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d+)?$/.exec(value);
  if (bracketed) return bracketed[1];
  const plain = /^([a-z0-9_.-]+?)\.?(?::\d+)?$/.exec(value);
  return plain?.[1];
}

/** The answer's text for a refused host: what was refused and how to allow it. */
export function hostRefusal(hostHeader: string): string {
  const name = hostName(hostHeader) ?? hostHeader;
  return (
    `Blocked request: the host "${name}" is not allowed to reach docsgen dev (a protection against DNS rebinding).\n` +
    `To allow it, start docsgen dev with --allowed-hosts ${name} (or --host ${name}).`
  );
}
