// What MkDocs plugins make at build time and docsgen does not run: Material's icon shortcodes and mkdocstrings's
// `::: module` blocks are left out, never shown as text, one warning per name.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';

describe("MkDocs plugins' syntax", () => {
  it('leaves icon shortcodes out, with one warning per icon', () => {
    const { html, warnings } = renderMarkdown('Done :material-check: and :material-check:, star :octicons-star-16:.\n');
    expect(html).toBe('<p>Done  and , star .</p>');
    expect(warnings?.map((warning) => warning.message)).toEqual([
      "the icon :material-check: is one of MkDocs Material's icons, which docsgen draws only with pymdownx.emoji (markdown.emoji): left out",
      "the icon :octicons-star-16: is one of MkDocs Material's icons, which docsgen draws only with pymdownx.emoji (markdown.emoji): left out",
    ]);
  });

  it("leaves mkdocstrings's ::: blocks out with their options, naming the line", () => {
    const { html, warnings } = renderMarkdown(
      '# API\n\n::: mkdocs.structure.files.Files\n    options:\n      show_root_heading: true\n\nAfter.\n',
    );
    expect(html).not.toContain(':::');
    expect(html).not.toContain('show_root_heading');
    expect(html).toContain('<p>After.</p>');
    expect(warnings?.map(({ code, line }) => [code, line])).toEqual([['mkdocs-plugin-output', 3]]);
  });

  it("keeps a heading written as mkdocstrings's (`#### ::: pkg.name`) as a heading naming the object", () => {
    const { html, warnings } = renderMarkdown('Intro.\n\n#### ::: mkdocs.plugins.event_priority\n\nText.\n', {
      baseUrl: '/',
      headingIds: 'python-markdown',
    });
    expect(html).toContain('<h4 id="mkdocspluginsevent_priority"><code>mkdocs.plugins.event_priority</code>');
    expect(html).not.toContain(':::');
    expect(warnings?.map(({ code, line }) => [code, line])).toEqual([['mkdocs-plugin-output', 3]]);
  });

  it('leaves colons in ordinary text and code alone', () => {
    expect(renderMarkdown('Time 10:30: `:material-x:` and a:b:c.\n').html).toBe('<p>Time 10:30: <code>:material-x:</code> and a:b:c.</p>');
  });
});
