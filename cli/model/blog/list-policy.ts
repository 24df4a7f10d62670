// What a generated blog page needs of the Content-Security-Policy: its posts' summaries' (their raw HTML, their
// authors' pictures: post-summary.ts carries the post's policy), its intro's, and the pictures of the authors it shows.
import type { PolicySources } from '../../../shared/model/policy.js';
import type { Page } from '../../../shared/model/site.js';
import { authorImagePolicy } from './author-images.js';

/** The policy of a blog list or authors page; undefined for any other page or one needing nothing. */
export function blogPagePolicy(page: Page, siteUrl: string): PolicySources[] | undefined {
  if (page.kind === 'blog-authors') return [authorImagePolicy(page.authors, siteUrl) ?? {}];
  if (page.kind !== 'blog-list') return undefined;
  const author = 'author' in page.of ? authorImagePolicy([page.of.author], siteUrl) : undefined;
  return [...page.posts.map((post) => post.body.policy ?? {}), page.intro?.policy ?? {}, author ?? {}];
}
