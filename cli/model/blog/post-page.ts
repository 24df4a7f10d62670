// A post's page: the DocPage every content page gets, placed in its blog instead of the docs (post-places.ts).
import type { PolicySources } from '../../../shared/model/policy.js';
import type { DocPage } from '../../../shared/model/site.js';
import type { PostPlace } from './post-places.js';

/** The content page made a post: its blog's tags, sidebar, breadcrumbs, neighbours, edit link and flags. */
export function asPostPage(page: DocPage, place: PostPlace): DocPage {
  const { sidebarId: _sidebar, prev: _prev, next: _next, editUrl: _edit, policy: _policy, ...rest } = page;
  const policy = withImages(page.policy, place.images);
  return {
    ...rest,
    tags: place.tags,
    breadcrumbs: place.breadcrumbs,
    ...(place.sidebarId ? { sidebarId: place.sidebarId } : {}),
    ...(place.prev ? { prev: place.prev } : {}),
    ...(place.next ? { next: place.next } : {}),
    ...(place.editUrl ? { editUrl: place.editUrl } : {}),
    ...(place.noIndex ? { noIndex: true as const } : {}),
    ...(policy ? { policy } : {}),
    post: place.post,
  };
}

/** The body's policy with the authors' pictures' origins in `images`, each once. */
export function withImages(policy: PolicySources | undefined, images: readonly string[]): PolicySources | undefined {
  if (images.length === 0) return policy;
  return { ...policy, images: [...new Set([...(policy?.images ?? []), ...images])] };
}
