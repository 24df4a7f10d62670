import { LOCALE_LABEL, SITE_LANG } from '../../shared/constants.js';
import { strings } from '../../shared/strings.pt.js';
import { routeHref } from '../../shared/url.js';
import { GlobeIcon } from './icons.js';

/** The language dropdown: a native disclosure, so it works without JavaScript. The site has one locale. */
export function LanguageMenu({ currentPath, baseUrl }: { currentPath: string; baseUrl: string }) {
  return (
    <details className="dg-dropdown">
      <summary className="dg-dropdown__summary" aria-label={`${strings.navbar.languageMenu}: ${LOCALE_LABEL}`}>
        <GlobeIcon />
        <span>{LOCALE_LABEL}</span>
      </summary>
      <ul className="dg-dropdown__menu">
        <li>
          <a
            href={routeHref(baseUrl, currentPath)}
            lang={SITE_LANG}
            hrefLang={SITE_LANG}
            aria-current="true"
            className="dg-dropdown__link dg-dropdown__link--active"
          >
            {LOCALE_LABEL}
          </a>
        </li>
      </ul>
    </details>
  );
}
