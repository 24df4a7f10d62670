import type { ReactNode } from 'react';
import type { SearchItem, Autocomplete, ModalState } from './modal-state.js';
import { hitLines } from './hit-title.js';

type Collection = ModalState['collections'][number];

/**
 * One result as a listbox option: title (or snippet), then the path line. No link or button inside it, so no
 * interactive element is nested in another (the option itself is chosen with Enter or a click).
 */
export function HitOption({
  autocomplete,
  item,
  source,
  icon,
}: {
  autocomplete: Autocomplete;
  item: SearchItem;
  source: Collection['source'];
  icon?: ReactNode;
}) {
  const { title, path } = hitLines(item);
  const props = autocomplete.getItemProps({ item, source }) as Record<string, unknown>;
  return (
    <li className={`dg-search-hit dg-search-hit--${item.type}`} {...props}>
      {icon ? <span className="dg-search-hit__icon">{icon}</span> : null}
      <span className="dg-search-hit__text">
        <span className="dg-search-hit__title" dangerouslySetInnerHTML={{ __html: title }} />
        {path ? <span className="dg-search-hit__path" dangerouslySetInnerHTML={{ __html: path }} /> : null}
      </span>
    </li>
  );
}
