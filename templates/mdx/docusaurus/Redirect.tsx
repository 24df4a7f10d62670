import { useBaseUrlUtils } from './useBaseUrlUtils.js';

/**
 * react-router's `<Redirect to>` (from `@docusaurus/router`), which Docusaurus runs in the browser: a static page
 * cannot answer with a redirect, so it sends readers on by a refresh (as the site's forward pages do, no script) and
 * links the target for those whose browser does not follow it. (facebook/react-native-website's /releases is one.)
 */
export function Redirect({ to }: { to: string | { pathname?: string } }) {
  const { withBaseUrl } = useBaseUrlUtils();
  const target = typeof to === 'string' ? to : (to.pathname ?? '/');
  const href = /^[a-z][a-z0-9+.-]*:/i.test(target) ? target : withBaseUrl(target);
  return (
    <>
      <meta httpEquiv="refresh" content={`0; url=${href}`} />
      <p>
        <a href={href}>{href}</a>
      </p>
    </>
  );
}
