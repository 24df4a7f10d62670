// The native Markdown parser (satteri: micromark and mdast-util-from-markdown ported to Rust, shipped as a prebuilt
// binary for each platform among its optional dependencies). It makes the same mdast as docsgen's micromark parse
// with GFM — positions included — at about a twentieth of the cost (bench/markdown-candidates.mjs; the differential
// test tests/unit/markdown/native-parse.test.ts holds it to that). remark-page-parse.ts decides which pages it takes.
import type { Root } from 'mdast';
import { markDestinations } from './destination-offsets.js';
import type { NativeParse } from './plugins/remark-page-parse.js';
import { mayEmphasizeApart } from './syntax-gates.js';

/**
 * The parser, or undefined where its binary does not load (a platform it ships none for): then micromark parses
 * every page, as before.
 */
export async function loadNativeParse(): Promise<NativeParse | undefined> {
  try {
    const { markdownToMdast } = await import('satteri');
    // Front matter is read before the body reaches a parser (gray-matter): a body opening with "---" is a thematic
    // break. Directives, math and the rest are micromark's (remark-page-parse.ts sends such pages there). Its
    // container directives (`directive: true`) part from micromark-extension-directive's in edge cases the
    // differential test finds at once (a fence in a blockquote's lazy line, a tab after the name), so they stay off.
    const features = { gfm: true, frontmatter: false, directive: false, math: false } as const;
    return (text) => {
      if (mayEmphasizeApart(text)) return undefined;
      const tree = markdownToMdast(text, { features }) as unknown as Root;
      // What docsgen's own tree extension adds in a micromark parse (remark-source-urls.ts), or micromark's parse.
      return markDestinations(tree, text) ? tree : undefined;
    };
  } catch {
    return undefined;
  }
}
