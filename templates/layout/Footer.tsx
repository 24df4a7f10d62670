import { useStrings } from '../useStrings.js';

/** The footer: no links, one copyright line (spec). */
export function Footer({ copyright }: { copyright: string }) {
  const strings = useStrings();
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the page's footer is its contentinfo landmark, which may be named
    <footer className="dg-footer" aria-label={strings.footer.label}>
      <p className="dg-footer__copyright">{copyright}</p>
    </footer>
  );
}
