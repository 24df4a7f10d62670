// The tab a reader chose, remembered across pages under its group's storage key: the API samples' language, and one
// choice per set of labels for tab groups written in Markdown. Every group on the page marked with the same key
// (data-tab-group) follows at once, hydrated or still static HTML.
import { TAB_CHOICE_EVENT, TAB_GROUP_ATTRIBUTE, TAB_QUERY_ATTRIBUTE } from '../shared/constants.js';
import { readStorage, writeStorage } from './storage.js';

/** What TAB_CHOICE_EVENT carries. */
export interface TabChoice {
  storageKey: string;
  value: string;
}

function groupsOf(scope: ParentNode, storageKey: string): HTMLElement[] {
  return [...scope.querySelectorAll<HTMLElement>(`[${TAB_GROUP_ATTRIBUTE}]`)].filter(
    (group) => group.getAttribute(TAB_GROUP_ATTRIBUTE) === storageKey,
  );
}

/** Remembers the choice, shows it in every group of the key and tells the hydrated tab lists. */
export function chooseTab(storageKey: string, value: string): void {
  writeStorage(storageKey, value);
  const groups = groupsOf(document, storageKey);
  for (const group of groups) showStatically(group, value);
  // An MDX <Tabs queryString> keeps the choice in the URL too, so a link copied now opens on it.
  const query = groups.map((group) => group.getAttribute(TAB_QUERY_ATTRIBUTE)).find(Boolean);
  if (query) {
    const url = new URL(location.href);
    url.searchParams.set(query, value);
    history.replaceState(history.state, '', url);
  }
  window.dispatchEvent(new CustomEvent<TabChoice>(TAB_CHOICE_EVENT, { detail: { storageKey, value } }));
}

/** Calls `listener` with each value chosen for `storageKey`; returns the unsubscribe function. */
export function onTabChoice(storageKey: string, listener: (value: string) => void): () => void {
  const follow = (event: Event): void => {
    const { detail } = event as CustomEvent<TabChoice>;
    if (detail.storageKey === storageKey) listener(detail.value);
  };
  window.addEventListener(TAB_CHOICE_EVENT, follow);
  return () => window.removeEventListener(TAB_CHOICE_EVENT, follow);
}

/** Shows the remembered choices in the tab groups inside `scope`, from the first moment (before any hydration). */
export function showStoredChoices(scope: ParentNode): void {
  const params = new URLSearchParams(location.search);
  for (const group of scope.querySelectorAll<HTMLElement>(`[${TAB_GROUP_ATTRIBUTE}]`)) {
    // The URL's choice (`?os=mac` on a <Tabs queryString>) wins over the one remembered.
    const query = group.getAttribute(TAB_QUERY_ATTRIBUTE);
    const value = (query && params.get(query)) || readStorage(group.getAttribute(TAB_GROUP_ATTRIBUTE)!);
    if (value) showStatically(group, value);
  }
}

/**
 * Shows `value` in a tab group (if it has that tab): the same attributes React renders, so a group still static looks
 * chosen at once and hydration later finds the DOM as it expects, and a hydrated one agrees with its next render.
 */
function showStatically(group: HTMLElement, value: string): void {
  const tabs = [...group.querySelectorAll<HTMLElement>('[role="tab"]')].filter((tab) => tab.closest(`[${TAB_GROUP_ATTRIBUTE}]`) === group);
  if (!tabs.some((tab) => tab.dataset.tab === value)) return;
  for (const tab of tabs) {
    const active = tab.dataset.tab === value;
    tab.setAttribute('aria-selected', String(active));
    tab.tabIndex = active ? 0 : -1;
    if (active) revealInRow(tab);
  }
  for (const panel of group.querySelectorAll<HTMLElement>('[role="tabpanel"]')) {
    if (panel.closest(`[${TAB_GROUP_ATTRIBUTE}]`) === group) panel.hidden = panel.dataset.tab !== value;
  }
}

/** Scrolls a tab row that scrolls sideways (the API samples' languages) so `tab` shows; the page itself never moves. */
function revealInRow(tab: HTMLElement): void {
  const row = tab.parentElement!;
  const box = row.getBoundingClientRect();
  const own = tab.getBoundingClientRect();
  if (own.left < box.left || own.right > box.right) row.scrollLeft += own.left - box.left - (box.width - own.width) / 2;
}
