// MkDocs' own block syntax as Python-Markdown and Material for MkDocs render it: `!!!` admonitions (a title, the type's
// look), `???`/`???+` collapsible ones (<details>, closed/open), pymdownx.blocks' `///`, and `===` content tabs. Today's
// docsgen must not show an indented body as a code block, nor the markers as text.
import { describe, expect, it } from 'vitest';
import { DEFAULT_MARKDOWN_OPTIONS } from '../../../cli/markdown/markdown-result.js';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import { EN_STRINGS } from '../../../shared/i18n/strings.en.js';

const html = (markdown: string) => renderMarkdown(markdown, { ...DEFAULT_MARKDOWN_OPTIONS, strings: EN_STRINGS }).html;
const callout = (kind: string, title: string, body: string) =>
  `<div class="dg-admonition dg-admonition--${kind}"><p class="dg-admonition__title">${title}</p>${body}</div>`;

describe('MkDocs admonitions', () => {
  it('renders "!!! type "Title"" with its indented body, a blank line after the marker or not', () => {
    expect(html('!!! note "Phasellus posuere"\n\n    Lorem *ipsum*.\n')).toBe(
      callout('note', 'Phasellus posuere', '<p>Lorem <em>ipsum</em>.</p>'),
    );
    expect(html('!!! note "Phasellus posuere"\n    Lorem.\n\n    Dolor.\n\nAfter.\n')).toBe(
      `${callout('note', 'Phasellus posuere', '<p>Lorem.</p><p>Dolor.</p>')}\n<p>After.</p>`,
    );
  });

  it('titles an admonition without one with its type, capitalised, as Python-Markdown does', () => {
    expect(html('!!! note\n    x\n')).toBe(callout('note', 'Note', '<p>x</p>'));
    expect(html('!!! example\n    x\n')).toBe(callout('note', 'Example', '<p>x</p>'));
  });

  it('leaves the title out for "!!! type """', () => {
    expect(html('!!! warning ""\n    x\n')).toBe('<div class="dg-admonition dg-admonition--warning"><p>x</p></div>');
  });

  it.each([
    ['note', 'note'],
    ['abstract', 'info'],
    ['summary', 'info'],
    ['tldr', 'info'],
    ['info', 'info'],
    ['todo', 'info'],
    ['tip', 'tip'],
    ['hint', 'tip'],
    ['important', 'important'],
    ['success', 'tip'],
    ['check', 'tip'],
    ['done', 'tip'],
    ['question', 'info'],
    ['help', 'info'],
    ['faq', 'info'],
    ['warning', 'warning'],
    ['caution', 'caution'],
    ['attention', 'warning'],
    ['failure', 'danger'],
    ['fail', 'danger'],
    ['missing', 'danger'],
    ['danger', 'danger'],
    ['error', 'danger'],
    ['bug', 'danger'],
    ['example', 'note'],
    ['quote', 'neutral'],
    ['cite', 'neutral'],
  ])('shows Material\'s "%s" as the "%s" callout', (type, kind) => {
    expect(html(`!!! ${type} "T"\n    x\n`)).toBe(callout(kind, 'T', '<p>x</p>'));
  });

  it('renders "???" as closed <details> and "???+" as open, as pymdownx.details does', () => {
    expect(html('??? question "Why?"\n    Because.\n')).toBe(
      '<details class="dg-details dg-admonition--info"><summary>Why?</summary><p>Because.</p></details>',
    );
    expect(html('???+ tip\n    Yes.\n')).toBe(
      '<details class="dg-details dg-admonition--tip" open><summary>Tip</summary><p>Yes.</p></details>',
    );
  });

  it('nests admonitions, and reads fences and lists in the body', () => {
    expect(html('!!! note "Outer"\n    a\n\n    !!! danger "Inner"\n        b\n\n    c\n')).toBe(
      callout('note', 'Outer', `<p>a</p>${callout('danger', 'Inner', '<p>b</p>')}<p>c</p>`),
    );
    expect(html('!!! tip\n    - one\n    - two\n')).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(html('!!! tip\n    ```py\n    x = 1\n    ```\n')).toContain('language-py');
  });

  it('reads an admonition in a list item, its body indented four spaces more than its marker', () => {
    expect(html('1. Step\n\n    !!! note\n        Body\n\n2. Next\n')).toContain(
      `<p>Step</p>\n${callout('note', 'Note', '<p>Body</p>')}\n</li>\n<li>\n<p>Next</p>`,
    );
  });

  it('reads CRLF line ends', () => {
    expect(html('!!! note "T"\r\n\r\n    Body\r\n\r\nAfter\r\n')).toBe(`${callout('note', 'T', '<p>Body</p>')}\n<p>After</p>`);
  });

  it('ends the body at the first less indented line, as Python-Markdown does', () => {
    expect(html('!!! note\n    para\nafter\n')).toBe(`${callout('note', 'Note', '<p>para</p>')}\n<p>after</p>`);
  });

  it('leaves the markers in fenced code alone', () => {
    expect(html('```md\n!!! note\n    x\n```\n')).toContain('!!! note');
    expect(html('```md\n=== "A"\n    x\n```\n')).toContain('=== "A"');
  });

  it("keeps the author's line numbers in warnings after and inside a block", () => {
    const warnings = (markdown: string) => renderMarkdown(markdown).warnings?.map((warning) => warning.line);
    expect(warnings('!!! note\n\n    body\n\n:::foo\nx\n:::\n')).toEqual([5]);
    expect(warnings('!!! note\n    a\n\n    :::foo\n    x\n    :::\n')).toEqual([4]);
    expect(warnings('/// tip\nx\n///\n\n:::foo\nx\n:::\n')).toEqual([5]);
  });
});

describe('pymdownx.blocks', () => {
  it('renders "/// type | Title" … "///" as the callout, and a type alone with its type as title', () => {
    expect(html('/// tip | Use it\nBody.\n///\n')).toBe(callout('tip', 'Use it', '<p>Body.</p>'));
    expect(html('/// note\nBody.\n///\n')).toBe(callout('note', 'Note', '<p>Body.</p>'));
    expect(html('/// check\nBody.\n///\n')).toBe(callout('tip', 'Check', '<p>Body.</p>'));
  });

  it('renders "/// details" closed unless "open: True", with its "type"', () => {
    expect(html('/// details | More\n\nBody.\n///\n')).toBe(
      '<details class="dg-details dg-admonition--note"><summary>More</summary><p>Body.</p></details>',
    );
    expect(html('/// details | More\n    type: warning\n    open: True\n\nBody.\n///\n')).toBe(
      '<details class="dg-details dg-admonition--warning" open><summary>More</summary><p>Body.</p></details>',
    );
  });

  it('nests blocks with more slashes, and "/// admonition" takes its "type"', () => {
    expect(html('//// note | Out\nA\n\n/// warning | In\nB\n///\n////\n')).toBe(
      callout('note', 'Out', `<p>A</p>${callout('warning', 'In', '<p>B</p>')}`),
    );
    expect(html('/// admonition | Hey\n    type: danger\n\nB\n///\n')).toBe(callout('danger', 'Hey', '<p>B</p>'));
  });

  it('leaves a block that is never closed, and other words after "///", as text', () => {
    expect(html('/// tip\nBody.\n')).toBe('<p>/// tip\nBody.</p>');
    expect(html('/// foo\nx\n///\n')).toBe('<p>/// foo\nx\n///</p>');
  });
});

describe('MkDocs content tabs', () => {
  const tabs = (markdown: string) => {
    const page = html(markdown);
    return {
      labels: [...page.matchAll(/role="tab"[^>]*>([^<]*)</g)].map((match) => match[1]),
      groups: page.split('class="dg-tabs"').length - 1,
      page,
    };
  };

  it('makes consecutive "=== "Tab"" blocks one tab group, their indented bodies the panels', () => {
    const found = tabs('=== "C"\n\n    ```c\n    int x;\n    ```\n\n=== "C++"\n\n    Text *here*.\n\nAfter.\n');
    expect(found.labels).toEqual(['C', 'C++']);
    expect(found.groups).toBe(1);
    expect(found.page).toContain('language-c');
    expect(found.page).toContain('<p>Text <em>here</em>.</p></div></div>\n<p>After.</p>');
  });

  it('starts a new group at "===!" and at anything between tabs', () => {
    expect(tabs('=== "A"\n    a\n\n===! "B"\n    b\n').groups).toBe(2);
    expect(tabs('=== "A"\n    a\n\nText.\n\n=== "B"\n    b\n').groups).toBe(2);
  });

  it('renders "/// tab | Label" blocks as tabs too', () => {
    expect(tabs('/// tab | One\na\n///\n\n/// tab | Two\nb\n///\n').labels).toEqual(['One', 'Two']);
  });
});
