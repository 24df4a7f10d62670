// The search modal's types, shared by the modal and its screens (which import them from here, not from the modal, so
// that the modal and the screens it renders do not import each other).
import type { AutocompleteApi, AutocompleteState, InternalAutocompleteSource } from '@algolia/autocomplete-core';
import type { KeyboardEvent } from 'react';
import type { SearchHit } from '../../shared/search-protocol.js';
import type { StoredSearch } from './stored-searches.js';

export type SearchItem = (SearchHit | StoredSearch) & { __autocomplete_id?: number } & Record<string, unknown>;
export type Autocomplete = AutocompleteApi<SearchItem, Event, MouseEvent, KeyboardEvent>;
export interface SearchContext extends Record<string, unknown> {
  nbHits?: number;
  searchError?: boolean;
  /** Page titles of the last query that had results: what the no-results screen suggests (DocSearch suggests sections). */
  lastTitles?: string[];
}
export type ModalState = AutocompleteState<SearchItem>;
/** A source of links (results, recent and favorite searches), written whole so the modal can set its lists itself. */
export type LinkSource = InternalAutocompleteSource<SearchItem>;
