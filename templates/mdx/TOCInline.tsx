import { useStrings } from '../useStrings.js';
import { useMdxServices, type TocItem } from './useMdxServices.js';

interface Props {
  /** The headings to list: the page's `toc` export, or part of it (`toc.slice(1)`); default the whole page's. */
  toc?: readonly TocItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

interface Entry {
  item: TocItem;
  children: Entry[];
}

/** Docusaurus's <TOCInline>: the page's table of contents in its text, as nested lists of links. */
export function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: Props) {
  const services = useMdxServices();
  const strings = useStrings();
  const items = (toc ?? services.toc).filter((item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel);
  if (items.length === 0) return null;
  return (
    <nav className="dg-toc-inline" aria-label={strings.toc}>
      <Entries entries={nest(items)} />
    </nav>
  );
}

function Entries({ entries }: { entries: Entry[] }) {
  return (
    <ul>
      {entries.map(({ item, children }) => (
        <li key={item.id}>
          <a href={`#${item.id}`}>{item.value}</a>
          {children.length > 0 && <Entries entries={children} />}
        </li>
      ))}
    </ul>
  );
}

/** Each heading under the nearest one above it of a lower level. */
function nest(items: readonly TocItem[]): Entry[] {
  const top: Entry[] = [];
  const open: Entry[] = [];
  for (const item of items) {
    const entry: Entry = { item, children: [] };
    while (open.length > 0 && open.at(-1)!.item.level >= item.level) open.pop();
    (open.at(-1)?.children ?? top).push(entry);
    open.push(entry);
  }
  return top;
}
