import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { addBaseUrl } from './docusaurus/base-url.js';
import { useMdxServices } from './useMdxServices.js';

interface Props extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A path on the site (`/docs/intro`, under the base URL) or any URL. */
  to?: string;
  children?: ReactNode;
}

/**
 * Docusaurus's `@docusaurus/Link`: a plain link, a site path put under the site's base URL (once: a path already
 * under it is left alone, as Docusaurus does); `pathname:///file.pdf` is that path, with no base URL added.
 */
export function Link({ to, href, children, ...rest }: Props) {
  const { baseUrl } = useMdxServices();
  const target = to ?? href ?? '';
  const url = target.startsWith('pathname://')
    ? target.slice('pathname://'.length)
    : target.startsWith('/') && !target.startsWith('//')
      ? addBaseUrl(target, { baseUrl, siteUrl: '' })
      : target;
  return (
    <a href={url} {...rest}>
      {children}
    </a>
  );
}
