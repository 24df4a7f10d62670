// The navbar's logo (templates/layout/Navbar.tsx): one image as before, or with `logo.srcDark` two, each marked for
// the mode site.css shows it in; and the theme stylesheet linked last in the head when the site has one.
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../cli/render/render-route.js';
import { EN_STRINGS } from '../../../shared/i18n/strings.en.js';
import type { DocPage, SiteInfo } from '../../../shared/model/site.js';

const SITE: SiteInfo = {
  title: 'Widget',
  tagline: 'Widgets',
  productName: 'Widget',
  url: 'https://widget.example.com',
  baseUrl: '/docs/',
  navbar: [],
  footer: { copyright: '©' },
  locale: 'en',
  strings: EN_STRINGS,
};

const PAGE = {
  kind: 'doc',
  route: '/guide',
  source: 'content/guide.md',
  title: 'Guide',
  description: '',
  html: '<p>Text.</p>',
  toc: [],
  tags: [],
  breadcrumbs: [],
  hideToc: false,
} as unknown as DocPage;

function render(site: SiteInfo, theme?: string): string {
  return renderPage(PAGE, {
    model: { site, sidebars: {} },
    assets: { css: '/docs/assets/site.css', boot: '/docs/assets/boot.js', ...(theme ? { theme } : {}) },
    sidebarData: {},
    sidebarRoutes: {},
  });
}

const images = (html: string) => [...html.matchAll(/<img class="(dg-navbar__logo[^"]*)" src="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

describe('the navbar logo', () => {
  it('is one image without a dark variant, as it always was', () => {
    expect(images(render({ ...SITE, logo: { src: '/img/logo.svg', alt: 'Widget' } }))).toEqual(['dg-navbar__logo /docs/img/logo.svg']);
  });

  it('is two images with one, each marked for its mode', () => {
    expect(images(render({ ...SITE, logo: { src: '/img/logo.svg', srcDark: '/img/logo-dark.svg', alt: 'Widget' } }))).toEqual([
      'dg-navbar__logo dg-navbar__logo--light /docs/img/logo.svg',
      'dg-navbar__logo dg-navbar__logo--dark /docs/img/logo-dark.svg',
    ]);
  });
});

describe('the theme stylesheet link', () => {
  it('comes last among the stylesheets, and only when the site has one', () => {
    const sheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
    expect(sheets(render(SITE, '/docs/assets/theme-X.css'))).toEqual(['/docs/assets/site.css', '/docs/assets/theme-X.css']);
    expect(sheets(render(SITE))).toEqual(['/docs/assets/site.css']);
  });
});
