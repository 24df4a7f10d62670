// MkDocs themes write `copyright` as HTML ("Copyright &copy; 2014 <a href=…>Tom</a>"); docsgen's footer line is text.
import type { Root } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/** The text an HTML fragment shows: its tags dropped, its character references decoded. */
export function plainText(html: string): string {
  const tree = unified().use(remarkParse).parse(html) as Root;
  return textOf(tree, { includeHtml: false }).replace(/\s+/g, ' ').trim();
}
