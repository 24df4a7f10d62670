// What an MDX page imports that the build machine does not have stands in, so that a site brought from another
// generator builds before its packages are installed (or with the generator's own, which docsgen does not run:
// `@astrojs/starlight/components` is docsgen's own (mdx-resolve-plugin.ts), other Astro packages, `.astro` and `.vue` files): a package that is not installed, or a component file of
// another framework, becomes a module whose every capitalised export is a component showing its content as is. Each
// is noted in `missing`; missing-import-warnings.ts makes the warnings (a package per page, a component once).
import { existsSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { isInstalled, packageNameOf } from '../fs/installed-package.js';

const NAMESPACE = 'mdx-missing';

/** Component files of other frameworks, which esbuild cannot load and docsgen does not render. */
const FOREIGN_COMPONENT = /\.(?:astro|vue|svelte)$/i;

/**
 * Specifiers the other plugins answer (React, the site's and Docusaurus's modules, docsgen's own namespaces), and a
 * stylesheet's `data:` URLs, which esbuild reads itself.
 */
const ANSWERED_ELSEWHERE = /^(?:\.|\/|@site\/|react(?:-dom)?(?:\/|$)|mdx-|node:|data:)/;

/**
 * Docusaurus's module names that docsgen has no module for (mdx-resolve-plugin.ts answers the others): aliases of
 * Docusaurus's own runtime, which would not run outside it even when its packages are installed.
 */
const DOCUSAURUS_MODULE = /^@(?:theme|theme-original|theme-init|docusaurus)\//;

/** One import stood in: the package or file as written, and the module that imports it (a page's, absolute). */
export interface MissingImport {
  specifier: string;
  importer: string;
  /** A JSON file of the site that is not there, standing in as an empty list. */
  data?: true;
}

const DATA_NAMESPACE = 'mdx-missing-data';

/** A JSON file named by a path (from the importer's folder, or `@site/` from the root) that does not exist. */
function isMissingDataFile(specifier: string, resolveDir: string, root: string): boolean {
  if (!/\.json$/i.test(specifier)) return false;
  if (specifier.startsWith('@site/')) return !existsSync(path.join(root, specifier.slice('@site/'.length)));
  return specifier.startsWith('.') && !existsSync(path.resolve(resolveDir, specifier));
}

/**
 * The stand-in module. CommonJS, so that any named import works: esbuild's interop reads a name from the module's
 * prototype, which gives a component for any capitalised name (`Tabs`, `Card`) and nothing for others.
 */
function standInModule(specifier: string): string {
  // A hook (\`useColorMode\`) gives a value of which every member and call is another, as text empty: a page's
  // \`const { colorMode } = useColorMode()\` renders. A function value, so that React renders it as nothing.
  return `const value = () => new Proxy(function () {}, {
  get: (target, key) => (key === Symbol.toPrimitive ? () => '' : key === 'then' ? undefined : value()),
  apply: () => value(),
});
const make = (name) => {
  const Component = (props) => (props && props.children) ?? null;
  Component.displayName = name;
  const member = (key) =>
    typeof key !== 'string' ? undefined : /^[A-Z]/.test(key) ? make(name + '.' + key) : /^use[A-Z]/.test(key) ? () => value() : undefined;
  return new Proxy(Component, {
    get: (target, key) => (key === 'default' ? target : key in target ? target[key] : member(key)),
    getPrototypeOf: () => new Proxy(Object.create(null), { get: (target, key) => (key === 'default' ? Component : member(key)) }),
  });
};
module.exports = make(${JSON.stringify(specifier)});`;
}

/** The plugin; each import it stands in is added to `missing`. Registered after the plugins that answer the site's own. */
export function missingImportsPlugin({ root, missing }: { root: string; missing: MissingImport[] }): Plugin {
  return {
    name: 'docsgen-missing-imports',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const spec = args.path;
        // A data file the site makes before its build (jest's backers.json, fetched by a script) and does not hold.
        if (isMissingDataFile(spec, args.resolveDir || root, root)) {
          if (!missing.some((one) => one.specifier === spec && one.importer === args.importer))
            missing.push({ specifier: spec, importer: args.importer, data: true });
          return { path: spec, namespace: DATA_NAMESPACE };
        }
        // Another bundler's import query (`?url`, `?worker`; `?raw` is read: raw-imports-plugin.ts) stands in too.
        const query = /\?(?!raw$)\w+$/.test(spec);
        const foreign = query || FOREIGN_COMPONENT.test(spec.split('?')[0]!) || DOCUSAURUS_MODULE.test(spec);
        if (!foreign && (ANSWERED_ELSEWHERE.test(spec) || isBuiltin(spec))) return undefined;
        if (!foreign && isInstalled(packageNameOf(spec), args.resolveDir || root)) return undefined;
        if (!missing.some((one) => one.specifier === spec && one.importer === args.importer))
          missing.push({ specifier: spec, importer: args.importer });
        return { path: spec, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ contents: standInModule(args.path), loader: 'js' }));
      build.onLoad({ filter: /.*/, namespace: DATA_NAMESPACE }, () => ({ contents: '[]', loader: 'json' }));
    },
  };
}
