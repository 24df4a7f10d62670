// The config's `head` tags as HTML (html-document.ts writes them after docsgen's own tags, before the boot script).
// Attribute names were checked by the config's schema (head-schema.ts); values are escaped; a script's text is written
// as it is, which is what the Content-Security-Policy hashes (head-policy.ts), and the schema refused one that could end
// its element early.
import { escapeHtml } from '../../shared/escape-html.js';
import type { HeadTag } from '../../shared/model/site.js';

/** One tag: a boolean attribute bare when true and left out when false; a script closed, meta and link void. */
export function headTagHtml({ tag, attrs = {}, content }: HeadTag): string {
  const written = Object.entries(attrs).flatMap(([name, value]) =>
    value === false ? [] : [value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`],
  );
  return tag === 'script' ? `<script${written.join('')}>${content ?? ''}</script>` : `<${tag}${written.join('')}>`;
}

/** The `name`s and `property`s of the tags' metas: docsgen leaves out its own meta of the same (as Starlight does). */
export function replacedMetas(head: readonly HeadTag[] | undefined): Set<string> {
  const keys = new Set<string>();
  for (const { tag, attrs = {} } of head ?? []) {
    if (tag !== 'meta') continue;
    for (const key of [attrs.name, attrs.property]) if (typeof key === 'string') keys.add(key.toLowerCase());
  }
  return keys;
}

/** Whether one of docsgen's own head tags is a meta the config's `head` replaces. */
export function isReplaced(html: string, replaced: ReadonlySet<string>): boolean {
  if (replaced.size === 0) return false;
  const key = /^<meta (?:name|property)="([^"]*)"/.exec(html)?.[1];
  return key !== undefined && replaced.has(key.toLowerCase());
}
