import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fingerprintFolders } from './fingerprint.js';
import { isInsideFolder } from './inside-folder.js';
import { packageRoot } from './package-root.js';

/**
 * One hash of what makes docsgen's output: its own code and the installed versions of the packages it runs
 * (unified, remark, rehype, micromark, highlight.js, React…). Every cache under .docsgen/cache is keyed by it, so a
 * change to either renders anew, with no version number that someone must remember to bump.
 */
export function pipelineFingerprint(): string {
  const pkg = packageRoot();
  const dist = path.join(pkg, 'dist');
  // The bundled CLI holds the pipeline, templates included; from the TypeScript sources (tests), the sources do. MDX
  // pages are bundled at build time with sources of templates/mdx/ and client/islands/ (cli/mdx/), which count too.
  const code = isInsideFolder(dist, fileURLToPath(import.meta.url))
    ? [dist, ...MDX_SOURCE_FOLDERS.map((folder) => path.join(pkg, folder))]
    : SOURCE_FOLDERS.map((folder) => path.join(pkg, folder));
  return fingerprintPipeline({ packageRoot: pkg, code });
}

/** The folders whose code the build runs when it runs from source (client/ is the client bundle's own key). */
const SOURCE_FOLDERS = ['cli', 'templates', 'shared'];
/** The sources the mdx stage bundles at build time, beside the bundled CLI. */
const MDX_SOURCE_FOLDERS = ['templates', 'client/islands', 'shared'];

/** The fingerprint of the code in `code` (folders) run with the packages installed for the package at `packageRoot`. */
export function fingerprintPipeline({ packageRoot, code }: { packageRoot: string; code: string[] }): string {
  return createHash('sha1')
    .update(fingerprintFolders(code, { only: (name) => CODE_FILE.test(name) }))
    .update('\0')
    .update(installedPackages(packageRoot))
    .digest('hex');
}

/** Code and styles; source maps and notes change nothing the build does. */
const CODE_FILE = /\.(m?js|tsx?|css)$/;

/**
 * What is installed: npm's own record of every package in node_modules and its version (node_modules/.package-lock.json,
 * one file, ~2 ms), found where Node would look for docsgen's dependencies; without one (pnpm, Yarn), the versions of
 * docsgen's dependencies and theirs, read from their package.json files (~100 ms).
 */
function installedPackages(packageRoot: string): string {
  for (let dir = packageRoot; ; dir = path.dirname(dir)) {
    const folder = path.basename(dir) === 'node_modules' ? dir : path.join(dir, 'node_modules');
    try {
      return readFileSync(path.join(folder, '.package-lock.json'), 'utf8');
    } catch {
      if (path.dirname(dir) === dir) return dependencyVersions(packageRoot);
    }
  }
}

/** `name@version` of every package in the dependency tree of the package at `packageRoot`, resolved as Node does. */
function dependencyVersions(packageRoot: string): string {
  const versions = new Map<string, string>();
  const queue = dependenciesOf(readPackage(path.join(packageRoot, 'package.json'))).map((name) => ({ name, from: packageRoot }));
  for (let job = queue.pop(); job; job = queue.pop()) {
    const found = findPackage(job.name, job.from);
    if (!found || versions.has(found.file)) continue;
    versions.set(found.file, `${job.name}@${String(found.manifest.version)}`);
    const folder = path.dirname(found.file);
    for (const name of dependenciesOf(found.manifest)) queue.push({ name, from: folder });
  }
  return [...versions]
    .map(([file, version]) => `${path.relative(packageRoot, file)} ${version}`)
    .sort()
    .join('\n');
}

interface PackageManifest {
  version?: unknown;
  dependencies?: Record<string, unknown>;
  optionalDependencies?: Record<string, unknown>;
}

function dependenciesOf(manifest: PackageManifest | undefined): string[] {
  return Object.keys({ ...manifest?.dependencies, ...manifest?.optionalDependencies });
}

function readPackage(file: string): PackageManifest | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PackageManifest;
  } catch {
    return undefined;
  }
}

/** The package.json Node would load for `name` imported from `from`: the nearest node_modules/<name> above it. */
function findPackage(name: string, from: string): { file: string; manifest: PackageManifest } | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (path.basename(dir) !== 'node_modules') {
      const file = path.join(dir, 'node_modules', name, 'package.json');
      const manifest = readPackage(file);
      if (manifest) return { file, manifest };
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}
