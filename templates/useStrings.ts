import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { UiStrings } from '../shared/i18n/strings.pt.js';

/**
 * The site's interface strings and its locale (which picks a count's plural form), for the templates: the page renderer
 * provides them in Node, the island hydration in the browser. No default table: a component rendered without a
 * provider would speak a language the site never chose.
 */
export const StringsContext = createContext<{ strings: UiStrings; locale: string } | null>(null);

/** Puts a strings table and its locale in reach of useStrings() and useLocale() for everything below. */
export function StringsProvider({ strings, locale, children }: { strings: UiStrings; locale: string; children?: ReactNode }) {
  return createElement(StringsContext.Provider, { value: { strings, locale } }, children);
}

/** The site's interface strings. */
export function useStrings(): UiStrings {
  const language = useContext(StringsContext);
  if (!language) throw new Error('docsgen: useStrings() outside a StringsProvider (render the component inside one)');
  return language.strings;
}
