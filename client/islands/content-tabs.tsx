import { useEffect, useState } from 'react';
import { TAB_GROUP_ATTRIBUTE } from '../../shared/constants.js';
import { ContentTabs } from '../../templates/islands/ContentTabs.js';
import { chooseTab, onTabChoice } from '../tab-choice.js';
import { hydrateIsland } from './hydrate-island.js';

interface Props {
  id: string;
}

interface LiveProps extends Props {
  root: HTMLElement;
  labels: string[];
  storageKey: string;
  initial?: string;
}

function LiveTabs({ root, id, labels, storageKey, initial }: LiveProps) {
  const [selected, setSelected] = useState(initial);
  useEffect(() => onTabChoice(storageKey, setSelected), [storageKey]);
  return (
    <ContentTabs
      id={id}
      labels={labels}
      selected={selected}
      onSelect={(value) => chooseTab(storageKey, value)}
      onFocusTab={(value) => [...root.querySelectorAll<HTMLElement>('[role="tab"]')].find((tab) => tab.dataset.tab === value)?.focus()}
    />
  );
}

/** Hydrates the tab list, its labels and selection read back from the page (which boot.ts may have set from storage). */
export function hydrate(root: HTMLElement, props: Props): Promise<void> {
  const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
  const labels = tabs.map((tab) => tab.dataset.tab ?? '');
  const selected = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true')?.dataset.tab;
  const storageKey = root.closest(`[${TAB_GROUP_ATTRIBUTE}]`)?.getAttribute(TAB_GROUP_ATTRIBUTE) ?? '';
  return hydrateIsland(root, <LiveTabs {...props} root={root} labels={labels} storageKey={storageKey} initial={selected} />);
}
