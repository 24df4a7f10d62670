import { createAutocomplete } from '@algolia/autocomplete-core';
import { type KeyboardEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { InsightsClient } from 'search-insights';
import { SEARCH } from '../../shared/constants.js';
import type { SearchClient, SearchHit } from '../../shared/search-protocol.js';
import { modalSearchRequest } from '../../shared/search-request.js';
import { useStrings } from '../../templates/useStrings.js';
import { withBase } from '../../shared/url.js';
import { CloseIcon, SearchIcon } from '../../templates/layout/Icons.js';
import { trapTab } from '../dom/trap-tab.js';
import { siteLocale } from '../site-strings.js';
import { insightsOptions, withInsightsFields } from './insights-options.js';
import { ErrorScreen } from './ErrorScreen.js';
import { NoResultsScreen } from './NoResultsScreen.js';
import { ResultsScreen } from './ResultsScreen.js';
import { StartScreen } from './StartScreen.js';
import type { Autocomplete, LinkSource, ModalState, SearchContext, SearchItem } from './modal-state.js';
import { createStoredSearches, toStoredSearch } from './stored-searches.js';

interface Props {
  client: SearchClient;
  indexName: string;
  baseUrl: string;
  /** Results in the site's language only (DocSearch's contextualSearch). Default true. */
  contextualSearch?: boolean;
  /** The page's docs version (Algolia mode): contextual search keeps its results and those of no version. */
  docsVersion?: string;
  /** Algolia Insights on: queries ask for a queryID, and the results shown and the one chosen are reported. */
  insights?: InsightsClient;
  initialQuery: string;
  onClose: () => void;
}

/** Groups hits by their top-level section, keeping search order, at most 5 a group. */
function groupByLvl0(hits: SearchHit[]): Array<[string, SearchHit[]]> {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const list = groups.get(hit.hierarchy.lvl0) ?? [];
    if (list.length < SEARCH.maxResultsPerGroup) list.push(hit);
    groups.set(hit.hierarchy.lvl0, list);
  }
  return [...groups];
}

/**
 * DocSearch's behaviour on @algolia/autocomplete-core, with accessible markup of our own: a labelled modal dialog
 * holding an ARIA 1.2 combobox (the input) and its listboxes. Screens: start, results, no results, error.
 */
export function SearchModal({ client, indexName, baseUrl, contextualSearch, docsVersion, insights, initialQuery, onClose }: Props) {
  const strings = useStrings();
  const stored = useMemo(() => createStoredSearches(indexName), [indexName]);
  // The state of the instance it came from: a new instance (initialQuery changed) starts from its own opening state.
  const [state, setState] = useState<{ of: Autocomplete; state: ModalState }>();
  const [, refreshStored] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);

  const { autocomplete, opening } = useMemo(() => {
    const go = (url: string, how: 'same' | 'tab' | 'window'): void => {
      const href = withBase(baseUrl, url);
      if (how === 'same') {
        // Followed as a click on a link, so that client navigation (or, before it has loaded, the browser) takes it
        // like any link of the page: no full load.
        const link = document.createElement('a');
        link.href = href;
        link.hidden = true;
        document.body.append(link);
        link.click();
        link.remove();
        onClose(); // a result on this very page only changes the hash: no page load would close the modal
      } else window.open(href, '_blank', how === 'window' ? 'noopener,noreferrer,popup' : 'noopener,noreferrer');
    };
    const remember = (item: SearchItem): void => {
      const saved = toStoredSearch(item);
      if (stored.favorites.getAll().some((favorite) => favorite.objectID === saved.objectID)) return;
      stored.recent.add(saved);
    };
    const linkSource = (sourceId: string, items: SearchItem[]): LinkSource => ({
      sourceId,
      getItems: () => items,
      getItemUrl: ({ item }) => item.url,
      getItemInputValue: ({ state: current }) => current.query,
      onSelect: ({ item, event }) => {
        // Enter, Ctrl/⌘+Enter and Shift+Enter land here before the navigator opens the result: remembered now. A click
        // was remembered by its own handler (getItemProps below), before anything else saw it.
        const click = event as MouseEvent | undefined;
        if (click?.type !== 'click') {
          remember(item);
          return;
        }
        // The option is a link, and its click goes on to the page's link handling: client navigation follows a plain
        // click, the browser opens a tab or window for a click with a modifier (or a middle click, which is no
        // 'click'). The modal closes for a plain click: a result on this very page only changes the hash, and no
        // page load would close it.
        if (click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) return;
        onClose();
      },
      onActive: () => undefined,
      onResolve: () => undefined,
    });
    /** Recent and favorite searches as stored now: the start screen's two lists. */
    const startCollections = (): ModalState['collections'] =>
      (
        [
          ['recentSearches', stored.recent.getAll()],
          ['favoriteSearches', stored.favorites.getAll()],
        ] as const
      ).map(([sourceId, items]) => ({ source: linkSource(sourceId, items as SearchItem[]), items: items as SearchItem[] }));

    // State changes made while the instance is built (the start screen's lists, below) are its opening state, shown by
    // the first render; later ones go through React.
    let building = true;
    let opening: ModalState | undefined;
    const instance: Autocomplete = createAutocomplete<SearchItem, Event, MouseEvent, KeyboardEvent>({
      id: 'dg-search',
      defaultActiveItemId: 0,
      openOnFocus: true,
      autoFocus: true,
      initialState: { query: initialQuery.slice(0, SEARCH.maxQueryLength) },
      placeholder: strings.search.placeholder,
      stallThreshold: SEARCH.stallThresholdMs,
      insights: insightsOptions(insights),
      navigator: {
        navigate: ({ itemUrl }) => go(itemUrl, 'same'),
        navigateNewTab: ({ itemUrl }) => go(itemUrl, 'tab'),
        navigateNewWindow: ({ itemUrl }) => go(itemUrl, 'window'),
      },
      onStateChange: ({ state: next }) => {
        if (building) opening = next;
        else setState({ of: live, state: next });
      },
      getSources: ({ query, setContext }) => {
        if (!query) {
          setContext({ searchError: false, nbHits: 0 });
          return startCollections().map((collection) => collection.source);
        }
        const narrow = window.matchMedia(`(max-width: ${SEARCH.narrowMaxWidth}px)`).matches;
        return client
          .search({
            requests: [
              modalSearchRequest({
                indexName,
                query,
                locale: siteLocale,
                contextualSearch,
                docsVersion,
                narrow,
                insights: Boolean(insights),
              }),
            ],
          })
          .then(({ results }) => {
            const result = results[0];
            const groups = groupByLvl0(withInsightsFields(result, indexName, Boolean(insights)));
            setContext({ searchError: false, nbHits: result?.nbHits ?? 0 });
            // The page titles of the results shown, in their order: what a no-results screen suggests next.
            const shown = groups.flatMap(([, hits]) => hits.map((hit) => hit.hierarchy.lvl1));
            if (shown.length > 0) setContext({ lastTitles: [...new Set(shown)] });
            return groups.map(([lvl0, hits]) => linkSource(`hits:${lvl0}`, hits as SearchItem[]));
          })
          .catch((error: unknown) => {
            // Both clients fail the same way when no host answers (RetryError): one error screen for both.
            console.error('docsgen: search failed', error);
            setContext({ searchError: true });
            return [];
          });
      },
    });
    // The start screen shows the lists as stored when the modal opens, from its first frame: autocomplete-core reads
    // its sources only once the input has focus, a few promise turns later, so the first render would otherwise say
    // "Nenhuma busca recente", or, if those turns were cancelled (a blur cancels pending requests), keep saying it.
    if (!initialQuery) {
      const lists = startCollections();
      instance.setCollections(lists);
      instance.setIsOpen(lists.some((collection) => collection.items.length > 0));
    }
    // A clicked result is remembered at once, before the click reaches the page's link handling (client navigation
    // or the browser): autocomplete-core calls onSelect for a click only after a promise turn, which comes after
    // every listener when the click is dispatched by script. A middle click (no 'click' event) opens the result in a
    // new tab, as a Ctrl-click does: it is remembered too.
    const live: Autocomplete = {
      ...instance,
      getItemProps: (params) => {
        const props = instance.getItemProps(params);
        const onAuxClick = (event: MouseEvent): void => {
          if (event.button === 1) remember(params.item);
        };
        const onClick = (event: MouseEvent): void => {
          remember(params.item);
          props.onClick(event);
        };
        return { ...props, onClick, onAuxClick };
      },
    };
    building = false;
    return { autocomplete: live, opening };
  }, [client, indexName, baseUrl, contextualSearch, docsVersion, insights, initialQuery, stored, onClose, strings.search.placeholder]);

  useEffect(() => {
    input.current?.focus();
    if (initialQuery) autocomplete.refresh();
    const previous = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.documentElement.style.overflow = previous;
    };
  }, [autocomplete, initialQuery]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    trapTab(event, dialog.current);
  };

  const current = state?.of === autocomplete ? state.state : opening;
  const query = current?.query ?? '';
  const context = (current?.context ?? {}) as SearchContext;
  const collections = current?.collections ?? [];
  const hasHits = collections.some((collection) => collection.source.sourceId.startsWith('hits:') && collection.items.length > 0);
  const inputProps = autocomplete.getInputProps({ inputElement: input.current, maxLength: SEARCH.maxQueryLength });
  const update = (): void => {
    refreshStored((n) => n + 1);
    autocomplete.refresh();
    // The pressed button is gone with its row: keep focus in the dialog, on the input.
    input.current?.focus();
  };

  let screen: ReactNode;
  if (context.searchError) screen = <ErrorScreen />;
  else if (!query)
    screen = <StartScreen autocomplete={autocomplete} collections={collections} stored={stored} onChange={update} baseUrl={baseUrl} />;
  else if (hasHits)
    screen = (
      <ResultsScreen autocomplete={autocomplete} collections={collections} query={query} nbHits={context.nbHits ?? 0} baseUrl={baseUrl} />
    );
  else if (current?.status === 'idle')
    screen = (
      <NoResultsScreen
        query={query}
        suggestions={stored}
        lastTitles={context.lastTitles ?? []}
        onSuggest={(q) => {
          autocomplete.setQuery(q);
          autocomplete.refresh();
          input.current?.focus();
        }}
      />
    );
  else
    screen = (
      <p className="dg-search-status" role="status">
        {strings.search.loading}
      </p>
    );

  return (
    <div
      className="dg-search-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        className="dg-search-modal"
        role="dialog"
        aria-modal="true"
        aria-label={strings.search.dialogLabel}
        onKeyDown={onKeyDown}
      >
        <div className="dg-search-header">
          <form className="dg-search-form" {...(autocomplete.getFormProps({ inputElement: input.current }) as object)}>
            {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps gives the label its htmlFor, the input's id */}
            <label className="dg-search-form__icon" {...(autocomplete.getLabelProps({}) as object)}>
              <SearchIcon />
              <span className="dg-visually-hidden">{strings.search.inputLabel}</span>
            </label>
            <input
              ref={input}
              className="dg-search-input"
              {...(inputProps as object)}
              role="combobox"
              aria-expanded={Boolean(current?.isOpen)}
              aria-haspopup="listbox"
              aria-autocomplete="list"
              aria-busy={current?.status === 'stalled' || undefined}
            />
            {query ? (
              <button type="reset" className="dg-search-clear" aria-label={strings.search.clear}>
                <CloseIcon />
              </button>
            ) : null}
          </form>
          <button type="button" className="dg-search-cancel" onClick={onClose}>
            {strings.search.cancel}
          </button>
        </div>
        <div className="dg-search-dropdown" {...(autocomplete.getPanelProps({}) as object)}>
          {current?.status === 'stalled' ? (
            <p className="dg-search-status" role="status">
              {strings.search.loading}
            </p>
          ) : null}
          {screen}
        </div>
        <footer className="dg-search-footer" aria-hidden="true">
          <span>
            <kbd>{strings.search.keyNames.enter}</kbd> {strings.search.keys.select}
          </span>
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> {strings.search.keys.navigate}
          </span>
          <span>
            <kbd>{strings.search.keyNames.escape}</kbd> {strings.search.keys.close}
          </span>
        </footer>
      </div>
    </div>
  );
}
