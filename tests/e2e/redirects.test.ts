// The config's redirects in Chromium, on a Docusaurus site with versions (tests/fixtures/sites/docusaurus-versions)
// given @docusaurus/plugin-client-redirects: an old address leads to a page of an old version (the redirects are
// checked against every version's pages). `docsgen serve` answers the old address with 301; the forward page the
// build writes there, for hosts that do not read `_redirects`, reaches the page with JavaScript off (meta refresh),
// and with it on keeps the `#anchor`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBuiltFixture } from './support/built-fixture.js';

const site = useBuiltFixture('sites/docusaurus-versions', (root) => {
  const config = path.join(root, 'docusaurus.config.js');
  const plugin = `plugins: [['@docusaurus/plugin-client-redirects', { redirects: [
    { from: '/docs/legacy', to: '/docs/1.0/old-feature' },
    { from: '/docs/older', to: '/docs/legacy' },
  ] }]],`;
  writeFileSync(config, readFileSync(config, 'utf8').replace("baseUrl: '/',", `baseUrl: '/',\n  ${plugin}`));
});

describe('redirects', () => {
  it('docsgen serve answers an old address with 301 and its Location, the query kept; _redirects is not served', async () => {
    const old = await fetch(`${site.url}/docs/older?from=mail`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    // A chain is one hop.
    expect(old.headers.get('location')).toBe('/docs/1.0/old-feature?from=mail');
    expect((await fetch(`${site.url}/_redirects`)).status).toBe(404);
  });

  it('the browser follows the 301 to the page', async () => {
    const page = await site.open('/docs/legacy');
    expect(new URL(page.url()).pathname).toBe('/docs/1.0/old-feature');
    await page.context().close();
  });

  it('the forward page, for hosts without _redirects, reaches its page with JavaScript off', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // Asked by its file's name, serve sends the file itself, as a host that does not read _redirects would.
    await page.goto(`${site.url}/docs/legacy/index.html`);
    await page.waitForURL((url) => url.pathname === '/docs/1.0/old-feature');
    expect(await page.locator('h1').first().innerText()).not.toBe('');
    await context.close();
  });

  it('with JavaScript on, the forward page keeps the #anchor', async () => {
    const page = await site.open('/docs/older/index.html#details');
    await page.waitForURL((url) => url.pathname === '/docs/1.0/old-feature');
    expect(new URL(page.url()).hash).toBe('#details');
    await page.context().close();
  });
});
