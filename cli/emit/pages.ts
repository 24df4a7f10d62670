// The pages: each route's HTML (render/render-route.tsx), compressed as it is written, with what it needs of the
// Content-Security-Policy (render/page-policy.ts). A folder keeps a page whose key, a hash of everything its HTML is
// made of (render/page-render-key.ts), is the last build's; memory renders a page when a reader first asks for it.
import type { Page } from '../../shared/model/site.js';
import { faultPoint } from '../fs/test-hooks.js';
import { pageRenderKeys } from '../render/page-render-key.js';
import { pagePolicies } from '../render/page-policy.js';
import { renderPage } from '../render/render-route.js';
import { htmlFileFor } from '../routes/output-file.js';
import type { EmitInput, Emitter } from './emitter.js';

export const pages: Emitter = {
  name: 'render',
  *emit(input) {
    const { model, render, reuse } = input;
    const options = {
      model,
      assets: render.assets,
      ...(render.localeAssets ? { localeAssets: render.localeAssets } : {}),
      sidebarData: render.sidebarData.urls,
      sidebarRoutes: render.sidebarRoutes,
      search: render.search,
    };
    const { site, sidebars } = model;
    const { assets, sidebarData, search } = options;
    // Each locale's site and assets are part of every page's key with the site's (absent on a site of one language).
    const locales = { localeSites: model.localeSites, localeAssets: render.localeAssets };
    const { blogs } = model;
    const keyOf =
      reuse && pageRenderKeys({ hash: (parts) => reuse.key(parts), site, sidebars, assets, sidebarData, search, blogs, ...locales });
    const policyOf = pagePolicies(model.site);
    const list = pagesToMake(input);
    for (const [i, page] of list.entries()) {
      if (i === list.length >> 1) faultPoint('mid-render');
      yield {
        path: htmlFileFor(page.route),
        route: page.route,
        compress: 'now',
        policy: policyOf(page),
        body: keyOf ? { make: () => renderPage(page, options), key: keyOf(page) } : { make: () => renderPage(page, options) },
      };
    }
    // A build of some routes leaves every other page as it was.
    const total = input.routes.all ? list.length : (input.last?.pages ?? list.length);
    return ({ made }) => `${made} rendered, ${total - made} unchanged`;
  },
};

/** The pages the emit makes: every one, or those of the routes asked for. */
function pagesToMake({ model, routes }: Pick<EmitInput, 'model' | 'routes'>): Page[] {
  if (routes.all) return Object.values(model.pages);
  return routes.changed.flatMap((route) => model.pages[route] ?? []);
}
