// robots.txt (emit/robots-txt.ts), the emitter added as one file and one line of emitters.ts: written from the
// config's `url`, pointing crawlers at the sitemap; absent without a `url` (there is no sitemap then) or under a base
// URL (crawlers read only the host's own); the site's own kept instead; given by `docsgen dev` as by the build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { startDevServer } from '../../../cli/dev/dev-server.js';
import { EMITTERS } from '../../../cli/emit/emitters.js';
import { robotsTxt } from '../../../cli/emit/robots-txt.js';
import { page, tempSite } from '../support/temp-site.js';

const quiet = { log: () => {} };
const site = (config: string, more: Record<string, string> = {}) =>
  tempSite({ ...(config ? { 'docsgen.config.ts': config } : {}), 'content/index.md': page({ title: 'Início' }), ...more });
const robotsOf = (root: string) => path.join(root, 'build', 'robots.txt');

describe('robots.txt', () => {
  it('lets crawlers in and names the sitemap by its absolute URL, beside a sitemap that is there', async () => {
    const root = site("export default { url: 'https://docs.example.com' };\n");
    await buildSite({ root, ...quiet });
    expect(readFileSync(robotsOf(root), 'utf8')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.example.com/sitemap.xml\n');
    expect(existsSync(path.join(root, 'build', 'sitemap.xml'))).toBe(true);
    // Named in the list once, after the sitemap it points to.
    expect(EMITTERS.filter((emitter) => emitter === robotsTxt)).toHaveLength(1);
    expect(EMITTERS.findIndex((emitter) => emitter.name === 'sitemap')).toBeLessThan(EMITTERS.indexOf(robotsTxt));
  });

  it('is not written without a url, nor for a site under a base URL, and the static folder’s own is kept', async () => {
    const none = site('');
    await buildSite({ root: none, ...quiet });
    expect(existsSync(robotsOf(none))).toBe(false);
    const based = site("export default { url: 'https://example.com', baseUrl: '/docs/' };\n");
    await buildSite({ root: based, ...quiet });
    expect(existsSync(robotsOf(based))).toBe(false);
    const own = site("export default { url: 'https://example.com' };\n", { 'static/robots.txt': 'User-agent: *\nDisallow: /rascunhos\n' });
    await buildSite({ root: own, ...quiet });
    expect(readFileSync(robotsOf(own), 'utf8')).toBe('User-agent: *\nDisallow: /rascunhos\n');
  });

  it('is served by docsgen dev as the build writes it', { timeout: 60_000 }, async () => {
    const root = site("export default { url: 'https://docs.example.com' };\n");
    const dev = await startDevServer({ root, port: 0, host: '127.0.0.1', log: () => {}, cache: false });
    try {
      const response = await fetch(`${dev.url}/robots.txt`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toContain('Sitemap: https://docs.example.com/sitemap.xml');
    } finally {
      await dev.close();
    }
  });
});
