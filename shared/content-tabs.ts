// The markup of tab groups written in Markdown (`::: code-group`, `:::tabs`), shared by the Markdown step that writes
// it, the island template that must render the same tab list to hydrate it, and the client that remembers choices.
import { STORAGE_KEYS } from './constants.js';

export const CONTENT_TABS_CLASS = {
  group: 'dg-tabs',
  codeGroup: 'dg-tabs--code',
  island: 'dg-tabs-island',
  list: 'dg-tabs__list',
  tab: 'dg-tabs__tab',
  panel: 'dg-tabs__panel',
} as const;

/** A tab as the tab list shows it: its value (what is remembered) and the ids that tie it to its panel. */
export interface TabItem {
  value: string;
  label: string;
  tabId: string;
  panelId: string;
}

/** The tabs of group `groupId` (unique in the page), numbered from 1, their labels as values. */
export function contentTabItems(groupId: string, labels: string[]): TabItem[] {
  return labels.map((label, index) => ({
    value: label,
    label,
    tabId: `${groupId}-tab-${index + 1}`,
    panelId: `${groupId}-panel-${index + 1}`,
  }));
}

/**
 * Where a tab group's choice is remembered: one key per set of labels, in any order, so that every group offering
 * "npm, pnpm, yarn" follows the reader's pick, on this page and the next.
 */
export function contentTabsStorageKey(labels: string[]): string {
  return STORAGE_KEYS.tabChoice(JSON.stringify([...new Set(labels)].sort()));
}
