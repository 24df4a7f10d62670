// The pages plugin's options (the classic preset's `pages`, or a `@docusaurus/plugin-content-pages` of its own): the
// folder of standalone pages, `src/pages/` by default, its route and the files it leaves out; and the site's config
// as the pages' React code reads it (`useDocusaurusContext().siteConfig`), its plain data.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { UserConfig } from '../../config/schema.js';
import { DEFAULT_PAGES_EXCLUDE } from '../../config/schema.js';
import { isMarker, isRecord, stringAt, type ReadingWarnings } from '../config-data.js';
import { relativeToSite } from './docs-options.js';
import { warnDocusaurusPlugins } from '../unrun-plugins.js';

const CLASSIC_PRESET = /(^classic$|preset-classic)/;
const PAGES_PLUGIN = /(^content-pages$|plugin-content-pages)/;

/**
 * The pages folder as the config's `pages` gives it, or undefined when the site has none (`pages: false`, no folder).
 * `css` is the classic theme's `customCss` (customCssOf), which React pages link.
 */
export function pagesOptions(
  site: Record<string, unknown>,
  root: string,
  file: string,
  warnings: ReadingWarnings,
  css: string[],
): UserConfig['pages'] {
  const found = findPagesOptions(site);
  if (found === false) return undefined;
  const options = found ?? {};
  const field = (name: string): string => `pages.${name}`;
  const dir = relativeToSite(root, stringAt(options.path, file, field('path'), warnings) ?? 'src/pages');
  if (!existsSync(path.join(root, dir))) return undefined;
  warnDocusaurusPlugins(options, { file, field }, warnings);
  const route = `/${(stringAt(options.routeBasePath, file, field('routeBasePath'), warnings) ?? '').replace(/^\/+|\/+$/g, '')}`;
  if (options.include !== undefined)
    warnings.unsupported(file, field('include'), "the pages folder's pages are its .md, .mdx, .js, .jsx, .ts and .tsx files");
  const exclude = Array.isArray(options.exclude) && options.exclude.every((glob) => typeof glob === 'string') ? options.exclude : undefined;
  if (options.exclude !== undefined && !exclude) warnings.unreadable(file, field('exclude'), options.exclude);
  return { dir, route, exclude: exclude ?? [...DEFAULT_PAGES_EXCLUDE], css };
}

/**
 * The classic theme's `customCss` (a path or a list), files of the site from its root. `path.resolve('src/css/x.css')`
 * in the config resolved against docsgen's working folder, not the site's as under Docusaurus: such a path is read
 * from the site's root again. A stylesheet of a package (`require.resolve(…)` of one not installed) is warned. Read once
 * for both its readers: React pages link them, and the theme loads them (and reads their `--ifm-*` colours).
 */
export function customCssOf(site: Record<string, unknown>, root: string, file: string, warnings: ReadingWarnings): string[] {
  const theme = classicOptions(site)?.theme;
  const given = isRecord(theme) ? theme.customCss : undefined;
  const list = given === undefined ? [] : Array.isArray(given) ? given : [given];
  return list.flatMap((entry, at) => {
    const field = `theme.customCss${Array.isArray(given) ? `[${at}]` : ''}`;
    const found = typeof entry === 'string' ? siteFile(entry, root) : undefined;
    if (found === undefined) warnings.unreadable(file, field, entry, 'it is not loaded');
    return found === undefined ? [] : [found];
  });
}

/** A file the config names, from the site's root, when it is there. */
function siteFile(given: string, root: string): string | undefined {
  const candidates = path.isAbsolute(given)
    ? [given, path.resolve(root, path.relative(process.cwd(), given))]
    : [path.resolve(root, given)];
  const abs = candidates.find((candidate) => existsSync(candidate) && candidate.startsWith(root + path.sep));
  return abs === undefined ? undefined : path.relative(root, abs).split(path.sep).join('/');
}

/** The classic preset's options, when the config uses it. */
function classicOptions(site: Record<string, unknown>): Record<string, unknown> | undefined {
  for (const entry of Array.isArray(site.presets) ? site.presets : []) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, undefined];
    if (typeof name === 'string' && CLASSIC_PRESET.test(name) && isRecord(options)) return options;
  }
  return undefined;
}

/** The pages plugin's options: an object, false (no pages), or undefined (the defaults). */
function findPagesOptions(site: Record<string, unknown>): Record<string, unknown> | false | undefined {
  let found: Record<string, unknown> | false | undefined;
  for (const entry of Array.isArray(site.presets) ? site.presets : []) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, undefined];
    if (typeof name !== 'string' || !CLASSIC_PRESET.test(name) || !isRecord(options)) continue;
    if (options.pages === false) found = false;
    else if (isRecord(options.pages)) found = options.pages;
  }
  for (const entry of Array.isArray(site.plugins) ? site.plugins : []) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, undefined];
    if (typeof name === 'string' && PAGES_PLUGIN.test(name)) found = isRecord(options) ? options : {};
  }
  return found;
}

/**
 * The config as pages read it through `useDocusaurusContext().siteConfig`: its plain data, without what code computed
 * (functions, values of packages that stood in) and without the presets' and plugins' options, which are the build's.
 */
export function siteConfigData(site: Record<string, unknown>): Record<string, unknown> {
  const { presets: _presets, plugins: _plugins, themes: _themes, ...rest } = site;
  return plainData(rest) as Record<string, unknown>;
}

function plainData(value: unknown): unknown {
  if (isMarker(value) || typeof value === 'function') return undefined;
  if (Array.isArray(value)) return value.map(plainData).filter((item) => item !== undefined);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .map(([key, item]) => [key, plainData(item)] as const)
        .filter(([, item]) => item !== undefined),
    );
  }
  return value;
}
