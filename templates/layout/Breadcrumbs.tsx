import type { Crumb } from '../../shared/model/navigation.js';
import { useStrings } from '../useStrings.js';
import { routeHref } from '../../shared/url.js';
import { HomeIcon } from './Icons.js';

export function Breadcrumbs({ crumbs, baseUrl }: { crumbs: Crumb[]; baseUrl: string }) {
  const strings = useStrings();
  if (crumbs.length === 0) return null;
  return (
    <nav className="dg-breadcrumbs" aria-label={strings.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          const isHome = index === 0 && crumb.href === '/';
          return (
            <li key={`${index}-${crumb.label}`} className="dg-breadcrumbs__item">
              {last ? (
                <span aria-current="page">{crumb.label}</span>
              ) : crumb.href ? (
                <a href={routeHref(baseUrl, crumb.href)} aria-label={isHome ? crumb.label : undefined}>
                  {isHome ? <HomeIcon /> : crumb.label}
                </a>
              ) : (
                <span>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
