import type { Paragraph, Parent, Root } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import type { MarkdownWarning } from '../markdown-result.js';
import { walkMdast } from '../tree-walk.js';
import { CALLOUT_KINDS, makeCallout, NEUTRAL_CALLOUT } from './callout.js';
import { codeGroupTabs, directiveTabs, tabGroupNode, type SplitTabs } from './content-tabs.js';
import { takeLabel } from './directive-label.js';

const CONTAINERS: ReadonlySet<string> = new Set(['containerDirective']);
/** VitePress containers that only tell its own build what to leave alone (`raw`, `v-pre`): the content, plainly. */
const TRANSPARENT: ReadonlySet<string> = new Set(['raw', 'v-pre']);
const KNOWN = [...CALLOUT_KINDS, 'details', 'code-group', 'tabs', ...TRANSPARENT];

export interface ContainerOptions {
  /** Default title per callout kind, from the translations table. */
  titles: Record<(typeof CALLOUT_KINDS)[number], string>;
  /** Summary of a `::: details` block without a title of its own. */
  detailsTitle: string;
}

/**
 * Every `:::name` container is rendered as its author meant: the callout kinds as titled boxes, `details` as a
 * `<details>` element, `code-group` and `tabs` as tab groups, VitePress's `raw` and `v-pre` as their content. An unknown name becomes a neutral box titled
 * with the name, and a warning: its content is never lost, and `:::` never shows as text.
 */
export function remarkContainers(options: ContainerOptions) {
  return (tree: Root, file: VFile): void => {
    const warnings: MarkdownWarning[] = [];
    let tabGroups = 0;
    walkMdast(tree, CONTAINERS, (node: ContainerDirective, index, parent) => {
      if (node.data?.hName) return; // made by another plugin
      const name = node.name.toLowerCase();
      if (name === 'code-group' || name === 'tabs') {
        const split = name === 'code-group' ? codeGroupTabs(node) : directiveTabs(node);
        if (split.tabs.length) placeTabGroup({ node, index, parent: parent as Parent, split, id: `dg-tabs-${++tabGroups}`, warnings });
        else node.data = { hName: 'div' }; // no tab in it: its content, plainly
        return;
      }
      const title = takeLabel(node);
      if ((CALLOUT_KINDS as readonly string[]).includes(name)) {
        makeCallout(node, name, title ?? [{ type: 'text', value: options.titles[name as (typeof CALLOUT_KINDS)[number]] }]);
      } else if (name === 'details') {
        const summary: Paragraph = {
          type: 'paragraph',
          data: { hName: 'summary' },
          children: title ?? [{ type: 'text', value: options.detailsTitle }],
        };
        node.children.unshift(summary);
        node.data = { hName: 'details', hProperties: { className: ['dg-details'], open: node.attributes?.open != null } };
      } else if (TRANSPARENT.has(name)) {
        node.data = { hName: 'div' };
      } else {
        makeCallout(node, NEUTRAL_CALLOUT, title ?? [{ type: 'text', value: node.name }]);
        warnings.push({
          code: 'unknown-container',
          line: node.position?.start.line,
          message: `unknown container ":::${node.name}" is shown as a plain box: use one of ${KNOWN.map((known) => `"${known}"`).join(', ')}`,
        });
      }
    });
    const data = file.data as { warnings?: MarkdownWarning[] };
    if (warnings.length) data.warnings = [...(data.warnings ?? []), ...warnings];
  };
}

/**
 * Puts the tab group where the container was. What came before its first tab stays above it: the container becomes a
 * plain wrapper of both, so that the walk still visits the containers in that content.
 */
interface TabGroupPlace {
  /** The `code-group` or `tabs` container, child `index` of `parent`. */
  node: ContainerDirective;
  index: number;
  parent: Parent;
  split: SplitTabs;
  /** The group's id in the page. */
  id: string;
  /** Where a tab without a label is reported. */
  warnings: MarkdownWarning[];
}

function placeTabGroup({ node, index, parent, split, id, warnings }: TabGroupPlace): void {
  const labels = split.tabs.map((tab, n) => {
    if (tab.label) return tab.label;
    warnings.push({
      code: 'tab-without-label',
      line: tab.line,
      message: `tab ${n + 1} of ":::${node.name}" has no label, so it is shown as "${n + 1}": name it (${node.name === 'code-group' ? '```sh [npm]' : '::tab[npm]'})`,
    });
    return String(n + 1);
  });
  const panels = split.tabs.map((tab) => tab.children);
  const group = tabGroupNode({ id, labels, panels, code: node.name.toLowerCase() === 'code-group' });
  if (!split.before.length) {
    parent.children[index] = group as never;
    return;
  }
  node.data = { hName: 'div' };
  node.children = [...(split.before as never[]), group as never];
}
