// The config's `markdown.remarkPlugins` and `markdown.rehypePlugins`, resolved once per build on the main thread into
// plain data a worker can import (cli/markdown/site-plugins.ts loads them). Entries are specifiers, not functions,
// because the config reaches the build as a structured clone and the pages' cache needs an identity: a package's is
// its name and installed version, a local file's the hash of its bundle (so an edit to anything it imports counts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DocsgenError } from '../errors/docsgen-error.js';
import { docsgenFolder } from '../fs/docsgen-folder.js';
import { writeFileAtomic } from '../fs/write-atomic.js';
import { compileConfig } from './compile-config.js';
import type { ParsedConfig, ResolvedConfig } from './schema.js';

/** One plugin as the pipeline loads it: all data, so it crosses to the workers and keys the pages' cache. */
export interface PluginRef {
  /** As the config names it: `remark-gfm`, `./plugins/mark-todo.ts`. */
  name: string;
  /** The module to import (a file under `.docsgen/cache/plugins/`), whose exports are the plugin's. */
  url: string;
  /** What changes when the plugin does: `name@version`, or the local bundle's hash. */
  identity: string;
  /** The entry's options (JSON data), when it gives some. */
  options?: unknown;
}

export interface MarkdownPlugins {
  remark: PluginRef[];
  rehype: PluginRef[];
  /** The config file that lists them, which an error about loading one names. */
  configFile: string;
  /** The site's files bundled into its local plugins (absolute), which `docsgen dev` watches as it watches the config. */
  files?: string[];
}

type PluginEntry = NonNullable<ParsedConfig['markdown']['remarkPlugins']>[number];

/** The resolved config with its Markdown plugins resolved too (apart from resolveConfig: bundling a file is asynchronous). */
export async function withMarkdownPlugins(config: ResolvedConfig): Promise<ResolvedConfig> {
  const plugins = config.markdown && (await resolveMarkdownPlugins(config.root, config.markdown, config.configFile));
  return plugins ? { ...config, markdownPlugins: plugins } : config;
}

/** The site's plugins, or undefined when the config lists none (so a site without them resolves as before). */
export async function resolveMarkdownPlugins(
  root: string,
  markdown: Pick<ParsedConfig['markdown'], 'remarkPlugins' | 'rehypePlugins'>,
  configFile = 'docsgen.config.ts',
): Promise<MarkdownPlugins | undefined> {
  const { remarkPlugins = [], rehypePlugins = [] } = markdown;
  if (remarkPlugins.length + rehypePlugins.length === 0) return undefined;
  const files = new Set<string>();
  const each = (entries: PluginEntry[], field: string) =>
    Promise.all(entries.map((entry, at) => resolveEntry(root, entry, { configFile, field: `markdown.${field}[${at}]`, files })));
  const remark = await each(remarkPlugins, 'remarkPlugins');
  const rehype = await each(rehypePlugins, 'rehypePlugins');
  // Only the site's own files: a package's are not watched (node_modules), its version is its identity.
  const own = [...files].filter((file) => !file.split(path.sep).includes('node_modules')).sort();
  return { remark, rehype, configFile, ...(own.length ? { files: own } : {}) };
}

interface Where {
  configFile: string;
  field: string;
  /** Collects the files local plugins are bundled from. */
  files: Set<string>;
}

async function resolveEntry(root: string, entry: PluginEntry, where: Where): Promise<PluginRef> {
  const [name, options] = typeof entry === 'string' ? [entry] : entry;
  const found = isPath(name) ? await localPlugin(root, name, where) : packagePlugin(root, name, where);
  return { name, ...found, ...(options === undefined ? {} : { options }) };
}

function isPath(name: string): boolean {
  return name.startsWith('.') || path.isAbsolute(name);
}

/** Where the modules the workers import are written: under the site, so a bare import in them resolves from its node_modules. */
function pluginsFolder(root: string): string {
  return docsgenFolder(root, 'cache', 'plugins');
}

/**
 * A package: found in `node_modules/<name>` from the site folder up, as Node finds it. The module written for it
 * re-exports it (its default export read off the namespace, so a package without one is named by the loader instead
 * of failing to link).
 */
function packagePlugin(root: string, specifier: string, where: Where): Omit<PluginRef, 'name'> {
  const name = packageName(specifier);
  const manifest = findPackage(root, name);
  if (!manifest) {
    throw new DocsgenError({
      code: 'markdown-plugin-missing',
      file: where.configFile,
      message: `${where.field} names the package "${name}", which is not installed (no node_modules/${name} in the site folder or above it)`,
      hint: `install it beside the site (npm install --save-dev ${name}), or correct the name`,
    });
  }
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string };
  const text = `import * as plugin from ${JSON.stringify(specifier)};\nexport * from ${JSON.stringify(specifier)};\nexport default plugin.default;\n`;
  const file = path.join(pluginsFolder(root), `${sha1(specifier)}.mjs`);
  writeModule(file, text);
  const subpath = specifier.slice(name.length);
  return { url: pathToFileURL(file).href, identity: `${name}@${version ?? '?'}${subpath}` };
}

/** `remark-gfm` of `remark-gfm`, `@scope/pkg` of `@scope/pkg/sub`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function findPackage(root: string, name: string): string | undefined {
  for (let folder = root; ; folder = path.dirname(folder)) {
    const manifest = path.join(folder, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return manifest;
    if (path.dirname(folder) === folder) return undefined;
  }
}

/** A file of the site's: bundled as the config is (compile-config.ts), its packages left to Node. */
async function localPlugin(root: string, given: string, where: Where): Promise<Omit<PluginRef, 'name'>> {
  const source = path.resolve(root, path.dirname(where.configFile), given);
  if (!existsSync(source)) {
    throw new DocsgenError({
      code: 'markdown-plugin-missing',
      file: where.configFile,
      message: `${where.field} names "${given}", but ${path.relative(root, source) || source} does not exist`,
      hint: "correct the path (it is read from the config file's folder), or remove the entry",
    });
  }
  const shown = path.relative(root, source).split(path.sep).join('/');
  const inputs = (found: string[]) => {
    for (const file of found) where.files.add(file);
  };
  const code = await compileConfig(source, shown, { what: `the plugin ${given}`, inputs });
  const hash = sha1(code);
  const file = path.join(pluginsFolder(root), `${hash}.mjs`);
  writeModule(file, code);
  return { url: pathToFileURL(file).href, identity: hash };
}

/** Written once: the name says what it holds, so a file already there is the same. */
function writeModule(file: string, text: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return;
  writeFileAtomic(file, text);
}

function sha1(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}
