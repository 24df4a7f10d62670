// What authors' pictures need of the Content-Security-Policy (docs/design/blog.md §5 "Policy"): a picture on another
// site is shown only if the page's img-src names its origin. GitHub's `https://github.com/<user>.png` answers with a
// redirect to avatars.githubusercontent.com, which the policy checks too, so both origins go in for it.
import type { BlogAuthor } from '../../../shared/model/blog.js';
import type { PolicySources } from '../../../shared/model/policy.js';

const GITHUB_AVATAR = /^https:\/\/github\.com\/[^/]+\.png(?:[?#].*)?$/i;
const GITHUB_AVATARS_ORIGIN = 'https://avatars.githubusercontent.com';

/** The origins of the authors' pictures shown from other sites than `siteUrl`'s, sorted, each once. */
export function authorImageOrigins(authors: readonly BlogAuthor[], siteUrl: string): string[] {
  const own = originOf(siteUrl);
  const origins = new Set<string>();
  for (const { imageUrl } of authors) {
    const origin = imageUrl === undefined ? undefined : originOf(imageUrl);
    if (!origin || origin === own) continue;
    origins.add(origin);
    if (GITHUB_AVATAR.test(imageUrl!)) origins.add(GITHUB_AVATARS_ORIGIN);
  }
  return [...origins].sort();
}

/** The same as a policy's `images`, or undefined when the pictures need nothing. */
export function authorImagePolicy(authors: readonly BlogAuthor[], siteUrl: string): PolicySources | undefined {
  const images = authorImageOrigins(authors, siteUrl);
  return images.length > 0 ? { images } : undefined;
}

/** An http(s) URL's origin; undefined for a path or another scheme. */
function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
