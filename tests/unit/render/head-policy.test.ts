// The config's `head` tags: written after docsgen's own tags with their values escaped, and allowed by the
// Content-Security-Policy exactly: an inline script by its hash, another site's script or stylesheet by its origin, the
// site's own files and data blocks adding nothing. No `head`, nothing changes.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headPolicy } from '../../../cli/render/head-policy.js';
import { htmlDocument } from '../../../cli/render/html-document.js';
import { pagePolicies } from '../../../cli/render/page-policy.js';
import { themeScript } from '../../../cli/render/theme-script.js';
import { PT_STRINGS } from '../../../shared/i18n/strings.pt.js';
import type { DocPage, HeadTag, SiteInfo } from '../../../shared/model/site.js';

const cspHash = (text: string) => `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`;

const site = {
  title: 'Coins',
  tagline: 'Moedas',
  url: 'https://docs.coins.com.br',
  baseUrl: '/',
  locale: 'pt',
  strings: PT_STRINGS,
  navbar: [],
  footer: { copyright: '' },
} as unknown as SiteInfo;
const page = { kind: 'doc', route: '/moedas', title: 'Moedas', description: 'Sobre moedas.', html: '<p>x</p>' } as unknown as DocPage;
const assets = { css: '/assets/site.css', boot: '/assets/boot.js' };

describe('headPolicy', () => {
  it("allows an inline script by its text's hash, another site's script and stylesheet by their origins", () => {
    const head: HeadTag[] = [
      { tag: 'script', content: "window.dgHead = 'ok';" },
      { tag: 'script', attrs: { src: 'https://cdn.usefathom.com/script.js?x=1', 'data-site': 'EZ', defer: true } },
      { tag: 'link', attrs: { rel: 'stylesheet', href: 'https://fonts.googleapis.com/css2?family=Inter' } },
      { tag: 'meta', attrs: { property: 'og:image', content: 'https://img.example.com/og.png' } },
    ];
    expect(headPolicy(head, site.url)).toEqual({
      scripts: [cspHash("window.dgHead = 'ok';"), 'https://cdn.usefathom.com'],
      styles: ['https://fonts.googleapis.com'],
      // What the script sends back to where it came from (its analytics beacon).
      connect: ['https://cdn.usefathom.com'],
      images: ['https://cdn.usefathom.com'],
    });
  });

  it("adds nothing for the site's own files, its own origin, data blocks, other links and metas", () => {
    const head: HeadTag[] = [
      { tag: 'script', attrs: { src: '/js/own.js' } },
      { tag: 'script', attrs: { src: 'js/own.js' } },
      { tag: 'script', attrs: { src: 'https://docs.coins.com.br/js/own.js' } },
      { tag: 'script', attrs: { type: 'application/ld+json' }, content: '{"@type":"WebSite"}' },
      { tag: 'link', attrs: { rel: 'stylesheet', href: '/css/own.css' } },
      { tag: 'link', attrs: { rel: 'preconnect', href: 'https://fonts.googleapis.com' } },
      { tag: 'link', attrs: { rel: 'icon', href: '/favicon.ico' } },
      { tag: 'meta', attrs: { name: 'theme-color', content: '#5f67ee' } },
    ];
    expect(headPolicy(head, site.url)).toBeUndefined();
    expect(headPolicy(undefined, site.url)).toBeUndefined();
  });

  it('hashes a module script and an empty one as the browser does', () => {
    expect(headPolicy([{ tag: 'script', attrs: { type: 'module' }, content: 'import("/x.js")' }, { tag: 'script' }], '')).toEqual({
      scripts: [cspHash('import("/x.js")'), cspHash('')],
    });
  });

  it("is part of every page's policy, with the theme script; a site without `head` has the theme script alone", () => {
    const withHead = { ...site, head: [{ tag: 'script', content: 'iniciar()' }] } as SiteInfo;
    expect(pagePolicies(withHead)(page)).toEqual({ scripts: [cspHash(themeScript()), cspHash('iniciar()')] });
    expect(pagePolicies(site)(page)).toEqual({ scripts: [cspHash(themeScript())] });
  });
});

describe('the head tags in the document', () => {
  it("writes them after docsgen's tags and before the boot script, values escaped, booleans bare", () => {
    const head: HeadTag[] = [
      { tag: 'meta', attrs: { name: 'theme-color', content: '"><script>alert(1)</script>' } },
      { tag: 'script', attrs: { src: 'https://cdn.usefathom.com/script.js', defer: true, async: false }, content: '' },
      { tag: 'script', content: "window.dgHead = 'ok';" },
    ];
    const html = htmlDocument({ page, site: { ...site, head }, body: '', assets });
    const tags = html.slice(html.indexOf('<head>\n') + 7, html.indexOf('\n</head>')).split('\n');
    expect(tags.slice(-4)).toEqual([
      '<meta name="theme-color" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">',
      '<script src="https://cdn.usefathom.com/script.js" defer></script>',
      "<script>window.dgHead = 'ok';</script>",
      '<script type="module" src="/assets/boot.js"></script>',
    ]);
    expect(tags.findIndex((tag) => tag.includes('theme-color'))).toBeGreaterThan(
      tags.findIndex((tag) => tag.startsWith('<link rel="stylesheet"')),
    );
  });

  it("lets a meta of the same name or property replace docsgen's, and leaves the document as it was without `head`", () => {
    const head: HeadTag[] = [{ tag: 'meta', attrs: { property: 'og:title', content: 'Vite' } }];
    const html = htmlDocument({ page, site: { ...site, head }, body: '', assets });
    expect(html.match(/property="og:title"[^>]*/g)).toEqual(['property="og:title" content="Vite"']);
    const plain = htmlDocument({ page, site, body: '', assets });
    expect(htmlDocument({ page, site: { ...site, head: [] }, body: '', assets })).toBe(plain);
    expect(plain).toContain('<meta property="og:title" content="Moedas | Coins">');
  });
});
