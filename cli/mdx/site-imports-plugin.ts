// What MDX pages and the site's components may import: files inside the site folder (real path, links resolved, no
// dot-file or dot-folder) and packages from node_modules. Whatever a page imports is bundled, and a JSON or text file
// is published with the page (`import s from '../../outside/secret.json'` then `{s.token}`), so an import that leads
// out of the site is refused as pages' images and includes are (sources/site-file-path.ts). This is no sandbox: an
// MDX page's code runs at build time (see the README), and its own `fs` calls read what they like; it keeps the
// bundler, which reads every import, from publishing a file the author never meant to.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { OnResolveArgs, Plugin } from 'esbuild';
import { isInsideFolder } from '../fs/inside-folder.js';

/** The plugin's name, as esbuild puts it on the errors it reports (render-mdx-pages.ts tells them apart by it). */
export const SITE_IMPORTS_PLUGIN = 'docsgen-site-imports';

/** Marks the resolution the plugin asks esbuild for itself, so that its own callback lets it through. */
const CHECKING = 'docsgenSiteImportsChecking';

/**
 * The `pluginData` key under which a plugin that resolves an import by another name (`@site/x` as `./x`) gives the
 * name the page wrote, for the error to quote it.
 */
export const AS_WRITTEN = 'docsgenImportAsWritten';

/** Entries docsgen writes (they import the pages and docsgen's own files): not the site's imports. */
const DOCSGEN_NAMESPACES: ReadonlySet<string> = new Set(['mdx-entry', 'mdx-styles', 'mdx-theme']);

const inNodeModules = (file: string): boolean => file.split(path.sep).includes('node_modules');

/** A package name, not a path: what Node looks up in node_modules ("react-player/youtube", "@scope/pkg"). */
function isPackageSpecifier(specifier: string): boolean {
  if (/^(?:\.|\/|\\|@site\/|[A-Za-z]:)/.test(specifier)) return false;
  return !specifier.split(/[\\/]/).includes('..');
}

/**
 * Checks where every import of the site's pages and files resolves (esbuild's own resolution, plugins included):
 * first among the plugins, so that no other plugin's answer goes unchecked. Docsgen's own files (`pkg`: its templates,
 * client and shared code) and installed packages import what they like.
 */
export function siteImportsPlugin({ pkg, root }: { pkg: string; root: string }): Plugin {
  const own = ['templates', 'client', 'shared'].map((folder) => path.join(pkg, folder));
  return {
    name: SITE_IMPORTS_PLUGIN,
    setup(build) {
      let realRoot: string | undefined;
      const byDocsgenOrPackage = (args: OnResolveArgs): boolean =>
        DOCSGEN_NAMESPACES.has(args.namespace) ||
        (args.namespace === 'file' && (inNodeModules(args.importer) || own.some((folder) => isInsideFolder(folder, args.importer))));
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData?.[CHECKING] || byDocsgenOrPackage(args)) return undefined;
        const found = await build.resolve(args.path, {
          importer: args.importer,
          namespace: args.namespace,
          resolveDir: args.resolveDir,
          kind: args.kind,
          with: args.with,
          pluginData: { [CHECKING]: true },
        });
        // What does not resolve is left to the plugins and to esbuild, to be reported in their words as before.
        if (found.errors.length > 0) return undefined;
        if (!found.external && found.namespace === 'file') {
          realRoot ??= realpathSync(root);
          const written: string = args.pluginData?.[AS_WRITTEN] ?? args.path;
          const refused = refusal({ specifier: written, file: found.path, realRoot, own });
          if (refused) return { errors: [{ text: `"${written}" ${refused}` }] };
        }
        const { path: file, external, namespace, sideEffects, suffix, pluginData } = found;
        return { path: file, external, namespace, sideEffects, suffix, pluginData };
      });
    },
  };
}

/** Why the file an import resolved to may not be imported; undefined when it may. */
function refusal({
  specifier,
  file,
  realRoot,
  own,
}: {
  specifier: string;
  file: string;
  realRoot: string;
  own: string[];
}): string | undefined {
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    return undefined; // nothing there to read: esbuild says so when it loads it
  }
  if (isInsideFolder(realRoot, real)) {
    const parts = path.relative(realRoot, real).split(path.sep);
    const site = parts.includes('node_modules') ? parts.slice(0, parts.indexOf('node_modules')) : parts;
    return site.some((part) => part.startsWith('.'))
      ? `names ${parts.join('/')}, a hidden file or a file in a hidden folder: an MDX page does not import dot-files`
      : undefined;
  }
  if (isPackageSpecifier(specifier) && inNodeModules(real)) return undefined;
  if (own.some((folder) => isInsideFolder(folder, real))) return undefined;
  return `leads to ${real}, outside the site folder: MDX pages and their components import only files inside the site and packages from node_modules`;
}
