// Bundles the TypeScript CLI into dist/ with esbuild: one file per entry, dependencies left in node_modules.
// Why compile rather than run through a loader: Node 20 has no built-in TypeScript support, loader hooks
// differ across Node 20/22/24, and a bundled file starts faster than transpiling every module at each run.
import { build } from 'esbuild';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outdir = path.join(root, 'dist');
rmSync(outdir, { recursive: true, force: true }); // no stale chunk of an earlier build may be picked up
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    cli: 'cli/index.ts',
    'markdown-worker': 'cli/markdown/markdown-worker.ts',
    'search-index-worker': 'cli/search/search-index-worker.ts',
    'page-writer-worker': 'cli/output/page-writer-worker.ts',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  // Split so the Markdown pipeline is its own chunk, imported only when a page must be parsed.
  splitting: true,
  // Beside the entries, not in a folder of their own: code that finds a worker script or a file next to it
  // (`new URL('./x', import.meta.url)`) finds it from whichever file it lands in.
  chunkNames: '[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [bundleSmallModules()],
  // CommonJS bundled in (a bundled package's own dependencies) may require Node's modules.
  banner: { js: "import { createRequire as __docsgenRequire } from 'node:module'; const require = __docsgenRequire(import.meta.url);" },
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning',
  metafile: true,
});

/**
 * Dependencies made of many small ES modules, bundled into dist/ rather than loaded from node_modules one file at a
 * time: importing the build's modules loaded 576 files from node_modules (culori 189, zod 99, gray-matter 52, the
 * unified family over 200) and took 280 ms before the first stage (now about 20 files, React's, and 135-160 ms), and
 * each Markdown worker loaded the pipeline's again. A package they import goes in with them (the version they were
 * installed with). Every other package stays in node_modules: React (one copy, shared with a site's own components),
 * packages with native code (esbuild, satteri), those that read files of their own at run time, and those loaded only
 * for some sites (MDX, KaTeX, Mermaid, Sass, OpenAPI).
 */
function bundleSmallModules() {
  const bundled =
    /^(culori|zod|smol-toml|github-slugger|unified|vfile|vfile-[a-z-]+|unist-util-[a-z-]+|mdast-util-[a-z-]+|hast-util-[a-z-]+|micromark|micromark-[a-z-]+|remark-parse|remark-rehype|rehype-stringify|remark-definition-list|@slorber\/remark-comment|lowlight|highlight\.js|gray-matter|js-yaml|image-size|picomatch|reading-time|feed|postcss)(\/|$)/;
  const alwaysExternal = /^(react|react-dom|esbuild|satteri|@mdx-js\/[a-z-]+|katex|mermaid|sass)(\/|$)/;
  return {
    name: 'bundle-small-modules',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^[^./]/ }, ({ path: specifier, importer }) => {
        if (specifier.startsWith('node:') || alwaysExternal.test(specifier)) return { external: true };
        const fromPackage = importer.includes(`${path.sep}node_modules${path.sep}`);
        if (fromPackage || bundled.test(specifier)) return undefined;
        return { external: true };
      });
    },
  };
}

// Worker scripts are found with `new URL('./x.mjs', import.meta.url)`, relative to the file the code lands in: if
// splitting moved such code into dist/chunks/, the worker would silently not be found and the work would run on
// the main thread. Fail the build instead.
for (const file of Object.keys(result.metafile.outputs).filter((name) => name.endsWith('.mjs'))) {
  const code = readFileSync(path.join(root, file), 'utf8');
  for (const [, target] of code.matchAll(/new URL\("(\.[^"]+)", import\.meta\.url\)/g)) {
    if (!existsSync(path.join(path.dirname(path.join(root, file)), target))) {
      console.error(
        `build-cli: ${file} looks for ${target} beside itself, where there is none (code needing a worker was split into a chunk)`,
      );
      process.exit(1);
    }
  }
}
