import { SEARCH } from '../../shared/constants.js';
import { useStrings } from '../../templates/useStrings.js';
import type { createStoredSearches } from './stored-searches.js';

interface Props {
  query: string;
  suggestions: ReturnType<typeof createStoredSearches>;
  /** Page titles of the last query that had results in this session. */
  lastTitles: string[];
  onSuggest: (query: string) => void;
}

/**
 * "Nenhum resultado para" the query, and up to three queries worth trying: the reader's own saved searches, then the
 * pages the last query with results found (a typo often follows a query that was going well).
 */
export function NoResultsScreen({ query, suggestions, lastTitles, onSuggest }: Props) {
  const strings = useStrings();
  const ideas = [...suggestions.favorites.getAll(), ...suggestions.recent.getAll()]
    .map((item) => item.hierarchy.lvl1)
    .concat(lastTitles)
    .filter((title, index, all) => all.indexOf(title) === index)
    .slice(0, SEARCH.suggestedQueries);
  return (
    <div className="dg-search-empty">
      <p className="dg-search-empty__title">
        {strings.search.noResults} "<strong>{query}</strong>"
      </p>
      {ideas.length > 0 ? (
        <>
          <p>{strings.search.trySearching}:</p>
          <ul className="dg-search-suggestions">
            {ideas.map((idea) => (
              <li key={idea}>
                <button type="button" className="dg-search-suggestion" onClick={() => onSuggest(idea)}>
                  {idea}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
