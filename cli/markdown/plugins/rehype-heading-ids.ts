import type { Element, Root, Text } from 'hast';
import { toString as hastText } from 'hast-util-to-string';
import { walkElements } from '../tree-walk.js';
import { createSlugger, type HeadingIdRule } from '../../text/slug.js';

const HEADING = /^h[1-6]$/;
/**
 * One attribute of an attribute list: `#id`, `.class` or `key=value`. An id is any run of characters up to a space or
 * a delimiter, as markdown-it-attrs reads it (Pinia's `%{#migrating-from-vuex-≤4}%`).
 */
const ATTRIBUTE = String.raw`(?:#[^\s{}"'#.=%]+|\.[\w-]+|[\w-]+=(?:"[^"]*"|'[^']*'|[^\s}"']+))`;
/** What opens and closes an attribute list: `{` and `}` unless a VitePress site sets others (`%{` `}%`). */
export type AttributeDelimiters = readonly [left: string, right: string];

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An attribute list at a heading's end, its attributes not its text: "{#custom-id}", and as Python-Markdown's attr_list
 * (MkDocs) writes it, "{ #custom-id }", "{: #id .class }", "{ .class data-toc-label='x' }"; between other delimiters
 * when the site sets them, as markdown-it-attrs's leftDelimiter/rightDelimiter do ("%{#custom-id}%").
 */
export function attributeListPattern([left, right]: AttributeDelimiters = ['{', '}']): RegExp {
  return new RegExp(String.raw`\s*${escapeRegExp(left)}:?[ \t]*(${ATTRIBUTE}(?:[ \t]+${ATTRIBUTE})*)[ \t]*${escapeRegExp(right)}\s*$`);
}

/** The attribute list between the usual delimiters, `{#custom-id}`. */
export const CUSTOM_ID = attributeListPattern();

/**
 * Gives every heading an id unique on its page: "{#custom-id}" (or an attribute list's "#id") at its end when written (with a suffix when an earlier
 * heading has it already, as two "{#x}" would make two anchors and toc entries for one target), else a slug of its
 * text by `rule` (GitHub's, VitePress's or Python-Markdown's).
 */
export function rehypeHeadingIds(options: { rule?: HeadingIdRule; delimiters?: AttributeDelimiters } = {}) {
  const attributeList = options.delimiters ? attributeListPattern(options.delimiters) : CUSTOM_ID;
  return (tree: Root): void => {
    const slug = createSlugger(options.rule);
    const used = new Set<string>();
    walkElements(tree, (node: Element) => {
      if (!HEADING.test(node.tagName)) return;
      const last = node.children[node.children.length - 1];
      if (last?.type === 'text' && attributeList.test(last.value)) {
        const attributes = [...attributeList.exec(last.value)![1]!.matchAll(new RegExp(ATTRIBUTE, 'g'))].map((match) => match[0]);
        (last as Text).value = last.value.replace(attributeList, '');
        const classes = attributes.filter((attribute) => attribute.startsWith('.')).map((name) => name.slice(1));
        if (classes.length) node.properties.className = [...((node.properties.className as string[]) ?? []), ...classes];
        const id = attributes.find((attribute) => attribute.startsWith('#'))?.slice(1);
        if (id) {
          // slug() also reserves it, so a later heading with the same text gets a suffix.
          const suffixed = slug(id);
          node.properties.id = used.has(id) ? suffixed : id;
        } else if (!node.properties.id) {
          node.properties.id = slug(hastText(node));
        }
      } else if (!node.properties.id) {
        node.properties.id = slug(hastText(node));
      }
      used.add(String(node.properties.id));
    });
  };
}
