import { strings } from '../../shared/strings.pt.js';

/** The footer: no links, one copyright line (spec). */
export function Footer({ copyright }: { copyright: string }) {
  return (
    <footer className="dg-footer" aria-label={strings.footer.label}>
      <p className="dg-footer__copyright">{copyright}</p>
    </footer>
  );
}
