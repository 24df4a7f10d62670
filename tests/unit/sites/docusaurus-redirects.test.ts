// What the Docusaurus reader takes of @docusaurus/plugin-client-redirects: `redirects: [{ from, to }]` as the config's
// redirects (a list of `from`s each its own), `fromExtensions: ['html']` as htmlAliases, and a warning for what the
// plugin does with code (`createRedirects`) or to targets (`toExtensions`).
import { describe, expect, it } from 'vitest';
import { readSite } from '../../../cli/sites/read-site.js';
import { tempSite } from '../support/temp-site.js';

const site = (options: string) =>
  tempSite({
    'docusaurus.config.js': `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', plugins: [['@docusaurus/plugin-client-redirects', ${options}]] };\n`,
    'docs/intro.md': '# Intro\n',
  });

describe('@docusaurus/plugin-client-redirects', () => {
  it('reads redirects, each of a list of froms its own rule, a hash left out', async () => {
    const config = await readSite(
      site(
        "{ fromExtensions: ['html'], redirects: [{ from: '/old', to: '/docs/intro' }, { from: ['/a', '/b/'], to: '/docs/intro#top' }] }",
      ),
    );
    expect(config.redirects).toEqual({ '/old': '/docs/intro', '/a': '/docs/intro', '/b/': '/docs/intro' });
    expect(config.htmlAliases).toBe(true);
    expect(config.site!.warnings).toEqual([]);
  });

  it('warns of createRedirects and toExtensions, and of a redirect it cannot read', async () => {
    const config = await readSite(
      site(
        "{ toExtensions: ['exe'], createRedirects(path) { return undefined; }, redirects: [{ from: '/x' }, { from: 'no-slash', to: '/docs/intro' }] }",
      ),
    );
    expect(config.redirects).toBeUndefined();
    expect(config.htmlAliases).toBeUndefined();
    expect(config.site!.warnings.map((w) => `${w.code} ${w.message}`)).toEqual([
      expect.stringMatching(/^site-field-unsupported `plugins\["@docusaurus\/plugin-client-redirects"\]\.toExtensions`: /),
      expect.stringMatching(
        /^site-field-unsupported `plugins\["@docusaurus\/plugin-client-redirects"\]\.createRedirects`: the redirects it makes with code/,
      ),
      expect.stringMatching(/^site-field-unread `plugins\["@docusaurus\/plugin-client-redirects"\]\.redirects\[0\]` is /),
      expect.stringMatching(
        /^site-field-unsupported `plugins\["@docusaurus\/plugin-client-redirects"\]\.redirects`: the redirect from no-slash to \/docs\/intro is left out/,
      ),
    ]);
  });
});
