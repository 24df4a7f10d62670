import type { NavbarItem } from '../../shared/model/navigation.js';
import { withBase } from '../../shared/url.js';
import { inSection } from './nav-section.js';

/** A navbar menu of links (Docusaurus's and VitePress's dropdowns): a native disclosure, so it works without JavaScript. */
export function NavbarMenu({ item, currentPath, baseUrl }: { item: NavbarItem; currentPath: string; baseUrl: string }) {
  const links = item.items ?? [];
  const active = links.some((link) => inSection(link.href, currentPath));
  return (
    <details className="dg-dropdown dg-navbar__menu">
      <summary className={active ? 'dg-dropdown__summary dg-navbar__link--active' : 'dg-dropdown__summary'}>
        <span>{item.label}</span>
      </summary>
      <ul className="dg-dropdown__menu">
        {links.map((link) => (
          <li key={`${link.label} ${link.href}`}>
            <a
              className="dg-dropdown__link"
              href={withBase(baseUrl, link.href)}
              aria-current={link.href === currentPath ? 'page' : undefined}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
