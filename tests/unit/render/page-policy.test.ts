// What a page needs the Content-Security-Policy to allow, from its model: the theme script every page runs, its body's
// raw HTML (collected where the body was made), and an operation page's "Try it" servers; nothing read back from HTML.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import { pagePolicies } from '../../../cli/render/page-policy.js';
import { themeScript } from '../../../cli/render/theme-script.js';
import { PT_STRINGS } from '../../../shared/i18n/strings.pt.js';
import { searchQueryScript } from '../../../templates/pages/search-query-script.js';
import type { ApiOperationPage } from '../../../shared/model/api.js';
import type { DocPage, SearchPage, SiteInfo } from '../../../shared/model/site.js';

const cspHash = (text: string) => `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`;
/** Only what the policy reads of the site. */
const site = { announcementBar: { id: 'aviso', content: 'x' } } as SiteInfo;
const theme = cspHash(themeScript('aviso'));

describe('pagePolicies', () => {
  it("allows every page's theme script, and a body's inline script, style attribute and outside image", () => {
    const body = renderMarkdown('Texto.\n\n<script>iniciar()</script>\n\n<img style="width: 50%" src="https://img.example.com/a.png">\n');
    const page = { kind: 'doc', route: '/x', html: body.html, ...(body.policy ? { policy: body.policy } : {}) } as DocPage;
    expect(pagePolicies(site)(page)).toEqual({
      scripts: [theme, cspHash('iniciar()')],
      styleAttributes: [cspHash('width: 50%')],
      images: ['https://img.example.com'],
    });
    const plain = { kind: 'doc', route: '/y', html: renderMarkdown('Só texto.').html } as DocPage;
    expect(pagePolicies(site)(plain)).toEqual({ scripts: [theme] });
  });

  it("allows /search's script that writes the query into its heading, in the site's words, and on no other page", () => {
    const heading = 'Results for "{query}" </script><script>alert(1)</script>';
    const english = { ...site, strings: { ...PT_STRINGS, search: { ...PT_STRINGS.search, pageHeading: heading } } } as SiteInfo;
    const search = { kind: 'search', route: '/search', title: 'Search', description: '' } as SearchPage;
    const script = searchQueryScript(heading);
    expect(pagePolicies(english)(search)).toEqual({ scripts: [theme, cspHash(script)] });
    // The text cannot end its <script> element early, whatever the strings table says.
    expect(script).not.toMatch(/<\//);
    const plain = { kind: 'doc', route: '/y', html: renderMarkdown('Só texto.').html } as DocPage;
    expect(pagePolicies(english)(plain)).toEqual({ scripts: [theme] });
  });

  it('lets an operation page\'s "Try it" panel reach the origins of its servers, and nothing else a URL says', () => {
    const tryIt = {
      method: 'GET',
      path: '/x',
      auth: [],
      parameters: [],
      servers: [
        { url: 'https://Sandbox.api.coins.com.br/v1?x=1' },
        { url: 'http://127.0.0.1:4010/' },
        { url: 'https://user@evil.example.com/' },
        { url: '/relative' },
        { url: 'https://sandbox.api.coins.com.br/v2' },
      ],
    };
    const page = { kind: 'api-operation', route: '/api/x', tryIt } as unknown as ApiOperationPage;
    expect(pagePolicies(site)(page).connect).toEqual(['https://sandbox.api.coins.com.br', 'http://127.0.0.1:4010']);
    expect(pagePolicies(site)({ ...page, tryIt: undefined }).connect).toBeUndefined();
  });
});
