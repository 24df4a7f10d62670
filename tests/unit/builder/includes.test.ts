// Include directives in a built site: an mdBook chapter whose listings come from files beside the book, a VitePress
// page pasting a part; what pasted text holds is checked like the page's own (its broken link reported at the
// directive's line), and a second build sees an edit of an included file.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { findAll, parseHtml, type HtmlNode } from '../support/html-tree.js';
import { tempSite } from '../support/temp-site.js';

const text = (node: HtmlNode): string => (typeof node === 'string' ? node : node.children.map(text).join(''));

async function build(root: string) {
  const result = await buildSite({
    root,
    out: path.join(root, 'build'),
    cache: true,
    cacheDir: path.join(root, 'cache'),
    threads: 1,
    log: () => {},
  });
  const page = (route: string) => parseHtml(readFileSync(path.join(result.outDir, route, 'index.html'), 'utf8'));
  return { result, page };
}

describe('includes in a built site', () => {
  it('pastes listings and parts, reports what they hold at the directive, and rebuilds when an included file changes', async () => {
    const root = tempSite({
      'content/index.md': '# Home\n',
      'content/ch01.md': '# Hello\n\nThe program:\n\n```rust\n{{#rustdoc_include ../listings/ch01/main.rs:main}}\n```\n',
      'listings/ch01/main.rs': '// ANCHOR: main\nfn main() {\n    println!("Hello");\n}\n// ANCHOR_END: main\n',
      'content/guide/setup.md': '---\ntitle: Setup\n---\n\nIntro.\n\n<!--@include: ./parts/install.md-->\n\nAfter.\n',
      'content/guide/parts/install.md': '## Install\n\nRun it, then read [the FAQ](../faq.md).\n',
    });
    const first = await build(root);
    const code = findAll(first.page('ch01'), (element) => element.tag === 'code').map(text);
    expect(code).toEqual(['fn main() {\n    println!("Hello");\n}\n']);
    const setup = findAll(first.page('guide/setup'), (element) => element.tag === 'main')[0]!;
    expect(findAll(setup, (element) => element.tag === 'h2').map((h) => h.attrs.id)).toEqual(['install']);
    // The part's link is relative to the part (content/guide/faq.md, which does not exist): reported in the page at
    // line 7, where the directive is, and in the part, a page of its own as in VitePress.
    const missing = 'points to no page: content/guide/faq.md is not a page of the site';
    expect(first.result.warnings.filter((w) => w.code !== 'no-url')).toEqual([
      { code: 'broken-link', file: 'content/guide/parts/install.md', line: 3, message: `link to ../faq.md ${missing}` },
      { code: 'broken-link', file: 'content/guide/setup.md', line: 7, message: `link to /guide/faq.md ${missing}` },
    ]);

    writeFileSync(path.join(root, 'listings/ch01/main.rs'), '// ANCHOR: main\nfn main() {}\n// ANCHOR_END: main\n');
    const second = await build(root);
    expect(findAll(second.page('ch01'), (element) => element.tag === 'code').map(text)).toEqual(['fn main() {}\n']);
  });
});
