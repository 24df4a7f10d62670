import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { packageRoot } from '../paths.js';

export interface ClientManifest {
  /** URL paths (from the site root) of the entry files. */
  boot: string;
  css: string;
  /** Every file written, relative to the assets folder. */
  files: string[];
}

/**
 * Bundles the browser code with esbuild's JS API: the boot entry plus one lazy chunk per island,
 * split so React is shared, with content-hashed names; and the stylesheet. Writes assets/manifest.json.
 */
export async function bundleClient({ outDir, minify = true }: { outDir: string; minify?: boolean }): Promise<ClientManifest> {
  const pkg = packageRoot();
  const assetsDir = path.join(outDir, 'assets');
  mkdirSync(assetsDir, { recursive: true });
  const result = await build({
    absWorkingDir: pkg,
    entryPoints: { boot: path.join(pkg, 'client/boot.ts'), site: path.join(pkg, 'templates/styles/site.css') },
    outdir: assetsDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify,
    jsx: 'automatic',
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    metafile: true,
    logLevel: 'silent',
  });
  const files = Object.keys(result.metafile.outputs).map((file) => path.relative(assetsDir, path.resolve(pkg, file)));
  const entry = (name: string, ext: string): string => {
    const file = files.find((candidate) => candidate.startsWith(`${name}-`) && candidate.endsWith(ext));
    if (!file) throw new Error(`docsgen: esbuild produced no ${name}${ext}`);
    return `/assets/${file}`;
  };
  const manifest: ClientManifest = { boot: entry('boot', '.js'), css: entry('site', '.css'), files };
  writeFileSync(path.join(assetsDir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return manifest;
}
