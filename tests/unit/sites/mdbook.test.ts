// An mdBook read as mdBook shows it: the fixture's SUMMARY.md has every kind of entry mdBook's guide describes
// (format/summary.md), and the expected sidebar below is written by hand from that page and from mdBook's parser.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSite } from '../../../cli/sites/read-site.js';
import { docsgenErrorOfAsync } from '../support/docsgen-error-of.js';
import { tempSite } from '../support/temp-site.js';
import { readSiteSidebars } from './site-sidebars.js';

const FIXTURE = path.resolve(import.meta.dirname, '../../fixtures/sites/mdbook');

describe('an mdBook (book.toml, src/SUMMARY.md)', () => {
  it('shows SUMMARY.md as mdBook does: prefix, parts, nested and draft chapters, suffix; one category per chapter with sub-chapters', async () => {
    const { sidebars } = await readSiteSidebars(FIXTURE);
    expect(Object.keys(sidebars)).toEqual(['docs']);
    expect(sidebars.docs!.items).toEqual([
      // Prefix chapters, unnumbered; "# Summary" before them is the file's title, not a part.
      { type: 'doc', label: 'Introduction', href: '/intro' },
      { type: 'doc', label: 'Foreword', href: '/foreword' },
      // A part title groups the numbered chapters up to the next one, always open (mdBook shows it as a heading).
      {
        type: 'category',
        label: 'Guide',
        collapsed: false,
        items: [
          {
            // The chapter with sub-chapters is ONE category linked to its page (guide/README.md → /guide).
            type: 'category',
            label: 'Getting started',
            href: '/guide',
            // fold.level = 1: the first level stays open, deeper ones start closed.
            collapsed: false,
            items: [
              { type: 'doc', label: 'Installing', href: '/guide/install' },
              {
                type: 'category',
                label: 'Deeper',
                href: '/guide/deep',
                collapsed: true,
                items: [{ type: 'doc', label: 'The bottom', href: '/guide/deep/bottom' }],
              },
              // A draft chapter: its label, no page.
              { type: 'category', label: 'Not written yet', collapsed: true, items: [] },
            ],
          },
          // "my%20page.md" is the file "my page.md".
          { type: 'doc', label: 'My page', href: '/my page' },
          // A chapter whose file is missing: a label, and a warning (below).
          { type: 'category', label: 'Missing chapter', collapsed: true, items: [] },
        ],
      },
      {
        type: 'category',
        label: 'Reference',
        collapsed: false,
        items: [
          { type: 'doc', label: 'Commands', href: '/reference/commands' },
          // A draft with sub-chapters: a category with no page of its own.
          {
            type: 'category',
            label: 'Planned',
            collapsed: false,
            items: [{ type: 'doc', label: 'Options', href: '/reference/options' }],
          },
        ],
      },
      // The suffix chapter, after the separator.
      { type: 'doc', label: 'Contributors', href: '/contributors' },
    ]);
  });

  it('publishes only the chapters SUMMARY.md lists: not SUMMARY.md, not 404.md, not an unlisted page', async () => {
    const { config, pages } = await readSiteSidebars(FIXTURE);
    expect(config.exclude).toEqual(['SUMMARY.md', '404.md', 'unlisted.md']);
    expect(pages.sort()).toEqual([
      'contributors.md',
      'foreword.md',
      'guide/README.md',
      'guide/deep/bottom.md',
      'guide/deep/index.md',
      'guide/install.md',
      'intro.md',
      'my page.md',
      'reference/commands.md',
      'reference/options.md',
    ]);
  });

  it("reads book.toml's settings: title, description, language, src, address, repository, edit links, .html URLs", async () => {
    const config = await readSite(FIXTURE);
    expect(config.site?.generator).toBe('mdBook');
    expect(config.site?.files).toEqual(['book.toml', 'src/SUMMARY.md']);
    expect(config).toMatchObject({
      title: 'Fixture Book',
      tagline: 'A book to read as mdBook reads it.',
      locale: 'en',
      contentDir: path.join(FIXTURE, 'src'),
      url: 'https://books.example.com',
      baseUrl: '/book/',
      socialLinks: [{ icon: 'gitlab', href: 'https://gitlab.com/example/book' }],
      editUrl: 'https://gitlab.com/example/book/-/edit/main/src/:path',
      htmlAliases: true,
      // Old `.html` addresses kept as mdBook published them; a target relative to the old page, made a route.
      redirects: { '/old-intro.html': '/intro', '/guide/setup.html': '/guide/install', '/elsewhere.html': 'https://www.rust-lang.org/' },
      // The trpl-listing preprocessor's <Listing> tags are read, so it is no preprocessor left unrun below.
      markdown: { rustHiddenLines: true, listingTags: true, mkdocs: { extensions: ['def_list'] } },
    });
  });

  it('warns of what it cannot do as mdBook does, each naming the file, the field or the line', async () => {
    const config = await readSite(FIXTURE);
    const warnings = config.site!.warnings.map((w) => `${w.code} ${w.file}${w.line ? `:${w.line}` : ''} ${w.message}`);
    expect(warnings).toEqual([
      expect.stringMatching(/^site-field-unsupported book\.toml `output\.html\.additional-css`: .*theme\/custom\.css/),
      expect.stringMatching(/^site-field-unsupported book\.toml `preprocessor`: the book's preprocessors \(shout\) do not run/),
      expect.stringMatching(
        /^site-field-unsupported book\.toml `output\.html\.input-404`: src\/404\.md is the book's page for missing addresses/,
      ),
      expect.stringMatching(/^site-field-unsupported book\.toml `theme`: theme\/favicon\.svg is mdBook's favicon/),
      'site-field-unread book.toml `output.html.redirect."/bad.html"` is 3: the redirect is left out',
      'site-page-missing src/SUMMARY.md:18 the chapter "Missing chapter" names src/missing.md, which is not a page of the book: its entry is a label without a page (mdBook would create the file empty)',
    ]);
  });

  it('gives a language docsgen has no strings for English, with a warning', async () => {
    const root = tempSite({
      'book.toml': '[book]\ntitle = "Boek"\nlanguage = "nl"\n',
      'src/SUMMARY.md': '- [One](one.md)\n',
      'src/one.md': '# One\n',
    });
    const config = await readSite(root);
    expect(config.locale).toBe('en');
    expect(config.site!.warnings).toEqual([
      expect.objectContaining({ code: 'site-field-unsupported', file: 'book.toml', message: expect.stringContaining('"nl"') }),
    ]);
  });

  it('reads a SUMMARY.md mdBook would refuse as far as it can, warning at the line', async () => {
    const root = tempSite({
      'book.toml': '[book]\ntitle = "Book"\n',
      'src/SUMMARY.md': '- [One](one.md)\n- Two, not a link\n    - [Three](three.md)\n\n[Suffix](one.md)\n\n- [Four](four.md)\n',
      'src/one.md': '# One\n',
      'src/three.md': '# Three\n',
      'src/four.md': '# Four\n',
    });
    const { config, sidebars } = await readSiteSidebars(root);
    expect(sidebars.docs!.items.map((item) => item.label)).toEqual(['One', 'Three', 'Suffix', 'Four']);
    expect(config.site!.warnings.map((w) => [w.code, w.file, w.line])).toEqual([
      ['site-field-unread', 'src/SUMMARY.md', 2],
      ['site-field-unread', 'src/SUMMARY.md', 7],
    ]);
  });

  it('without SUMMARY.md, lists every page of src/ and says so', async () => {
    const root = tempSite({ 'book.toml': '[book]\ntitle = "Book"\n', 'src/one.md': '# One\n' });
    const { config, sidebars } = await readSiteSidebars(root);
    expect(config.sidebars).toBeUndefined();
    expect(sidebars.docs!.items).toEqual([{ type: 'doc', label: 'One', href: '/one' }]);
    expect(config.site!.warnings).toEqual([
      expect.objectContaining({
        code: 'site-nav-file-missing',
        file: 'book.toml',
        message: expect.stringContaining('src/SUMMARY.md does not exist'),
      }),
    ]);
  });

  it('stops at a book.toml that is not TOML, naming its line', async () => {
    const root = tempSite({ 'book.toml': '[book]\ntitle = "Book\n', 'src/SUMMARY.md': '' });
    const error = await docsgenErrorOfAsync(() => readSite(root));
    expect(error).toMatchObject({ code: 'site-config-syntax', file: 'book.toml', line: 2 });
  });
});
