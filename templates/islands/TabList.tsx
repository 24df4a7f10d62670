import type { KeyboardEvent } from 'react';
import type { TabItem } from '../../shared/content-tabs.js';
import { tabAfterKey } from '../layout/tab-after-key.js';

interface Props {
  tabs: TabItem[];
  /** The selected tab's value; the first tab when it names none of them. */
  selected?: string;
  className: string;
  tabClassName: string;
  /** The tab list's accessible name, when the page gives it one. */
  label?: string;
  onSelect?: (value: string) => void;
  /** Moves the focus to a tab, as the keyboard selects it (the ARIA tabs pattern). */
  onFocusTab?: (value: string) => void;
}

/**
 * The tab list of an ARIA tabs widget: arrows, Home and End select and focus a tab, and only the selected tab is in
 * the Tab order (roving tabindex). Its panels are the caller's; each tab names its own with aria-controls.
 */
export function TabList({ tabs, selected, className, tabClassName, label, onSelect, onFocusTab }: Props) {
  const current = tabs.some((tab) => tab.value === selected) ? selected : tabs[0]?.value;

  // From the tab the key was pressed on, which has the focus, not from the selected one: several keys may arrive
  // before React has re-rendered (keys replayed after hydration), each on the tab the previous one focused.
  const onKeyDown = (event: KeyboardEvent, index: number): void => {
    const next = tabAfterKey(event.key, index, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    onSelect?.(tabs[next]!.value);
    onFocusTab?.(tabs[next]!.value);
  };

  return (
    <div className={className} role="tablist" aria-label={label}>
      {tabs.map((tab, index) => {
        const active = tab.value === current;
        return (
          <button
            key={tab.tabId}
            type="button"
            role="tab"
            id={tab.tabId}
            aria-selected={active}
            aria-controls={tab.panelId}
            tabIndex={active ? 0 : -1}
            className={tabClassName}
            data-tab={tab.value}
            onClick={() => onSelect?.(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
