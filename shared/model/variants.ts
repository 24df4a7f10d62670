// A site's versions and languages as its pages show them (docs/design/versions.md): the version menu, the banner of an
// old or unreleased version, the language menu, hreflang alternates. Made by the build from the config's `versions`
// and `locales` (cli/variants/), read by the templates and the client; absent on a site with one version and one
// language (the Coins site), whose pages look as they always did.

/** One published version of the docs. */
export interface SiteVersion {
  /** "current" or a frozen version's name ("29.7"). */
  name: string;
  /** Its name in the version menu ("Next", "29.7"). */
  label: string;
  /** The route its docs sit under ("/docs/next"; the last version's is the docs' route itself, "/docs" or "/"). */
  root: string;
  /** The route of its first page: where the menu goes when the page the reader is on does not exist in it. */
  home: string;
  /** The notice above its pages; absent for none (the last version). */
  banner?: 'unreleased' | 'unmaintained';
  /** The version at the docs' route, which canonical links and the banner point to. */
  isLast: boolean;
}

/** One language of the site. */
export interface SiteLocale {
  /** Its key in the config and in routes ("fr", "zh-CN"); the default's pages have no route prefix. */
  code: string;
  /** Its BCP 47 tag, for `lang` and `hreflang` ("fr", "zh-CN"). */
  lang: string;
  /** Its own name in the language menu ("Français"). */
  label: string;
  /** The route of its home page. */
  home: string;
  dir: 'ltr' | 'rtl';
  isDefault: boolean;
}

/** Where a page sits among the site's versions and languages, when the site has more than one of either. */
export interface PageVariant {
  /** Its version's name, on a versioned doc page. */
  version?: string;
  /** The same page in each other version that has it: version name → route. */
  versionRoutes?: Record<string, string>;
  /** Its locale's code, when the site has locales. */
  locale?: string;
  /** The same page in each other locale: code → route (a locale without it: its fallback page's route). */
  localeRoutes?: Record<string, string>;
  /** Served in the default language because the locale has no translation of it: the page says so. */
  untranslated?: true;
  /** Kept out of search engines (the version's `noIndex`): `<meta name="robots" content="noindex">`, not in sitemap.xml. */
  noIndex?: true;
  /** The offline search index's entry file (URL path from the site root) for the page's version and locale. */
  searchIndex?: string;
}

/**
 * `/_versions.json` (VERSIONS_FILE), which the client reads when the reader prefers a version other than the page's
 * (client/navigation/preferred-version.ts): every version's routes, so a navbar link into the docs is moved to the
 * same page in that version only where the page exists there, and to the version's home otherwise.
 */
export interface VersionsFile {
  versions: Array<Pick<SiteVersion, 'name' | 'root' | 'home' | 'isLast'> & { routes: string[] }>;
}

/** Its path from the site root. */
export const VERSIONS_FILE = '_versions.json';

/** The localStorage key of the reader's preferred version (as Docusaurus's `docs-preferred-version-<plugin>`). */
export const PREFERRED_VERSION_KEY = 'docsgen-preferred-version';
