import type { TryItSpec } from '../model/api.js';

/**
 * The origin of each of a "Try it" panel's servers, once each: where its requests go, which the page's
 * Content-Security-Policy lets it reach (connect-src). A server URL the config checked; anything else gives nothing.
 */
export function tryItOrigins(spec: TryItSpec): string[] {
  const found = spec.servers.flatMap((server) => /^https?:\/\/[^/?#]+/i.exec(server.url)?.[0].toLowerCase() ?? []);
  return [...new Set(found)];
}
