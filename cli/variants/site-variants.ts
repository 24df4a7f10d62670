// The docs a site publishes more than once (docs/design/versions.md): one variant per version, each read as a site of
// its own from a config derived from the site's (its content folder, its sidebars, its route), then merged into one
// model (merge-variants.ts). The primary variant is the one readers get at the docs' route: the last version. It alone
// carries what is not versioned: the home page, the pages folder, the API reference. Pure.
import path from 'node:path';
import type { ResolvedConfig } from '../config/schema.js';
import type { ResolvedVersion } from '../config/resolve-versions.js';

export interface SiteVariant {
  /** A name for its caches and files, safe in a file name ("current", "29.7"). */
  key: string;
  version: ResolvedVersion;
  /** The site's config with this variant's content folder, sidebars and route; the primary's is the site's own but for those. */
  config: ResolvedConfig;
  primary: boolean;
}

/** The route of a version's docs: the docs' route with its route part ("/docs" + "next" → "/docs/next"). */
export function versionRoot(contentRoute: string | undefined, routePart: string): string {
  const base = !contentRoute || contentRoute === '/' ? '' : contentRoute.replace(/\/+$/, '');
  if (!routePart) return base || '/';
  return `${base}/${routePart}`;
}

/** A string safe in a file name, and the same for the same version. */
export function variantKey(name: string): string {
  return name.replace(/[^\w.-]/g, '_');
}

/**
 * The variants of a site with versions, the primary (last version) first; none for a site without (its one config is
 * built as it always was).
 */
export function siteVariants(config: ResolvedConfig): SiteVariant[] {
  const versions = config.versions;
  if (!versions || versions.length < 2) return [];
  const ordered = [...versions.filter((version) => version.isLast), ...versions.filter((version) => !version.isLast)];
  return ordered.map((version) => ({
    key: variantKey(version.name),
    version,
    primary: version.isLast,
    config: variantConfig(config, version),
  }));
}

/** The config a version is read with: its folder, its sidebars and its route; a version other than the last, the docs only. */
function variantConfig(config: ResolvedConfig, version: ResolvedVersion): ResolvedConfig {
  const contentRoute = versionRoot(config.contentRoute, version.routePart);
  // The current docs' sidebars are the config's own; a frozen version's are its own, or none.
  const sidebars = version.contentDir === path.resolve(config.contentDir) && !version.sidebars ? config.sidebars : version.sidebars;
  const { sidebars: _sidebars, contentRoute: _route, pages, openapi, ...rest } = config;
  return {
    ...rest,
    contentDir: version.contentDir,
    ...(contentRoute === '/' ? {} : { contentRoute }),
    ...(sidebars ? { sidebars } : {}),
    ...(version.isLast && pages ? { pages } : {}),
    ...(version.isLast && openapi ? { openapi } : {}),
  };
}
