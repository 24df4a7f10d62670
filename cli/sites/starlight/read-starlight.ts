// A Starlight site: an Astro config (`astro.config.*`) whose integrations include `starlight({…})`, its pages under
// src/content/docs/ and its static files in public/. The config runs with Astro and Starlight standing in, so the
// options handed to `starlight(…)` are read as data, and the default locale's readers' view of them becomes
// docsgen's config; its locales become its `locales` (starlight-locale-list.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { UserConfig } from '../../config/schema.js';
import { isMarker, isRecord, ReadingWarnings, siteLocale, stringAt, unwrapCalls } from '../config-data.js';
import { astroRedirects } from './astro-redirects.js';
import { listsRemarkMath } from '../math-plugins.js';
import type { ReadTools, SiteReader, SiteReading } from '../site-reading.js';
import { starlightLocaleList } from './starlight-locale-list.js';
import { starlightLocales } from './starlight-locales.js';
import { starlightPages } from './starlight-pages.js';
import { starlightSettings } from './starlight-settings.js';
import { starlightSidebar } from './starlight-sidebar.js';
import { starlightTheme } from './starlight-theme.js';
import { warnUnrunPlugins } from '../unrun-plugins.js';

export const STARLIGHT_READER: SiteReader = {
  name: 'Starlight',
  find: findStarlightConfig,
  // Astro's `outDir` default (a config setting another is code the finder does not run).
  outDir: () => 'dist',
  read: readStarlight,
};

const CONFIG_NAMES = ['mjs', 'js', 'ts', 'mts', 'cjs'].map((ext) => `astro.config.${ext}`);
const STARLIGHT = '@astrojs/starlight';

/** Astro's and Starlight's packages, which stand in so the options given to them are data. */
const ownPackage = (name: string): boolean => name === 'astro' || name.startsWith('astro/') || name.startsWith('@astrojs/');

/** `astro.config.*` in the folder, when the site uses Starlight (the config or package.json names it). */
export function findStarlightConfig(root: string): string | undefined {
  const file = CONFIG_NAMES.find((name) => existsSync(path.join(root, name)));
  if (!file) return undefined;
  if (readFileSync(path.join(root, file), 'utf8').includes(STARLIGHT)) return file;
  // A config may take Starlight from a file of its own: the site's dependencies say it is there.
  const manifest = path.join(root, 'package.json');
  if (!existsSync(manifest)) return undefined;
  try {
    const { dependencies, devDependencies } = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, Record<string, string>>;
    return dependencies?.[STARLIGHT] || devDependencies?.[STARLIGHT] ? file : undefined;
  } catch {
    return undefined;
  }
}

async function readStarlight(root: string, file: string, tools: ReadTools): Promise<SiteReading> {
  const warnings = new ReadingWarnings();
  const evaluated = await tools.evaluate(file, ownPackage);
  for (const warning of evaluated.warnings) warnings.add(warning);
  const astro = astroConfig(evaluated.value, file, warnings);
  const options = starlightOptions(astro, file, warnings);
  const srcDir = folderAt(astro.srcDir, 'src', file, 'srcDir', warnings);
  const staticDir = folderAt(astro.publicDir, 'public', file, 'publicDir', warnings);
  const contentDir = path.posix.join(srcDir, 'content/docs');
  const locales = starlightLocales(options, file, warnings);
  const pages = starlightPages(root, contentDir);
  const sidebar = starlightSidebar(options.sidebar, { file, warnings, pages, locales });
  const localeList = starlightLocaleList(options, { contentDir, file, pages, current: locales });
  const theme = starlightTheme(options.customCss, { root, file, warnings });
  const config: UserConfig = {
    ...astroSettings(astro, file, warnings),
    ...starlightSettings(options, { root, file, warnings, staticDir, lang: locales.lang }),
    ...(theme ? { theme } : {}),
    contentDir,
    staticDir,
    // Starlight publishes no `_`-prefixed file (its docsLoader's pattern), `_index.md` included, and no draft.
    exclude: ['**/_*', ...pages.drafts.map(escapeGlob)],
    // Its URLs are Astro's slugs: guides/Intro Page.md → /guides/intro-page/, a front-matter slug from the root; its
    // heading ids are github-slugger's, docsgen's default.
    routeStyle: 'astro',
    locale: siteLocale(locales.lang, file, locales.folder ? `locales.${locales.folder}.lang` : 'locales.root.lang', warnings),
    sidebars: { docs: { label: '', items: sidebar } },
    ...(localeList ? { locales: localeList } : {}),
  };
  return { config, files: [file], warnings: warnings.list };
}

/** The object handed to `defineConfig(…)`, or a warning and nothing. */
function astroConfig(value: unknown, file: string, warnings: ReadingWarnings): Record<string, unknown> {
  const config = unwrapCalls(value);
  if (isRecord(config)) return config;
  warnings.unreadable(file, 'export default', config, 'the site is read with the defaults');
  return {};
}

/** The options of the `starlight(…)` call among the integrations, or a warning and none. */
function starlightOptions(astro: Record<string, unknown>, file: string, warnings: ReadingWarnings): Record<string, unknown> {
  const integrations = Array.isArray(astro.integrations) ? astro.integrations.flat(Number.POSITIVE_INFINITY) : [];
  const call = integrations.find((item) => isMarker(item) && item.$standIn?.startsWith(STARLIGHT) && item.$args);
  const options = isMarker(call) ? call.$args?.[0] : undefined;
  if (isRecord(options)) return options;
  warnings.unreadable(
    file,
    'integrations',
    call ?? astro.integrations,
    "Starlight's options were not found: the site is read with Starlight's defaults",
  );
  return {};
}

/** Astro's own options readers see: the site's URL, its base path, and how its pages' files are named. */
function astroSettings(astro: Record<string, unknown>, file: string, warnings: ReadingWarnings): UserConfig {
  const site = stringAt(astro.site, file, 'site', warnings);
  const origin = site && /^https?:\/\//.test(site) ? new URL(site).origin : undefined;
  const base = stringAt(astro.base, file, 'base', warnings);
  const baseUrl = base ? `/${base.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/') : undefined;
  // `build.format: 'file'` publishes /guides/intro.html: those URLs must keep working.
  const build = isRecord(astro.build) ? astro.build : {};
  const markdown = isRecord(astro.markdown) ? astro.markdown : {};
  for (const list of ['remarkPlugins', 'rehypePlugins']) warnUnrunPlugins(markdown[list], { file, field: `markdown.${list}` }, warnings);
  return {
    ...(origin ? { url: origin } : {}),
    ...(baseUrl ? { baseUrl } : {}),
    ...(build.format === 'file' ? { htmlAliases: true } : {}),
    ...astroRedirects(astro.redirects, file, warnings),
    ...(listsRemarkMath(markdown.remarkPlugins) ? { markdown: { math: true } } : {}),
  };
}

/** A folder option of Astro's (`srcDir`, `publicDir`), relative to the root, or its default. */
function folderAt(value: unknown, fallback: string, file: string, field: string, warnings: ReadingWarnings): string {
  const written = stringAt(value, file, field, warnings);
  if (!written) return fallback;
  return path.posix.normalize(written.replace(/^\.\//, '')).replace(/\/+$/, '') || fallback;
}

/** A file's path as a glob that matches it alone. */
function escapeGlob(rel: string): string {
  return rel.replace(/[\\*?[\]{}()!+@]/g, (char) => `\\${char}`);
}
