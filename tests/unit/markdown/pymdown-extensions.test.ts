// Python-Markdown's and pymdown-extensions' syntax on an MkDocs site, compared with the HTML each extension documents
// (Python-Markdown's abbr, def_list, attr_list and md_in_html pages; pymdown-extensions' mark, caret, tilde and keys
// pages), and left as CommonMark has it where the site does not list the extension.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';

const ALL = [
  'abbr',
  'def_list',
  'attr_list',
  'md_in_html',
  'pymdownx.mark',
  'pymdownx.caret',
  'pymdownx.tilde',
  'pymdownx.keys',
  'pymdownx.inlinehilite',
];
const render = (markdown: string, extensions: string[] = ALL) =>
  renderMarkdown(markdown, { baseUrl: '/', mkdocsExtensions: extensions, fileRefs: false }).html;

describe('pymdownx.mark, caret, tilde', () => {
  it('marks ==text==, inserts ^^text^^, raises ^text^ and lowers ~text~; ~~text~~ stays a deletion', () => {
    expect(render('==This was marked== and ^^This was inserted^^ and ~~This was deleted~~\n')).toBe(
      '<p><mark>This was marked</mark> and <ins>This was inserted</ins> and <del>This was deleted</del></p>',
    );
    expect(render('H~2~O and A^T^A\n')).toBe('<p>H<sub>2</sub>O and A<sup>T</sup>A</p>');
  });

  it('spans emphasis and code inside, needs no space after the opener, and leaves code alone', () => {
    expect(render('==a **bold** `x == y` end== and a == b == c and `==code==`\n')).toBe(
      '<p><mark>a <strong>bold</strong> <code>x == y</code> end</mark> and a == b == c and <code>==code==</code></p>',
    );
  });

  it('leaves the markers as text on a site without the extensions', () => {
    expect(render('==mark== ^^ins^^ ++ctrl++\n', ['attr_list'])).toBe('<p>==mark== ^^ins^^ ++ctrl++</p>');
  });
});

describe('pymdownx.keys', () => {
  it('writes each key as pymdownx does: its own name as the class, its label, + between', () => {
    expect(render('++ctrl+alt+del++\n')).toBe(
      '<p><span class="keys"><kbd class="key-control">Ctrl</kbd><span>+</span><kbd class="key-alt">Alt</kbd><span>+</span><kbd class="key-delete">Del</kbd></span></p>',
    );
    expect(render('++ctrl+a++ ++ctrl+"custom"++ ++f5++\n')).toBe(
      '<p><span class="keys"><kbd class="key-control">Ctrl</kbd><span>+</span><kbd class="key-a">A</kbd></span> <span class="keys"><kbd class="key-control">Ctrl</kbd><span>+</span><kbd>custom</kbd></span> <span class="keys"><kbd class="key-f5">F5</kbd></span></p>',
    );
  });
});

describe('abbr', () => {
  it('marks every use of a defined word with <abbr title>, the definitions left out, code and other words alone', () => {
    const html = render(
      'The HTML specification is maintained by the W3C. HTML5 and `HTML` differ.\n\n*[HTML]: Hyper Text Markup Language\n*[W3C]:  World Wide Web Consortium\n',
    );
    expect(html).toBe(
      '<p>The <abbr title="Hyper Text Markup Language">HTML</abbr> specification is maintained by the <abbr title="World Wide Web Consortium">W3C</abbr>. HTML5 and <code>HTML</code> differ.</p>',
    );
  });
});

describe('def_list', () => {
  // remark-definition-list writes a newline before </dd>, where Python-Markdown writes none: the same HTML.
  it('makes a term and its definitions a <dl>', () => {
    expect(
      render(
        'Apple\n:   Pomaceous fruit of plants of the genus Malus in\n    the family Rosaceae.\n\nOrange\n:   The fruit of an evergreen tree.\n',
      ),
    ).toBe(
      '<dl>\n<dt>Apple</dt>\n<dd>Pomaceous fruit of plants of the genus Malus in\nthe family Rosaceae.\n</dd>\n<dt>Orange</dt>\n<dd>The fruit of an evergreen tree.\n</dd>\n</dl>',
    );
  });

  it('takes an HTML comment alone before a definition as its term, as Python-Markdown does', () => {
    expect(render('<!-- md:option mode -->\n\n:   This option defines the mode.\n')).toBe(
      '<dl>\n<dt><span hidden><!-- md:option mode --></span></dt>\n<dd>\n<p>This option defines the mode.</p>\n</dd>\n</dl>',
    );
  });

  it("holds an admonition or tabs that open the definition (`:   !!! note`), as Material's reference pages write them", () => {
    // Python-Markdown: <dd><div class="admonition note"><p class="admonition-title">Note</p><p>Lorem.</p></div></dd>.
    const html = render(
      '<!-- md:option type:note -->\n\n:   !!! note\n\n        Lorem.\n\n<!-- md:option tabs -->\n\n:   === "A"\n\n        Tab a.\n\n    === "B"\n\n        Tab b.\n',
      [...ALL, 'admonition', 'pymdownx.tabbed'],
    );
    expect(html).toMatch(
      /^<dl>\n<dt><span hidden><!-- md:option type:note --><\/span><\/dt>\n<dd>\n<div class="dg-admonition dg-admonition--note"><p class="dg-admonition__title">[^<]+<\/p><p>Lorem\.<\/p><\/div>\n<\/dd>/,
    );
    expect(html).toContain('role="tablist"');
    expect(html).not.toMatch(/!!!|===/);
  });

  it('is a paragraph on a site without def_list', () => {
    expect(render('Apple\n:   Fruit\n', ['abbr'])).toBe('<p>Apple\n:   Fruit</p>');
  });
});

describe('attr_list on links, images and blocks', () => {
  it('sets ids, classes and safe attributes, never handlers, and shows no braces', () => {
    expect(
      render(
        '[Start](https://example.com/){ .md-button .md-button--primary } and ![Logo](https://example.com/logo.png){ width="300" loading=lazy onclick="x()" #logo }\n',
      ),
    ).toBe(
      '<p><a href="https://example.com/" class="md-button md-button--primary">Start</a> and <img src="https://example.com/logo.png" alt="Logo" width="300" loading="lazy" id="logo" decoding="async"></p>',
    );
  });

  it('sets a list written on a block’s last line on the block, and one after an icon goes with the icon', () => {
    expect(render('A card\n{ .card }\n\n- item {: #first }\n')).toBe('<p class="card">A card</p>\n<ul>\n<li id="first">item</li>\n</ul>');
    expect(render(':material-clock-fast:{ .lg .middle } Fast\n')).toBe('<p> Fast</p>');
  });
});

describe('md_in_html', () => {
  it('parses the content of a tag with `markdown` as Markdown, the attribute dropped, blank lines or none', () => {
    expect(render('<div class="grid cards" markdown>\n- __Set up__ in minutes\n</div>\nAfter **this**.\n')).toBe(
      '<div class="grid cards">\n<ul>\n<li><strong>Set up</strong> in minutes</li>\n</ul>\n</div>\n<p>After <strong>this</strong>.</p>',
    );
    expect(render('Intro\n\n<div markdown="1">\n**bold**\n</div>\n')).toBe('<p>Intro</p>\n<div>\n<p><strong>bold</strong></p>\n</div>');
    expect(
      render(
        '<figure>\n  <img decoding="async" src="x.png" alt="">\n  <figcaption markdown>The [roadmap](https://example.com/)</figcaption>\n</figure>\n',
      ),
    ).toBe(
      '<figure>\n  <img decoding="async" src="x.png" alt="">\n  <figcaption>\n<p>The <a href="https://example.com/">roadmap</a></p>\n  </figcaption>\n</figure>',
    );
  });

  it('reads a tag after a fence that shows indented fenced code (its indented ``` does not close it)', () => {
    expect(render('```\n=== "C"\n\n    ``` c\n    int x;\n    ```\n```\n\n<div class="result" markdown>\n**bold**\n</div>\n')).toContain(
      '<div class="result">\n<p><strong>bold</strong></p>\n</div>',
    );
  });

  it('leaves HTML blocks as CommonMark has them on a site without md_in_html', () => {
    expect(render('<div markdown>\n**bold**\n</div>\n', ['abbr'])).toBe('<div markdown>\n**bold**\n</div>');
  });
});

describe('pymdownx.inlinehilite', () => {
  it('takes `#!lang` as the inline code’s language, not its text', () => {
    expect(render('Use `#!css .md-button` and `#!` or `#!python`.\n')).toBe(
      '<p>Use <code class="language-css">.md-button</code> and <code>#!</code> or <code>#!python</code>.</p>',
    );
  });
});

describe('extensions docsgen does not build', () => {
  it('warns once per kind and page, naming the first line, and shows the text as written', () => {
    const { html, warnings } = renderMarkdown('# Math\n\n$$\nE = mc^2 and a^b^\n$$\n\nAnd $x$ and {++added++} and {--gone--}.\n', {
      baseUrl: '/',
      mkdocsExtensions: ['pymdownx.arithmatex', 'pymdownx.critic', 'pymdownx.caret'],
    });
    expect(html).toContain('$$\nE = mc^2 and a<sup>b</sup>\n$$');
    expect(warnings).toEqual([
      {
        code: 'mkdocs-extension-unsupported',
        line: 3,
        message: "pymdownx.arithmatex's math (`$…$`, `$$`): shown as written, docsgen does not build it",
      },
      {
        code: 'mkdocs-extension-unsupported',
        line: 7,
        message: "pymdownx.critic's editing marks (`{++ ++}`, `{-- --}`, `{== ==}`): shown as written, docsgen does not build it",
      },
    ]);
    expect(renderMarkdown('$$ and {++x++}\n', { baseUrl: '/', mkdocsExtensions: ['abbr'] }).warnings).toBeUndefined();
  });
});
