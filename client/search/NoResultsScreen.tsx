import { SEARCH } from '../../templates/constants.js';
import { strings } from '../../templates/strings.pt.js';
import type { createStoredSearches } from './stored-searches.js';

/** "Nenhum resultado para" the query, and up to three queries worth trying: the reader's own saved searches. */
export function NoResultsScreen({ query, suggestions, onSuggest }: { query: string; suggestions: ReturnType<typeof createStoredSearches>; onSuggest: (query: string) => void }) {
  const ideas = [...suggestions.favorites.getAll(), ...suggestions.recent.getAll()]
    .map((item) => item.hierarchy.lvl1)
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
              <li key={idea}><button type="button" className="dg-search-suggestion" onClick={() => onSuggest(idea)}>{idea}</button></li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
