import type { Heading, Root, RootContent } from 'mdast';
import { toString as mdastText } from 'mdast-util-to-string';
import { EXIT, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { MarkdownPageData } from '../markdown-result.js';
import { attributeListPattern, CUSTOM_ID, type AttributeDelimiters } from './rehype-heading-ids.js';
import { PAGE_TITLE_MARK } from './rehype-page-title.js';

/**
 * The page's title from the heading it starts with. Without a front-matter title, that heading (any level: mdBook
 * chapters start with "## ") titles the page and leaves the body, so the layout's h1 is the page's one title. With a
 * front-matter title, a leading h1 saying the same leaves too (it would repeat it); any other stays, and a kept h1
 * is the page's visible heading (file.data.bodyTitle) while the front matter names the page in tabs and sidebars.
 * A heading that leaves is only marked here: rehype-page-title.ts takes it out once it has its id, which the
 * layout's h1 then carries, so links to it ("installation.html#installation") still land.
 */
export function remarkPageTitle(options: { delimiters?: AttributeDelimiters; firstH1?: boolean } = {}) {
  const attributeList = options.delimiters ? attributeListPattern(options.delimiters) : CUSTOM_ID;
  return (tree: Root, file: VFile): void => {
    const data = file.data as MarkdownPageData;
    if (data.fragment) return;
    const first = tree.children.find((node) => !isInvisible(node));
    if (options.firstH1 && !(first?.type === 'heading' && first.depth === 1) && firstH1Title(tree, data, attributeList)) return;
    if (first?.type !== 'heading') return;
    const text = headingText(first, attributeList);
    if (!text) return;
    const given = data.frontMatterTitle;
    if (given === undefined || (first.depth === 1 && collapse(given) === text)) {
      data.title = text;
      first.data = { ...first.data, hProperties: { ...first.data?.hProperties, [PAGE_TITLE_MARK]: true } };
    } else if (first.depth === 1) {
      data.bodyTitle = text;
    }
  };
}

/**
 * VitePress's rule: the first h1 titles the page wherever it stands (typedoc's pages put a breadcrumb line above it).
 * It stays where it is, as VitePress shows it, and is the page's visible heading (bodyTitle: the layout adds no
 * second h1); the front matter's title, when given, still names the page. False when the page has no h1.
 */
function firstH1Title(tree: Root, data: MarkdownPageData, attributeList: RegExp): boolean {
  let text: string | undefined;
  visit(tree, 'heading', (node: Heading) => {
    if (node.depth !== 1) return undefined;
    text = headingText(node, attributeList);
    return EXIT;
  });
  if (!text) return false;
  if (data.frontMatterTitle === undefined) data.title = text;
  data.bodyTitle = text;
  return true;
}

/** The heading as plain text, without a "{#custom-id}" (rehype-heading-ids.ts takes it as the id). */
function headingText(heading: Heading, attributeList: RegExp): string {
  return collapse(mdastText(heading, { includeHtml: false }).replace(attributeList, ''));
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const COMMENTS = /<!--[\s\S]*?-->/g;
/** `<script>` or `<style>` alone (VitePress's `<script setup>`): shows nothing. */
const SCRIPT_OR_STYLE = /^<(script|style)\b[\s\S]*<\/\1\s*>$/i;
/** An empty anchor (`<a id="old-name"></a>`): mdBook books keep old links working with these above a heading. */
const EMPTY_ANCHOR = /^<a\s+(?:id|name)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)\s*>$|^<\/a\s*>$/i;

/**
 * What a reader does not see before the first heading: HTML comments, scripts and styles, paragraphs of empty
 * anchors, and an MDX page's imports, exports and comments. Anything else (text, an image, a list) means the page does not start with its heading.
 */
function isInvisible(node: RootContent): boolean {
  // An MDX page's imports and exports, and its comments ({/* … */}).
  if (node.type === 'mdxjsEsm') return true;
  if (node.type === 'mdxFlowExpression') return /^\s*(?:\/\*[\s\S]*?\*\/\s*)*$/.test(node.value);
  if (node.type === 'html') {
    const rest = node.value.replace(COMMENTS, '').trim();
    return rest === '' || SCRIPT_OR_STYLE.test(rest);
  }
  if (node.type === 'paragraph') {
    return node.children.every((child) =>
      child.type === 'html' ? EMPTY_ANCHOR.test(child.value.trim()) : child.type === 'text' && child.value.trim() === '',
    );
  }
  return false;
}
