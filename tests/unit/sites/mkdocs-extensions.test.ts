// An MkDocs site's `markdown_extensions`, built: each construct read when its extension is listed, as MkDocs reads it,
// and left as CommonMark has it on a site that does not list it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { readSite } from '../../../cli/sites/read-site.js';
import { tempSite } from '../support/temp-site.js';

const quiet = { log: () => {} };
const YML = (extensions: string) => `site_name: Docs\ntheme:\n  name: material\nmarkdown_extensions:\n${extensions}`;

/** Builds an MkDocs site; the HTML of its page `route` ("" the home page) and the build's warnings. */
async function build(files: Record<string, string>): Promise<{ html: (route?: string) => string; warnings: string[] }> {
  const root = tempSite(files);
  const result = await buildSite({ root, cache: false, ...quiet });
  const html = (route = '') => readFileSync(path.join(root, 'site', route, 'index.html'), 'utf8');
  const warnings = result.warnings.filter((w) => w.code !== 'no-url');
  return { html, warnings: warnings.map((w) => `${w.code} ${w.file}:${w.line ?? ''} ${w.message}`) };
}

/** The page's Markdown body, without the page's chrome. */
function body(html: string): string {
  const start = html.indexOf('<div class="dg-markdown">') + '<div class="dg-markdown">'.length;
  return html
    .slice(start, html.indexOf('</article>', start))
    .replace(/<\/div>\s*$/, '')
    .trim();
}

describe("an MkDocs site's markdown_extensions", () => {
  it('reads the list (or mapping) of extensions, the bundles opened, and snippets’ base_path and auto_append', async () => {
    const root = tempSite({
      'mkdocs.yml': YML(
        '  - extra\n  - pymdownx.snippets:\n      base_path: [docs/parts, "."]\n      auto_append:\n        - includes/links.md\n',
      ),
      'docs/index.md': '# Home\n',
    });
    const config = await readSite(root);
    expect(config.markdown?.mkdocs).toEqual({
      extensions: ['extra', 'abbr', 'attr_list', 'def_list', 'footnotes', 'md_in_html', 'tables', 'pymdownx.snippets'],
      snippets: { basePath: ['docs/parts', '.'], autoAppend: ['includes/links.md'] },
    });
    const mapping = tempSite({
      'mkdocs.yml': 'site_name: Docs\nmarkdown_extensions:\n  markdown.extensions.abbr: null\n  pymdownx.mark: {}\n',
      'docs/index.md': '# Home\n',
    });
    expect((await readSite(mapping)).markdown?.mkdocs).toEqual({ extensions: ['abbr', 'pymdownx.mark'] });
  });

  it('pastes snippets (`--8<--`) from the site root, auto_append after every page, and warns of a missing one with its line', async () => {
    const { html, warnings } = await build({
      'mkdocs.yml': YML('  - pymdownx.snippets:\n      auto_append:\n        - includes/links.md\n'),
      'docs/index.md': '# Home\n\n--8<-- "includes/part.md"\n\nSee [MkDocs][mkdocs].\n\n--8<-- "includes/gone.md"\n',
      'includes/part.md': 'Pasted **text**.\n',
      'includes/links.md': '  [mkdocs]: https://www.mkdocs.org\n',
    });
    expect(body(html())).toBe('<p>Pasted <strong>text</strong>.</p>\n<p>See <a href="https://www.mkdocs.org">MkDocs</a>.</p>');
    expect(warnings).toEqual(['missing-file docs/index.md:7 --8<-- "includes/gone.md": includes/gone.md does not exist']);
  });

  it('reads no snippet outside the site, whatever base_path says', async () => {
    const root = tempSite({
      'mkdocs.yml': YML('  - pymdownx.snippets:\n      base_path: [".."]\n'),
      'docs/index.md': '# Home\n\n--8<-- "secret.md"\n',
    });
    writeFileSync(path.join(root, '..', 'secret.md'), 'SECRET\n');
    const result = await buildSite({ root, cache: false, ...quiet });
    expect(readFileSync(path.join(root, 'site', 'index.html'), 'utf8')).not.toContain('SECRET');
    expect(result.warnings.filter((w) => w.code !== 'no-url').map((w) => `${w.code} ${w.file}:${w.line}`)).toEqual([
      'file-outside-site docs/index.md:3',
    ]);
  });

  it('leaves `--8<--` alone on a site without pymdownx.snippets', async () => {
    const { html } = await build({
      'mkdocs.yml': YML('  - attr_list\n'),
      'docs/index.md': '# Home\n\n--8<-- "includes/part.md"\n',
      'includes/part.md': 'Pasted\n',
    });
    expect(body(html())).toBe('<p>--8&#x3C;-- "includes/part.md"</p>');
  });

  it('reads each listed extension on the pages, abbreviations from auto_append’s files too', async () => {
    const { html, warnings } = await build({
      'mkdocs.yml': YML(
        '  - abbr\n  - attr_list\n  - md_in_html\n  - pymdownx.keys\n  - pymdownx.mark\n  - pymdownx.snippets:\n      auto_append: [includes/abbreviations.md]\n',
      ),
      'docs/index.md':
        '# Home\n\nPress ++ctrl+c++ to copy ==HTML==.\n\n<div class="grid cards" markdown>\n- [Start](https://example.com/){ .md-button }\n</div>\n',
      'includes/abbreviations.md': '*[HTML]: Hyper Text Markup Language\n',
    });
    expect(body(html())).toBe(
      '<p>Press <span class="keys"><kbd class="key-control">Ctrl</kbd><span>+</span><kbd class="key-c">C</kbd></span> to copy <mark><abbr title="Hyper Text Markup Language">HTML</abbr></mark>.</p>\n<div class="grid cards">\n<ul>\n<li><a href="https://example.com/" class="md-button">Start</a></li>\n</ul>\n</div>',
    );
    expect(warnings).toEqual([]);
  });
});
