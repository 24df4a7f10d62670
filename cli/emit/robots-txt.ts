// robots.txt: lets every crawler in and points it at the sitemap. Written when the config gives the site's `url` (the
// sitemap's address is absolute, and without a `url` there is no sitemap) and the site is served at the root of its
// host (crawlers read /robots.txt only there: under a base URL, the host's own robots.txt is the one that counts). A
// robots.txt of the site's own, in the static folder, is kept instead.
import type { Emitter } from './emitter.js';
import { givesSiteWide } from './site-wide.js';

export const ROBOTS_TXT = 'robots.txt';

export const robotsTxt: Emitter = {
  name: 'robots',
  writes: [ROBOTS_TXT],
  *emit(input) {
    const { url, baseUrl } = input.model.site;
    if (!givesSiteWide(input) || !url || baseUrl !== '/' || input.site.staticFiles.includes(`/${ROBOTS_TXT}`)) return undefined;
    yield { path: ROBOTS_TXT, body: { text: robotsText(`${url}/sitemap.xml`) } };
    return undefined;
  },
};

/** The file's text: everything allowed, and where the sitemap is. */
export function robotsText(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
