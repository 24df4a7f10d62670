// mkdocs.yml as MkDocs loads it: YAML with the tags Python's loader understands (`!!python/name:…`,
// `!!python/object/apply:…`, `!ENV`, `!relative`), and `INHERIT:` naming a base file its settings are merged over.
// A Python value docsgen cannot make is a stand-in marker (config-data.ts), so reading the file never fails on one.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { DocsgenError } from '../../errors/docsgen-error.js';
import { isInsideFolder } from '../../fs/inside-folder.js';
import { isRecord, type ReadingWarnings } from '../config-data.js';

const KINDS = ['scalar', 'sequence', 'mapping'] as const;

/** A chain of INHERIT deeper than this is a loop. */
const MAX_INHERIT = 10;

/**
 * The YAML schema of mkdocs.yml: `!ENV NAME` and `!ENV [NAME, OTHER, default]` read `env` as MkDocs does (the first
 * variable set, typed as YAML would type it, else the default); every Python tag and any other local tag is a stand-in.
 */
export function mkdocsSchema(env: NodeJS.ProcessEnv): yaml.Schema {
  const standIns = (prefix: string, name: (tag: string) => string) =>
    KINDS.map(
      (kind) =>
        new yaml.Type(prefix, {
          kind,
          multi: true,
          construct: (data: unknown, tag?: string) => ({
            $standIn: name(tag ?? prefix),
            ...(data === null || data === '' ? {} : { $args: [data] }),
          }),
        }),
    );
  const fromEnv = (names: string[], fallback: unknown): unknown => {
    const set = names.find((name) => env[name] !== undefined);
    if (set === undefined) return fallback;
    try {
      return yaml.load(env[set]!, { schema: yaml.CORE_SCHEMA });
    } catch {
      return env[set];
    }
  };
  const envTypes = [
    new yaml.Type('!ENV', { kind: 'scalar', construct: (name: string) => fromEnv([name], null) }),
    new yaml.Type('!ENV', {
      kind: 'sequence',
      construct: (items: unknown[]) =>
        items.length > 1 ? fromEnv(items.slice(0, -1).map(String), items[items.length - 1]) : fromEnv(items.map(String), null),
    }),
  ];
  return yaml.DEFAULT_SCHEMA.extend([
    ...envTypes,
    ...standIns('tag:yaml.org,2002:python/', (tag) => `python/${tag.slice('tag:yaml.org,2002:python/'.length)}`),
    // `!relative` (a path relative to the config or the page) and any other tag of a plugin.
    ...standIns('!', (tag) => tag),
  ]);
}

export interface LoadedMkdocsYaml {
  config: Record<string, unknown>;
  /** The files read, relative to the root: mkdocs.yml, then each file it inherits from. */
  files: string[];
}

/** mkdocs.yml (`file`, relative to `root`) with its INHERIT chain merged in. */
export function loadMkdocsYaml(root: string, file: string, env: NodeJS.ProcessEnv, warnings: ReadingWarnings): LoadedMkdocsYaml {
  const schema = mkdocsSchema(env);
  const files = [file];
  let config = parseYaml(root, file, schema);
  let child = file;
  for (let depth = 0; typeof config.INHERIT === 'string' && depth < MAX_INHERIT; depth++) {
    const { INHERIT: base, ...own } = config;
    const parent = path.posix.normalize(path.posix.join(path.posix.dirname(child), base as string));
    const abs = path.join(root, parent);
    if (!isInsideFolder(root, abs) || !existsSync(abs) || files.includes(parent)) {
      const why = files.includes(parent)
        ? 'which inherits from it in turn'
        : isInsideFolder(root, abs)
          ? 'which does not exist'
          : 'which is not in the site folder';
      warnings.add({
        code: 'site-import-missing',
        file: child,
        message: `${child} inherits from "${base}" (INHERIT), ${why}: the settings it would give are not read`,
      });
      return { config: own, files };
    }
    files.push(parent);
    config = mergeOver(parseYaml(root, parent, schema), own);
    child = parent;
  }
  const { INHERIT: _done, ...merged } = config;
  return { config: merged, files };
}

/** One YAML file as a mapping, or an error naming its line. */
function parseYaml(root: string, file: string, schema: yaml.Schema): Record<string, unknown> {
  let value: unknown;
  try {
    value = yaml.load(readFileSync(path.join(root, file), 'utf8'), { schema, filename: file });
  } catch (error) {
    if (!(error instanceof yaml.YAMLException)) throw error;
    throw new DocsgenError({
      code: 'site-config-syntax',
      file,
      line: error.mark ? error.mark.line + 1 : undefined,
      column: error.mark ? error.mark.column + 1 : undefined,
      message: `${file} is not valid YAML: ${error.reason}`,
      hint: 'MkDocs would refuse it too: correct the line shown',
    });
  }
  if (value === undefined || value === null) return {};
  if (!isRecord(value)) {
    throw new DocsgenError({
      code: 'site-config-syntax',
      file,
      message: `${file} holds ${Array.isArray(value) ? 'a list' : `"${String(value).slice(0, 40)}"`}, where MkDocs expects its settings (a mapping)`,
      hint: 'write the settings as `key: value` lines, such as `site_name: My Docs`',
    });
  }
  return value;
}

/** `own` over `base`, mappings merged key by key at every level and anything else replaced (MkDocs's mergedeep). */
export function mergeOver(base: Record<string, unknown>, own: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(own)) {
    const under = merged[key];
    merged[key] = isRecord(under) && isRecord(value) ? mergeOver(under, value) : value;
  }
  return merged;
}
