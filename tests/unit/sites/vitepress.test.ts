// A VitePress site read as docsgen's config (cli/sites/vitepress/): the sidebars it resolves to are the ones VitePress
// shows for the fixtures (written by hand from VitePress's documented behaviour: links relative to their group's
// `base`, `collapsed` unset is a group without a toggle, a sidebar keyed by path is the sidebar of the pages under it),
// and what it cannot read is a warning naming the file and the field.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import { toDocEntry } from '../../../cli/model/doc-entry.js';
import { buildSidebars } from '../../../cli/model/sidebar.js';
import type { ResolvedConfig } from '../../../cli/config/schema.js';
import { readSite } from '../../../cli/sites/read-site.js';
import { findVitePressConfig } from '../../../cli/sites/vitepress/read-vitepress.js';
import { readContentFiles } from '../../../cli/sources/content-files.js';
import { LOCALE_STRINGS } from '../../../shared/i18n/locales.js';
import { tempSite } from '../support/temp-site.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/sites');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** The fixture copied to a fresh folder (reading a code config writes .docsgen/ beside it), and read. */
async function read(name: string): Promise<{ root: string; config: ResolvedConfig }> {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'docsgen-vitepress-'));
  made.push(parent);
  const root = path.join(parent, name);
  cpSync(path.join(FIXTURES, name), root, { recursive: true });
  return { root, config: await readSite(root) };
}

/** The sidebars as the model resolves them over the site's pages. */
function sidebarsOf(config: ResolvedConfig) {
  const docs = readContentFiles(config.root, config.contentDir).map((file) =>
    toDocEntry(file, renderMarkdown(file.body, undefined, { frontMatterTitle: file.frontMatter.title }), ''),
  );
  return buildSidebars({ docs, config: config.sidebars, configFile: config.site?.files[0] });
}

const warningsOf = (config: ResolvedConfig) => (config.site?.warnings ?? []).map((w) => `${w.code} ${w.file}: ${w.message}`);

describe('finding a VitePress site', () => {
  it('finds .vitepress/config in the folder, else in its docs/', () => {
    expect(findVitePressConfig(path.join(FIXTURES, 'vitepress'))).toBe('docs/.vitepress/config.mts');
    expect(findVitePressConfig(path.join(FIXTURES, 'vitepress-rewrites'))).toBe('.vitepress/config.js');
    expect(findVitePressConfig(path.join(FIXTURES, 'vitepress', 'docs', 'guide'))).toBeUndefined();
  });
});

describe('a VitePress site with a sidebar keyed by path (fixtures/sites/vitepress)', async () => {
  const { root, config } = await read('vitepress');

  it('reads the site settings: the root locale’s language and footer over the top level, base, URL, images', () => {
    expect(config.site?.generator).toBe('VitePress');
    expect(config.site?.files).toEqual(['docs/.vitepress/config.mts']);
    expect(config).toMatchObject({
      title: 'Acme Docs',
      tagline: 'Everything about Acme.',
      baseUrl: '/acme/',
      url: 'https://acme.example.com',
      locale: 'pt',
      contentDir: path.join(root, 'docs'),
      staticDir: path.join(root, 'docs/public'),
      favicon: 'favicon.svg',
      logo: { src: 'logo-light.svg', alt: 'Acme' },
      editUrl: 'https://github.com/acme/acme/edit/main/docs/:path',
      lastUpdated: true,
      // No cleanUrls: VitePress publishes /guide/getting-started.html.
      htmlAliases: true,
      // The template of a dynamic route, then srcExclude.
      exclude: ['packages/\\[pkg\\].md', '**/drafts/**'],
      markdown: { headingIds: 'vitepress' },
    });
    expect(config.footer.copyright).toBe('Released under the MIT License. Copyright © 2026 Acme');
    expect(config.socialLinks).toEqual([{ icon: 'github', href: 'https://github.com/acme/acme' }]);
  });

  it('reads the navbar: links as routes, a menu with its nested group flattened', () => {
    expect(config.navbar).toEqual([
      { label: 'Guide', to: '/guide' },
      { label: 'Reference', to: '/reference/config' },
      {
        label: 'More',
        items: [
          { label: 'Changelog', to: 'https://github.com/acme/acme/releases' },
          { label: 'Discord', to: 'https://discord.gg/acme' },
          { label: 'Team', to: '/team' },
        ],
      },
    ]);
  });

  it('gives one sidebar per path key, with its prefix, and none for another locale’s key', () => {
    const sidebars = config.sidebars!;
    expect(Object.keys(sidebars)).toEqual(['guide', 'reference']);
    expect(sidebars.guide).toMatchObject({ label: 'Guide', prefix: '/guide/' });
    expect(sidebars.reference).toMatchObject({ label: 'Reference', prefix: '/reference/' });
  });

  it('resolves the sidebars as VitePress shows them', () => {
    const sidebars = sidebarsOf(config);
    expect(sidebars.guide!.items).toEqual([
      {
        type: 'category',
        label: 'Introduction',
        // `collapsed` unset: VitePress shows the group open, without a toggle.
        collapsed: false,
        items: [
          { type: 'doc', label: 'What is Acme?', href: '/guide' },
          { type: 'doc', label: 'Getting Started', href: '/guide/getting-started' },
        ],
      },
      {
        type: 'category',
        label: 'Advanced',
        collapsed: true,
        items: [
          // Relative to the group's base, with or without an extension.
          { type: 'doc', label: 'Plugins', href: '/guide/advanced/plugins' },
          { type: 'link', label: 'Deep dive', href: '/guide/advanced/deep#part-two' },
        ],
      },
      {
        type: 'category',
        label: 'Recipes',
        href: '/guide/recipes',
        collapsed: false,
        items: [{ type: 'doc', label: 'Caching', href: '/guide/recipes/caching' }],
      },
      // A link to no page stays in its place, as a link.
      { type: 'link', label: 'Setup', href: '/guide/setup' },
      { type: 'doc', label: 'Config & API Reference', href: '/reference/config' },
    ]);
    expect(sidebars.reference!.items).toEqual([
      {
        type: 'category',
        label: 'Reference',
        collapsed: false,
        items: [
          { type: 'doc', label: 'Config', href: '/reference/config' },
          { type: 'doc', label: 'The acme CLI', href: '/reference/cli' },
          { type: 'link', label: 'npm', href: 'https://www.npmjs.com/package/acme' },
        ],
      },
    ]);
  });

  it('keeps the other locale’s pages out of every sidebar', () => {
    const hrefs = JSON.stringify(sidebarsOf(config));
    expect(hrefs).not.toContain('/zh');
  });

  it('warns of what it could not read, naming the file and the field', () => {
    expect(warningsOf(config)).toEqual([
      expect.stringMatching(
        /^site-field-unsupported docs\/\.vitepress\/config\.mts: `dynamic routes`: packages\/\[pkg\]\.md makes its pages with code/,
      ),
      // A function where data was expected.
      expect.stringMatching(
        /^site-field-unread docs\/\.vitepress\/config\.mts: `rewrites` is a function \(rewrites\): pages keep the routes of their files/,
      ),
      expect.stringMatching(
        /^site-page-missing docs\/\.vitepress\/config\.mts: `themeConfig\.sidebar\['\/guide\/'\]\[3\]\.link` is "\/guide\/setup"/,
      ),
      expect.stringMatching(
        /^site-field-unsupported docs\/\.vitepress\/config\.mts: `themeConfig\.socialLinks\[1\]\.icon`: an icon of its own/,
      ),
    ]);
  });
});

describe('a VitePress site with its languages in folders (fixtures/sites/vitepress-rewrites)', async () => {
  const { root, config } = await read('vitepress-rewrites');

  it('publishes the rewritten folder at the root: it is the content folder, and edit links still name the file', () => {
    expect(config.contentDir).toBe(path.join(root, 'en'));
    expect(config.site?.files).toEqual(['.vitepress/config.js', 'config.mjs']);
    // VitePress's `:path` is the file's path in srcDir: en/guide/start.md.
    expect(config.editUrl).toBe('https://github.com/acme/site/edit/main/en/:path');
    expect(config.htmlAliases).toBeUndefined();
    expect(config.tagline).toBe('Read from the additional config.');
  });

  it('reads the sidebar and navbar of the additional config, over the pages of the rewritten folder', () => {
    expect(config.navbar).toEqual([{ label: 'Guide', to: '/guide/start' }]);
    // A list is the sidebar of every page, as in VitePress.
    expect(config.sidebars?.docs?.prefix).toBe('/');
    expect(sidebarsOf(config).docs!.items).toEqual([
      {
        type: 'category',
        label: 'Guide',
        collapsed: false,
        items: [
          { type: 'doc', label: 'Start here', href: '/guide/start' },
          { type: 'link', label: 'Gone', href: '/guide/gone' },
        ],
      },
    ]);
  });

  it('warns of the language and the missing page, each in its file; zh/, outside the rewritten folder, is a locale', () => {
    expect(config.locale).toBe('en');
    expect(config.locales?.map((locale) => `${locale.code} ${locale.routePart}`)).toEqual(['nl ', 'zh zh']);
    expect(warningsOf(config)).toEqual([
      expect.stringMatching(/^site-field-unsupported \.vitepress\/config\.js: `lang`: the site's language is "nl-NL"/),
      expect.stringMatching(/^site-page-missing config\.mjs: `themeConfig\.sidebar\[0\]\.items\[1\]\.link` is "\/guide\/gone"/),
    ]);
  });
});

describe("a VitePress site's language", () => {
  it.each([
    ['zh-Hans', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['de-DE', 'de'],
    ['pt-BR', 'pt'],
    ['ru-RU', 'ru'],
    ['ar', 'ar'],
  ])('`lang: %s` gives the %s interface, with no warning', async (lang, locale) => {
    const root = tempSite({ '.vitepress/config.mjs': `export default { title: 'T', lang: '${lang}' };\n`, 'index.md': '# Home\n' });
    const config = await readSite(root);
    expect(config.locale).toBe(locale);
    expect(config.strings.toc).toBe(LOCALE_STRINGS[locale as keyof typeof LOCALE_STRINGS].toc);
    expect(warningsOf(config)).toEqual([]);
  });
});
