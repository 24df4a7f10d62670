// MkDocs's `exclude_docs` and `draft_docs` are gitignore patterns relative to docs_dir (pathspec's "gitwildmatch");
// docsgen's `exclude` is globs relative to the content folder. MkDocs also always leaves out `templates/` at the top.
import { type ReadingWarnings, stringAt } from '../config-data.js';

/** The globs for mkdocs.yml's exclusions, each gitignore line turned into the globs that match the same files. */
export function excludeGlobs(yml: Record<string, unknown>, file: string, warnings: ReadingWarnings): string[] {
  const globs = ['templates/**'];
  for (const field of ['exclude_docs', 'draft_docs'] as const) {
    const text = stringAt(yml[field], file, field, warnings);
    if (!text) continue;
    for (const raw of text.split('\n')) {
      const line = raw.replace(/(?<!\\)\s+$/, '');
      if (line === '' || line.startsWith('#')) continue;
      if (line.startsWith('!')) {
        warnings.unsupported(file, field, `"${line}" takes files back, which docsgen's \`exclude\` cannot: they stay excluded`);
        continue;
      }
      globs.push(...gitignoreGlobs(line));
    }
  }
  return globs;
}

/**
 * One gitignore pattern as globs: a leading or inner "/" anchors it at docs_dir, else it matches at any depth; a
 * trailing "/" matches folders only; a name that matches a folder matches everything in it.
 */
export function gitignoreGlobs(pattern: string): string[] {
  const folderOnly = pattern.endsWith('/');
  const body = pattern.replace(/^\/|\/$/g, '');
  const anchored = pattern.startsWith('/') || body.includes('/');
  const base = anchored || body.startsWith('**/') ? body : `**/${body}`;
  return folderOnly ? [`${base}/**`] : [base, `${base}/**`];
}
