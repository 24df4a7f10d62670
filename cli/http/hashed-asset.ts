// The one rule for which files never change: the build names its bundles and sidebar data "<name>-<hash>.<ext>" under
// /assets/, so a new content is a new URL and browsers may keep the old one for a year.

/** Files named "<name>-<8+ hash chars>.<ext>" under /assets/ (a URL path inside the base). */
export const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_]{8,}\.[a-z0-9]+$/;

/** Whether a URL path (base removed) names a content-hashed asset, safe to cache as immutable. */
export function isHashedAsset(urlPath: string): boolean {
  return HASHED_ASSET.test(urlPath);
}
