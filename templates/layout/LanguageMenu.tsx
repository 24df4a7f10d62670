import type { Locale } from '../../shared/i18n/locales.js';
import { routeHref } from '../../shared/url.js';
import { useStrings } from '../useStrings.js';
import { GlobeIcon } from './Icons.js';

/** The language dropdown: a native disclosure, so it works without JavaScript. The site has one locale. */
export function LanguageMenu({ currentPath, baseUrl, locale }: { currentPath: string; baseUrl: string; locale: Locale }) {
  const strings = useStrings();
  const name = strings.navbar.languageName;
  return (
    <details className="dg-dropdown">
      <summary className="dg-dropdown__summary" aria-label={`${strings.navbar.languageMenu}: ${name}`}>
        <GlobeIcon />
        <span>{name}</span>
      </summary>
      <ul className="dg-dropdown__menu">
        <li>
          <a
            href={routeHref(baseUrl, currentPath)}
            lang={locale}
            hrefLang={locale}
            aria-current="true"
            className="dg-dropdown__link dg-dropdown__link--active"
          >
            {name}
          </a>
        </li>
      </ul>
    </details>
  );
}
