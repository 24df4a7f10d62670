import { DOM_IDS, ROUTE_ANNOUNCER_SLOT } from '../../shared/constants.js';
import { format } from '../../shared/i18n/format.js';
import { useStrings } from '../useStrings.js';

/**
 * A polite live region that tells screen-reader users a client navigation put a new page in place (a full load
 * announces itself). In the server HTML from the start, because a live region added at the moment it speaks is
 * often not read; the message's wording travels in an attribute so the navigation code needs no strings table.
 */
export function RouteAnnouncer() {
  const strings = useStrings();
  return (
    <div
      id={DOM_IDS.routeAnnouncer}
      className="dg-visually-hidden"
      aria-live="polite"
      aria-atomic="true"
      data-message={format(strings.navigation.pageLoaded, { title: ROUTE_ANNOUNCER_SLOT })}
    />
  );
}
