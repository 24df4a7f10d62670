import type { ReactNode } from 'react';
import type { SearchItem, Autocomplete, ModalState } from './modal-state.js';
import { withBase } from '../../shared/url.js';
import { hitLines } from './hit-title.js';

type Collection = ModalState['collections'][number];

/**
 * One result as a listbox option that is a link (`<a role="option" href>`, as DocSearch's hits are links): the
 * reader can open it in a new tab with a middle click or Ctrl/⌘-click, or copy its address. Title (or snippet),
 * then the path line; no link or button inside it, so no interactive element is nested in another. The list item
 * around it is presentational, so the listbox's children are its options.
 */
export function HitOption({
  autocomplete,
  item,
  source,
  baseUrl,
  icon,
}: {
  autocomplete: Autocomplete;
  item: SearchItem;
  source: Collection['source'];
  baseUrl: string;
  icon?: ReactNode;
}) {
  const { title, path } = hitLines(item);
  const props = autocomplete.getItemProps({ item, source }) as Record<string, unknown>;
  return (
    <li className="dg-search-hit-row" role="none">
      <a className={`dg-search-hit dg-search-hit--${item.type}`} href={withBase(baseUrl, item.url)} {...props}>
        {icon ? <span className="dg-search-hit__icon">{icon}</span> : null}
        <span className="dg-search-hit__text">
          <span className="dg-search-hit__title" dangerouslySetInnerHTML={{ __html: title }} />
          {path ? <span className="dg-search-hit__path" dangerouslySetInnerHTML={{ __html: path }} /> : null}
        </span>
      </a>
    </li>
  );
}
