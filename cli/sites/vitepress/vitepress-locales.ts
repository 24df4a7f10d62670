// A VitePress site's `locales` as docsgen's: `root` is the default locale, its pages the content folder; each other
// key is a locale whose pages are the `<key>/` folder of srcDir, published at `/<key>/…` (or its `link`), with its own
// sidebar (its folder's additional config over `locales.<key>.themeConfig` over the site's, as VitePress stacks them).
// The root locale leaves the other locales' folders out of its pages through its `exclude`.
import path from 'node:path';
import type { LocalesConfig } from '../../config/locales-schema.js';
import type { SidebarConfig } from '../../config/schema.js';
import { docIdFor } from '../../routes/content-routes.js';
import { listMarkdownFiles } from '../../sources/content-files.js';
import { isRecord, ReadingWarnings } from '../config-data.js';
import type { ReadTools } from '../site-reading.js';
import { localeConfig } from './vitepress-layers.js';
import { isExternal } from './vitepress-links.js';
import { vitepressFooter, vitepressNavbar } from './vitepress-navbar.js';
import { vitepressSidebars } from './vitepress-sidebar.js';

type LocaleEntry = NonNullable<LocalesConfig>['list'][number];

interface LocalesReading {
  /** srcDir, relative to the site root. */
  srcFolder: string;
  /** The root locale's content folder, relative to the site root (srcDir, or its folder a rewrite moves to the root). */
  contentDir: string;
  /** The root locale's language (`lang`). */
  lang: string | undefined;
  file: string;
  tools: ReadTools;
  warnings: ReadingWarnings;
  /** The files read: each locale's additional config is added. */
  files: string[];
}

/** The site's locales, or undefined when it has one language (no `locales`, or only `root`). */
export async function vitepressLocales(site: Record<string, unknown>, root: string, reading: LocalesReading): Promise<LocalesConfig> {
  const locales = isRecord(site.locales) ? site.locales : {};
  // A locale whose `link` leaves the site is another site: VitePress only links to it.
  const keys = Object.keys(locales).filter((key) => {
    const locale = locales[key];
    return key !== 'root' && !(isRecord(locale) && typeof locale.link === 'string' && isExternal(locale.link));
  });
  if (keys.length === 0) return undefined;
  const rootEntry = locales.root;
  const lang = (isRecord(rootEntry) && typeof rootEntry.lang === 'string' ? rootEntry.lang : undefined) ?? reading.lang ?? 'en-US';
  const folders = keys.map((key) => key.replace(/^\/+|\/+$/g, ''));
  const primary = lang.split(/[-_]/)[0]!.toLowerCase();
  const rootCode = folders.includes(primary) ? 'root' : primary;
  const contentRoot = path.posix.relative(
    reading.contentDir === '.' ? '' : reading.contentDir,
    reading.srcFolder === '.' ? '' : reading.srcFolder,
  );
  // The other locales' folders the root locale's content folder holds (none when a rewrite moved it to a sibling).
  const inside = contentRoot === '' ? folders : [];
  const list: LocaleEntry[] = [
    { code: rootCode, ...labels(rootEntry), lang, ...(inside.length > 0 ? { exclude: inside.map((folder) => `${folder}/**`) } : {}) },
  ];
  for (const [at, key] of keys.entries()) list.push(await otherLocale(site, root, key, folders[at]!, reading));
  return { default: rootCode, list };
}

/** One locale besides the root: its folder, route, labels and sidebars. */
async function otherLocale(
  site: Record<string, unknown>,
  root: string,
  key: string,
  folder: string,
  reading: LocalesReading,
): Promise<LocaleEntry> {
  const entry = (isRecord(site.locales) ? site.locales[key] : undefined) as unknown;
  const link = isRecord(entry) && typeof entry.link === 'string' ? entry.link.replace(/^\/+|\/+$/g, '') : undefined;
  const routePart = link ?? folder;
  const contentDir = reading.srcFolder === '.' ? folder : `${reading.srcFolder}/${folder}`;
  const seen = await localeConfig(root, site, key, reading);
  reading.files.push(...seen.files);
  const theme = isRecord(seen.config.themeConfig) ? seen.config.themeConfig : {};
  // Its navbar, in its words, names its keyed sidebars, as the root's does; its warnings would repeat the root's.
  const quiet = { file: reading.file, warnings: new ReadingWarnings() };
  const navbar = vitepressNavbar(theme.nav, quiet);
  const footer = vitepressFooter(theme.footer, quiet);
  const navLinks = navbar.flatMap((item) => ('to' in item && !isExternal(item.to) ? [{ route: item.to, label: item.label }] : []));
  const sidebars = localeSidebars(theme.sidebar, routePart, {
    file: seen.files[0] ?? reading.file,
    warnings: reading.warnings,
    navLinks,
    ids: new Set(
      listMarkdownFiles(path.join(root, contentDir), root).map((abs) => docIdFor(path.relative(path.join(root, contentDir), abs))),
    ),
  });
  const lang = isRecord(entry) && typeof entry.lang === 'string' ? entry.lang : undefined;
  return {
    code: folder,
    ...labels(entry),
    ...(lang ? { lang } : {}),
    ...(routePart !== folder ? { path: routePart } : {}),
    contentDir,
    ...(sidebars ? { sidebars } : {}),
    ...(navbar.length > 0 ? { navbar } : {}),
    ...(footer ? { footer } : {}),
  };
}

/** `label` and `dir` of a locale's entry, when given. */
function labels(entry: unknown): Pick<LocaleEntry, 'label' | 'dir'> {
  if (!isRecord(entry)) return {};
  return {
    ...(typeof entry.label === 'string' && entry.label ? { label: entry.label } : {}),
    ...(entry.dir === 'rtl' || entry.dir === 'ltr' ? { dir: entry.dir } : {}),
  };
}

/**
 * A locale's `themeConfig.sidebar`, its doc ids those of its folder: a list is the sidebar of its pages (prefix
 * `/<route part>/`), an object keeps the keys under its route (the site's keys stack under them, as in VitePress).
 */
function localeSidebars(
  value: unknown,
  routePart: string,
  {
    file,
    warnings,
    ids,
    navLinks,
  }: { file: string; warnings: ReadingWarnings; ids: Set<string>; navLinks: Array<{ route: string; label: string }> },
): Record<string, SidebarConfig> | undefined {
  const own = `/${routePart}/`;
  const mine = isRecord(value)
    ? Object.fromEntries(Object.entries(value).filter(([key]) => `/${key.replace(/^\/+/, '')}`.startsWith(own)))
    : value;
  const pages = { ids, contentRoute: `/${routePart}` };
  const sidebars = vitepressSidebars(mine, { file, warnings, pages, otherLocaleFolders: [], navLinks });
  if (!sidebars) return undefined;
  // A list's one sidebar is every page of the locale; keyed sidebars are named by their route, the locale's part off.
  return Object.fromEntries(
    Object.entries(sidebars).map(([id, sidebar]) => [
      id === 'docs' ? id : id.replace(new RegExp(`^${routePart}/?`), '') || 'docs',
      sidebar.prefix === '/' ? { ...sidebar, prefix: own } : sidebar,
    ]),
  );
}
