import GithubSlugger from 'github-slugger';

/** Strips accents so "Configuração" and "configuracao" give the same anchor, as Portuguese readers type them. */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** A slugger that gives unique, accent-free ids within one page ("visão geral" → "visao-geral", then "visao-geral-1"). */
export function createSlugger(): (text: string) => string {
  const slugger = new GithubSlugger();
  return (text) => slugger.slug(stripAccents(text).trim()) || slugger.slug('secao');
}

/**
 * Slugs already made: the same few tags come back on every page, and Unicode normalization is slow enough that
 * slugging them again was a tenth of the model stage. Bounded, so a huge site cannot grow it without end.
 */
const made = new Map<string, string>();
const MAX_MADE = 10_000;

/** A one-off slug (tags, file names): accent-free, lowercase, dashes. */
export function slugify(text: string): string {
  let slug = made.get(text);
  if (slug === undefined) {
    slug = stripAccents(text).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
    if (made.size < MAX_MADE) made.set(text, slug);
  }
  return slug;
}
