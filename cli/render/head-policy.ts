// What the config's `head` tags need the Content-Security-Policy to allow (docs/design/brand-and-build-rules.md,
// section 6), worked out from the tags themselves, once per site: an inline script by the hash of its text, a script or
// a stylesheet of another site by its origin. A script of another site is trusted with the page already, so what it
// sends back to its own origin (an analytics beacon: Fathom, Plausible, Umami send to where their script comes from)
// is allowed too, in connect-src and img-src; anything it reaches elsewhere stays blocked. A file of the site's own is allowed by 'self' already, and a data block
// (`type="application/ld+json"`) never runs, so neither adds anything. Never 'unsafe-inline'.
import type { PolicySources } from '../../shared/model/policy.js';
import type { HeadTag } from '../../shared/model/site.js';
import { EXECUTABLE_TYPE } from '../http/html-policy.js';
import { hashSource } from '../http/security-headers.js';

/** The sources the tags need; undefined when they need none (no tags, or only meta tags and the site's own files). */
export function headPolicy(head: readonly HeadTag[] | undefined, siteUrl: string): PolicySources | undefined {
  if (!head) return undefined;
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const { tag, attrs = {}, content } of head) {
    if (tag === 'script') {
      const type = typeof attrs.type === 'string' ? attrs.type.trim() : '';
      if (type !== '' && !EXECUTABLE_TYPE.test(type)) continue;
      if (typeof attrs.src === 'string') scripts.push(...otherOrigin(attrs.src, siteUrl));
      else scripts.push(hashSource(content ?? ''));
    } else if (
      tag === 'link' &&
      typeof attrs.rel === 'string' &&
      /(^|\s)stylesheet(\s|$)/i.test(attrs.rel) &&
      typeof attrs.href === 'string'
    ) {
      styles.push(...otherOrigin(attrs.href, siteUrl));
    }
  }
  if (scripts.length === 0 && styles.length === 0) return undefined;
  const origins = scripts.filter((source) => !source.startsWith("'"));
  return {
    ...(scripts.length ? { scripts } : {}),
    ...(styles.length ? { styles } : {}),
    ...(origins.length ? { connect: origins, images: origins } : {}),
  };
}

/**
 * The origin of a URL on another site ("https://cdn.usefathom.com"), or none for a path of the site's own or a URL on
 * its origin (config `url`). Only scheme, host and port: nothing a header could be made to say more with.
 */
function otherOrigin(url: string, siteUrl: string): string[] {
  if (!/^https:\/\//i.test(url.trim())) return [];
  let origin: string;
  try {
    origin = new URL(url.trim()).origin;
  } catch {
    return [];
  }
  if (siteUrl && origin === new URL(siteUrl).origin) return [];
  return /^https:\/\/[a-z0-9.:[\]-]+$/i.test(origin) ? [origin] : [];
}
