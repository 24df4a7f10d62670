import GithubSlugger, { slug as githubSlugOf } from 'github-slugger';

/** Strips accents so "Configuração" and "configuracao" give the same anchor, as Portuguese readers type them. */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * The id of a heading whose text gives none (`## `, `## ???`): the same word whatever the site's language, as the
 * ids of other headings are their text's; a repeat is numbered like any other ("section-1").
 */
const EMPTY_HEADING_ID = 'section';

/** How heading ids are made from heading text: GitHub's (Docusaurus's, Starlight's), VitePress's or Python-Markdown's. */
export type HeadingIdRule = 'github' | 'vitepress' | 'python-markdown';

/**
 * A slugger that gives unique ids within one page, so a folder's links land where its own tool put them:
 * - GitHub's rule is github-slugger's, as GitHub, Docusaurus and Starlight use it: punctuation dropped ("build.target" →
 *   "buildtarget"), letters of every script kept ("Visão geral" → "visão-geral", "Быстрый старт" → "быстрый-старт");
 * - VitePress's: accents dropped and punctuation runs one dash ("build.target" → "build-target");
 * - Python-Markdown's (MkDocs's `toc`): accents dropped, punctuation dropped, runs of spaces and dashes one dash.
 * A repeat is numbered ("visão-geral-1"; Python-Markdown's "visao-geral_1").
 */
export function createSlugger(rule: HeadingIdRule = 'github'): (text: string) => string {
  if (rule === 'vitepress') return uniqueSlugs(vitepressSlugOf);
  if (rule === 'python-markdown') return pythonMarkdownSlugs();
  const slugger = new GithubSlugger();
  return (text) => {
    const clean = text.trim();
    // Asked before the slugger counts it: a second empty text would otherwise get "-1" from it.
    return slugger.slug(githubSlugOf(clean) ? clean : EMPTY_HEADING_ID);
  };
}

// VitePress's rule (@mdit-vue/shared's slugify, whose package would bring a whole markdown-it): control characters
// dropped, every run of spaces and ASCII punctuation one dash, no dash at either end, a leading digit behind "_".
// biome-ignore lint/suspicious/noControlCharactersInRegex: VitePress drops exactly U+0000–U+001F, so must we.
const CONTROL = /[\u0000-\u001f]/g;
const SEPARATORS = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g;

/** One text's id by VitePress's rule, not made unique (an include's "#heading" names a section by it). */
export function vitepressSlugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(CONTROL, '')
    .replace(SEPARATORS, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase();
}

// Python-Markdown's toc.slugify: NFKD, then ASCII only; `\w` (letters, digits, "_"), spaces and dashes kept; lowercase.
const NOT_WORD = /[^\w\s-]/g;

/** One text's id by Python-Markdown's default rule, not made unique. */
export function pythonMarkdownSlugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(NOT_WORD, '')
    .trim()
    .toLowerCase()
    .replace(/[-\s]+/g, '-');
}

/** Ids unique on a page as Python-Markdown's toc.unique makes them: "id", "id_1", "id_2"…; an empty id is "_1". */
function pythonMarkdownSlugs(): (text: string) => string {
  const used = new Set<string>();
  return (text) => {
    let id = pythonMarkdownSlugOf(text);
    while (used.has(id) || !id) {
      const numbered = /^(.*)_(\d+)$/.exec(id);
      id = numbered ? `${numbered[1]}_${Number(numbered[2]) + 1}` : `${id}_1`;
    }
    used.add(id);
    return id;
  };
}

/** Ids unique on a page as VitePress makes them: a repeat gets "-1", "-2"…; an empty slug is "section". */
function uniqueSlugs(slug: (text: string) => string): (text: string) => string {
  const used = new Set<string>();
  return (text) => {
    const base = slug(text) || EMPTY_HEADING_ID;
    let id = base;
    for (let n = 1; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
}

/** A one-off slug (tags, file names): accent-free, lowercase, dashes. */
export function slugify(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
