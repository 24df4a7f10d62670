import type { FooterColumn } from '../../shared/model/navigation.js';
import { withBase } from '../../shared/url.js';
import { useStrings } from '../useStrings.js';

/** The footer: the site's columns of links, when it has some (Docusaurus's, MkDocs's), over its copyright line. */
export function Footer({ copyright, links, baseUrl }: { copyright: string; links?: FooterColumn[]; baseUrl: string }) {
  const strings = useStrings();
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the page's footer is its contentinfo landmark, which may be named
    <footer className="dg-footer" aria-label={strings.footer.label}>
      {links ? (
        <div className="dg-footer__columns">
          {links.map((column, index) => (
            <div key={column.title ?? index} className="dg-footer__column">
              {column.title ? <p className="dg-footer__title">{column.title}</p> : null}
              <ul className="dg-footer__links">
                {column.items.map((link) => (
                  <li key={`${link.label} ${link.href}`}>
                    <a className="dg-footer__link" href={withBase(baseUrl, link.href)}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      <p className="dg-footer__copyright">{copyright}</p>
    </footer>
  );
}
