import { useStrings } from '../../templates/useStrings.js';

/** Every search host unreachable (RetryError), whichever engine: never an endless loading state. */
export function ErrorScreen() {
  const strings = useStrings();
  return (
    <div className="dg-search-empty" role="alert">
      <p className="dg-search-empty__title">{strings.search.errorTitle}</p>
      <p>{strings.search.errorHelp}</p>
    </div>
  );
}
