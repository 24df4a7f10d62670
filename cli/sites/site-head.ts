// The tags other generators add to every page's head, as docsgen's config `head`: Starlight's `head` (the same shape),
// Docusaurus's `headTags` (`{ tagName, attributes, innerHTML }`), `scripts` and `stylesheets`, VitePress's `head`
// (`[tag, attrs, content]`). Each tag is checked as a docsgen config's would be (config/head-schema.ts): one docsgen
// refuses (a `style` or `noscript` tag, a `meta http-equiv`, an `http:` URL) is left out with a warning naming it,
// never failing the reading of the site.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { headTagSchema } from '../config/head-schema.js';
import type { UserConfig } from '../config/schema.js';
import { isRecord, type ReadingWarnings } from './config-data.js';

type HeadConfig = NonNullable<UserConfig['head']>;

/** A tag as a generator wrote it, where its config says it. */
interface WrittenTag {
  field: string;
  tag: unknown;
  attrs?: unknown;
  content?: unknown;
}

/** The tags docsgen can add, in their order; a warning for each it cannot, or cannot read. */
export function headTags(written: readonly WrittenTag[], file: string, warnings: ReadingWarnings): HeadConfig {
  const tags: HeadConfig = [];
  for (const { field, tag, attrs, content } of written) {
    if (typeof tag !== 'string' || (attrs !== undefined && !isRecord(attrs)) || (content !== undefined && typeof content !== 'string')) {
      warnings.unreadable(file, field, { tag, attrs, content }, 'the tag is left out');
      continue;
    }
    const candidate = {
      tag: tag.toLowerCase(),
      ...(attrs && Object.keys(attrs).length > 0 ? { attrs: attributeValues(attrs) } : {}),
      // An empty script's text is no text: `<script src>` tags are often written with content ''.
      ...(content ? { content } : {}),
    };
    const checked = headTagSchema.safeParse(candidate);
    if (checked.success) {
      tags.push(checked.data);
      continue;
    }
    const issue = checked.error.issues[0]!;
    const why = issue.code === 'invalid_value' ? 'docsgen adds only meta, link and script tags to the head' : issue.message;
    warnings.unsupported(file, field, `<${tag}> is not added to the pages: ${why}`);
  }
  return tags;
}

/** Attribute values as HTML writes them: numbers as text, booleans kept (bare or left out), nothing for null. */
function attributeValues(attrs: Record<string, unknown>): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(attrs)) {
    if (typeof value === 'string' || typeof value === 'boolean') values[name] = value;
    else if (typeof value === 'number') values[name] = String(value);
  }
  return values;
}

/** Starlight's `head`: `[{ tag, attrs, content }]`. */
export function starlightHead(head: unknown, file: string, warnings: ReadingWarnings): HeadConfig {
  if (head === undefined) return [];
  if (!Array.isArray(head)) {
    warnings.unreadable(file, 'head', head, 'no tag is added to the pages');
    return [];
  }
  const written = head.map((entry, i) => (isRecord(entry) ? { field: `head[${i}]`, ...entry } : { field: `head[${i}]`, tag: entry }));
  return headTags(written as WrittenTag[], file, warnings);
}

/** VitePress's `head`: `[tag, attrs, content?]` each; `skip` leaves out the entries the reader took for other fields (the favicon). */
export function vitepressHead(
  head: unknown,
  file: string,
  warnings: ReadingWarnings,
  skip: (entry: unknown) => boolean = () => false,
): HeadConfig {
  if (head === undefined) return [];
  if (!Array.isArray(head)) {
    warnings.unreadable(file, 'head', head, 'no tag is added to the pages');
    return [];
  }
  const written = head.flatMap((entry, i): WrittenTag[] => {
    if (skip(entry)) return [];
    const field = `head[${i}]`;
    return Array.isArray(entry) ? [{ field, tag: entry[0], attrs: entry[1], content: entry[2] }] : [{ field, tag: entry }];
  });
  return headTags(written, file, warnings);
}

/**
 * Docusaurus's `headTags` (`{ tagName, attributes, innerHTML }`), then its `stylesheets` and `scripts` (a URL, or an
 * object of attributes with `href` or `src`), in the order Docusaurus writes them.
 */
export function docusaurusHead(site: Record<string, unknown>, file: string, warnings: ReadingWarnings): HeadConfig {
  const written: WrittenTag[] = [];
  const list = (field: string): unknown[] => {
    const value = site[field];
    if (value === undefined) return [];
    if (Array.isArray(value)) return value;
    warnings.unreadable(file, field, value, 'no tag of it is added to the pages');
    return [];
  };
  list('headTags').forEach((entry, i) => {
    const tag = isRecord(entry) ? entry : {};
    written.push({ field: `headTags[${i}]`, tag: tag.tagName, attrs: tag.attributes, content: tag.innerHTML });
  });
  list('stylesheets').forEach((entry, i) => {
    const attrs = typeof entry === 'string' ? { href: entry } : entry;
    written.push({ field: `stylesheets[${i}]`, tag: 'link', attrs: isRecord(attrs) ? { rel: 'stylesheet', ...attrs } : attrs });
  });
  list('scripts').forEach((entry, i) => {
    written.push({ field: `scripts[${i}]`, tag: 'script', attrs: typeof entry === 'string' ? { src: entry } : entry });
  });
  warnGoogleAnalytics(site, file, warnings);
  return headTags(written, file, warnings);
}

/** Google's analytics, as the classic preset's options or its own plugin: named by the field it is set at. */
const GOOGLE = { gtag: 'gtag', googleAnalytics: 'google-analytics', googleTagManager: 'google-tag-manager' } as const;

/**
 * Google's analytics (`gtag`, `googleAnalytics`, `googleTagManager`) is not carried over: its script reports to other
 * origins than its own (google-analytics.com), which the policy would have to allow for every page. Said, not dropped
 * silently; a site that accepts it adds the snippet and widens the policy itself.
 */
function warnGoogleAnalytics(site: Record<string, unknown>, file: string, warnings: ReadingWarnings): void {
  const what = "Google's analytics is not added to the pages: it reports to Google's origins, which docsgen's CSP does not allow";
  for (const [list, entries] of [
    ['presets', site.presets],
    ['plugins', site.plugins],
  ] as const) {
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry, i) => {
      const [name, options] = Array.isArray(entry) ? entry : [entry, undefined];
      if (typeof name !== 'string') return;
      if (list === 'plugins' && Object.values(GOOGLE).some((plugin) => name.includes(`plugin-${plugin}`)))
        warnings.unsupported(file, `plugins[${i}]`, what);
      if (list === 'presets' && isRecord(options))
        for (const key of Object.keys(GOOGLE)) if (options[key] !== undefined) warnings.unsupported(file, `presets[${i}].${key}`, what);
    });
  }
}

interface MkdocsReading {
  root: string;
  /** docs_dir, relative to the root. */
  docsDir: string;
  file: string;
  warnings: ReadingWarnings;
  /** Math is rendered at build time (pymdownx.arithmatex listed): the MathJax or KaTeX scripts of the setup are not added. */
  math?: boolean;
}

/** MathJax or KaTeX, or a file configuring them (Material's math setup: `javascripts/mathjax.js` and the library's URL). */
const MATH_SCRIPT = /(^|[/@])(mathjax|katex)([@./-]|$)/i;

/**
 * MkDocs's `extra_javascript`: a path from the docs folder or a URL, or `{ path, type, async, defer }` (MkDocs 1.5). A
 * path becomes the file's path from the site root, which docsgen publishes as a file of the site (config/resolve-head.ts).
 */
export function mkdocsHead(scripts: unknown, { root, docsDir, file, warnings, math }: MkdocsReading): HeadConfig {
  if (scripts === undefined || scripts === null) return [];
  if (!Array.isArray(scripts)) {
    warnings.unreadable(file, 'extra_javascript', scripts, 'no script of it is added to the pages');
    return [];
  }
  const written = scripts.flatMap((entry, i): WrittenTag | [] => {
    const field = `extra_javascript[${i}]`;
    const { path: src, ...rest } = typeof entry === 'string' ? { path: entry } : isRecord(entry) ? entry : { path: undefined };
    if (typeof src !== 'string') return { field, tag: undefined };
    if (math && MATH_SCRIPT.test(src)) {
      warnings.unsupported(file, field, `"${src}" is not added: docsgen renders the math at build time (MathML), no script needed`);
      return [];
    }
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(src)) return { field, tag: 'script', attrs: { ...rest, src } };
    const local = path.posix.join(docsDir, src.replace(/^\/+/, ''));
    if (local.startsWith('../') || !existsSync(path.join(root, local))) {
      warnings.unreadable(file, field, src, `there is no such file in ${docsDir}/: the script is not added`);
      return [];
    }
    return { field, tag: 'script', attrs: { ...rest, src: local } };
  });
  return headTags(written, file, warnings);
}
