import type { TocEntry } from '../../shared/model/navigation.js';
import { useStrings } from '../useStrings.js';

function Entries({ entries }: { entries: TocEntry[] }) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`}>{entry.text}</a>
          {entry.children.length > 0 ? <Entries entries={entry.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** "Nesta página": h2 and h3 headings of the page, static links to their anchors. */
export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  const strings = useStrings();
  if (toc.length === 0) return null;
  return (
    <nav className="dg-toc" aria-label={strings.tocLabel}>
      <p className="dg-toc__title">{strings.toc}</p>
      <Entries entries={toc} />
    </nav>
  );
}
