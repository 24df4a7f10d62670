// What a page needs the Content-Security-Policy to allow, from its model: settled with its HTML, never read back from
// it. Every page runs the theme script (html-document.ts); a page's body brings what its raw HTML holds (collected
// where that HTML was made: markdown/pipeline.ts, mdx/render-mdx-pages.ts, the OpenAPI stage's descriptions); an
// operation page's "Try it" panel reaches its servers; /search runs the script that writes its query before the first
// paint (templates/pages/search-query-script.ts); every page carries the config's `head` tags (head-policy.ts).
import type { Page, SiteInfo } from '../../shared/model/site.js';
import type { PolicySources } from '../../shared/model/policy.js';
import { tryItOrigins } from '../../shared/try-it/server-origins.js';
import { searchQueryScript } from '../../templates/pages/search-query-script.js';
import { joinPolicies } from '../http/html-policy.js';
import { hashSource } from '../http/security-headers.js';
import { headPolicy } from './head-policy.js';
import { themeScript } from './theme-script.js';

/** A function giving each page's sources; the theme script and the `head` tags, the same on every page, are read once. */
export function pagePolicies(site: SiteInfo): (page: Page) => PolicySources {
  const theme = joinPolicies({ scripts: [hashSource(themeScript(site.announcementBar?.id))] }, headPolicy(site.head, site.url));
  return (page) => {
    const own = 'policy' in page ? page.policy : undefined;
    // A blog list shows its intro and each post's summary: what their HTML needs.
    const bodies = page.kind === 'blog-list' ? [page.intro?.policy, ...page.posts.map((post) => post.body.policy)] : [];
    const tryIt = page.kind === 'api-operation' && page.tryIt ? { connect: connectable(tryItOrigins(page.tryIt)) } : undefined;
    const search = page.kind === 'search' ? { scripts: [hashSource(searchQueryScript(site.strings.search.pageHeading))] } : undefined;
    return joinPolicies(theme, search, own, tryIt, ...bodies);
  };
}

/** The origins a policy may name: scheme, host and port, nothing a header could be made to say more with. */
function connectable(origins: string[]): string[] {
  return origins.filter((origin) => /^https?:\/\/[a-z0-9.:[\]-]+$/i.test(origin));
}
