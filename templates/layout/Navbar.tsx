import { ISLANDS } from '../../shared/constants.js';
import type { MobileNavProps } from '../../shared/islands.js';
import type { Sidebar } from '../../shared/model/navigation.js';
import type { PageVariant } from '../../shared/model/variants.js';
import { useStrings } from '../useStrings.js';
import { withBase } from '../../shared/url.js';
import type { RenderContext } from '../render-context.js';
import { ColorModeToggle } from '../islands/ColorModeToggle.js';
import { MobileNav } from '../islands/MobileNav.js';
import { SearchButton } from '../islands/SearchButton.js';
import { Island } from './Island.js';
import { LanguageMenu } from './LanguageMenu.js';
import { NavbarMenu } from './NavbarMenu.js';
import { SocialLinks } from './SocialLinks.js';
import { VersionMenu } from './VersionMenu.js';
import { inSection } from './nav-section.js';
import { openAtFirst } from './sidebar-route.js';

interface Props {
  context: RenderContext;
  currentPath: string;
  sidebar?: Sidebar;
  /** Where the page sits among the site's versions and languages (a doc page of a site with either). */
  variant?: PageVariant;
}

export function Navbar({ context, currentPath, sidebar, variant = {} }: Props) {
  const strings = useStrings();
  const { site } = context;
  const mobile: MobileNavProps = {
    navbar: site.navbar,
    currentPath,
    siteTitle: site.title,
    baseUrl: site.baseUrl,
    dataUrl: sidebar ? context.sidebarData[sidebar.id] : undefined,
    sidebarParts: sidebar ? openAtFirst(context.sidebarRoutes[sidebar.id]!, currentPath) : undefined,
  };
  return (
    <header className="dg-navbar">
      <nav className="dg-navbar__inner" aria-label={strings.navbar.label}>
        <Island name={ISLANDS.mobileNav} props={mobile} className="dg-mobile-nav">
          <MobileNav {...mobile} />
        </Island>
        <a className="dg-navbar__brand" href={withBase(site.baseUrl, '/')}>
          {site.logo ? <NavbarLogo logo={site.logo} baseUrl={site.baseUrl} /> : null}
          <span className="dg-navbar__title">{site.title}</span>
        </a>
        <ul className="dg-navbar__items">
          {site.navbar.map((item) => {
            if (item.href === undefined) {
              return (
                <li key={item.label}>
                  <NavbarMenu item={item} currentPath={currentPath} baseUrl={site.baseUrl} />
                </li>
              );
            }
            const active = inSection(item.href, currentPath);
            return (
              <li key={item.href}>
                <a
                  className={active ? 'dg-navbar__link dg-navbar__link--active' : 'dg-navbar__link'}
                  href={withBase(site.baseUrl, item.href)}
                  aria-current={item.href === currentPath ? 'page' : undefined}
                >
                  {item.label}
                </a>
              </li>
            );
          })}
        </ul>
        <div className="dg-navbar__end">
          {context.search ? (
            <Island name={ISLANDS.search} props={context.search} className="dg-search-island">
              <SearchButton />
            </Island>
          ) : null}
          {site.socialLinks ? <SocialLinks links={site.socialLinks} /> : null}
          {site.versions && site.versions.length > 1 ? (
            <VersionMenu versions={site.versions} page={{ ...variant, route: currentPath }} baseUrl={site.baseUrl} />
          ) : null}
          <LanguageMenu currentPath={currentPath} baseUrl={site.baseUrl} locale={site.locale} locales={site.locales} page={variant} />
          <Island name={ISLANDS.colorMode} props={{}} className="dg-color-mode-island">
            <ColorModeToggle dark={false} />
          </Island>
        </div>
      </nav>
    </header>
  );
}

/**
 * The logo: one image, or with a dark variant (config `logo.srcDark`) two, each shown in its mode by site.css (no
 * script: the page's colour mode is set before it paints). Its text is the title beside it: the images' alt is empty.
 */
function NavbarLogo({ logo, baseUrl }: { logo: { src: string; srcDark?: string }; baseUrl: string }) {
  const image = (src: string, className: string) => (
    <img className={className} src={withBase(baseUrl, src)} alt="" width={32} height={32} />
  );
  if (logo.srcDark === undefined) return image(logo.src, 'dg-navbar__logo');
  return (
    <>
      {image(logo.src, 'dg-navbar__logo dg-navbar__logo--light')}
      {image(logo.srcDark, 'dg-navbar__logo dg-navbar__logo--dark')}
    </>
  );
}
