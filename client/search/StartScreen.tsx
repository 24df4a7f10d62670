import { format } from '../../shared/i18n/format.js';
import { useStrings } from '../../templates/useStrings.js';
import { HistoryIcon, StarIcon, CloseIcon } from '../../templates/layout/Icons.js';
import { HitOption } from './HitOption.js';
import { hitLines } from './hit-title.js';
import type { Autocomplete, ModalState } from './modal-state.js';
import type { createStoredSearches } from './stored-searches.js';

type Stored = ReturnType<typeof createStoredSearches>;

function plain(html: string): string {
  const el = document.createElement('span');
  el.innerHTML = html;
  return el.textContent ?? '';
}

/**
 * Without a query: recent and favorite searches, each with its actions in a column beside the listbox (buttons
 * cannot sit inside options), or "Nenhuma busca recente".
 */
export function StartScreen({
  autocomplete,
  collections,
  stored,
  onChange,
  baseUrl,
}: {
  autocomplete: Autocomplete;
  collections: ModalState['collections'];
  stored: Stored;
  onChange: () => void;
  baseUrl: string;
}) {
  const strings = useStrings();
  const lists = collections.filter((collection) => collection.items.length > 0);
  if (lists.length === 0) return <p className="dg-search-empty">{strings.search.noRecent}</p>;
  return (
    <>
      {lists.map((collection) => {
        const favorite = collection.source.sourceId === 'favoriteSearches';
        const headingId = `dg-search-${collection.source.sourceId}`;
        const listProps = autocomplete.getListProps({ source: collection.source }) as Record<string, unknown>;
        return (
          <section key={collection.source.sourceId} className="dg-search-source">
            <p className="dg-search-source__title" id={headingId}>
              {favorite ? strings.search.favorites : strings.search.recent}
            </p>
            <div className="dg-search-rows">
              <ul className="dg-search-list" {...listProps} aria-labelledby={headingId}>
                {collection.items.map((item) => (
                  <HitOption
                    key={item.objectID}
                    autocomplete={autocomplete}
                    item={item}
                    source={collection.source}
                    baseUrl={baseUrl}
                    icon={favorite ? <StarIcon filled /> : <HistoryIcon />}
                  />
                ))}
              </ul>
              <ul className="dg-search-actions" aria-label={favorite ? strings.search.favorites : strings.search.recent}>
                {collection.items.map((item) => {
                  const title = plain(hitLines(item).title);
                  return (
                    <li key={item.objectID} className="dg-search-actions__row">
                      {favorite ? null : (
                        <button
                          type="button"
                          className="dg-search-action"
                          aria-label={format(strings.search.saveFavorite, { title })}
                          title={format(strings.search.saveFavorite, { title })}
                          onClick={() => {
                            stored.recent.remove(item.objectID);
                            stored.favorites.add(item);
                            onChange();
                          }}
                        >
                          <StarIcon />
                        </button>
                      )}
                      <button
                        type="button"
                        className="dg-search-action"
                        aria-label={format(favorite ? strings.search.removeFavorite : strings.search.removeRecent, { title })}
                        title={format(favorite ? strings.search.removeFavorite : strings.search.removeRecent, { title })}
                        onClick={() => {
                          (favorite ? stored.favorites : stored.recent).remove(item.objectID);
                          onChange();
                        }}
                      >
                        <CloseIcon />
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          </section>
        );
      })}
    </>
  );
}
