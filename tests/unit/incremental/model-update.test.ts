// `docsgen dev` rebuilds the model of an edited page only (incremental/model-update.ts): after any edit, the model, its warnings
// and its files to publish must be what a build from nothing makes of the same sources.
import { describe, expect, it } from 'vitest';
import { updatedModelParts, updateModelParts } from '../../../cli/incremental/model-update.js';
import { buildSiteModel, modelSources } from '../../../cli/model/build-site-model.js';
import { modelOf, type ModelParts } from '../../../cli/model/model-parts.js';
import { ModelCache } from '../../../cli/model/model-cache.js';
import type { MarkdownResult } from '../../../cli/markdown/markdown-result.js';
import type { ContentFile } from '../../../cli/sources/content-files.js';
import type { ResolvedConfig } from '../../../cli/config/schema.js';
import { config, contentFiles, fm } from '../model/fixtures.js';

const SITE: Record<string, string> = {
  'index.md': '# Início\n\nBem-vindo.\n',
  'guia/a.md': fm({ title: 'A', tags: ['x'] }, 'Primeiro parágrafo de A.\n\n## Instalar\n\nTexto.\n'),
  'guia/b.md': fm({ title: 'B', sidebar_position: 2, pagination_next: '/guia/c' }, 'Texto de B.\n\nVeja [instalar](/guia/a#instalar).\n'),
  'guia/c.md': fm({ sidebar_label: 'C curto' }, '# C {#topo-c}\n\nTexto de C com [B](./b.md).\n'),
  'ref/d.md': fm({ title: 'D', tags: ['x', 'y'] }, 'Texto de D.\n'),
  '404.md': '# Perdido\n\nNada aqui.\n',
};

/** The fixture's settings, and a site with every page's Markdown for readers' tools, edit links and commit dates. */
const SETTINGS: Array<[string, () => ResolvedConfig, ReadonlyMap<string, number> | undefined]> = [
  ['the fixture config', () => config(), undefined],
  [
    'llms, editUrl and lastUpdated',
    () => config({ llms: true, editUrl: 'https://github.com/coins/docs/edit/main/' }),
    new Map([
      ['content/guia/a.md', Date.UTC(2024, 2, 5)],
      ['content/guia/b.md', Date.UTC(2024, 4, 1)],
    ]),
  ],
];

/** A build from nothing of the same sources. */
function fresh(settings: () => ResolvedConfig, commitTimes: ReadonlyMap<string, number> | undefined, site: Record<string, string>) {
  return buildSiteModel({ config: settings(), ...contentFiles(site), ...(commitTimes ? { commitTimes } : {}) });
}

/** A dev session: files whose text did not change keep the objects the last build was handed, as dev's caches do. */
function session(make: () => ResolvedConfig = config, commitTimes?: ReadonlyMap<string, number>) {
  const memo = new ModelCache();
  const last = {}; // the session's last model, as its build context holds it
  const settings = make(); // one object for the session, as dev holds its config until the file changes
  let held = new Map<string, { raw: string; file: ContentFile; markdown: MarkdownResult }>();
  return (site: Record<string, string>) => {
    const fresh = contentFiles(site);
    const rels = Object.keys(site);
    const next = new Map(
      rels.map((rel, i) => {
        const kept = held.get(rel);
        return [rel, kept && kept.raw === site[rel] ? kept : { raw: site[rel]!, file: fresh.files[i]!, markdown: fresh.markdown[i]! }];
      }),
    );
    held = next;
    const files = rels.map((rel) => next.get(rel)!.file);
    const markdown = rels.map((rel) => next.get(rel)!.markdown);
    return modelOf(
      updatedModelParts({ config: settings, files, markdown, memo, ...(commitTimes ? { commitTimes: new Map(commitTimes) } : {}) }, last),
    );
  };
}

const edit = (site: Record<string, string>, rel: string, from: string, to: string) => {
  if (!site[rel]!.includes(from)) throw new Error(`${rel} has no "${from}"`);
  return { ...site, [rel]: site[rel]!.replace(from, to) };
};

describe('a dev rebuild after an edit', () => {
  it('keeps every other page, sidebar and search record of the last model when a page’s body changed', () => {
    const build = session();
    const before = build(SITE);
    const after = build(edit(SITE, 'guia/b.md', 'Texto de B.', 'Texto novo de B.'));
    expect(after).toEqual(
      buildSiteModel({ config: config(), ...contentFiles(edit(SITE, 'guia/b.md', 'Texto de B.', 'Texto novo de B.')) }),
    );
    expect(after.model.pages['/guia/b']).not.toBe(before.model.pages['/guia/b']);
    expect(after.model.pages['/guia/b']).toMatchObject({ html: expect.stringContaining('Texto novo de B.') });
    expect(after.model.pages['/guia/a']).toBe(before.model.pages['/guia/a']);
    expect(after.model.pages['/tags/x']).toBe(before.model.pages['/tags/x']);
    expect(after.model.sidebars).toBe(before.model.sidebars);
  });

  // Each edit changes something another page shows, or the page's own warnings: the model must still be a build's.
  const edits: Array<[string, (site: Record<string, string>) => Record<string, string>]> = [
    ['a heading another page links to renamed', (s) => edit(s, 'guia/a.md', '## Instalar', '## Configurar')],
    ['a title changed (sidebar, previous/next, breadcrumbs)', (s) => edit(s, 'guia/b.md', 'title: "B"', 'title: "Bê"')],
    [
      'a title taken from the first heading changed (B’s “next” shows it; its sidebar label did not change)',
      (s) => edit(s, 'guia/c.md', '# C {', '# Cê {'),
    ],
    ['a broken link added', (s) => edit(s, 'guia/c.md', 'Texto de C', 'Texto de C e [nada](/nada)')],
    [
      'a broken link mended',
      (s) => edit(edit(s, 'guia/c.md', 'Texto de C', 'Texto de C e [nada](/nada)'), 'guia/c.md', '/nada', '/guia/a'),
    ],
    ['the description of a tagged page (its tag page lists it)', (s) => edit(s, 'guia/a.md', 'Primeiro parágrafo', 'Outro parágrafo')],
    ['the sidebar position', (s) => edit(s, 'guia/b.md', 'sidebar_position: 2', 'sidebar_position: 0')],
    ['the tags', (s) => edit(s, 'ref/d.md', '"y"', '"z"')],
    ['the 404 page', (s) => edit(s, '404.md', 'Nada aqui.', 'Nada mesmo.')],
    ['a page added', (s) => ({ ...s, 'guia/e.md': '# E\n\nNovo.\n' })],
    ['a page removed', (s) => Object.fromEntries(Object.entries(s).filter(([rel]) => rel !== 'guia/c.md'))],
    ['two pages at once', (s) => edit(edit(s, 'guia/b.md', 'Texto de B.', 'B mudou.'), 'ref/d.md', 'Texto de D.', 'D mudou.')],
  ];
  for (const [settingsName, settings, commitTimes] of SETTINGS) {
    for (const [what, change] of edits) {
      it(`gives what a build from nothing gives (${settingsName}): ${what}`, () => {
        const build = session(settings, commitTimes);
        build(SITE);
        build(edit(SITE, 'guia/b.md', 'Texto de B.', 'Texto de B, antes.'));
        const site = change(SITE);
        expect(build(site)).toEqual(fresh(settings, commitTimes, site));
        // …and once more back, from the patched model.
        expect(build(SITE)).toEqual(fresh(settings, commitTimes, SITE));
      });
    }
  }

  it('gives each page its Markdown for readers’ tools, edit link and date after a patch', () => {
    const [, settings, commitTimes] = SETTINGS[1]!;
    const build = session(settings, commitTimes);
    build(SITE);
    const after = build(edit(SITE, 'guia/b.md', 'Texto de B.', 'Texto novo de B.'));
    expect(after.model.pages['/guia/b']).toMatchObject({
      markdown: expect.stringContaining('Texto novo de B.'),
      editUrl: 'https://github.com/coins/docs/edit/main/content/guia/b.md',
      lastUpdated: '2024-05-01T00:00:00.000Z',
    });
  });
});

describe('a dev rebuild after an edit of a blog post', () => {
  /** Whether an edit of B's body is patched into the last model (else the whole model is built), B a post or not. */
  const patched = (bIsPost: boolean): boolean => {
    const post = { blog: '/blog', date: '2024-01-02T00:00:00.000Z', authors: [], words: 3 };
    const read = (site: Record<string, string>) => {
      const { files, markdown } = contentFiles(site);
      return { files: files.map((file) => (bIsPost && file.file === 'content/guia/b.md' ? { ...file, blog: post } : file)), markdown };
    };
    const settings = config();
    const memo = new ModelCache();
    const last: { parts?: ModelParts } = {};
    updatedModelParts({ config: settings, ...read(SITE), memo }, last);
    const before = last.parts!.sources;
    const edited = read(edit(SITE, 'guia/b.md', 'Texto de B.', 'Texto novo de B.'));
    // The unchanged pages keep the objects the last build was handed, as dev's caches do.
    const isB = (i: number) => edited.files[i]!.file === 'content/guia/b.md';
    const files = edited.files.map((file, i) => (isB(i) ? file : before.files[i]!));
    const markdown = edited.markdown.map((result, i) => (isB(i) ? result : before.markdown[i]!));
    return updateModelParts(last.parts!, modelSources({ config: settings, files, markdown, memo }), memo) !== undefined;
  };

  it("builds the whole model: the blog's lists, tag and author pages and feeds show every post", () => {
    expect(patched(false)).toBe(true);
    expect(patched(true)).toBe(false);
  });
});
