// What the Content-Security-Policy must allow, read from the HTML the build emitted rather than assumed: the inline
// scripts and <style> elements it holds (the theme script of every page, and any an author wrote in raw HTML) and the
// origins of images shown from elsewhere; plus the hosts the search modal talks to in Algolia mode.
import type { AlgoliaSearchSettings } from '../../shared/model/search.js';
import { hashSource, type PolicySources } from '../http/security-headers.js';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const IMG_SRC = /<img\b[^>]*?\ssrc\s*=\s*["']?(https?:\/\/[^"'\s>]+)/gi;
/** Types a browser runs; any other (application/json, application/ld+json) is a data block, never executed. */
const EXECUTABLE_TYPE = /^(module|(text|application)\/(x-)?(java|ecma)script)$/i;

/** The text of each inline script a browser would run, exactly as written between the tags (what CSP hashes). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? '';
    if (type === '' || EXECUTABLE_TYPE.test(type)) scripts.push(text);
  }
  return scripts;
}

/** The text of each <style> element, as CSP hashes it (the site's own markup has none; raw HTML and dev's overlay may). */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(STYLE)].map(([, text = '']) => text);
}

/** Origins ("https://img.shields.io") of the images a page loads from other sites. */
export function externalImageOrigins(html: string): string[] {
  const origins: string[] = [];
  for (const [, src = ''] of html.matchAll(IMG_SRC)) {
    try {
      origins.push(new URL(src.replace(/&amp;/g, '&')).origin);
    } catch {
      // A broken URL loads nothing: there is nothing to allow.
    }
  }
  return origins;
}

/** What one page needs: its inline scripts' and styles' hashes and its images' origins. */
export function pagePolicySources(html: string): Required<Pick<PolicySources, 'scripts' | 'styles' | 'images'>> {
  return { scripts: inlineScripts(html).map(hashSource), styles: inlineStyles(html).map(hashSource), images: externalImageOrigins(html) };
}

/**
 * Where search requests go in Algolia mode: the configured hosts, else Algolia's own (APPID-dsn.algolia.net,
 * APPID-N.algolianet.com, and algolia.io, the hosts Algolia's CSP guide lists). Nothing in offline mode.
 */
export function searchConnectSources(algolia: AlgoliaSearchSettings | undefined): string[] {
  if (!algolia) return [];
  if (!algolia.hosts) return ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'];
  return algolia.hosts.map((host) => `${host.protocol}://${host.url}${host.port ? `:${host.port}` : ''}`);
}
