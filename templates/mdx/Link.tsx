import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useMdxServices } from './useMdxServices.js';

interface Props extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A path on the site (`/docs/intro`, under the base URL) or any URL. */
  to?: string;
  children?: ReactNode;
}

/** Docusaurus's `@docusaurus/Link`: a plain link, a site path put under the site's base URL. */
export function Link({ to, href, children, ...rest }: Props) {
  const { baseUrl } = useMdxServices();
  const target = to ?? href ?? '';
  const url = target.startsWith('/') && !target.startsWith('//') ? `${baseUrl.replace(/\/$/, '')}${target}` : target;
  return (
    <a href={url} {...rest}>
      {children}
    </a>
  );
}
