// The Rust book's <Listing> tags, as its mdbook-trpl-listing preprocessor writes them: a numbered figure around a code
// block, its file's name above and "Listing 5-1: caption" below, the caption being Markdown
// (`<Listing number="5-1" file-name="src/main.rs" caption="A `User` struct">` … `</Listing>`). Read only where the
// site runs that preprocessor (config `markdown.listingTags`): elsewhere such a tag is a component docsgen does not know.
import type { Html, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { escapeHtml } from '../../../shared/escape-html.js';
import { format } from '../../../shared/i18n/format.js';

const OPENING = /^<Listing\b((?:\s+[\w-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*>\s*$/;
const CLOSING = /^<\/Listing\s*>\s*$/;
const ATTRIBUTE = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

export interface ListingStrings {
  /** "Listing {n}" */
  listing: string;
  /** "Filename: {name}" */
  fileName: string;
}

export function remarkListingTags(options: { strings: ListingStrings }) {
  return (tree: Root): void => {
    const open: Array<{ number?: string; caption?: string }> = [];
    visit(tree, 'html', (node: Html, index, parent) => {
      if (!parent || index === undefined) return undefined;
      const opening = OPENING.exec(node.value);
      if (opening) {
        const attributes = Object.fromEntries([...opening[1]!.matchAll(ATTRIBUTE)].map((m) => [m[1]!, m[2] ?? m[3] ?? '']));
        open.push({ number: attributes.number, caption: attributes.caption });
        node.value = openingHtml(attributes.number, attributes['file-name'], options.strings);
        return undefined;
      }
      if (!CLOSING.test(node.value) || open.length === 0) return undefined;
      const { number, caption } = open.pop()!;
      const closing: RootContent[] = [];
      if (number !== undefined || caption !== undefined) closing.push(figcaption(number, caption, options.strings));
      closing.push({ type: 'html', value: '</figure>' });
      parent.children.splice(index, 1, ...(closing as never[]));
      return index + closing.length;
    });
  };
}

function openingHtml(number: string | undefined, fileName: string | undefined, strings: ListingStrings): string {
  const id = number === undefined ? '' : ` id="listing-${escapeHtml(number)}"`;
  const file =
    fileName === undefined ? '' : `\n<span class="dg-listing__file">${escapeHtml(format(strings.fileName, { name: fileName }))}</span>`;
  return `<figure class="dg-listing"${id}>${file}`;
}

/** "Listing 5-1: caption": the number a link to the figure, the caption's Markdown read as Markdown. */
function figcaption(number: string | undefined, caption: string | undefined, strings: ListingStrings): Paragraph {
  const children: PhrasingContent[] = [];
  if (number !== undefined) {
    const label = format(strings.listing, { n: number });
    children.push({ type: 'link', url: `#listing-${number}`, children: [{ type: 'text', value: label }] });
    if (caption) children.push({ type: 'text', value: ': ' });
  }
  if (caption) {
    const first = unified().use(remarkParse).parse(caption).children[0];
    children.push(...(first?.type === 'paragraph' ? first.children : [{ type: 'text' as const, value: caption }]));
  }
  return { type: 'paragraph', children, data: { hName: 'figcaption' } };
}
