// How an MDX page's imports resolve when the mdx stage bundles it: its components by path (relative to the page, or
// `@site/…` from the site root), Docusaurus's `@theme/…` and `@docusaurus/Link` and Starlight's
// `@astrojs/starlight/components` to the built-ins (siteModulesPlugin,
// for the pages rendered in Node and for the islands bundled for the browser); and, for the pages (mdxPagesPlugin),
// React to docsgen's own copy, left outside the bundle, so the page, its components and the renderer share one React.
// Any other package resolves from the site's node_modules and is bundled.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OnResolveArgs, OnResolveResult, Plugin } from 'esbuild';
import { isInstalled } from '../fs/installed-package.js';
import { AS_WRITTEN, SITE_IMPORTS_PLUGIN } from './site-imports-plugin.js';

/** A compiled MDX page to bundle: its file (its imports resolve from its folder) and its module. */
export interface MdxPageModule {
  abs: string;
  code: string;
}

/** A module docsgen writes for a Docusaurus module name: each export's file in templates/mdx/ and its name there. */
type ModuleExports = Record<string, readonly [file: string, name: string]>;

/** A component module: the component as its default export and under its own name. */
const component = (file: string, name: string): ModuleExports => ({ default: [file, name], [name]: [file, name] });

/**
 * Docusaurus's modules by the names pages and components import them from: the MDX built-ins, and what React pages
 * of `src/pages/` use (Layout, Head, the hooks), with Docusaurus's exports.
 */
const THEME_MODULES: Record<string, ModuleExports> = {
  '@theme/Tabs': component('Tabs.tsx', 'Tabs'),
  '@theme/TabItem': component('Tabs.tsx', 'TabItem'),
  '@theme/Admonition': component('Admonition.tsx', 'Admonition'),
  '@theme/CodeBlock': component('CodeBlock.tsx', 'CodeBlock'),
  '@theme/Details': component('Details.tsx', 'Details'),
  '@theme/TOCInline': component('TOCInline.tsx', 'TOCInline'),
  '@theme/DocCardList': component('DocCardList.tsx', 'DocCardList'),
  '@docusaurus/Link': component('Link.tsx', 'Link'),
  '@theme/Layout': component('docusaurus/Layout.tsx', 'Layout'),
  '@theme/Heading': component('docusaurus/Heading.tsx', 'Heading'),
  '@docusaurus/Head': component('docusaurus/Head.tsx', 'Head'),
  '@docusaurus/BrowserOnly': component('docusaurus/BrowserOnly.tsx', 'BrowserOnly'),
  '@docusaurus/Interpolate': {
    ...component('docusaurus/Interpolate.tsx', 'Interpolate'),
    interpolate: ['docusaurus/interpolate.ts', 'interpolate'],
  },
  '@docusaurus/Translate': { ...component('docusaurus/Translate.tsx', 'Translate'), translate: ['docusaurus/interpolate.ts', 'translate'] },
  '@docusaurus/useBaseUrl': {
    default: ['docusaurus/useBaseUrl.ts', 'useBaseUrl'],
    useBaseUrlUtils: ['docusaurus/useBaseUrlUtils.ts', 'useBaseUrlUtils'],
  },
  '@docusaurus/useDocusaurusContext': { default: ['docusaurus/useDocusaurusContext.ts', 'useDocusaurusContext'] },
  '@docusaurus/useIsBrowser': { default: ['docusaurus/useIsBrowser.ts', 'useIsBrowser'] },
  '@docusaurus/ExecutionEnvironment': { default: ['docusaurus/execution-environment.ts', 'EXECUTION_ENVIRONMENT'] },
  '@docusaurus/router': {
    useLocation: ['docusaurus/useLocation.ts', 'useLocation'],
    useHistory: ['docusaurus/useHistory.ts', 'useHistory'],
    Redirect: ['docusaurus/Redirect.tsx', 'Redirect'],
  },
};

/**
 * Modules of other generators that export several built-ins by name, and their file in templates/mdx/ (the
 * missing-imports stand-in is for what has no module here: these render as their generator shows them).
 */
const NAMED_MODULES: Record<string, string> = {
  '@astrojs/starlight/components': 'starlight/components.ts',
};

export const ENTRY_PREFIX = 'mdx-entry:';
/**
 * The entry that imports every page: its stylesheet is the styles of all the pages' components, each file once, with
 * the class names the pages' own entries use (esbuild gives each entry a stylesheet of its own, with repeats).
 */
export const STYLES_ENTRY = 'mdx-styles:all';
/** The entry that imports the site's own stylesheets, which React pages link (Docusaurus's theme `customCss`). */
export const PAGE_STYLES_ENTRY = 'mdx-styles:pages';
const PAGE_PREFIX = 'mdx-page:';

/** `@site/…`, Docusaurus's and Starlight's module names, in both of the mdx stage's bundles. */
export function siteModulesPlugin({ pkg, root }: { pkg: string; root: string }): Plugin {
  const templates = path.join(pkg, 'templates', 'mdx');
  const requireFromDocsgen = createRequire(path.join(pkg, 'package.json'));
  return {
    name: 'docsgen-site-modules',
    setup(build) {
      build.onResolve({ filter: /^@site\// }, async (args) => {
        // A JSON file that is not there is the missing-imports plugin's to stand in (missing-imports-plugin.ts).
        if (/\.json$/i.test(args.path) && !existsSync(path.join(root, args.path.slice('@site/'.length)))) return undefined;
        const found = await build.resolve(`./${args.path.slice('@site/'.length)}`, {
          resolveDir: root,
          kind: args.kind,
          importer: args.importer,
          pluginData: { [AS_WRITTEN]: args.path },
        });
        // A path out of the site is refused, in words of its own (site-imports-plugin.ts).
        if (found.errors.some((error) => error.pluginName === SITE_IMPORTS_PLUGIN)) return { errors: found.errors };
        // esbuild's message would name the path as rewritten: name it as the page wrote it.
        return found.errors.length > 0
          ? { errors: [{ text: `Could not resolve "${args.path}" (no such file under the site root)` }] }
          : found;
      });
      // A Docusaurus module docsgen does not have is left to the missing-imports plugin: a stand-in, with a warning.
      build.onResolve({ filter: /^@(?:theme|theme-original|docusaurus)\// }, (args) => {
        const exports = THEME_MODULES[args.path.replace(/^@theme-original\//, '@theme/')];
        return exports ? { path: args.path, namespace: 'mdx-theme', pluginData: exports } : undefined;
      });
      // clsx comes with Docusaurus (its theme's dependency) and its pages use it (or classnames, which it replaces) as
      // a package: a site brought without its node_modules gets docsgen's copy.
      build.onResolve({ filter: /^(?:clsx|classnames)$/ }, (args) =>
        isInstalled(args.path, args.resolveDir || root) ? undefined : { path: requireFromDocsgen.resolve('clsx') },
      );
      build.onResolve({ filter: /^@astrojs\// }, (args) => {
        const file = NAMED_MODULES[args.path];
        return file ? { path: path.join(templates, file) } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'mdx-theme' }, (args) => ({
        contents: Object.entries(args.pluginData as ModuleExports)
          .map(([as, [file, name]]) => `export { ${name} as ${as} } from ${JSON.stringify(path.join(templates, file))};`)
          .join('\n'),
        loader: 'js',
        resolveDir: pkg,
      }));
    },
  };
}

/** The pages' entries and modules (from the compiled code, not from disk), and React left to docsgen's copy. */
export function mdxPagesPlugin({
  pkg,
  pages,
  pageCss,
  compilePartial,
}: {
  pkg: string;
  pages: readonly MdxPageModule[];
  /** The site's own stylesheets, absolute, for PAGE_STYLES_ENTRY. */
  pageCss: readonly string[];
  /** A Markdown or MDX file a page imports (a partial), compiled into a module; throws a DocsgenError (markdown-mdx) naming the file's line. */
  compilePartial: (file: string) => Promise<string>;
}): Plugin {
  const templates = path.join(pkg, 'templates', 'mdx');
  return {
    name: 'docsgen-mdx-pages',
    setup(build) {
      // Each entry renders one page: its module, and the renderer at the end of the bundle.
      build.onResolve({ filter: new RegExp(`^${ENTRY_PREFIX}\\d+$`) }, (args) => ({ path: args.path, namespace: 'mdx-entry' }));
      build.onLoad({ filter: /.*/, namespace: 'mdx-entry' }, (args) => ({
        contents: [
          `import Content from ${JSON.stringify(PAGE_PREFIX + args.path.slice(ENTRY_PREFIX.length))};`,
          `import { renderMdxPage } from ${JSON.stringify(path.join(templates, 'render-mdx-page.tsx'))};`,
          'export const render = (input) => renderMdxPage(Content, input);',
        ].join('\n'),
        loader: 'js',
        resolveDir: pkg,
      }));
      build.onResolve({ filter: /^mdx-styles:(?:all|pages)$/ }, (args) => ({ path: args.path, namespace: 'mdx-styles' }));
      build.onLoad({ filter: /.*/, namespace: 'mdx-styles' }, (args) => ({
        contents: (args.path === PAGE_STYLES_ENTRY ? pageCss : pages.map((_, index) => PAGE_PREFIX + index))
          .map((specifier) => `import ${JSON.stringify(specifier)};`)
          .join('\n'),
        loader: 'js',
        resolveDir: pkg,
      }));
      build.onResolve({ filter: new RegExp(`^${PAGE_PREFIX}\\d+$`) }, (args) => {
        const index = Number(args.path.slice(PAGE_PREFIX.length));
        return { path: pages[index]!.abs, namespace: 'mdx-page', pluginData: index };
      });
      build.onLoad({ filter: /.*/, namespace: 'mdx-page' }, (args) => ({
        contents: pages[args.pluginData as number]!.code,
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
      // Docusaurus's partials: `import Note from './_note.md'` renders the file's content where <Note /> stands.
      build.onLoad({ filter: /\.mdx?$/, namespace: 'file' }, async (args) => {
        try {
          return { contents: await compilePartial(args.path), loader: 'js', resolveDir: path.dirname(args.path) };
        } catch (error) {
          const failure = error as { message: string; line?: number; column?: number };
          const place = failure.line ? { line: failure.line, column: (failure.column ?? 1) - 1 } : { line: 1, column: 0 };
          // The error itself rides along as `detail`, for the build's message to keep its code (render-mdx-pages.ts).
          return { errors: [{ text: failure.message, location: { file: args.path, ...place }, detail: error }] };
        }
      });
      // The page's own elements go through the runtime that names a component that throws.
      build.onResolve({ filter: /^react\/jsx-runtime$/ }, (args) =>
        args.namespace === 'mdx-page' ? { path: path.join(templates, 'jsx-runtime.ts') } : undefined,
      );
      build.onResolve(REACT, docsgenReact(pkg, { external: true }));
    },
  };
}

/** `react`, `react-dom` and their entry points (`react/jsx-runtime`, `react-dom/client`). */
export const REACT = { filter: /^react(?:-dom)?(?:\/.*)?$/ };

/**
 * Resolves React to docsgen's own installed copy, in both of the mdx stage's bundles: a site needs no React of its
 * own, and its components use the React docsgen renders with. `external`: left for Node to import (the pages, which
 * share it with the renderer), rather than bundled (the islands, for the browser).
 */
export function docsgenReact(pkg: string, { external }: { external: boolean }): (args: OnResolveArgs) => OnResolveResult {
  const requireFromDocsgen = createRequire(path.join(pkg, 'package.json'));
  return (args) => {
    try {
      const file = requireFromDocsgen.resolve(args.path);
      return external ? { path: pathToFileURL(file).href, external: true } : { path: file };
    } catch {
      return { errors: [{ text: `docsgen's React has no module "${args.path}"` }] };
    }
  };
}
