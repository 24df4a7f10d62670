import { format } from '../../shared/i18n/format.js';
import type { PageVariant, SiteVersion } from '../../shared/model/variants.js';
import { routeHref } from '../../shared/url.js';
import { lastVersion, versionRoute } from '../../shared/version-routes.js';
import { useStrings } from '../useStrings.js';

interface Props {
  versions: SiteVersion[];
  page: PageVariant & { route: string };
  baseUrl: string;
}

/**
 * The version dropdown (a site with two versions or more): the same native disclosure as the language menu, so it
 * works without JavaScript. Each entry goes to the same page in that version, else to the version's first page; its
 * `data-version` is what the client remembers when the reader follows it (client/navigation/preferred-version.ts),
 * and `data-last-version` tells the client which version the navbar's links lead to as built.
 */
export function VersionMenu({ versions, page, baseUrl }: Props) {
  const strings = useStrings();
  const last = lastVersion(versions)!;
  const shown = versions.find((version) => version.name === page.version) ?? last;
  return (
    <details className="dg-dropdown dg-version-menu" data-last-version={last.name}>
      <summary className="dg-dropdown__summary" aria-label={format(strings.versions.menu, { version: shown.label })}>
        <span>{shown.label}</span>
      </summary>
      <ul className="dg-dropdown__menu">
        {versions.map((version) => {
          const own = version.name === page.version;
          return (
            <li key={version.name}>
              <a
                href={routeHref(baseUrl, versionRoute(version, page))}
                data-version={version.name}
                aria-current={own ? 'true' : undefined}
                className={own ? 'dg-dropdown__link dg-dropdown__link--active' : 'dg-dropdown__link'}
              >
                {version.label}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
