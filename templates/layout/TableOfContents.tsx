import type { TocEntry } from '../../shared/model/navigation.js';
import { useStrings } from '../useStrings.js';
import { ChevronIcon } from './Icons.js';

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

/**
 * "Nesta página" in the right-hand column: h2 and h3 headings of the page, static links to their anchors. The boot
 * script (client/toc-highlight.ts) marks the section the reader is in with aria-current.
 */
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

/**
 * The same entries where the right-hand column does not fit (below 1200 px beside a sidebar, and on phones): a
 * disclosure pinned at the top of the article, whose closed label also names the current section (Starlight's
 * pattern). CSS shows exactly one of the two at any width, so a reader meets one "Sumário da página" landmark.
 */
export function TableOfContentsDisclosure({ toc }: { toc: TocEntry[] }) {
  const strings = useStrings();
  if (toc.length === 0) return null;
  return (
    <details className="dg-toc-disclosure" data-toc-disclosure="">
      <summary className="dg-toc-disclosure__summary">
        <span className="dg-toc-disclosure__title">{strings.toc}</span>
        <span className="dg-toc-disclosure__current" data-toc-current="" />
        <ChevronIcon />
      </summary>
      <nav className="dg-toc dg-toc--disclosure" aria-label={strings.tocLabel}>
        <Entries entries={toc} />
      </nav>
    </details>
  );
}
