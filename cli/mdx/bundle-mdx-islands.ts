// The browser side of MDX pages' islands: each component a page hydrates (plugins/rehype-mdx-islands.ts) bundled by
// esbuild for the browser in a chunk of its own, with client/islands/mdx-island.tsx to hydrate it; what the islands
// share (React above all) split into shared chunks, so a page with two islands loads React once, and a page with
// none loads nothing. Names hold a hash of the content, like the client bundle's.
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { MdxIsland } from '../markdown/markdown-result.js';
import { docsgenReact, REACT, siteModulesPlugin } from './mdx-resolve-plugin.js';
import { componentMapPlugin } from './component-map-plugin.js';
import { missingImportsPlugin, type MissingImport } from './missing-imports-plugin.js';
import { siteImportsPlugin } from './site-imports-plugin.js';

/** One component to bundle: where the page importing it is (its imports resolve from there) and what it imports. */
export interface IslandSource extends MdxIsland {
  pageDir: string;
}

/** A file of the bundle, by its path in the output (`assets/islands/…`), with its text. */
export interface IslandAsset {
  path: string;
  text: string;
}

export interface IslandBundle {
  /** Each source's chunk, as a URL path from the site's root (`/assets/islands/island-….js`), by the source's index. */
  urls: string[];
  files: IslandAsset[];
}

const OUT = 'assets/islands';
const PREFIX = 'mdx-island:';

/** The key of a component to bundle: one chunk for every page importing the same file and export. */
export function islandKey(island: IslandSource): string {
  return `${island.pageDir}\0${island.source}\0${island.export}`;
}

export async function bundleMdxIslands({
  pkg,
  root,
  islands,
  boundary = root,
  missing = [],
  components,
}: {
  pkg: string;
  /** The config's `components`: import paths → the site's React component files (component-map-plugin.ts). */
  components?: Readonly<Record<string, string>>;
  root: string;
  islands: readonly IslandSource[];
  /** Where imports stood in are noted (missing-imports-plugin.ts). */
  missing?: MissingImport[];
  /** The folder imports may lead into: the root, or the folder holding it and a content folder outside it (fs/site-folder.ts). */
  boundary?: string;
}): Promise<IslandBundle> {
  const { build } = await import('esbuild');
  const outdir = path.join(root, OUT); // nothing is written there: write is off, the build writes the files
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(islands.map((_, index) => [`island-${index}`, `${PREFIX}${index}`])),
    outdir,
    write: false,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify: true,
    jsx: 'automatic',
    loader: { '.js': 'jsx', '.module.css': 'local-css' },
    entryNames: 'island-[hash]',
    chunkNames: 'shared-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'silent',
    plugins: [
      siteImportsPlugin({ pkg, root: boundary }),
      componentMapPlugin(components),
      siteModulesPlugin({ pkg, root }),
      islandEntries({ pkg, islands }),
      missingImportsPlugin({ root, missing }),
    ],
  });
  const urls: string[] = [];
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    // An entry from a namespace is named "<namespace>:<path>": "mdx-island:mdx-island:3".
    const index = output.entryPoint?.startsWith(PREFIX) ? /(\d+)$/.exec(output.entryPoint)?.[1] : undefined;
    if (index !== undefined) urls[Number(index)] = `/${OUT}/${path.basename(file)}`;
  }
  return {
    urls,
    // Their styles are in the stylesheet every page links (render-mdx-pages.ts), there before any hydration.
    files: result.outputFiles
      .filter((file) => !file.path.endsWith('.css'))
      .map((file) => ({
        path: `${OUT}/${path.relative(outdir, file.path).split(path.sep).join('/')}`,
        text: file.text,
      })),
  };
}

/** Each entry: the component, imported as the page imports it, and the hydration that makes its HTML live. */
function islandEntries({ pkg, islands }: { pkg: string; islands: readonly IslandSource[] }): Plugin {
  return {
    name: 'docsgen-mdx-islands',
    setup(build) {
      build.onResolve(REACT, docsgenReact(pkg, { external: false }));
      build.onResolve({ filter: new RegExp(`^${PREFIX}\\d+$`) }, (args) => ({ path: args.path, namespace: 'mdx-island' }));
      build.onLoad({ filter: /.*/, namespace: 'mdx-island' }, (args) => {
        const island = islands[Number(args.path.slice(PREFIX.length))]!;
        const imported = /^[A-Za-z_$][\w$]*$/.test(island.export) ? island.export : JSON.stringify(island.export);
        return {
          contents: [
            `import { hydrateMdxIsland } from ${JSON.stringify(path.join(pkg, 'client', 'islands', 'mdx-island.tsx'))};`,
            `import { ${imported} as Component } from ${JSON.stringify(island.source)};`,
            'export const hydrate = (root, props) => hydrateMdxIsland(root, Component, props);',
          ].join('\n'),
          loader: 'js',
          resolveDir: island.pageDir,
        };
      });
    },
  };
}
