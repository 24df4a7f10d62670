// Another generator's config is code that imports that generator's packages (`vitepress`, `@astrojs/starlight`,
// `@docusaurus/…`) and plugins the build machine may not have. Each import that cannot be resolved, and each of the
// generator's own, becomes a stand-in: an object on which any member, call or `new` gives another stand-in, recorded
// with its path ("vitepress.defineConfig()") and the arguments it was called with. The config thread sends them back as
// markers (config-thread.ts, `asData`), so a reader finds the options a config handed to `defineConfig(…)` or
// `starlight(…)` as data, and names whatever it could not read.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { isInstalled, packageNameOf } from '../fs/installed-package.js';

const NAMESPACE = 'docsgen-stand-in';

/** Brackets what a stand-in turned into a string (a character of Unicode's private use area, which no config writes). */
export const STAND_IN_MARK = '\uF8FF';

/** Extensions esbuild compiles; any other file a config imports (`.css`, `.vue`, `.svg`) is a stand-in. */
const CODE = ['.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.jsx', '.tsx', '.json'] as const;

/**
 * The module's first lines: `require` for the config's own CommonJS (Docusaurus configs are often CommonJS, and an ES
 * module has none), and the stand-in factory. It runs in the config's thread, never in docsgen's.
 */
export function standInBanner(configFile: string): string {
  return `import { createRequire as __docsgenCreateRequire } from 'node:module';
const require = (() => {
  // A package named at run time (\`require.resolve('@docusaurus/theme-x')\`) that is not installed stands in too.
  const real = __docsgenCreateRequire(${JSON.stringify(configFile)});
  const missing = (error) => error && error.code === 'MODULE_NOT_FOUND';
  const wrapped = (id) => {
    try { return real(id); } catch (error) { if (missing(error)) return globalThis[Symbol.for('docsgen.standIn')](id); throw error; }
  };
  wrapped.resolve = (id, options) => {
    try { return real.resolve(id, options); } catch (error) { if (missing(error)) return id; throw error; }
  };
  return wrapped;
})();
(() => {
  const registry = (globalThis[Symbol.for('docsgen.standIns')] ??= new WeakMap());
  const make = (path, args) => {
    let members;
    const proxy = new Proxy(function () {}, {
      get(target, key) {
        if (key === 'prototype') return target.prototype;
        // Written into a string (\`Vite \${version} Docs\`), it leaves a mark the reading finds and warns of (config-data.ts).
        if (key === Symbol.toPrimitive) return () => '${STAND_IN_MARK}' + path + '${STAND_IN_MARK}';
        if (key === Symbol.iterator) return function* () {};
        if (typeof key === 'symbol' || key === 'then' || key === '__esModule') return undefined;
        return make(path + '.' + key);
      },
      // esbuild's interop copies a CommonJS module's own keys onto an object whose prototype is the module's: this
      // prototype gives named imports (\`import { themes } from 'prism-react-renderer'\`) stand-ins too.
      getPrototypeOf() {
        members ??= new Proxy(Object.create(null), {
          get: (target, key) => (typeof key === 'string' && key !== 'then' && key !== '__esModule' ? make(path + '.' + key) : undefined),
        });
        return members;
      },
      // \`defineConfig({…})\` and its kin (VitePress's, Astro's, Vite's) give their argument back, as the real ones do:
      // a config spreading one (\`{ ...en }\`) then gets its fields.
      apply: (target, self, callArgs) =>
        /(^|\\.)define[A-Z]\\w*$/.test(path) && callArgs.length === 1 && callArgs[0] && typeof callArgs[0] === 'object'
          ? callArgs[0]
          : make(path + '()', callArgs),
      construct: (target, callArgs) => make('new ' + path + '()', callArgs),
    });
    registry.set(proxy, args ? { path, args } : { path });
    return proxy;
  };
  globalThis[Symbol.for('docsgen.standIn')] ??= make;
})();
// Vite's \`import.meta.glob\` (Astro runs its config through Vite) is not run here: it lists no files, and the files that
// call it are warned of (globImports below).
import.meta.glob ??= () => ({});`;
}

/** The file a relative import names, as Vite finds it: as written, with a code extension, or a folder's index. */
function existing(file: string): string | undefined {
  return existsSync(file) && !statSync(file).isDirectory() ? file : withCodeExtension(file);
}

/**
 * The code file that answers an import written without its extension: `file.ts`, `file.mjs` (which esbuild would not
 * try, and Vite does), or `file/index.ts`.
 */
function withCodeExtension(file: string): string | undefined {
  const candidates = CODE.flatMap((ext) => [`${file}${ext}`, path.join(file, `index${ext}`)]);
  return candidates.find((candidate) => existsSync(candidate));
}

/** Each `import.meta.glob("pattern")` a file calls, as written: `import.meta.glob("./nav/*.ts")`. */
function globImports(text: string): string[] {
  return [...text.matchAll(/import\.meta\.glob(?:<[^(]*>)?\(\s*([^,)]+)/g)].map((match) => `import.meta.glob(${match[1]!.trim()})`);
}

export interface StandInOptions {
  /** The generator's own packages: always stood in, so the options given to them are read as data. Not warned. */
  own: (name: string) => boolean;
  /**
   * Each import stood in because it is not installed, by specifier, with the file that imports it; and each
   * `import.meta.glob(…)` call, which lists no files here.
   */
  missing: Map<string, string>;
}

/** The esbuild plugin that sets stand-ins in place of the generator's packages, missing packages and non-code files. */
export function standInPlugin({ own, missing }: StandInOptions): Plugin {
  return {
    name: 'docsgen-stand-ins',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const spec = args.path;
        if (spec.startsWith('node:') || isBuiltin(spec)) return { path: spec, external: true };
        const bare = !spec.startsWith('.') && !path.isAbsolute(spec);
        const ext = path.extname(spec.split('?')[0]!);
        if (!bare) {
          const file = path.resolve(args.resolveDir, spec.split('?')[0]!);
          // "./astro.sidebar" names astro.sidebar.ts: a dot in a file's name is no extension when a code file answers.
          const nonCode = ext && !(CODE as readonly string[]).includes(ext) && !withCodeExtension(file);
          if (nonCode) return { path: spec, namespace: NAMESPACE };
          const found = existing(file);
          if (found) return { path: found };
          // A file outside the folder given (a monorepo's package.json read for its version) stands in.
          if (!missing.has(spec)) missing.set(spec, args.importer);
          return { path: spec, namespace: NAMESPACE };
        }
        const name = packageNameOf(spec);
        if (own(name)) return { path: spec, namespace: NAMESPACE };
        if (isInstalled(name, args.resolveDir)) return { path: spec, external: true };
        if (!missing.has(spec)) missing.set(spec, args.importer);
        return { path: spec, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (!args.path.includes(`${path.sep}node_modules${path.sep}`)) {
          for (const glob of globImports(await readFile(args.path, 'utf8'))) if (!missing.has(glob)) missing.set(glob, args.path);
        }
        return undefined; // the file is loaded as it would be without this plugin
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: `module.exports = globalThis[Symbol.for('docsgen.standIn')](${JSON.stringify(args.path)});`,
        loader: 'js',
      }));
    },
  };
}
