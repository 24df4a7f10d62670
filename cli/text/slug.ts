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

/** A one-off slug (tags, file names): accent-free, lowercase, dashes. */
export function slugify(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
