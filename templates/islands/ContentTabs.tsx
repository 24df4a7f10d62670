import { CONTENT_TABS_CLASS, contentTabItems } from '../../shared/content-tabs.js';
import { TabList } from './TabList.js';

interface Props {
  /** The group's id in its page (`dg-tabs-1`), from which its tabs' and panels' ids follow. */
  id: string;
  labels: string[];
  selected?: string;
  onSelect?: (value: string) => void;
  onFocusTab?: (value: string) => void;
}

/**
 * The tab list of a tab group written in Markdown (`::: code-group`, `:::tabs`). Only the list is an island: the
 * panels are the page's static HTML, shown and hidden by client/tab-choice.ts. The Markdown step writes the same
 * markup (cli/markdown/plugins/content-tabs.ts); a test holds the two together.
 */
export function ContentTabs({ id, labels, selected, onSelect, onFocusTab }: Props) {
  return (
    <TabList
      tabs={contentTabItems(id, labels)}
      selected={selected}
      className={CONTENT_TABS_CLASS.list}
      tabClassName={CONTENT_TABS_CLASS.tab}
      onSelect={onSelect}
      onFocusTab={onFocusTab}
    />
  );
}
