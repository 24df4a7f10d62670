// MkDocs Material's code annotations, from its reference page (reference/code-blocks.md, "Adding annotations" and
// "Stripping comments") and its script (components/content/annotation/list): a block followed by an ordered list,
// markers `(N)` in the code's comments, `(N)!` standing for the whole comment, a marker naming no item left as
// written. docsgen makes each marker a numbered link to its note, which stays in the list under the code.
import { describe, expect, it } from 'vitest';
import { parseCodeInfo } from '../../../cli/markdown/code-info.js';
import { DEFAULT_MARKDOWN_OPTIONS } from '../../../cli/markdown/markdown-result.js';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import { readSite } from '../../../cli/sites/read-site.js';
import { tempSite } from '../support/temp-site.js';
import { findAll, hasClass, parseHtml, type HtmlNode } from '../support/html-tree.js';

const annotating = (markdown: string) => renderMarkdown(markdown, { ...DEFAULT_MARKDOWN_OPTIONS, codeAnnotations: true }).html;
const text = (node: HtmlNode): string => (typeof node === 'string' ? node : node.children.map(text).join(''));

/** Material's first example, word for word. */
const EXAMPLE = [
  '``` yaml',
  'theme:',
  '  features:',
  '    - content.code.annotate # (1)',
  '```',
  '',
  "1.  :man_raising_hand: I'm a code annotation! I can contain `code`, __formatted",
  '    text__, images, ... basically anything that can be written in Markdown.',
  '',
].join('\n');

describe('code annotations', () => {
  it("make a comment's marker a numbered link to the note, which stays in the list under the code", () => {
    const tree = parseHtml(annotating(EXAMPLE));
    const [block] = findAll(tree, (el) => hasClass(el, 'dg-code'));
    expect(block!.attrs.class).toContain('dg-code--annotated');
    const [marker, ...others] = findAll(block!, (el) => hasClass(el, 'dg-code__annotation'));
    expect(others).toEqual([]);
    expect(marker!.tag).toBe('a');
    expect(marker!.attrs).toMatchObject({
      href: '#dg-annotation-1-1',
      'aria-label': 'Anotação 1',
      'aria-describedby': 'dg-annotation-1-1',
    });
    expect(text(marker!)).toBe('1');
    // In the comment, where the author wrote it: `# ` then the marker.
    const [comment] = findAll(block!, (el) => hasClass(el, 'hljs-comment'));
    expect(comment!.children.map((child) => (typeof child === 'string' ? child : `<${child.tag}>`))).toEqual(['# ', '<a>']);
    const [list] = findAll(tree, (el) => el.tag === 'ol');
    expect(list!.attrs.class).toBe('dg-code-annotations');
    const items = findAll(list!, (el) => el.tag === 'li');
    expect(items.map((item) => item.attrs.id)).toEqual(['dg-annotation-1-1']);
    expect(text(items[0]!)).toContain("I'm a code annotation!");
    expect(annotating(EXAMPLE)).not.toContain('(1)');
  });

  it('`(1)!` stands for its whole comment: the comment holds the marker alone', () => {
    const html = annotating('``` yaml\n# (1)!\ntheme: x # (2)!\n```\n\n1.  Look ma, less line noise!\n2.  And here.\n');
    const comments = findAll(parseHtml(html), (el) => hasClass(el, 'hljs-comment'));
    expect(comments.map((comment) => comment.children.map((child) => (typeof child === 'string' ? child : text(child))))).toEqual([
      ['1'],
      ['2'],
    ]);
    expect(html).not.toMatch(/\(\d\)!?/);
  });

  it('`{ .yaml .annotate }` annotates its block without the feature, highlighted as YAML', () => {
    const html = renderMarkdown('``` { .yaml .annotate }\nkey: 1 # (1)\n```\n\n1. Note.\n').html;
    expect(html).toContain('class="hljs language-yaml"');
    expect(html).toContain('href="#dg-annotation-1-1"');
  });

  it('leaves a block alone without the feature or `.annotate`, and a marker naming no item as written', () => {
    const plain = renderMarkdown(EXAMPLE).html;
    expect(plain).toContain('# (1)');
    expect(plain).not.toContain('dg-code__annotation');
    expect(plain).toMatch(/<ol>/);
    const missing = annotating('```yaml\na: 1 # (2)\n```\n\n1. Only one.\n');
    expect(missing).toContain('# (2)');
    expect(missing).not.toContain('dg-code-annotations');
  });

  it('gives each annotated block of a page its own ids, in a code comment of any language', () => {
    const html = annotating('```js\nlet a; // (1)\n```\n\n1. First.\n\n```py\nb = 1  # (1)\n```\n\n1. Second.\n');
    expect([...html.matchAll(/<li id="([^"]+)"/g)].map((match) => match[1])).toEqual(['dg-annotation-1-1', 'dg-annotation-2-1']);
  });
});

describe("a fence's attribute list (Python-Markdown's attr_list, pymdownx.highlight)", () => {
  it('names the language by its first class, the others classes, with a title, line numbers and marked lines', () => {
    expect(parseCodeInfo('{', '.yaml .annotate title="mkdocs.yml" linenums="2" hl_lines="1 3-4" }')).toEqual({
      language: 'yaml',
      classes: ['annotate'],
      title: 'mkdocs.yml',
      lineNumbersFrom: 2,
      ranges: '1,3-4',
    });
    expect(parseCodeInfo('{', '.dockerfile .annotate }')).toEqual({ language: 'dockerfile', classes: ['annotate'] });
    // Docusaurus's ranges are no attribute list.
    expect(parseCodeInfo('js', '{1,3}')).toEqual({ language: 'js', ranges: '1,3' });
  });
});

describe("an MkDocs site's settings", () => {
  it("annotate every block with Material's content.code.annotate, and draw emoji with pymdownx.emoji", async () => {
    const yml = (lines: string[]) => tempSite({ 'mkdocs.yml': `${lines.join('\n')}\n`, 'docs/index.md': '# Home\n' });
    const material = await readSite(
      yml([
        'site_name: A',
        'theme:',
        '  name: material',
        '  features:',
        '    - content.code.annotate',
        'markdown_extensions:',
        '  pymdownx.emoji: {}',
      ]),
    );
    expect(material.markdown).toMatchObject({ codeAnnotations: true, emoji: true });
    // The feature is Material's: MkDocs's own theme has none.
    const plain = await readSite(yml(['site_name: A', 'theme:', '  name: mkdocs', '  features:', '    - content.code.annotate']));
    expect(plain.markdown?.codeAnnotations).toBeUndefined();
    expect(plain.markdown?.emoji).toBeUndefined();
  });
});
