import { Children, isValidElement, type ReactNode } from 'react';
import { TabItem as DocsgenTabItem, Tabs as DocsgenTabs } from '../Tabs.js';

interface TabItemProps {
  label: string;
  /** One of Starlight's icons, which docsgen does not draw: the label alone names the tab. */
  icon?: string;
  children?: ReactNode;
}

/** One tab of a Starlight <Tabs>: its content, which <Tabs> places in the tab's panel. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/**
 * Starlight's <Tabs>, as Docusaurus's (templates/mdx/Tabs.tsx): a tab is named and remembered by its label, and
 * `syncKey` is a `groupId`, so tab groups of one key follow one choice across pages as Docusaurus's do.
 */
export function Tabs({ syncKey, children }: { syncKey?: string; children?: ReactNode }) {
  const items = Children.toArray(children).filter((child) => isValidElement<TabItemProps>(child) && child.props.label !== undefined);
  return (
    <DocsgenTabs groupId={syncKey}>
      {items.map((child) => {
        const { label, children: content } = (child as { props: TabItemProps }).props;
        return (
          <DocsgenTabItem key={String(label)} value={String(label)} label={String(label)}>
            {content}
          </DocsgenTabItem>
        );
      })}
    </DocsgenTabs>
  );
}
