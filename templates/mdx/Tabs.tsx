import { Children, isValidElement, useId, type ReactNode } from 'react';
import { ISLANDS, STORAGE_KEYS, TAB_GROUP_ATTRIBUTE, TAB_QUERY_ATTRIBUTE } from '../../shared/constants.js';
import { CONTENT_TABS_CLASS, contentTabItems, contentTabsStorageKey } from '../../shared/content-tabs.js';
import { ContentTabs } from '../islands/ContentTabs.js';

export interface TabItemProps {
  value: string;
  label?: string;
  /** Shown first (unless the reader chose another tab of the group before). */
  default?: boolean;
  children?: ReactNode;
}

interface TabsProps {
  children?: ReactNode;
  /** Tab groups of one `groupId` follow one choice, on this page and the next, remembered across visits. */
  groupId?: string;
  defaultValue?: string;
  /** The labels by value, when the items give none (Docusaurus's older way). */
  values?: Array<{ value: string; label?: string }>;
  /** The choice is also in the page's URL (`?os=mac`): `true` names the parameter after `groupId`. */
  queryString?: boolean | string;
}

/** One tab of a <Tabs>: its content, which <Tabs> places in the tab's panel. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/**
 * Docusaurus's <Tabs>/<TabItem>, as the tab groups written in Markdown (`:::tabs`) are: the same markup, so the same
 * island hydrates the tab list on intent and client/tab-choice.ts shows the remembered choice before any JavaScript
 * of React's loads. Panels are static HTML; without JavaScript they show one under the other, each with its label.
 * A tab's label is what is remembered (as for Markdown tab groups), so groups sharing a `groupId` use the same labels.
 */
export function Tabs({ children, groupId, defaultValue, values, queryString }: TabsProps) {
  const id = `dg-tabs-m${useId().replace(/[^\w-]/g, '')}`;
  const tabs = Children.toArray(children)
    .filter((child) => isValidElement<TabItemProps>(child) && child.props.value !== undefined)
    .map((child) => {
      const { value, label, default: first, children: content } = (child as { props: TabItemProps }).props;
      return {
        value: String(value),
        label: label ?? values?.find((known) => known.value === value)?.label ?? String(value),
        first,
        content,
      };
    });
  if (tabs.length === 0) return null;
  const chosen = Math.max(
    0,
    tabs.findIndex((tab) => (defaultValue === undefined ? tab.first : tab.value === defaultValue)),
  );
  const labels = tabs.map((tab) => tab.label);
  const items = contentTabItems(id, labels);
  const storageKey = groupId ? STORAGE_KEYS.tabChoice(JSON.stringify({ groupId })) : contentTabsStorageKey(labels);
  const query = queryString === true ? groupId : queryString || undefined;
  const group = { [TAB_GROUP_ATTRIBUTE]: storageKey, ...(query ? { [TAB_QUERY_ATTRIBUTE]: query } : {}) };
  return (
    <div className={CONTENT_TABS_CLASS.group} {...group}>
      <div className={`dg-island ${CONTENT_TABS_CLASS.island}`} data-island={ISLANDS.contentTabs} data-props={JSON.stringify({ id })}>
        <ContentTabs id={id} labels={labels} selected={labels[chosen]} />
      </div>
      {items.map((item, index) => (
        <div
          key={item.panelId}
          role="tabpanel"
          id={item.panelId}
          aria-labelledby={item.tabId}
          className={CONTENT_TABS_CLASS.panel}
          data-tab={item.value}
          hidden={index !== chosen}
        >
          {tabs[index]!.content}
        </div>
      ))}
    </div>
  );
}
