// `displayed_sidebar` in a page's front matter (Docusaurus's): the page shows that sidebar whichever sidebars list it,
// or none with `null`; a sidebar the site does not have stops the build. A build that remakes edited pages from the
// saved model places them the same way.
import { describe, expect, it } from 'vitest';
import { buildSiteModel, siteModelParts } from '../../../cli/model/build-site-model.js';
import { restoreSavedModel, savedModelOf } from '../../../cli/incremental/saved-model.js';
import type { DocPage } from '../../../shared/model/site.js';
import { docsgenErrorOf } from '../support/docsgen-error-of.js';
import { config, contentFiles, fm } from './fixtures.js';

const sidebars = {
  guide: { label: 'Guide', items: ['intro', 'shared'] },
  api: { label: 'API', items: ['reference', 'shared'] },
};

function site(displayed: Record<string, unknown>) {
  return contentFiles({
    'intro.md': fm({ title: 'Intro', ...(displayed.intro === undefined ? {} : { displayed_sidebar: displayed.intro }) }),
    'reference.md': fm({ title: 'Reference' }),
    'shared.md': fm({ title: 'Shared', ...(displayed.shared === undefined ? {} : { displayed_sidebar: displayed.shared }) }),
    'landing.md': fm({ title: 'Landing', ...(displayed.landing === undefined ? {} : { displayed_sidebar: displayed.landing }) }),
  });
}

const sidebarOf = (model: ReturnType<typeof buildSiteModel>['model'], route: string) => (model.pages[route] as DocPage).sidebarId;

describe('displayed_sidebar', () => {
  it('shows the sidebar the page names, listed in it or not, and none for null', () => {
    const input = { config: config({ sidebars }), ...site({ shared: 'api', landing: 'guide', intro: null }) };
    const { model } = buildSiteModel(input);
    expect(sidebarOf(model, '/shared')).toBe('api');
    expect(sidebarOf(model, '/landing')).toBe('guide');
    expect(sidebarOf(model, '/intro')).toBeUndefined();
    expect(sidebarOf(model, '/reference')).toBe('api');
    // The page takes its sidebar's breadcrumbs; its previous and next are that sidebar's.
    expect((model.pages['/shared'] as DocPage).prev).toEqual({ label: 'Reference', href: '/reference' });
  });

  it('without it, a page shows the first sidebar that lists it', () => {
    const { model } = buildSiteModel({ config: config({ sidebars }), ...site({}) });
    expect(sidebarOf(model, '/shared')).toBe('guide');
    expect(sidebarOf(model, '/landing')).toBeUndefined();
  });

  it('places a page remade from the saved model as the whole build did', () => {
    const input = { config: config({ sidebars }), ...site({ shared: 'api', intro: null }) };
    const saved = savedModelOf(siteModelParts(input), { assetPaths: [] });
    const { context } = restoreSavedModel(saved, { config: input.config, readAsset: () => ({ kind: 'missing' }) });
    expect(context.sidebarOf.get('/shared')?.id).toBe('api');
    expect(context.sidebarOf.has('/intro')).toBe(false);
  });

  it('stops the build when it names a sidebar the site does not have', () => {
    const error = docsgenErrorOf(() => buildSiteModel({ config: config({ sidebars }), ...site({ shared: 'guides' }) }));
    expect(error).toMatchObject({ code: 'displayed-sidebar-unknown', file: 'content/shared.md' });
    expect(error.message).toBe('`displayed_sidebar` names the sidebar "guides", but the site has no sidebar of that id');
    expect(error.hint).toBe('name one of: guide, api (or null for none)');
  });
});
