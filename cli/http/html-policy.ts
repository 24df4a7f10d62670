// What an HTML fragment needs the Content-Security-Policy to allow, read where the fragment is made (a page body by the
// Markdown and MDX stages, a spec's description by the OpenAPI stage, a file of the static folder as it is copied):
// the inline scripts and <style> elements an author wrote in raw HTML, their style attributes, and the origins of images
// shown from elsewhere. The pages carry it in their model, so the policy is a function of the model, never of a scan of
// the finished output.
import type { AlgoliaSearchSettings } from '../../shared/model/search.js';
import type { PolicySources } from '../../shared/model/policy.js';
import { hashSource } from './security-headers.js';

/** A start tag (quoted values may hold ">"), then each of its attributes in turn: name, and value quoted either way or bare. */
// No class here may cross a "<" outside quotes: raw HTML can hold thousands of unclosed tags, and a pattern that scans
// from each to the end of the page is quadratic (a 160 KB page of them took seconds).
const START_TAG = /<[a-z][a-z0-9-]*(?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*\/?>/gi;
const ATTRIBUTE = /\s([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** Where a style attribute might be: "style" after a space and not followed by more of a name (as ATTRIBUTE reads names). */
const MAYBE_STYLE_ATTRIBUTE = /\sstyle(?![^\s"'<>/=])/i;
const IMG_SRC = /<img\b[^<>]*?\ssrc\s*=\s*["']?(https?:\/\/[^"'\s<>]+)/gi;
/** Types a browser runs; any other (application/json, application/ld+json) is a data block, never executed. */
export const EXECUTABLE_TYPE = /^(module|(text|application)\/(x-)?(java|ecma)script)$/i;

/**
 * Each `<name …>…</name>` element's attributes and text, in one pass: the closing tag is looked for once per element,
 * and an element that never closes ends the search (no later one can close either).
 */
function elements(html: string, name: 'script' | 'style'): [attributes: string, text: string][] {
  const open = new RegExp(`<${name}\\b([^<>]*)>`, 'gi');
  const close = new RegExp(`</${name}`, 'gi');
  const found: [string, string][] = [];
  for (let match = open.exec(html); match; match = open.exec(html)) {
    const start = match.index + match[0].length;
    close.lastIndex = start;
    const end = close.exec(html)?.index;
    if (end === undefined) break;
    found.push([match[1] ?? '', html.slice(start, end)]);
    open.lastIndex = end;
  }
  return found;
}

/** The text of each inline script a browser would run, exactly as written between the tags (what CSP hashes). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [attributes, text] of elements(html, 'script')) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? '';
    if (type === '' || EXECUTABLE_TYPE.test(type)) scripts.push(text);
  }
  return scripts;
}

/** The text of each <style> element, as CSP hashes it (the site's own markup has none; raw HTML and dev's overlay may). */
export function inlineStyles(html: string): string[] {
  return elements(html, 'style').map(([, text]) => text);
}

/**
 * The value of each `style="…"` attribute, as the browser reads it (entities decoded), which is what CSP hashes with
 * 'unsafe-hashes'. docsgen's own markup has none; raw HTML in pages often does (`<img style="width: 50%">`), and
 * blocking it would silently change how the author's page looks.
 */
export function styleAttributes(html: string): string[] {
  const values: string[] = [];
  // Most pages have no attribute named style anywhere: one linear search says so, and spares the tag-by-tag walk
  // (which was the largest cost of a rebuild, reading every page for the policy).
  if (!MAYBE_STYLE_ATTRIBUTE.test(html)) return values;
  for (const [tag] of html.matchAll(START_TAG)) {
    // Attribute by attribute, so "style=" inside another attribute's value (a description) is not taken for one.
    for (const [, name = '', double, single, bare] of tag.matchAll(ATTRIBUTE)) {
      if (name.toLowerCase() === 'style') values.push(decodeEntities(double ?? single ?? bare ?? ''));
    }
  }
  return values;
}

/** The few character references an attribute value holds in practice, decoded as the HTML parser would. */
function decodeEntities(text: string): string {
  const named: Readonly<Record<string, string>> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return named[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
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

/**
 * What the HTML needs: its inline scripts', styles' and style attributes' hashes and its images' origins, each list
 * only when it holds something; undefined when it needs nothing (most pages).
 */
export function htmlPolicy(html: string): PolicySources | undefined {
  const policy: { -readonly [K in keyof PolicySources]: string[] } = {};
  const scripts = inlineScripts(html).map(hashSource);
  const styles = inlineStyles(html).map(hashSource);
  const attributes = styleAttributes(html).map(hashSource);
  const images = externalImageOrigins(html);
  if (scripts.length) policy.scripts = scripts;
  if (styles.length) policy.styles = styles;
  if (attributes.length) policy.styleAttributes = attributes;
  if (images.length) policy.images = images;
  return Object.keys(policy).length ? policy : undefined;
}

/** The sources of several, each list joined (duplicates are dropped when the policy is written). */
export function joinPolicies(...policies: Array<PolicySources | undefined>): PolicySources {
  const joined: { -readonly [K in keyof PolicySources]: string[] } = {};
  for (const policy of policies) {
    if (!policy) continue;
    for (const key of Object.keys(policy) as Array<keyof PolicySources>) (joined[key] ??= []).push(...policy[key]!);
  }
  return joined;
}

/** Where search-insights sends events unless given another host or region (docsgen gives neither). */
const INSIGHTS_ORIGIN = 'https://insights.algolia.io';

/**
 * Where search requests go in Algolia mode: the configured hosts, else Algolia's own (APPID-dsn.algolia.net,
 * APPID-N.algolianet.com, and algolia.io, the hosts Algolia's CSP guide lists); with insights on, Algolia's events
 * endpoint too (configured hosts replace the search hosts only). Nothing in offline mode.
 */
export function searchConnectSources(algolia: AlgoliaSearchSettings | undefined): string[] {
  if (!algolia) return [];
  if (!algolia.hosts) return ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'];
  const hosts = algolia.hosts.map((host) => `${host.protocol}://${host.url}${host.port ? `:${host.port}` : ''}`);
  return algolia.insights ? [...hosts, INSIGHTS_ORIGIN] : hosts;
}
