// The config's `versions` with Docusaurus's defaults filled in (its docs plugin's versions/version.ts): the last
// version at the docs' route, the current docs at "next" unless last, others at their name; banners by place.
import path from 'node:path';
import type { z } from 'zod';
import type { SidebarConfig } from './schema.js';
import { CURRENT_VERSION, type versionsSchema } from './versions-schema.js';

type ParsedVersions = NonNullable<z.output<typeof versionsSchema>>;

/** One published version, as the build will use it. */
export interface ResolvedVersion {
  /** "current" or a frozen version's name. */
  name: string;
  label: string;
  /** Its part of the route after `contentRoute`: "" for the last version. */
  routePart: string;
  /** The notice above its pages; absent for none. */
  banner?: 'unreleased' | 'unmaintained';
  noIndex: boolean;
  isLast: boolean;
  /** Its pages' folder (absolute); the current docs' is `contentDir`. */
  contentDir: string;
  /** Its sidebars; absent for the current docs, whose are the config's `sidebars`. */
  sidebars?: Record<string, SidebarConfig>;
}

/** The published versions, newest first (the current docs first when included). */
export function resolveVersions(root: string, contentDir: string, versions: ParsedVersions): ResolvedVersion[] {
  const entries = [
    ...(versions.current.include ? [{ ...versions.current, name: CURRENT_VERSION, dir: contentDir, sidebars: undefined }] : []),
    ...versions.list,
  ];
  const names = entries.map((entry) => entry.name);
  const last = versions.lastVersion ?? names.find((name) => name !== CURRENT_VERSION) ?? CURRENT_VERSION;
  return entries.map((entry, at) => {
    const isLast = entry.name === last;
    const banner = entry.banner ?? (isLast ? 'none' : at < names.indexOf(last) ? 'unreleased' : 'unmaintained');
    const defaultPart = isLast ? '' : entry.name === CURRENT_VERSION ? 'next' : entry.name;
    return {
      name: entry.name,
      label: entry.label ?? (entry.name === CURRENT_VERSION ? 'Next' : entry.name),
      routePart: (entry.path ?? defaultPart).replace(/^\/+|\/+$/g, ''),
      ...(banner === 'none' ? {} : { banner }),
      noIndex: entry.noIndex ?? false,
      isLast,
      contentDir: path.resolve(root, entry.dir),
      ...(entry.sidebars ? { sidebars: entry.sidebars } : {}),
    };
  });
}
