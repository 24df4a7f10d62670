// A VitePress site's `locales` read as docsgen's (cli/sites/vitepress/vitepress-locales.ts,
// tests/fixtures/sites/vitepress-locales): the root locale is the default, its pages the content folder less the other
// locales' folders (its `exclude`, not the site's: the build reads the site as before until it publishes locales);
// each other locale is its folder at /<key>/, with its own sidebar from its `locales` entry or its folder's config.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ResolvedConfig } from '../../../cli/config/schema.js';
import { readSite } from '../../../cli/sites/read-site.js';

const FIXTURE = path.resolve(import.meta.dirname, '../../fixtures/sites/vitepress-locales');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

async function read(): Promise<{ root: string; config: ResolvedConfig }> {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'docsgen-vitepress-locales-'));
  made.push(parent);
  const root = path.join(parent, 'site');
  cpSync(FIXTURE, root, { recursive: true });
  return { root, config: await readSite(root) };
}

describe('a VitePress site with locales (tests/fixtures/sites/vitepress-locales)', { timeout: 60_000 }, () => {
  it('reads root, fr and ar with their labels, tags, directions, routes and folders; an outside link is no locale', async () => {
    const { root, config } = await read();
    expect(
      config.locales?.map((l) => [l.code, l.label, l.lang, l.dir, l.routePart, path.relative(root, l.contentDir), l.isDefault, l.strings]),
    ).toEqual([
      ['en', 'English', 'en-US', 'ltr', '', 'docs', true, 'en'],
      ['fr', 'Français', 'fr-FR', 'ltr', 'fr', 'docs/fr', false, 'fr'],
      ['ar', 'العربية', 'ar', 'rtl', 'ar', 'docs/ar', false, 'ar'],
    ]);
    // The root locale leaves the others' folders out of its pages; the site's own `exclude` is as it was.
    expect(config.locales?.[0]?.exclude).toEqual(['fr/**', 'ar/**']);
    expect(config.exclude).toBeUndefined();
    expect(config.locales?.[0]?.sidebars).toBeUndefined();
    // The folder's additional config is read, and named in the build's first line.
    expect(config.site?.files).toEqual(['docs/.vitepress/config.mjs', 'docs/ar/config.mjs']);
    expect(config.site?.warnings).toEqual([]);
  });

  it("converts each locale's sidebar, doc ids in its own folder, routes as published", async () => {
    const { config } = await read();
    expect(config.locales?.[1]?.sidebars).toEqual({
      guide: {
        label: 'Guide',
        prefix: '/fr/guide/',
        items: [
          {
            type: 'category',
            label: 'Guide',
            collapsed: false,
            items: [
              { type: 'doc', id: 'guide/install', label: 'Installation' },
              { type: 'doc', id: 'guide/advanced', label: 'Avancé' },
            ],
          },
        ],
      },
    });
    expect(config.locales?.[2]?.sidebars).toEqual({
      docs: {
        label: '',
        prefix: '/ar/',
        items: [{ type: 'category', label: 'البداية', collapsed: false, items: [{ type: 'doc', id: 'index', label: 'الرئيسية' }] }],
      },
    });
    // The root's sidebar is the site's, as before.
    expect(Object.keys(config.sidebars ?? {})).toEqual(['guide']);
  });

  it("reads a locale's own navbar, in its words, and leaves the others the site's", async () => {
    const { config } = await read();
    expect(config.locales?.[1]?.navbar).toEqual([{ label: 'Guide', to: '/fr/guide/install' }]);
    expect(config.locales?.[2]?.navbar).toBeUndefined();
  });
});
