import type { PageLink } from '../../shared/model/navigation.js';
import { useStrings } from '../useStrings.js';
import { routeHref } from '../../shared/url.js';

export function PrevNext({ prev, next, baseUrl }: { prev?: PageLink; next?: PageLink; baseUrl: string }) {
  const strings = useStrings();
  if (!prev && !next) return null;
  return (
    <nav className="dg-pagination" aria-label={strings.pagination.label}>
      {prev ? (
        <a className="dg-pagination__link dg-pagination__link--prev" href={routeHref(baseUrl, prev.href)} rel="prev">
          <span className="dg-pagination__sub">{strings.pagination.previous}</span>
          <span className="dg-pagination__label">« {prev.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="dg-pagination__link dg-pagination__link--next" href={routeHref(baseUrl, next.href)} rel="next">
          <span className="dg-pagination__sub">{strings.pagination.next}</span>
          <span className="dg-pagination__label">{next.label} »</span>
        </a>
      ) : null}
    </nav>
  );
}
