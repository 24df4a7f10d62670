// The site's own remark and rehype plugins (config `markdown.remarkPlugins`/`rehypePlugins`, resolved into modules by
// cli/config/markdown-plugins.ts), imported where pages render: in each worker and on the main thread alike. Each is
// wrapped so that what goes wrong names it: a throw is `markdown-plugin-failed` (the page and line are added where
// the page is known, render-error.ts), a promise `markdown-plugin-async` (the pipeline runs synchronously).
import type { Node } from 'unist';
import type { PluggableList, Processor } from 'unified';
import type { VFile } from 'vfile';
import type { MarkdownPlugins, PluginRef } from '../config/markdown-plugins.js';
import { DocsgenError } from '../errors/docsgen-error.js';

/** The plugins as unified takes them: remark ones go after docsgen's remark steps, rehype ones after unsafe URLs. */
export interface SitePlugins {
  remark: PluggableList;
  rehype: PluggableList;
}

export function noSitePlugins(): SitePlugins {
  return { remark: [], rehype: [] };
}

type Kind = 'remark' | 'rehype';
type AnyFunction = (...args: unknown[]) => unknown;

/** Imports the site's plugins; `markdown-plugin-invalid` for one whose default export is no function. */
export async function loadSitePlugins(plugins: MarkdownPlugins | undefined): Promise<SitePlugins> {
  if (!plugins) return noSitePlugins();
  const load = (kind: Kind) => Promise.all(plugins[kind].map((ref) => loadPlugin(ref, kind, plugins.configFile)));
  const [remark, rehype] = await Promise.all([load('remark'), load('rehype')]);
  return { remark: remark.flat(1) as PluggableList, rehype: rehype.flat(1) as PluggableList };
}

async function loadPlugin(ref: PluginRef, kind: Kind, configFile: string | undefined): Promise<PluggableList> {
  let exported: Record<string, unknown>;
  try {
    exported = (await import(ref.url)) as Record<string, unknown>;
  } catch (error) {
    throw new DocsgenError({
      code: 'markdown-plugin-failed',
      file: configFile,
      message: `${kind} plugin ${ref.name} could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
      hint: 'install what it imports beside the site, or correct the plugin',
      cause: error,
    });
  }
  const plugin = defaultFunction(exported.default);
  if (!plugin) {
    const names = Object.keys(exported).filter((name) => name !== 'default' || exported.default !== undefined);
    throw new DocsgenError({
      code: 'markdown-plugin-invalid',
      file: configFile,
      message: `${kind} plugin ${ref.name} exports no function as default (it exports: ${names.join(', ') || 'nothing'})`,
      hint: `a ${kind} plugin is a function given as the module's default export (export default function plugin(options) { return (tree, file) => { … } }); for a named export, write a file of your own that re-exports it as default`,
    });
  }
  const attacher = guarded(plugin, `${kind} plugin ${ref.name}`);
  return [ref.options === undefined ? attacher : [attacher, ref.options]];
}

/** The plugin function: the default export, or a CommonJS module's `default` within it (compiled ES modules). */
function defaultFunction(value: unknown): AnyFunction | undefined {
  if (typeof value === 'function') return value as AnyFunction;
  const inner = (value as { default?: unknown } | null | undefined)?.default;
  return typeof inner === 'function' ? (inner as AnyFunction) : undefined;
}

/** The plugin, with its setup and its transformer made to name it when they throw or turn asynchronous. */
function guarded(plugin: AnyFunction, label: string) {
  return function attach(this: Processor, ...args: unknown[]) {
    let transformer: unknown;
    try {
      transformer = plugin.apply(this, args);
    } catch (error) {
      throw failed(label, error);
    }
    if (typeof transformer !== 'function') return transformer as undefined;
    return (tree: Node, file: VFile) => runTransformer(transformer as AnyFunction, tree, file, label);
  };
}

/**
 * Runs a transformer as unified would (its result, a tree or nothing, replaces the tree; one taking a third argument
 * calls it back), but only synchronously: the pipeline runs `runSync`, whose own error would name no plugin.
 */
function runTransformer(transformer: AnyFunction, tree: Node, file: VFile, label: string): unknown {
  let called: { error?: unknown; tree?: unknown } | undefined;
  let result: unknown;
  try {
    result = transformer(tree, file, (error?: unknown, next?: unknown) => {
      called = { error, tree: next };
    });
  } catch (error) {
    throw failed(label, error);
  }
  if (isPromise(result)) {
    result.then(undefined, () => {}); // refused: its end, failed or not, is nobody's to handle
    throw asynchronous(label);
  }
  if (transformer.length < 3) {
    if (result instanceof Error) throw failed(label, result);
    return result;
  }
  if (!called) throw asynchronous(label);
  if (called.error) throw failed(label, called.error);
  return called.tree;
}

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as { then?: unknown } | null | undefined)?.then === 'function';
}

/** `markdown-plugin-failed`: the plugin's own message, at the line its error gives (a VFileMessage's). */
function failed(label: string, error: unknown): DocsgenError {
  if (error instanceof DocsgenError) return error;
  const found = error as { reason?: unknown; message?: unknown; line?: unknown; column?: unknown } | null | undefined;
  const reason = typeof found?.reason === 'string' ? found.reason : typeof found?.message === 'string' ? found.message : String(error);
  return new DocsgenError({
    code: 'markdown-plugin-failed',
    message: `${label} failed: ${reason}`,
    ...(typeof found?.line === 'number' ? { line: found.line } : {}),
    ...(typeof found?.column === 'number' ? { column: found.column } : {}),
    hint: `the error is the plugin's: check its options and the page's text it names; to build without it, take it out of markdown.${label.split(' ')[0]}Plugins`,
    cause: error,
  });
}

function asynchronous(label: string): DocsgenError {
  return new DocsgenError({
    code: 'markdown-plugin-async',
    message: `${label} is asynchronous (its transformer returned a promise or did not call back at once), which docsgen's Markdown pipeline does not run`,
    hint: 'use a plugin whose transformer is synchronous (most remark and rehype plugins are), or a version of it that is; docsgen renders pages synchronously on its worker threads',
  });
}
