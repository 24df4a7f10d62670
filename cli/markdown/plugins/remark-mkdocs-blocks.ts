import type { Paragraph, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { toString as mdastText } from 'mdast-util-to-string';
import { CALLOUT_CLASS, CALLOUT_KINDS, NEUTRAL_CALLOUT } from '../../../shared/callouts.js';
import { ADMONITION_KINDS, MKDOCS_DIRECTIVE, MKDOCS_TAB_DIRECTIVE } from '../mkdocs-blocks.js';
import { walkMdast } from '../tree-walk.js';
import { makeCallout } from './callout.js';
import { tabGroupNode } from './content-tabs.js';
import { takeLabel } from './directive-label.js';

const CONTAINERS: ReadonlySet<string> = new Set(['containerDirective']);

export interface MkdocsBlockOptions {
  /** Default title per callout kind, from the translations table. */
  titles: Record<(typeof CALLOUT_KINDS)[number], string>;
}

/**
 * MkDocs' admonitions and content tabs, as mkdocs-blocks.ts rewrote them before parsing, shown with docsgen's own
 * markup, so they look like `:::` containers: `!!!` a callout of the nearest kind, `???` a `<details>`, and each run of
 * `===` tabs one tab group.
 */
export function remarkMkdocsBlocks(options: MkdocsBlockOptions) {
  return (tree: Root): void => {
    let tabGroups = 0;
    walkMdast(tree, CONTAINERS, (node: ContainerDirective, index, parent) => {
      if (node.name === MKDOCS_DIRECTIVE) admonition(node, options);
      else if (node.name === MKDOCS_TAB_DIRECTIVE) {
        // Numbered apart, so that they never meet the `:::tabs` groups' ids (dg-tabs-1, -2…).
        tabGroup(parent as Parent, index, `dg-tabs-m${++tabGroups}`);
      }
    });
  };
}

function admonition(node: ContainerDirective, options: MkdocsBlockOptions): void {
  const type = node.attributes?.type ?? 'note';
  const kind = ADMONITION_KINDS[type] ?? NEUTRAL_CALLOUT;
  const label = takeLabel(node);
  const title: PhrasingContent[] = label ?? [{ type: 'text', value: defaultTitle(type, options) }];
  const collapse = node.attributes?.collapse;
  if (collapse) {
    const summary: Paragraph = { type: 'paragraph', data: { hName: 'summary' }, children: title };
    node.children.unshift(summary);
    node.data = { hName: 'details', hProperties: { className: ['dg-details', CALLOUT_CLASS.kind(kind)], open: collapse === 'open' } };
  } else if (node.attributes?.notitle) {
    node.data = { hName: 'div', hProperties: { className: [CALLOUT_CLASS.box, CALLOUT_CLASS.kind(kind)] } };
  } else {
    makeCallout(node, kind, title);
  }
}

/** As Python-Markdown titles an admonition without one: its type, capitalised (translated for docsgen's own kinds). */
function defaultTitle(type: string, options: MkdocsBlockOptions): string {
  if ((CALLOUT_KINDS as readonly string[]).includes(type)) return options.titles[type as (typeof CALLOUT_KINDS)[number]];
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/** The tab at `index` and the tabs straight after it (up to one marked `new`) become one tab group in its place. */
function tabGroup(parent: Parent, index: number, id: string): void {
  const tabs: ContainerDirective[] = [];
  for (let at = index; at < parent.children.length; at++) {
    const child = parent.children[at] as RootContent;
    if (child.type !== 'containerDirective' || child.name !== MKDOCS_TAB_DIRECTIVE) break;
    if (tabs.length && child.attributes?.new) break;
    tabs.push(child);
  }
  const labels = tabs.map((tab, n) => {
    const label = takeLabel(tab);
    return (label && mdastText({ type: 'paragraph', children: label }).trim()) || String(n + 1);
  });
  const group = tabGroupNode({ id, labels, panels: tabs.map((tab) => tab.children), code: false });
  parent.children.splice(index, tabs.length, group as never);
}
