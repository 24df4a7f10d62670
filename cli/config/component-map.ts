// The config's `components`: an import path MDX pages write (`~/components/ReadMore.astro`) mapped to a React
// component of the site's own, so a site brought from Starlight or VitePress replaces its components one at a time.
// Each target is checked here, once, so a typo stops the build at the config with its field, not at a page.
import { existsSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { DocsgenError } from '../errors/docsgen-error.js';
import { isInsideFolder } from '../fs/inside-folder.js';
import { siteBoundary } from '../fs/site-folder.js';

/** The endings tried after the path as written, as an import of `./ReadMore` finds `./ReadMore.tsx`. */
const ENDINGS = ['', '.tsx', '.jsx', '.ts', '.js', '.mjs'];

/**
 * Each import path with its component's absolute path: relative to the config file's folder (the site root), a file
 * that exists, inside the site folder (what a page imports is bundled and may be published: site-imports-plugin.ts).
 */
export function resolveComponentMap(
  components: Record<string, string>,
  { root, contentDir, file }: { root: string; contentDir: string; file: string },
): Record<string, string> {
  const boundary = siteBoundary(root, contentDir);
  const resolved: Record<string, string> = {};
  for (const [specifier, target] of Object.entries(components)) {
    const field = `components[${JSON.stringify(specifier)}]`;
    const base = path.resolve(root, target);
    const found = ENDINGS.map((ending) => base + ending).find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (!found) {
      throw new DocsgenError({
        code: 'config-missing-file',
        file,
        message: `${field} names "${target}", but ${path.relative(root, base) || target} does not exist`,
        hint: "give the React component's file relative to the config file (`./src/ReadMore.tsx`), or remove the entry to keep the stand-in",
      });
    }
    if (!isInsideFolder(boundary, realpathSync(found))) {
      throw new DocsgenError({
        code: 'config-outside-site',
        file,
        message: `${field} names "${target}", which is outside the site folder ${boundary}`,
        hint: 'copy the component into the site folder and name that copy: what pages import is bundled and can be published with them',
      });
    }
    resolved[specifier] = found;
  }
  return resolved;
}
