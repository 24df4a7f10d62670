// Which links client navigation follows (client/navigation/page-url.ts): pages of this site only. Everything else
// must stay with the browser: other origins, files (assets, the OpenAPI downloads, images), a change of hash only.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageUrl } from '../../../../client/navigation/page-url.js';

function stubPage(href: string, bootSrc: string): void {
  vi.stubGlobal('location', new URL(href));
  vi.stubGlobal('document', {
    querySelector: (selector: string) => (selector.startsWith('script') ? { getAttribute: () => bootSrc } : null),
  });
}

describe('pageUrl', () => {
  afterEach(() => vi.unstubAllGlobals());

  describe('a site served from the root', () => {
    beforeEach(() => stubPage('https://docs.example.com/guide/webhook', '/assets/boot-ABC.js'));

    it('accepts pages of the site, with a query, a hash, or the .html form', () => {
      for (const href of [
        '/guide/api-key',
        '/',
        '/api',
        '/search?q=conta',
        '/guide/webhook#assinatura',
        'api-key',
        '/guide/glossary.html',
      ]) {
        expect(pageUrl(href), href).not.toBeNull();
      }
    });

    it('leaves other origins, assets, the OpenAPI files and any file with an extension to the browser', () => {
      for (const href of [
        'https://github.com/coins',
        '//cdn.example.com/x',
        '/assets/site-1.css',
        '/openapi/coins-api.yaml',
        '/openapi/coins-api.json',
        '/img/logo.svg',
        '/sitemap.xml',
        'mailto:dev@example.com',
      ]) {
        expect(pageUrl(href), href).toBeNull();
      }
    });
  });

  describe('a site served under a base path', () => {
    beforeEach(() => stubPage('https://example.com/docs/guide/webhook', '/docs/assets/boot-ABC.js'));

    it('accepts pages under the base only, and knows its files by their path inside the site', () => {
      expect(pageUrl('/docs/guide/api-key')).not.toBeNull();
      expect(pageUrl('/other/page')).toBeNull();
      expect(pageUrl('/docs/assets/boot-ABC.js')).toBeNull();
      expect(pageUrl('/docs/openapi/coins-api.yaml')).toBeNull();
    });
  });
});
