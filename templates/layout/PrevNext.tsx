import type { PageLink } from '../../shared/model/navigation.js';
import { useStrings } from '../useStrings.js';
import { routeHref } from '../../shared/url.js';

/** What the links are called: the docs' "Previous"/"Next" unless a page says otherwise (a post's newer and older posts). */
export interface PrevNextLabels {
  nav: string;
  previous: string;
  next: string;
}

export function PrevNext({ prev, next, baseUrl, labels }: { prev?: PageLink; next?: PageLink; baseUrl: string; labels?: PrevNextLabels }) {
  const strings = useStrings();
  if (!prev && !next) return null;
  const words = labels ?? { nav: strings.pagination.label, previous: strings.pagination.previous, next: strings.pagination.next };
  return (
    <nav className="dg-pagination" aria-label={words.nav}>
      {prev ? (
        <a className="dg-pagination__link dg-pagination__link--prev" href={routeHref(baseUrl, prev.href)} rel="prev">
          <span className="dg-pagination__sub">{words.previous}</span>
          <span className="dg-pagination__label">« {prev.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="dg-pagination__link dg-pagination__link--next" href={routeHref(baseUrl, next.href)} rel="next">
          <span className="dg-pagination__sub">{words.next}</span>
          <span className="dg-pagination__label">{next.label} »</span>
        </a>
      ) : null}
    </nav>
  );
}
