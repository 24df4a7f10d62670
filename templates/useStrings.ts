import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { UiStrings } from '../shared/i18n/strings.pt.js';

/**
 * The site's interface strings, for the templates: the page renderer provides them in Node, the island hydration in
 * the browser. No default table: a component rendered without a provider would speak a language the site never chose.
 */
const StringsContext = createContext<UiStrings | null>(null);

/** Puts a strings table in reach of useStrings() for everything below. */
export function StringsProvider({ strings, children }: { strings: UiStrings; children?: ReactNode }) {
  return createElement(StringsContext.Provider, { value: strings }, children);
}

/** The site's interface strings. */
export function useStrings(): UiStrings {
  const strings = useContext(StringsContext);
  if (!strings) throw new Error('docsgen: useStrings() outside a StringsProvider (render the component inside one)');
  return strings;
}
