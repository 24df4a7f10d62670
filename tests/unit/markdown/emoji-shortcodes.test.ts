// pymdownx.emoji with MkDocs Material's icons (config `markdown.emoji`, on for an MkDocs site listing the extension).
// The expected HTML is Material's, as its reference page "Icons, Emojis" and its emoji extension
// (material/extensions/emoji.py, to_svg) write it: `<span class="twemoji"><svg xmlns=… viewBox=…><path d=…/></svg></span>`,
// the SVG being the icon set's own file, and `{ .heart }` after an icon a class of the span.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import { DEFAULT_MARKDOWN_OPTIONS } from '../../../cli/markdown/markdown-result.js';
import { mergeSiteWideWarnings } from '../../../cli/model/site-wide-warnings.js';
import { readSite } from '../../../cli/sites/read-site.js';
import { tempSite } from '../support/temp-site.js';

const emoji = (markdown: string) => renderMarkdown(markdown, { ...DEFAULT_MARKDOWN_OPTIONS, emoji: true });

/** Each icon span: its classes, its svg's viewBox and the start of its first path. */
function icons(html: string): { classes: string; viewBox: string; path: string }[] {
  return [
    ...html.matchAll(/<span class="([^"]*)"><svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="([^"]*)"[^>]*>(.*?)<\/svg><\/span>/g),
  ].map((match) => ({ classes: match[1]!, viewBox: match[2]!, path: /<path[^>]* d="([^"]{0,12})/.exec(match[3]!)?.[1] ?? '' }));
}

describe('icon shortcodes (MkDocs Material)', () => {
  it("draws each of Material's sets as its SVG, inline, in Material's span", () => {
    const { html, warnings } = emoji(
      ':material-check: :octicons-heart-16: :fontawesome-brands-github: :fontawesome-solid-heart: :fontawesome-regular-heart: :simple-python:\n',
    );
    expect(warnings ?? []).toEqual([]);
    const drawn = icons(html);
    expect(drawn.map((icon) => icon.classes)).toEqual(Array(6).fill('twemoji'));
    // Material Design Icons, Octicons (16 px), Simple Icons are 24 or 16 squares; Font Awesome 7's are 640 high.
    expect(drawn.map((icon) => icon.viewBox.split(' ').at(-1))).toEqual(['24', '16', '640', '640', '640', '24']);
    // mdi's check.svg (Material's material/check.svg): "M21 7 9 19l-5.5-5.5…".
    expect(drawn[0]!.path).toMatch(/^M21 7/);
    expect(html).not.toMatch(/:[a-z]+-[a-z0-9-]+:/);
    // Decoration, in the text's colour: no fill of its own.
    expect(html).toContain('fill="currentColor"');
    expect(html).toContain('aria-hidden="true"');
  });

  it('gives an icon the classes of the attribute list right after it, and drops the list', () => {
    const { html } = emoji(':fontawesome-solid-heart:{ .heart } and :material-check:{: .lg .middle } done\n');
    expect(icons(html).map((icon) => icon.classes)).toEqual(['twemoji heart', 'twemoji lg middle']);
    expect(html).not.toContain('{');
    expect(html).toMatch(/<\/span> and <span/);
    expect(html).toMatch(/<\/span> done<\/p>$/);
  });

  it('leaves an icon no set has out, never as text, with a warning naming it', () => {
    const { html, warnings } = emoji('Before :material-no-such-icon-here: after.\n');
    expect(html).toBe('<p>Before  after.</p>');
    expect(warnings).toEqual([
      {
        code: 'icon-unknown',
        line: 1,
        message:
          "the icon :material-no-such-icon-here: is in none of MkDocs Material's icon sets (Material Design Icons, Octicons, Font Awesome, Simple Icons): left out",
      },
    ]);
  });

  it('draws icons in an admonition title, and leaves a tab label its words', () => {
    const { html } = emoji('!!! note ":material-check: Done"\n\n    Body.\n\n=== ":octicons-file-code-16: `docs/page.md`"\n\n    Tab.\n');
    expect(icons(html)).toHaveLength(1);
    expect(html).not.toContain(':octicons-file-code-16:');
    expect(html).toMatch(/role="tab"[^>]*>docs\/page\.md<\/button>/);
  });

  it('is off by default: the shortcodes are left out as MkDocs plugin output', () => {
    const { html, warnings } = renderMarkdown('Done :material-check: :smile:\n');
    expect(html).toBe('<p>Done  :smile:</p>');
    expect(warnings?.map((warning) => warning.code)).toEqual(['mkdocs-plugin-output']);
  });
});

describe('emoji shortcodes', () => {
  it("are the Unicode emoji of GitHub's names; other colons stay text", () => {
    const { html, warnings } = emoji('Hi :smile: :+1: :tada:, at 12:53:00, :not_an_emoji_name: and `:smile:`\n');
    expect(html).toBe('<p>Hi 😄 👍 🎉, at 12:53:00, :not_an_emoji_name: and <code>:smile:</code></p>');
    expect(warnings ?? []).toEqual([]);
  });

  it("reads JoyPixels's names of people (Material's index), which GitHub writes the other way round", () => {
    expect(emoji(':man_raising_hand: :woman_raising_hand: :woman_in_lotus_position: :man_technologist:\n').html).toBe(
      '<p>🙋‍♂️ 🙋‍♀️ 🧘‍♀️ 👨‍💻</p>',
    );
  });
});

describe('an unknown icon across a site', () => {
  it('folds the repeats of one message into its first warning, with the count and the other pages', () => {
    const warning = (file: string, line: number, name = 'x') => ({ code: 'icon-unknown', file, line, message: `icon ${name}` });
    const merged = mergeSiteWideWarnings([
      warning('a.md', 1),
      { code: 'broken-link', file: 'a.md', line: 2, message: 'link' },
      warning('a.md', 5),
      warning('b.md', 3),
      warning('c.md', 1, 'y'),
    ]);
    expect(merged).toEqual([
      { code: 'icon-unknown', file: 'a.md', line: 1, message: 'icon x (3 times on 2 pages, also b.md)' },
      { code: 'broken-link', file: 'a.md', line: 2, message: 'link' },
      { code: 'icon-unknown', file: 'c.md', line: 1, message: 'icon y' },
    ]);
  });

  it('is one warning per name in an MkDocs site listing pymdownx.emoji, and the known icons are drawn', async () => {
    const root = tempSite({
      'mkdocs.yml': [
        'site_name: Icons',
        'theme:',
        '  name: material',
        'markdown_extensions:',
        '  - attr_list',
        '  - pymdownx.emoji:',
        '      emoji_index: !!python/name:material.extensions.emoji.twemoji',
        '      emoji_generator: !!python/name:material.extensions.emoji.to_svg',
        '',
      ].join('\n'),
      'docs/index.md': '# Home\n\n:material-check: :material-nope-nope: and :material-nope-nope:\n',
      'docs/a.md': '# A\n\n:material-nope-nope: :smile:\n',
      'docs/b.md': '# B\n\n:material-nope-nope:\n',
      'docs/c.md': '# C\n\n:material-nope-nope:\n',
      'docs/d.md': '# D\n\n:material-nope-nope:\n',
      'docs/e.md': '# E\n\n:octicons-nope-16:\n',
    });
    expect((await readSite(root)).markdown?.emoji).toBe(true);
    const result = await buildSite({ root, out: path.join(root, 'out'), log: () => {} });
    const unknown = result.warnings.filter((warning) => warning.code === 'icon-unknown');
    expect(unknown.map(({ file, line, message }) => [file, line, message.replace(/ is in none .*: left out/, '')])).toEqual([
      // At its first place in the build's order of pages, the others named.
      ['docs/a.md', 3, 'the icon :material-nope-nope: (6 times on 5 pages, also docs/b.md, docs/c.md, docs/d.md and 1 more)'],
      ['docs/e.md', 3, 'the icon :octicons-nope-16:'],
    ]);
    const home = readFileSync(path.join(root, 'out', 'index.html'), 'utf8');
    expect(icons(home)).toHaveLength(1);
    expect(readFileSync(path.join(root, 'out', 'a', 'index.html'), 'utf8')).toContain('<p> 😄</p>');
  });
});
