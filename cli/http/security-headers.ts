// The security headers every answer of `docsgen serve` and `docsgen dev` carries, and the Content-Security-Policy
// among them. The policy allows what the built site itself uses and nothing else: scripts only from the site's own
// origin plus the inline scripts the build emitted, named by their hashes (no 'unsafe-inline'), so markup injected
// into a page (a crafted link, a hostile search result) cannot run script.
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { PolicySources } from '../../shared/model/policy.js';

export type { PolicySources } from '../../shared/model/policy.js';

/** The CSP source of an inline script or style: the browser compares it with the SHA-256 of the element's text. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The policy as one header value. Styles need no 'unsafe-inline': the site's markup has no style attributes and no
 * <style> elements (the client changes styles through the CSSOM, which CSP does not restrict). Style attributes an
 * author wrote in raw HTML are allowed by their hashes with 'unsafe-hashes', which allows those exact values and no other.
 */
export function contentSecurityPolicy(sources: PolicySources = {}): string {
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...unique(sources.scripts)]],
    [
      'style-src',
      [
        "'self'",
        ...unique(sources.styles),
        ...(sources.styleAttributes?.length ? ["'unsafe-hashes'", ...unique(sources.styleAttributes)] : []),
      ],
    ],
    ['img-src', ["'self'", 'data:', ...unique(sources.images)]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...unique(sources.connect)]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Every security header, in the order a reader of `_headers` expects them. */
export function securityHeaders(policy: string): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // frame-ancestors says the same to browsers that read CSP; X-Frame-Options is for those that do not.
    'X-Frame-Options': 'DENY',
  };
}

/** Sets `headers` on a response before anything else does: later writeHead calls keep them. */
export function setSecurityHeaders(res: ServerResponse, headers: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

function unique(values: readonly string[] = []): string[] {
  return [...new Set(values)].sort();
}
