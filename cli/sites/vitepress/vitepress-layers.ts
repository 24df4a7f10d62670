// VitePress's config is layers: `.vitepress/config.*` (and what it `extends`), the root locale's own fields over it,
// and, since VitePress 2, the "additional configs" (`config.*` files among the pages, `defineAdditionalConfig`) over
// both, each for the pages of its folder. The root locale's pages see the stack this module builds; VitePress stacks
// them the same way (`stackView`: the first layer that sets a field wins, objects merged field by field).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ReadTools } from '../site-reading.js';
import { isMarker, isRecord, unwrapCalls, type ReadingWarnings } from '../config-data.js';

/**
 * The packages VitePress sites import of VitePress itself: stood in and read as data, never warned. With them
 * vitepress-plugin-mermaid, whose `withMermaid(config)` wraps the config: docsgen draws ```mermaid blocks itself.
 */
export function vitepressOwn(name: string): boolean {
  return (
    name === 'vitepress' ||
    name === 'vite' ||
    name.startsWith('@vitepress/') ||
    /vitepress-theme/.test(name) ||
    name === 'vitepress-plugin-mermaid'
  );
}

/** The extensions VitePress loads a config with. */
export const CONFIG_EXTENSIONS = ['js', 'mjs', 'ts', 'mts'] as const;

/** The object `.vitepress/config.*` exports, with what it `extends` under it; {} (with a warning) when it is no object. */
export async function siteConfig(file: string, tools: ReadTools, warnings: ReadingWarnings): Promise<Record<string, unknown>> {
  const evaluated = await tools.evaluate(file, vitepressOwn);
  for (const warning of evaluated.warnings) warnings.add(warning);
  const value = unwrapCalls(evaluated.value);
  if (!isRecord(value)) {
    warnings.unreadable(file, 'export default', value, 'the site is read with the defaults');
    return {};
  }
  const base = unwrapCalls(value.extends);
  if (value.extends !== undefined && !isRecord(base)) warnings.unreadable(file, 'extends', value.extends);
  return isRecord(base) ? stack(value, base) : value;
}

/** What the root locale's pages see, and the files read for it. */
export interface RootLocale {
  config: Record<string, unknown>;
  /** The additional configs read, relative to the site root. */
  files: string[];
  /** The other locales' folders ("zh", "ja"): their pages belong to no sidebar of the root's. */
  otherLocaleFolders: string[];
  /** The file that sets a field (`fileOf('themeConfig', 'nav')`), for warnings: an additional config, or the config. */
  fileOf: (...keys: string[]) => string;
}

/**
 * The config the root locale's pages see: `locales.root`'s fields over the site's, and the additional configs of the
 * folders its pages are in (`srcFolder` itself, and `movedFolder` under it when a rewrite publishes that folder at
 * the root) over both.
 */
export async function rootLocaleConfig(
  root: string,
  site: Record<string, unknown>,
  {
    srcFolder,
    movedFolder,
    file,
    tools,
    warnings,
  }: { srcFolder: string; movedFolder: string; file: string; tools: ReadTools; warnings: ReadingWarnings },
): Promise<RootLocale> {
  const locales = isRecord(site.locales) ? site.locales : {};
  const localeRoot = isRecord(locales.root) ? locales.root : {};
  const otherLocaleFolders = Object.entries(locales)
    .filter(
      ([key, locale]) => key !== 'root' && !(isRecord(locale) && typeof locale.link === 'string' && /^[a-z]+:|^\/\//i.test(locale.link)),
    )
    .map(([key]) => key.replace(/^\/+|\/+$/g, ''));
  const folders = movedFolder ? [joinFolder(srcFolder, movedFolder), srcFolder] : [srcFolder];
  const layers: Record<string, unknown>[] = [];
  const files: string[] = [];
  const sets = (layer: unknown, keys: string[]): boolean =>
    keys.reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), layer) !== undefined;
  for (const folder of folders) {
    const found = CONFIG_EXTENSIONS.map((ext) => joinFolder(folder, `config.${ext}`)).find((rel) => existsSync(path.join(root, rel)));
    if (!found) continue;
    const layer = await additionalConfig(found, tools, warnings);
    if (layer) {
      layers.push(layer);
      files.push(found);
    }
  }
  if (!isRecord(locales.root) && locales.root !== undefined) warnings.unreadable(file, 'locales.root', locales.root);
  const fileOf = (...keys: string[]): string => files[layers.findIndex((layer) => sets(layer, keys))] ?? file;
  return { config: stack(...layers, localeRoot, site), files, otherLocaleFolders, fileOf };
}

/** What a non-root locale's pages see: its folder's additional config over `locales.<key>` over the site's config. */
export async function localeConfig(
  root: string,
  site: Record<string, unknown>,
  key: string,
  { srcFolder, tools, warnings }: { srcFolder: string; tools: ReadTools; warnings: ReadingWarnings },
): Promise<{ config: Record<string, unknown>; files: string[] }> {
  const locales = isRecord(site.locales) ? site.locales : {};
  const own = isRecord(locales[key]) ? locales[key] : {};
  const folder = joinFolder(srcFolder, key.replace(/^\/+|\/+$/g, ''));
  const found = CONFIG_EXTENSIONS.map((ext) => `${folder}/config.${ext}`).find((rel) => existsSync(path.join(root, rel)));
  const layer = found ? await additionalConfig(found, tools, warnings) : undefined;
  return { config: stack(...(layer ? [layer] : []), own, site), files: layer && found ? [found] : [] };
}

/**
 * One additional config: its object, or undefined when the file is no VitePress config (a `config.ts` among the pages
 * may be anything) or does not run, which VitePress skips too.
 */
async function additionalConfig(file: string, tools: ReadTools, warnings: ReadingWarnings): Promise<Record<string, unknown> | undefined> {
  try {
    const evaluated = await tools.evaluate(file, vitepressOwn);
    const written = evaluated.value;
    const value = unwrapCalls(written);
    const isVitePress = isMarker(written) && written.$standIn?.startsWith('vitepress.');
    if (!isRecord(value) || (!isVitePress && !('themeConfig' in value) && !('description' in value) && !('title' in value)))
      return undefined;
    for (const warning of evaluated.warnings) warnings.add(warning);
    return value;
  } catch (error) {
    warnings.unsupported(
      file,
      'export default',
      `the additional config does not run (${(error as Error).message}): VitePress skips it too`,
    );
    return undefined;
  }
}

function joinFolder(folder: string, name: string): string {
  return folder && folder !== '.' ? `${folder}/${name}` : name;
}

/** VitePress's `stackView`: the first layer that sets a field wins; objects are merged field by field, lists are not. */
export function stack(...layers: Record<string, unknown>[]): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const layer of [...layers].reverse()) {
    for (const [key, value] of Object.entries(layer)) {
      if (value === undefined) continue;
      const below = merged[key];
      merged[key] = isRecord(value) && isRecord(below) ? stack(value, below) : value;
    }
  }
  return merged;
}
