// A Docusaurus site's versions read as docsgen's `versions` (cli/sites/docusaurus/docs-versions.ts,
// tests/fixtures/sites/docusaurus-versions): versions.json, versioned_docs/, versioned_sidebars/ and the docs plugin's
// `lastVersion`, `versions`, `onlyIncludeVersions` and `includeCurrentVersion`, with the routes and banners Docusaurus
// gives them (its versions/version.ts), each published at its route with its own sidebar and search index.
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { fragmentFile } from '../../../shared/search-index/format.js';
import type { ResolvedConfig } from '../../../cli/config/schema.js';
import { readSite } from '../../../cli/sites/read-site.js';
import { docsgenErrorOfAsync } from '../support/docsgen-error-of.js';
import { tempSite } from '../support/temp-site.js';

const FIXTURE = path.resolve(import.meta.dirname, '../../fixtures/sites/docusaurus-versions');

/** The fixture copied where it may be written to, its docs plugin's options replaced when given. */
function copy(docsOptions?: string): string {
  const root = tempSite({});
  cpSync(FIXTURE, root, { recursive: true });
  if (docsOptions !== undefined)
    writeFileSync(
      path.join(root, 'docusaurus.config.js'),
      `module.exports = { title: 'Gadgets', presets: [['classic', { docs: { sidebarPath: './sidebars.js', ${docsOptions} } }]] };\n`,
    );
  return root;
}

/** Each version as name → route part, banner (or "-"), label. */
const outline = (config: ResolvedConfig) =>
  Object.fromEntries(
    (config.versions ?? []).map((v) => [v.name, `${v.routePart === '' ? '(root)' : v.routePart} ${v.banner ?? '-'} ${v.label}`]),
  );

const warningsOf = (config: ResolvedConfig) =>
  (config.site?.warnings ?? []).map((warning) => `${warning.code} ${warning.file}: ${warning.message}`);

describe('a versioned Docusaurus site (tests/fixtures/sites/docusaurus-versions)', { timeout: 60_000 }, () => {
  it('reads the current docs and each version of versions.json, with its folder, sidebars, route and banner', async () => {
    const root = copy();
    const config = await readSite(root);
    // The last version (the newest of versions.json) at the docs' route; the current docs at /next.
    expect(outline(config)).toEqual({ current: 'next unreleased Next 🚧', '2.0': '(root) - 2.0', '1.0': '1.0 unmaintained 1.0 (old)' });
    expect(config.versions?.map((v) => [v.name, path.relative(root, v.contentDir), v.isLast, v.noIndex])).toEqual([
      ['current', 'docs', false, false],
      ['2.0', 'versioned_docs/version-2.0', true, false],
      ['1.0', 'versioned_docs/version-1.0', false, true],
    ]);
    // Each version's sidebars from its own file; the current docs keep the config's `sidebars`.
    expect(config.versions?.[0]?.sidebars).toBeUndefined();
    expect(config.sidebars).toEqual({ docs: { label: 'Docs', items: ['intro', 'new-feature'] } });
    expect(config.versions?.[1]?.sidebars).toEqual({ docs: { label: 'Docs', items: ['intro', 'upgrading'] } });
    expect(config.versions?.[2]?.sidebars).toEqual({
      docs: { label: 'Docs', items: [{ type: 'category', label: 'Guides', collapsed: true, items: ['intro', 'old-feature'] }] },
    });
    expect(config.site?.files).toEqual([
      'docusaurus.config.js',
      'sidebars.js',
      'versions.json',
      'versioned_sidebars/version-2.0-sidebars.json',
      'versioned_sidebars/version-1.0-sidebars.json',
    ]);
    expect(warningsOf(config)).toEqual([]);
  });

  it('reads lastVersion, paths and banners given, and onlyIncludeVersions with includeCurrentVersion', async () => {
    const last = await readSite(copy("lastVersion: 'current', versions: { '2.0': { path: 'v2', banner: 'none' } }"));
    expect(outline(last)).toEqual({ current: '(root) - Next', '2.0': 'v2 - 2.0', '1.0': '1.0 unmaintained 1.0' });
    const only = await readSite(copy("includeCurrentVersion: false, onlyIncludeVersions: ['1.0']"));
    expect(outline(only)).toEqual({ '1.0': '(root) - 1.0' });
    // Docusaurus keeps versions.json's order, whatever onlyIncludeVersions's.
    const order = await readSite(copy("onlyIncludeVersions: ['1.0', 'current', '2.0']"));
    expect(Object.keys(outline(order))).toEqual(['current', '2.0', '1.0']);
  });

  it('leaves out a version without its folder, and a lastVersion or onlyIncludeVersions naming none, each with a warning', async () => {
    const root = copy("lastVersion: '3.0', onlyIncludeVersions: ['current', '2.0', '1.0', '0.1']");
    rmSync(path.join(root, 'versioned_docs/version-1.0'), { recursive: true });
    const config = await readSite(root);
    expect(outline(config)).toEqual({ current: 'next unreleased Next', '2.0': '(root) - 2.0' });
    expect(warningsOf(config)).toEqual([
      'site-field-unread docusaurus.config.js: `docs.onlyIncludeVersions` is "0.1": it names no version of versions.json: it is left out',
      'site-field-unread versions.json: `[1]` is "1.0": its folder versioned_docs/version-1.0/ is not there: the version is left out',
      'site-field-unread docusaurus.config.js: `docs.lastVersion` is "3.0": it names no published version: the newest is the last',
    ]);
  });

  it('has no versions without versions.json, and reads versions.json that is no list as a warning', async () => {
    const root = copy();
    rmSync(path.join(root, 'versions.json'));
    expect((await readSite(root)).versions).toBeUndefined();
    writeFileSync(path.join(root, 'versions.json'), '{ "2.0": true }');
    const config = await readSite(root);
    expect(config.versions).toBeUndefined();
    expect(warningsOf(config)).toEqual([
      'site-field-unread versions.json: `versions` is {"2.0":true}: it is not a list of version names: only the current docs are read',
    ]);
  });

  it('publishes every version at the routes Docusaurus gives them: the last at /docs, the current at /docs/next, 1.0 at /docs/1.0', async () => {
    const root = copy();
    const built = await buildSite({ root, log: () => {} });
    const html = (route: string) => readFileSync(path.join(root, 'build', route, 'index.html'), 'utf8');
    expect(html('docs/intro')).toContain('Introduction (2.0)');
    expect(html('docs/upgrading')).toContain('Upgrading to 2.0');
    expect(html('docs/next/intro')).toContain('Introduction (next)');
    expect(html('docs/next/new-feature')).toContain('A new feature');
    expect(html('docs/1.0/intro')).toContain('Introduction (1.0)');
    expect(existsSync(path.join(root, 'build/docs/new-feature/index.html'))).toBe(false);
    expect(built.warnings.filter((warning) => warning.code === 'site-field-unsupported')).toEqual([]);
    // Each version's pages know their version and where the same page is in the others.
    const intro = built.model.pages['/docs/1.0/intro'];
    expect(intro?.kind === 'doc' && { version: intro.version, elsewhere: intro.versionRoutes, noIndex: intro.noIndex }).toEqual({
      version: '1.0',
      elsewhere: { current: '/docs/next/intro', '2.0': '/docs/intro' },
      noIndex: true,
    });
    expect(built.model.site.versions?.map((v) => `${v.name} ${v.label} ${v.root} ${v.home} ${v.banner ?? '-'}`)).toEqual([
      'current Next 🚧 /docs/next /docs/next/intro unreleased',
      '2.0 2.0 /docs /docs/intro -',
      '1.0 1.0 (old) /docs/1.0 /docs/1.0/intro unmaintained',
    ]);
  });

  it('gives each version its own sidebar and search index, and leaves a noIndex version out of sitemap.xml', async () => {
    const root = copy();
    const built = await buildSite({ root, log: () => {} });
    const pageOf = (route: string) => built.model.pages[route] as { sidebarId?: string; searchIndex?: string };
    expect([pageOf('/docs/intro').sidebarId, pageOf('/docs/next/intro').sidebarId, pageOf('/docs/1.0/intro').sidebarId]).toEqual([
      'docs',
      'current/docs',
      '1.0/docs',
    ]);
    const out = (file: string) => readFileSync(path.join(root, 'build', file), 'utf8');
    expect(pageOf('/docs/1.0/intro').searchIndex).toBe('assets/search-index-1.0.json');
    expect(out('docs/1.0/intro/index.html')).toContain('/assets/search-index-1.0.json');
    expect(out('docs/intro/index.html')).not.toContain('search-index-1.0.json');
    // Each index holds its version's pages only (each page's fragment names its route).
    const pagesOf = (entry: string): string[] => {
      const { pageBlocks } = JSON.parse(out(entry)) as { pageBlocks: string[] };
      const routes: string[] = [];
      for (let page = 0; existsSync(path.join(root, 'build/assets/search', fragmentFile(pageBlocks, page))); page++)
        routes.push(JSON.parse(out(`assets/search/${fragmentFile(pageBlocks, page)}`)).route);
      return routes.sort();
    };
    expect(pagesOf('assets/search-index-1.0.json')).toEqual(['/docs/1.0/intro', '/docs/1.0/old-feature']);
    expect(pagesOf('assets/search-index-current.json')).toEqual(['/docs/next/intro', '/docs/next/new-feature']);
    expect(pagesOf('assets/search-index.json')).toEqual(['/docs/intro', '/docs/upgrading']);
    // llms.txt lists the last version's pages; each version's page has its own .md.
    expect(out('llms.txt')).toContain('/docs/upgrading.md');
    expect(out('llms.txt')).not.toContain('/docs/next/');
    expect(out('docs/next/new-feature.md')).toContain('Only in the next version.');
    const sitemap = out('sitemap.xml');
    expect(sitemap).toContain('https://gadgets.example.com/docs/next/intro');
    expect(sitemap).not.toContain('/docs/1.0/');
    expect(
      JSON.parse(out('_versions.json')).versions.map((v: { name: string; routes: string[] }) => `${v.name}: ${v.routes.join(' ')}`),
    ).toEqual([
      'current: /docs/next/intro /docs/next/new-feature',
      '2.0: /docs/intro /docs/upgrading',
      '1.0: /docs/1.0/intro /docs/1.0/old-feature',
    ]);
  });
});

describe('a frozen version between builds', { timeout: 60_000 }, () => {
  it('is kept whole while its files are as they were, and read again once one of them changes', async () => {
    const root = copy();
    const lines: string[] = [];
    const build = async () => {
      lines.length = 0;
      await buildSite({ root, log: (line) => lines.push(line) });
      return lines.find((line) => line.includes('unchanged since the last build'))?.trim();
    };
    expect(await build()).toBeUndefined();
    expect(await build()).toBe('variants  2 of 2 unchanged since the last build, kept whole');
    writeFileSync(path.join(root, 'versioned_docs/version-1.0/intro.md'), '---\ntitle: Introduction (1.0, fixed)\n---\n\nFixed.\n');
    expect(await build()).toBe('variants  1 of 2 unchanged since the last build, kept whole');
    expect(lines.some((line) => line.includes('version 1.0 (old): 2 pages read'))).toBe(true);
    expect(readFileSync(path.join(root, 'build/docs/1.0/intro/index.html'), 'utf8')).toContain('Introduction (1.0, fixed)');
  });
});

describe("docsgen's own `versions`", () => {
  const own = (versions: string) =>
    readSite(tempSite({ 'docsgen.config.ts': `export default { versions: ${versions} };\n`, 'content/index.md': '# Home\n' }));

  it('fills in the routes and banners Docusaurus would', async () => {
    const config = await own("{ list: [{ name: '2.0', dir: 'v2' }, { name: '1.0', dir: 'v1', path: 'old' }] }");
    expect(outline(config)).toEqual({ current: 'next unreleased Next', '2.0': '(root) - 2.0', '1.0': 'old unmaintained 1.0' });
  });

  it('stops at a lastVersion that names no version, a name listed twice, or no version at all', async () => {
    const message = async (versions: string) => {
      const error = await docsgenErrorOfAsync(() => own(versions));
      return `${error.code} ${error.file}: ${error.message}`;
    };
    expect(await message("{ lastVersion: '3.0', list: [{ name: '2.0', dir: 'v2' }] }")).toBe(
      'config-type docsgen.config.ts: config field "versions.lastVersion": "3.0" is no published version ("current", "2.0")',
    );
    expect(await message("{ list: [{ name: '2.0', dir: 'a' }, { name: '2.0', dir: 'b' }] }")).toContain(
      'the version "2.0" is listed twice',
    );
    expect(await message('{ current: { include: false } }')).toContain('no version is published');
    expect(await message("{ list: [{ name: 'current', dir: 'a' }] }")).toContain('a version name is not "current"');
  });
});
