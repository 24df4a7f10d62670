import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DESKTOP_BREAKPOINT_PX } from '../../shared/constants.js';
import { faultPoint } from '../fs/test-hooks.js';
import { fingerprintFolders } from '../fs/fingerprint.js';
import { packageRoot } from '../fs/package-root.js';
import { diagramsStubPlugin } from './diagrams-stub-plugin.js';
import { siteStringsPlugin, type BundleLanguage } from './site-strings-plugin.js';

export interface ClientManifest {
  /** URL paths (from the site root) of the entry files. */
  boot: string;
  css: string;
  /** The math stylesheet (templates/styles/math.css), which pages holding math link; only in a site with math. */
  math?: string;
  /** Every file written, relative to the assets folder. */
  files: string[];
}

/** The client bundle as a build publishes it: its manifest, and its files on disk (a cache folder) or in memory. */
export interface ClientBundle {
  manifest: ClientManifest;
  /** The folder holding the files the manifest names (assets/ of a cached bundle), when they are on disk. */
  dir?: string;
  /** The files' bytes by their path under assets/ (with "/"), manifest.json included, when made in memory. */
  files?: ReadonlyMap<string, Uint8Array>;
  /** Whether it came from the cache, for the stage line. */
  cached: boolean;
  /**
   * The bundles of the site's other languages (a site with `locales`), by locale code: each carries its language's
   * strings, and that locale's pages load it (build-site.ts clientStage).
   */
  locales?: Record<string, ClientBundle>;
}

/**
 * Bundles the browser code with esbuild's JS API, in memory: the boot entry plus one lazy chunk per island, split so
 * React is shared, with content-hashed names; the stylesheet; and assets/manifest.json naming them.
 * `language`: the site's locale and strings, which the chunks that show text carry (site-strings-plugin.ts).
 * `diagrams`: whether the site has a diagram; without one, Mermaid is left out (diagrams-stub-plugin.ts).
 * `math`: whether a page holds math; only then is the math stylesheet an entry.
 */
export async function bundleClient({
  minify = true,
  language,
  diagrams = true,
  math = false,
}: {
  minify?: boolean;
  language: BundleLanguage;
  diagrams?: boolean;
  math?: boolean;
}): Promise<{
  manifest: ClientManifest;
  files: Map<string, Uint8Array>;
}> {
  const { build } = await import('esbuild');
  const pkg = packageRoot();
  // Where esbuild would write: the names it gives are relative to it. Nothing is written (write: false).
  const assetsDir = path.join(pkg, '.docsgen-client', 'assets');
  const result = await build({
    absWorkingDir: pkg,
    entryPoints: {
      boot: path.join(pkg, 'client/boot.ts'),
      site: path.join(pkg, 'templates/styles/site.css'),
      ...(math ? { math: path.join(pkg, 'templates/styles/math.css') } : {}),
    },
    outdir: assetsDir,
    write: false,
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
    plugins: [
      customMedia({ '--dg-below-desktop': `(max-width: ${DESKTOP_BREAKPOINT_PX - 0.02}px)` }),
      siteStringsPlugin(pkg, language),
      ...(diagrams ? [] : [diagramsStubPlugin()]),
    ],
    legalComments: 'none',
    metafile: true,
    logLevel: 'silent',
  });
  const files = new Map<string, Uint8Array>();
  for (const out of result.outputFiles) files.set(path.relative(assetsDir, out.path).split(path.sep).join('/'), out.contents);
  const names = Object.keys(result.metafile.outputs).map((file) => path.relative(assetsDir, path.resolve(pkg, file)));
  const entry = (name: string, ext: string): string => {
    const file = names.find((candidate) => candidate.startsWith(`${name}-`) && candidate.endsWith(ext));
    if (!file) throw new Error(`docsgen: esbuild produced no ${name}${ext}`);
    return `/assets/${file}`;
  };
  const manifest: ClientManifest = {
    boot: entry('boot', '.js'),
    css: entry('site', '.css'),
    ...(math ? { math: entry('math', '.css') } : {}),
    files: names,
  };
  files.set('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)));
  return { manifest, files };
}

/**
 * The client bundle depends only on docsgen's own client/, templates/ and shared/ code, its bundler and esbuild, and on
 * the site's language (its strings): bundled once per fingerprint of those and kept under `cacheDir`, which each build
 * publishes from; without caches, made in memory.
 */
export async function clientBundle({
  cacheDir,
  fingerprint,
  language,
  diagrams,
  math = false,
}: {
  cacheDir?: string;
  /** The pipeline's (pipeline-fingerprint.ts). */
  fingerprint: string;
  language: BundleLanguage;
  /** Whether a page of the site holds a diagram (Mermaid is bundled only then). */
  diagrams: boolean;
  /** Whether a page of the site holds math (the math stylesheet is bundled only then). */
  math?: boolean;
}): Promise<ClientBundle> {
  if (!cacheDir) return { ...(await bundleClient({ language, diagrams, math })), cached: false };
  const { assetsDir, manifest, cached } = await cachedClientBundle(cacheDir, fingerprint, language, diagrams, math);
  return { manifest, dir: assetsDir, cached };
}

/**
 * The bundle for this docsgen under `cacheDir`, made when missing: its assets folder and manifest (`docsgen dev` serves
 * it from there). Keyed by the browser code's sources (read from disk even by the bundled CLI), the pipeline's
 * fingerprint, which holds this bundler's code and options, esbuild's version and React's, the site's language and
 * whether it has diagrams (and math: a part of the key only when it has, so a site without keeps its bundle).
 */
export async function cachedClientBundle(
  cacheDir: string,
  fingerprint: string,
  language: BundleLanguage,
  diagrams: boolean,
  math = false,
): Promise<{ assetsDir: string; manifest: ClientManifest; cached: boolean }> {
  const pkg = packageRoot();
  const key = fingerprintFolders(
    ['client', 'templates', 'shared'].map((folder) => path.join(pkg, folder)),
    { salt: `${fingerprint}\0${JSON.stringify([language.locale, language.strings, diagrams])}${math ? '\0math' : ''}` },
  );
  const dir = path.join(cacheDir, key);
  const held = readCachedBundle(dir);
  if (held) return { ...held, cached: true };
  // Staged in a folder of its own and renamed into place whole, so a build killed meanwhile leaves only the staging
  // folder (removed by a later build, see leftovers.ts), never a cache entry missing files.
  const staging = `${dir}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  const { manifest, files } = await bundleClient({ language, diagrams, math });
  for (const [rel, bytes] of files) {
    const file = path.join(staging, 'assets', rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  }
  writeFileSync(path.join(staging, CONTENTS), JSON.stringify(fileSizes(path.join(staging, 'assets'), manifest)));
  faultPoint('mid-client-bundle');
  // A broken entry is moved aside before it is replaced; another build may be copying from a good one in its place.
  if (existsSync(dir)) renameSync(dir, `${dir}.broken.${process.pid}.tmp`);
  try {
    renameSync(staging, dir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another build of the same docsgen put its bundle there first: as good as ours.
    const theirs = readCachedBundle(dir);
    if (!theirs) throw error;
    return { ...theirs, cached: false };
  } finally {
    rmSync(`${dir}.broken.${process.pid}.tmp`, { recursive: true, force: true });
  }
  return { assetsDir: path.join(dir, 'assets'), manifest, cached: false };
}

/** The file in a cached bundle's folder (beside assets/, so never copied into a site) listing its files' sizes. */
const CONTENTS = 'contents.json';

/** Every file the bundle wrote (manifest.json too), with its size. */
function fileSizes(assetsDir: string, manifest: ClientManifest): Record<string, number> {
  const sizes: Record<string, number> = {};
  for (const file of [...manifest.files, 'manifest.json']) sizes[file] = statSync(path.join(assetsDir, file)).size;
  return sizes;
}

/**
 * A cached bundle, when it is whole: its manifest reads, and every file its contents list names is there with the
 * size it was written with. Anything else (a folder emptied or edited by hand, a file cut short) is no bundle.
 */
function readCachedBundle(dir: string): { assetsDir: string; manifest: ClientManifest } | undefined {
  const assetsDir = path.join(dir, 'assets');
  try {
    const sizes = JSON.parse(readFileSync(path.join(dir, CONTENTS), 'utf8')) as Record<string, unknown>;
    const manifest = JSON.parse(readFileSync(path.join(assetsDir, 'manifest.json'), 'utf8')) as ClientManifest;
    if (typeof manifest.boot !== 'string' || typeof manifest.css !== 'string' || !Array.isArray(manifest.files)) return undefined;
    for (const file of [...manifest.files, 'manifest.json']) {
      const size = statSync(path.join(assetsDir, file), { throwIfNoEntry: false })?.size;
      if (size === undefined || sizes[file] !== size) return undefined;
    }
    return { assetsDir, manifest };
  } catch {
    return undefined;
  }
}

/**
 * Fills in custom media queries (`@media (--name)`, Media Queries level 5) in the stylesheet, so a width the
 * components also know is written once, in shared/constants.ts. esbuild does not expand them itself.
 */
function customMedia(queries: Record<string, string>): Plugin {
  return {
    name: 'docsgen-custom-media',
    setup(build) {
      build.onLoad({ filter: /\.css$/ }, async (args) => {
        let css = await readFile(args.path, 'utf8');
        for (const [name, query] of Object.entries(queries)) css = css.replaceAll(`(${name})`, query);
        const unknown = /@media[^{]*\((--[\w-]+)\)/.exec(css);
        if (unknown) throw new Error(`docsgen: unknown custom media query ${unknown[1]} in ${args.path}`);
        return { contents: css, loader: 'css' };
      });
    },
  };
}
