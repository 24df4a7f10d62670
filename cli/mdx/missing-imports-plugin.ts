// What an MDX page imports that the build machine does not have stands in, so that a site brought from another
// generator builds before its packages are installed (or with the generator's own, which docsgen does not run:
// `@astrojs/starlight/components` is docsgen's own (mdx-resolve-plugin.ts), other Astro packages, `.astro` and `.vue` files): a package that is not installed, or a component file of
// another framework, becomes a module whose every capitalised export is a component showing its content as is. Each
// is noted in `missing`; missing-import-warnings.ts makes the warnings (a package per page, a component once).
import { isBuiltin } from 'node:module';
import type { Plugin } from 'esbuild';
import { isInstalled, packageNameOf } from '../fs/installed-package.js';

const NAMESPACE = 'mdx-missing';

/** Component files of other frameworks, which esbuild cannot load and docsgen does not render. */
const FOREIGN_COMPONENT = /\.(?:astro|vue|svelte)$/i;

/**
 * Specifiers the other plugins answer (React, the site's and Docusaurus's modules, docsgen's own namespaces), and a
 * stylesheet's `data:` URLs, which esbuild reads itself.
 */
const ANSWERED_ELSEWHERE = /^(?:\.|\/|@site\/|@theme|@docusaurus\/|react(?:-dom)?(?:\/|$)|mdx-|node:|data:)/;

/** One import stood in: the package or file as written, and the module that imports it (a page's, absolute). */
export interface MissingImport {
  specifier: string;
  importer: string;
}

/**
 * The stand-in module. CommonJS, so that any named import works: esbuild's interop reads a name from the module's
 * prototype, which gives a component for any capitalised name (`Tabs`, `Card`) and nothing for others.
 */
function standInModule(specifier: string): string {
  return `const make = (name) => {
  const Component = (props) => (props && props.children) ?? null;
  Component.displayName = name;
  const member = (key) => (typeof key === 'string' && /^[A-Z]/.test(key) ? make(name + '.' + key) : undefined);
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
        // Another bundler's import query (`?url`, `?worker`; `?raw` is read: raw-imports-plugin.ts) stands in too.
        const query = /\?(?!raw$)\w+$/.test(spec);
        const foreign = query || FOREIGN_COMPONENT.test(spec.split('?')[0]!);
        if (!foreign && (ANSWERED_ELSEWHERE.test(spec) || isBuiltin(spec))) return undefined;
        if (!foreign && isInstalled(packageNameOf(spec), args.resolveDir || root)) return undefined;
        if (!missing.some((one) => one.specifier === spec && one.importer === args.importer))
          missing.push({ specifier: spec, importer: args.importer });
        return { path: spec, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({ contents: standInModule(args.path), loader: 'js' }));
    },
  };
}
