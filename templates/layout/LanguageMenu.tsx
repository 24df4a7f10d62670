import type { Locale } from '../../shared/i18n/locales.js';
import type { PageVariant, SiteLocale } from '../../shared/model/variants.js';
import { routeHref } from '../../shared/url.js';
import { localeRoute } from '../../shared/version-routes.js';
import { useStrings } from '../useStrings.js';
import { GlobeIcon } from './Icons.js';

interface Props {
  currentPath: string;
  baseUrl: string;
  locale: Locale;
  /** The site's languages (config `locales`); absent: the site has one, the interface's. */
  locales?: SiteLocale[];
  page?: PageVariant;
}

/** The language dropdown: a native disclosure, so it works without JavaScript. */
export function LanguageMenu({ currentPath, baseUrl, locale, locales, page = {} }: Props) {
  const strings = useStrings();
  if (locales && locales.length > 0) return <LocalesMenu locales={locales} page={{ ...page, route: currentPath }} baseUrl={baseUrl} />;
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

/**
 * The site's languages, each entry the same page in that language (or the language's home page when the page has no
 * counterpart there), named in its own language. A page without a locale (a page every language shares) is the
 * default language's.
 */
function LocalesMenu({ locales, page, baseUrl }: { locales: SiteLocale[]; page: PageVariant & { route: string }; baseUrl: string }) {
  const strings = useStrings();
  const current = locales.find((locale) => locale.code === page.locale) ?? locales.find((locale) => locale.isDefault) ?? locales[0]!;
  return (
    <details className="dg-dropdown">
      <summary className="dg-dropdown__summary" aria-label={`${strings.navbar.languageMenu}: ${current.label}`}>
        <GlobeIcon />
        <span lang={current.lang}>{current.label}</span>
      </summary>
      <ul className="dg-dropdown__menu">
        {locales.map((locale) => {
          const own = locale === current;
          return (
            <li key={locale.code}>
              <a
                href={routeHref(baseUrl, localeRoute(locale, page, current.code))}
                lang={locale.lang}
                hrefLang={locale.lang}
                aria-current={own ? 'true' : undefined}
                className={own ? 'dg-dropdown__link dg-dropdown__link--active' : 'dg-dropdown__link'}
              >
                {locale.label}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
