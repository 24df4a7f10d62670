import { SEARCH } from '../../shared/constants.js';
import { format, plural } from '../../shared/i18n/format.js';
import { useLocale } from '../../templates/useLocale.js';
import { useStrings } from '../../templates/useStrings.js';
import { withBase } from '../../shared/url.js';
import { HitOption } from './HitOption.js';
import type { Autocomplete, ModalState } from './modal-state.js';

/** Results grouped by top-level section (lvl0), at most 5 a group, and a link to all results on /search. */
export function ResultsScreen({
  autocomplete,
  collections,
  query,
  nbHits,
  baseUrl,
}: {
  autocomplete: Autocomplete;
  collections: ModalState['collections'];
  query: string;
  nbHits: number;
  baseUrl: string;
}) {
  const strings = useStrings();
  const locale = useLocale();
  const groups = collections.filter((collection) => collection.source.sourceId.startsWith('hits:') && collection.items.length > 0);
  const href = withBase(baseUrl, `/search?${SEARCH.queryParam}=${encodeURIComponent(query)}`);
  return (
    <>
      <p className="dg-visually-hidden" role="status">
        {plural(locale, strings.search.resultsCount, nbHits)}
      </p>
      {groups.map((collection) => {
        const title = collection.source.sourceId.slice('hits:'.length);
        const headingId = `dg-search-group-${groups.indexOf(collection)}`;
        const listProps = autocomplete.getListProps({ source: collection.source }) as Record<string, unknown>;
        return (
          <section key={collection.source.sourceId} className="dg-search-source">
            <p className="dg-search-source__title" id={headingId}>
              {title}
            </p>
            <ul className="dg-search-list" {...listProps} aria-labelledby={headingId}>
              {collection.items.map((item) => (
                <HitOption key={item.objectID} autocomplete={autocomplete} item={item} source={collection.source} baseUrl={baseUrl} />
              ))}
            </ul>
          </section>
        );
      })}
      <p className="dg-search-more">
        <a href={href}>{format(strings.search.seeAll, { count: nbHits })}</a>
      </p>
    </>
  );
}
