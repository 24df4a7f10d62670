// What the build tells a server about its output, in one file it writes beside the assets: the files it named by
// their content (the client bundle, the sidebar data, the search index's shards and fragments). Only those may be
// cached as immutable: a guess from the name ("-" and 8 letters) also caught a static/assets/company-brochure.pdf,
// which a later build may replace under the same name.

/** Where the build writes the manifest, under the output folder. */
export const BUILD_MANIFEST = 'assets/build-manifest.json';

export interface BuildManifest {
  version: 1;
  /** URL paths from the site's root, base URL excluded ("/assets/boot-AB12CD34.js"), of the content-hashed files. */
  immutable: string[];
}

/** The manifest's JSON for the given content-hashed files (URL paths from the site's root). */
export function buildManifestJson(immutable: Iterable<string>): string {
  const manifest: BuildManifest = { version: 1, immutable: [...new Set(immutable)].sort() };
  return `${JSON.stringify(manifest, null, 1)}\n`;
}

/** The set of immutable URL paths a manifest names; empty for anything that is not one (no file, another tool's). */
export function immutablePaths(json: string | undefined): ReadonlySet<string> {
  if (json === undefined) return new Set();
  try {
    const parsed: unknown = JSON.parse(json);
    const list = (parsed as Partial<BuildManifest> | null)?.immutable;
    return new Set(Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : []);
  } catch {
    return new Set();
  }
}
