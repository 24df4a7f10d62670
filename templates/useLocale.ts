import { useContext } from 'react';
import { StringsContext } from './useStrings.js';

/** The site's locale, for plural(): the language whose plural rules a count follows (StringsProvider gives it). */
export function useLocale(): string {
  const language = useContext(StringsContext);
  if (!language) throw new Error('docsgen: useLocale() outside a StringsProvider (render the component inside one)');
  return language.locale;
}
