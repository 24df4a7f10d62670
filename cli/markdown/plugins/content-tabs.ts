import type { Element } from 'hast';
import type { BlockContent, Code, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective } from 'mdast-util-directive';
import { toString as mdastText } from 'mdast-util-to-string';
import { ISLANDS, TAB_GROUP_ATTRIBUTE } from '../../../shared/constants.js';
import { CONTENT_TABS_CLASS, contentTabItems, contentTabsStorageKey } from '../../../shared/content-tabs.js';
import { parseCodeInfo } from '../code-info.js';
import { takeLabel } from './directive-label.js';

/** One tab as written: its label (undefined when the author gave none), its content and the line it starts on. */
export interface TabSource {
  label: string | undefined;
  children: RootContent[];
  line: number | undefined;
}

/** A container's tabs, and what came before the first tab (shown above the tab group). */
export interface SplitTabs {
  before: RootContent[];
  tabs: TabSource[];
}

/** `::: code-group`: each fenced block is a tab named by its `[label]` (else its language); other blocks join the tab above. */
export function codeGroupTabs(node: ContainerDirective): SplitTabs {
  return splitTabs(node.children, (child) => {
    if (child.type !== 'code') return undefined;
    // Read as the code block itself reads it: ```[.env] has a label and no language, ```rust,ignore the language rust.
    const info = parseCodeInfo((child as Code).lang, (child as Code).meta);
    return { label: info.label ?? info.language, children: [child] };
  });
}

/** `:::tabs`: a tab starts at each `::tab[Label]` line, or is a whole `:::tab[Label]` container (inside `::::tabs`). */
export function directiveTabs(node: ContainerDirective): SplitTabs {
  return splitTabs(node.children, (child) => {
    if (child.type === 'leafDirective' && (child as LeafDirective).name === 'tab') {
      return { label: mdastText(child).trim() || undefined, children: [] };
    }
    if (child.type === 'containerDirective' && (child as ContainerDirective).name === 'tab') {
      const tab = child as ContainerDirective;
      const label = takeLabel(tab);
      return { label: label ? mdastText({ type: 'paragraph', children: label }).trim() || undefined : undefined, children: tab.children };
    }
    return undefined;
  });
}

function splitTabs(children: RootContent[], startsTab: (child: RootContent) => Omit<TabSource, 'line'> | undefined): SplitTabs {
  const split: SplitTabs = { before: [], tabs: [] };
  for (const child of children) {
    const tab = startsTab(child);
    if (tab) split.tabs.push({ ...tab, line: child.position?.start.line });
    else (split.tabs.at(-1)?.children ?? split.before).push(child);
  }
  return split;
}

export interface TabGroup {
  /** Unique in the page: `dg-tabs-1`. */
  id: string;
  labels: string[];
  panels: RootContent[][];
  /** A code group: each panel a code block, which the stylesheet lets fill its panel. */
  code: boolean;
}

/**
 * The tab group as mdast nodes that say which HTML they become: the island's tab list (HTML written here, as
 * templates/islands/ContentTabs.tsx renders it, so that it hydrates) and one panel per tab, the first one shown.
 * Panels are plain HTML: without JavaScript the stylesheet shows them one under the other, each with its label.
 */
export function tabGroupNode({ id: groupId, labels, panels, code }: TabGroup): BlockContent {
  const items = contentTabItems(groupId, labels);
  const tabList: Element = {
    type: 'element',
    tagName: 'div',
    properties: { role: 'tablist', className: [CONTENT_TABS_CLASS.list] },
    children: items.map(
      (item, index): Element => ({
        type: 'element',
        tagName: 'button',
        properties: {
          type: 'button',
          role: 'tab',
          id: item.tabId,
          ariaSelected: index === 0 ? 'true' : 'false',
          ariaControls: [item.panelId],
          tabIndex: index === 0 ? 0 : -1,
          className: [CONTENT_TABS_CLASS.tab],
          dataTab: item.value,
        },
        children: [{ type: 'text', value: item.label }],
      }),
    ),
  };
  const island = {
    type: 'contentTabList',
    children: [],
    data: {
      hName: 'div',
      hProperties: {
        className: ['dg-island', CONTENT_TABS_CLASS.island],
        dataIsland: ISLANDS.contentTabs,
        dataProps: JSON.stringify({ id: groupId }),
      },
      hChildren: [tabList],
    },
  };
  const panelNodes = items.map((item, index) => ({
    type: 'contentTabPanel',
    children: panels[index]!,
    data: {
      hName: 'div',
      hProperties: {
        role: 'tabpanel',
        id: item.panelId,
        ariaLabelledBy: item.tabId,
        className: [CONTENT_TABS_CLASS.panel],
        dataTab: item.value,
        hidden: index > 0,
      },
    },
  }));
  return {
    type: 'contentTabs',
    children: [island, ...panelNodes],
    data: {
      hName: 'div',
      hProperties: {
        className: code ? [CONTENT_TABS_CLASS.group, CONTENT_TABS_CLASS.codeGroup] : [CONTENT_TABS_CLASS.group],
        [TAB_GROUP_ATTRIBUTE]: contentTabsStorageKey(labels),
      },
    },
  } as unknown as BlockContent;
}
