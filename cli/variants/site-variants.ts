// The docs a site publishes more than once (docs/design/versions.md): one variant per version and per locale, each
// read as a site of its own from a config derived from the site's (its content folder, its sidebars, its route, its
// interface language), then merged into one model (merge-variants.ts). The primary variant is the one readers get at
// the docs' route: the last version in the default locale. It alone carries what is neither versioned nor translated:
// the home page of the pages folder, the API reference. Pure.
import path from 'node:path';
import { LOCALE_STRINGS } from '../../shared/i18n/locales.js';
import type { ResolvedLocale } from '../config/resolve-locales.js';
import type { ResolvedVersion } from '../config/resolve-versions.js';
import type { ResolvedConfig } from '../config/schema.js';

export interface SiteVariant {
  /** A name for its caches and files, safe in a file name ("29.7", "fr", "fr-29.7"). */
  key: string;
  /** Its version, on a site with versions. */
  version?: ResolvedVersion;
  /** Its locale, on a site with locales. */
  locale?: ResolvedLocale;
  /** The site's config with this variant's content folder, sidebars, route and language. */
  config: ResolvedConfig;
  primary: boolean;
  /** The route its docs sit under ("/fr/docs/next"). */
  root: string;
  /**
   * A locale other than the default: the default locale's folder of the same version, whose pages the locale has no
   * translation of are published in it as they are, untranslated (as Starlight and Docusaurus do).
   */
  fallbackDir?: string;
  /** The rules the fallback folder is read with (the default locale's `exclude`). */
  fallbackExclude?: string[];
}

/** The route of a version's docs: the docs' route with its route part ("/docs" + "next" → "/docs/next"). */
export function versionRoot(contentRoute: string | undefined, routePart: string): string {
  const base = !contentRoute || contentRoute === '/' ? '' : contentRoute.replace(/\/+$/, '');
  if (!routePart) return base || '/';
  return `${base}/${routePart}`;
}

/** A route under a locale's part ("/docs" in "fr" → "/fr/docs"); the default locale's part is usually "". */
export function localeRoute(routePart: string, route: string): string {
  if (!routePart) return route;
  return route === '/' ? `/${routePart}` : `/${routePart}${route}`;
}

/** A variant's own caches (its reading, Markdown, search terms), in the site's cache folder: `variant-<key>/`. */
export function variantCacheDir(cacheDir: string, key: string): string {
  return path.join(cacheDir, `variant-${key}`);
}

/** A string safe in a file name, and the same for the same version and locale. */
export function variantKey(...names: Array<string | undefined>): string {
  return names
    .filter((name): name is string => !!name)
    .join('-')
    .replace(/[^\w.-]/g, '_');
}

/**
 * The variants of a site with versions or locales, the primary (last version, default locale) first, then the default
 * locale's other versions, then each other locale's; none for a site with one of each (built as it always was).
 */
export function siteVariants(config: ResolvedConfig): SiteVariant[] {
  const versions = (config.versions?.length ?? 0) > 1 ? config.versions! : undefined;
  const locales = (config.locales?.length ?? 0) > 1 ? config.locales! : undefined;
  if (!versions && !locales) return [];
  const versionList: Array<ResolvedVersion | undefined> = versions
    ? [...versions.filter((version) => version.isLast), ...versions.filter((version) => !version.isLast)]
    : [undefined];
  const localeList: Array<ResolvedLocale | undefined> = locales
    ? [...locales.filter((locale) => locale.isDefault), ...locales.filter((locale) => !locale.isDefault)]
    : [undefined];
  const defaultLocale = localeList[0];
  return localeList.flatMap((locale) =>
    versionList.map((version) => {
      const primary = (!version || version.isLast) && (!locale || locale.isDefault);
      const config_ = variantConfig(config, { version, locale, primary });
      const fallback = locale && !locale.isDefault ? folderOf(config, version, defaultLocale) : undefined;
      return {
        key: variantKey(locale?.code, version?.name),
        ...(version ? { version } : {}),
        ...(locale ? { locale } : {}),
        config: config_,
        primary,
        root: config_.contentRoute ?? '/',
        ...(fallback ? { fallbackDir: fallback } : {}),
        ...(fallback && defaultLocale?.exclude ? { fallbackExclude: [...(config.exclude ?? []), ...defaultLocale.exclude] } : {}),
      };
    }),
  );
}

/**
 * A version's folder in a locale: the current docs' is the locale's folder (the default locale's is the content folder
 * itself, or a folder of its own: Starlight's `defaultLocale: 'en'` reads src/content/docs/en/); a frozen version's is,
 * in the default locale, the version's own, in another Docusaurus's `…/version-<name>` beside its `…/current`, else
 * `<folder>/<name>`.
 */
function folderOf(config: ResolvedConfig, version: ResolvedVersion | undefined, locale: ResolvedLocale | undefined): string {
  const current = !version || version.contentDir === config.contentDir;
  if (current) return locale?.contentDir ?? config.contentDir;
  if (!locale || locale.isDefault) return version.contentDir;
  if (path.basename(locale.contentDir) === 'current') return path.join(path.dirname(locale.contentDir), `version-${version.name}`);
  return path.join(locale.contentDir, version.name);
}

/** The config a variant is read with: its folder, sidebars, route and interface; the primary alone keeps the pages folder, API and blog. */
function variantConfig(
  config: ResolvedConfig,
  { version, locale, primary }: { version?: ResolvedVersion; locale?: ResolvedLocale; primary: boolean },
): ResolvedConfig {
  const contentRoute = localeRoute(locale?.routePart ?? '', versionRoot(config.contentRoute, version?.routePart ?? ''));
  const contentDir = folderOf(config, version, locale);
  const current = !version || version.contentDir === config.contentDir;
  // The current docs' sidebars are the config's own (or the locale's); a frozen version's are its own, or none.
  const sidebars = current ? (locale?.sidebars ?? config.sidebars) : version.sidebars;
  const exclude = [...(config.exclude ?? []), ...(locale?.exclude ?? [])];
  const { sidebars: _sidebars, contentRoute: _route, pages, openapi, blog, exclude: _exclude, ...rest } = config;
  const translated = locale && !locale.isDefault ? { locale: locale.strings, strings: LOCALE_STRINGS[locale.strings] } : {};
  // The locale's navbar and footer, in its words, where it gives them.
  const navbar = locale?.navbar ? { navbar: locale.navbar } : {};
  const footer = locale?.footer
    ? {
        footer: {
          copyright: locale.footer.copyright ?? config.footer.copyright,
          ...(locale.footer.links ? { links: locale.footer.links } : config.footer.links ? { links: config.footer.links } : {}),
        },
      }
    : {};
  return {
    ...rest,
    ...translated,
    ...navbar,
    ...footer,
    contentDir,
    ...(contentRoute === '/' ? {} : { contentRoute }),
    ...(sidebars ? { sidebars } : {}),
    ...(exclude.length > 0 ? { exclude } : {}),
    ...(primary && pages ? { pages } : {}),
    ...(primary && openapi ? { openapi } : {}),
    // The blog is not versioned, and not yet read per locale (docs/design/blog.md §5): the primary's alone.
    ...(primary && blog ? { blog } : {}),
  };
}
