// A Docusaurus site's versions, read as docsgen's `versions` (docs/design/versions.md): `versions.json` (newest
// first), each version's pages in `versioned_docs/version-<name>/` and sidebars in
// `versioned_sidebars/version-<name>-sidebars.json`, and the docs plugin's `lastVersion`, `versions`,
// `onlyIncludeVersions` and `includeCurrentVersion`, as its versions/files.ts and versions/version.ts read them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SidebarConfig } from '../../config/schema.js';
import { CURRENT_VERSION, type VersionsConfig as VersionsInputConfig } from '../../config/versions-schema.js';
import { isRecord, type ReadingWarnings, stringAt } from '../config-data.js';

/** The docs plugin's options about versions. */
export interface VersioningOptions {
  lastVersion?: string;
  /** `versions.<name>`: label, path, banner and noIndex of each version ("current" included). */
  versions: Record<string, VersionOptions>;
  onlyIncludeVersions?: string[];
  includeCurrentVersion: boolean;
  /** How the config names `lastVersion` and `onlyIncludeVersions` ("docs.lastVersion" in the classic preset). */
  fields: { lastVersion: string; onlyIncludeVersions: string };
}

interface VersionOptions {
  label?: string;
  path?: string;
  banner?: 'none' | 'unreleased' | 'unmaintained';
  noIndex?: boolean;
}

type VersionsConfig = NonNullable<VersionsInputConfig>;

const BANNERS = ['none', 'unreleased', 'unmaintained'] as const;

/** The versioning options of the docs plugin's options (`field` names them as the config writes them). */
export function versioningOptions(
  options: Record<string, unknown>,
  file: string,
  field: (name: string) => string,
  warnings: ReadingWarnings,
): VersioningOptions {
  const lastVersion = stringAt(options.lastVersion, file, field('lastVersion'), warnings);
  const only = options.onlyIncludeVersions;
  const onlyIncludeVersions = Array.isArray(only) && only.every((name) => typeof name === 'string') ? (only as string[]) : undefined;
  if (only !== undefined && !onlyIncludeVersions)
    warnings.unreadable(file, field('onlyIncludeVersions'), only, 'every version is published');
  const versions: Record<string, VersionOptions> = {};
  if (isRecord(options.versions)) {
    for (const [name, value] of Object.entries(options.versions))
      versions[name] = versionOptionsOf(value, file, field(`versions.${name}`), warnings);
  } else if (options.versions !== undefined) warnings.unreadable(file, field('versions'), options.versions);
  return {
    ...(lastVersion ? { lastVersion } : {}),
    versions,
    ...(onlyIncludeVersions ? { onlyIncludeVersions } : {}),
    includeCurrentVersion: options.includeCurrentVersion !== false,
    fields: { lastVersion: field('lastVersion'), onlyIncludeVersions: field('onlyIncludeVersions') },
  };
}

function versionOptionsOf(value: unknown, file: string, field: string, warnings: ReadingWarnings): VersionOptions {
  if (!isRecord(value)) {
    warnings.unreadable(file, field, value);
    return {};
  }
  const label = stringAt(value.label, file, `${field}.label`, warnings);
  const routePath = stringAt(value.path, file, `${field}.path`, warnings);
  const banner = BANNERS.find((kind) => kind === value.banner);
  if (value.banner !== undefined && !banner)
    warnings.unreadable(file, `${field}.banner`, value.banner, 'the banner is chosen by its place');
  return {
    ...(label !== undefined ? { label } : {}),
    ...(routePath !== undefined ? { path: routePath } : {}),
    ...(banner ? { banner } : {}),
    ...(typeof value.noIndex === 'boolean' ? { noIndex: value.noIndex } : {}),
  };
}

export interface VersionsInput {
  /** The config file, which the warnings about its options name. */
  file: string;
  warnings: ReadingWarnings;
  /** The files read, to which versions.json and the versioned sidebars files are added. */
  files: string[];
  /** A version's sidebars file read and converted against that version's own docs. */
  sidebarsOf: (dir: string, sidebarsFile: string) => Promise<Record<string, SidebarConfig>>;
}

/** The site's versions, or undefined when it has no `versions.json` (or none of its versions has a folder). */
export async function versionsOf(root: string, options: VersioningOptions, input: VersionsInput): Promise<VersionsConfig | undefined> {
  const names = versionNames(root, input);
  if (names === undefined) return undefined;
  const included = includedNames(names, options, input);
  const list: NonNullable<VersionsConfig['list']> = [];
  for (const [at, name] of names.entries()) {
    if (!included.has(name)) continue;
    const dir = `versioned_docs/version-${name}`;
    if (!existsSync(path.join(root, dir))) {
      input.warnings.unreadable('versions.json', `[${at}]`, name, `its folder ${dir}/ is not there: the version is left out`);
      continue;
    }
    const sidebarsFile = `versioned_sidebars/version-${name}-sidebars.json`;
    // No sidebars file: the version has no sidebars, as in Docusaurus (which writes none for an empty sidebar).
    const sidebars = existsSync(path.join(root, sidebarsFile)) ? await input.sidebarsOf(dir, sidebarsFile) : undefined;
    list.push({ name, dir, ...(sidebars ? { sidebars } : {}), ...options.versions[name] });
  }
  const includeCurrent = options.includeCurrentVersion && included.has(CURRENT_VERSION);
  if (list.length === 0 && includeCurrent) return undefined;
  const published = [...(includeCurrent ? [CURRENT_VERSION] : []), ...list.map((version) => version.name)];
  const lastVersion = options.lastVersion && published.includes(options.lastVersion) ? options.lastVersion : undefined;
  if (options.lastVersion && !lastVersion)
    input.warnings.unreadable(
      input.file,
      options.fields.lastVersion,
      options.lastVersion,
      'it names no published version: the newest is the last',
    );
  return {
    ...(lastVersion ? { lastVersion } : {}),
    current: { ...options.versions[CURRENT_VERSION], include: includeCurrent },
    list,
  };
}

/** versions.json's names, newest first; undefined when the site has none (or it is not a list of names). */
function versionNames(root: string, input: VersionsInput): string[] | undefined {
  const abs = path.join(root, 'versions.json');
  if (!existsSync(abs)) return undefined;
  input.files.push('versions.json');
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(abs, 'utf8'));
  } catch (error) {
    input.warnings.unsupported(
      'versions.json',
      'versions',
      `the file is not valid JSON (${(error as Error).message}): only the current docs are read`,
    );
    return undefined;
  }
  if (Array.isArray(value) && value.every((name) => typeof name === 'string' && name !== '' && !/[/\\]/.test(name)))
    return (value as string[]).filter((name) => name !== CURRENT_VERSION);
  input.warnings.unreadable('versions.json', 'versions', value, 'it is not a list of version names: only the current docs are read');
  return undefined;
}

/** The versions `onlyIncludeVersions` keeps (all when it is not given), the current docs among them. */
function includedNames(names: string[], options: VersioningOptions, input: VersionsInput): Set<string> {
  const all = [CURRENT_VERSION, ...names];
  if (!options.onlyIncludeVersions) return new Set(all);
  for (const name of options.onlyIncludeVersions)
    if (!all.includes(name))
      input.warnings.unreadable(
        input.file,
        options.fields.onlyIncludeVersions,
        name,
        'it names no version of versions.json: it is left out',
      );
  return new Set(options.onlyIncludeVersions);
}
