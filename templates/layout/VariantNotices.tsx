import { format } from '../../shared/i18n/format.js';
import type { PageVariant, SiteLocale, SiteVersion } from '../../shared/model/variants.js';
import { routeHref } from '../../shared/url.js';
import { lastVersion, versionRoute } from '../../shared/version-routes.js';
import { interpolate } from '../mdx/docusaurus/interpolate.js';
import { useStrings } from '../useStrings.js';

interface Props {
  page: PageVariant & { route: string };
  siteTitle: string;
  versions?: SiteVersion[];
  locales?: SiteLocale[];
  baseUrl: string;
}

/**
 * What a reader must know before reading the page: that its version is old or unreleased (with the way to the latest),
 * that it is not translated. Each is a `<div role="note">`, not an `<aside aria-label>`: an aside is a complementary
 * landmark, listed in a screen reader's landmarks as a region of its own beside the main content, whereas these notes
 * belong to the page's text and are read in their place, first thing after the breadcrumbs (role="note": "parenthetic
 * or ancillary to the main content", without the interruption of role="alert").
 */
export function VariantNotices({ page, siteTitle, versions, locales, baseUrl }: Props) {
  const version = versions?.find((entry) => entry.name === page.version);
  const last = versions ? lastVersion(versions) : undefined;
  const defaultLocale = page.untranslated ? locales?.find((locale) => locale.isDefault) : undefined;
  return (
    <>
      {version?.banner && last ? <VersionBanner page={page} siteTitle={siteTitle} version={version} last={last} baseUrl={baseUrl} /> : null}
      {defaultLocale ? <UntranslatedNotice language={defaultLocale} /> : null}
    </>
  );
}

function VersionBanner({
  page,
  siteTitle,
  version,
  last,
  baseUrl,
}: {
  page: PageVariant & { route: string };
  siteTitle: string;
  version: SiteVersion;
  last: SiteVersion;
  baseUrl: string;
}) {
  const strings = useStrings();
  const sentence = version.banner === 'unreleased' ? strings.versions.unreleased : strings.versions.unmaintained;
  const link = (
    <a href={routeHref(baseUrl, versionRoute(last, page))} data-version={last.name}>
      {strings.versions.latestLink}
    </a>
  );
  return (
    <div role="note" className={`dg-variant-note dg-variant-note--${version.banner}`}>
      <p>{format(sentence, { siteTitle, versionLabel: version.label })}</p>
      <p>{interpolate(strings.versions.seeLatest, { latestVersionLink: link, latestLabel: last.label })}</p>
    </div>
  );
}

function UntranslatedNotice({ language }: { language: SiteLocale }) {
  const strings = useStrings();
  const [before, after] = strings.untranslated.split('{defaultLanguage}');
  return (
    <div role="note" className="dg-variant-note dg-variant-note--untranslated">
      <p>
        {before}
        {after === undefined ? null : (
          <>
            <span lang={language.lang}>{language.label}</span>
            {after}
          </>
        )}
      </p>
    </div>
  );
}
