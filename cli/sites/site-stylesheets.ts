// A stylesheet a site's config or theme names, as a file from the site root: a path (relative to the file that names
// it, or from the root with a leading "/"), or a package's stylesheet (`@fontsource/inter`, `pkg/style.css`) found
// as Node finds it from the site, so only one installed in the site's own node_modules. docsgen's theme stylesheet
// bundles only files of the site.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The file from the root, or why there is none (the end of a warning). */
export type Stylesheet = { file: string } | { unread: string };

/** `spec` as the site's bundler resolves it; `fromDir` is the folder of the file naming it, relative to the root. */
export function siteStylesheet(spec: string, root: string, fromDir: string): Stylesheet {
  if (spec.startsWith('virtual:'))
    return { unread: 'a Vite plugin makes this stylesheet as the site builds, which docsgen does not run: it is not loaded' };
  let abs: string;
  if (spec.startsWith('.')) abs = path.resolve(root, fromDir, spec);
  else if (spec.startsWith('/')) abs = path.resolve(root, spec.replace(/^\/+/, ''));
  else {
    try {
      abs = createRequire(path.join(root, 'package.json')).resolve(spec);
    } catch {
      return { unread: 'the package is not installed in the site: it is not loaded' };
    }
  }
  const rel = path.relative(root, abs).split(path.sep).join('/');
  if (rel.startsWith('../') || path.isAbsolute(rel)) return { unread: 'it is outside the site: it is not loaded' };
  return existsSync(abs) ? { file: rel } : { unread: 'there is no such file in the site: it is not loaded' };
}
