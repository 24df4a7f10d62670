import { useCallback, useEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { OPEN_SEARCH_EVENT, SEARCH } from '../../shared/constants.js';
import type { SearchIslandProps } from '../../shared/islands.js';
import type { SearchClient } from '../../shared/search-protocol.js';
import type { InsightsClient } from 'search-insights';
import { useStrings } from '../../templates/useStrings.js';
import { SearchButton } from '../../templates/islands/SearchButton.js';
import { hydrateIsland } from './hydrate-island.js';

interface ModalModule {
  SearchModal: ComponentType<{
    client: SearchClient;
    indexName: string;
    baseUrl: string;
    contextualSearch?: boolean;
    docsVersion?: string;
    insights?: InsightsClient;
    initialQuery: string;
    onClose: () => void;
  }>;
  createSearchClient: (props: Pick<SearchIslandProps, 'indexUrl' | 'algolia'>) => SearchClient;
  lazyInsightsClient: (credentials: { appId: string; apiKey: string }) => InsightsClient;
}

/** The selected text of the page, when short enough to be a query (spec: at most 64 characters). */
function selectedText(): string {
  const text = window.getSelection()?.toString().trim() ?? '';
  return text.slice(0, SEARCH.maxQueryLength);
}

function LiveSearch({ indexUrl, indexName, baseUrl, algolia, contextualSearch, docsVersion }: SearchIslandProps) {
  const strings = useStrings();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [modal, setModal] = useState<ModalModule>();
  const [failed, setFailed] = useState(false);
  const client = useRef<SearchClient | undefined>(undefined);
  // One per page, so the anonymous user token stays the same from one opening of the modal to the next.
  const insights = useRef<InsightsClient | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // The modal and its engine's client are a chunk of their own, loaded on first use; a failed load offers a retry.
  const load = useCallback(() => {
    setFailed(false);
    import('../search/modal-chunk.js').then(
      (mod) => {
        client.current ??= mod.createSearchClient({ indexUrl, algolia });
        if (algolia?.insights) insights.current ??= mod.lazyInsightsClient(algolia);
        setModal(mod);
      },
      (error: unknown) => {
        console.error('docsgen: the search chunk failed to load', error);
        setFailed(true);
      },
    );
  }, [indexUrl, algolia]);

  const show = useCallback(
    (initial: string) => {
      setQuery(initial);
      setOpen(true);
      if (!modal) load();
    },
    [modal, load],
  );

  useEffect(() => {
    const onOpen = (event: Event): void => {
      const detail = (event as CustomEvent<{ toggle?: boolean; query?: string }>).detail ?? {};
      if (detail.toggle && open) setOpen(false);
      else if (open && detail.query) setQuery((previous) => (previous + detail.query).slice(0, SEARCH.maxQueryLength));
      else show(detail.query ?? selectedText());
    };
    window.addEventListener(OPEN_SEARCH_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_SEARCH_EVENT, onOpen);
  }, [open, show]);

  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus(); // back to where the reader was
    wasOpen.current = open;
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>): void => {
    // A letter or digit typed on the focused button opens the modal with it.
    if (event.key.length === 1 && /[\p{L}\p{N}]/u.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      // While the modal's code loads, focus is still here: keep every letter, not just the last.
      if (open) setQuery((previous) => (previous + event.key).slice(0, SEARCH.maxQueryLength));
      else show(event.key);
    }
  };

  // Stable, so the modal (which builds its autocomplete instance from its props) is not rebuilt on every render here.
  const close = useCallback((): void => setOpen(false), []);
  let layer = null;
  if (open) {
    layer =
      modal && client.current ? (
        <modal.SearchModal
          client={client.current}
          indexName={indexName}
          baseUrl={baseUrl}
          contextualSearch={contextualSearch}
          docsVersion={docsVersion}
          insights={insights.current}
          initialQuery={query}
          onClose={close}
        />
      ) : (
        <div
          className="dg-search-backdrop"
          onMouseDown={(event) => {
            if (event.target === event.currentTarget) close();
          }}
        >
          <div
            className="dg-search-modal dg-search-modal--loading"
            role="dialog"
            aria-modal="true"
            aria-label={strings.search.dialogLabel}
            onKeyDown={(event) => {
              if (event.key === 'Escape') close();
            }}
          >
            {failed ? (
              <div className="dg-search-empty" role="alert">
                <p className="dg-search-empty__title">{strings.search.loadFailed}</p>
                {/* biome-ignore lint/a11y/noAutofocus: the modal's loading failed; its only action takes the focus the reader left in the modal */}
                <button type="button" className="dg-button" onClick={load} autoFocus>
                  {strings.search.retry}
                </button>
              </div>
            ) : (
              <p className="dg-search-status" role="status">
                {strings.search.loading}
              </p>
            )}
          </div>
        </div>
      );
  }
  return (
    <>
      <SearchButton buttonRef={button} onOpen={() => show(selectedText())} onKeyDown={onKeyDown} />
      {layer ? createPortal(layer, document.body) : null}
    </>
  );
}

/** Resolves once the island is live, so boot.ts's shortcut event finds the listener above (never lost). */
export function hydrate(root: HTMLElement, props: SearchIslandProps): Promise<void> {
  return hydrateIsland(root, <LiveSearch {...props} />);
}
