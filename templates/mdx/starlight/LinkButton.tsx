import type { ReactNode } from 'react';
import { Link } from '../Link.js';

interface Props {
  href: string;
  /** primary (the default), secondary or minimal. */
  variant?: string;
  children?: ReactNode;
}

/** Starlight's <LinkButton>: a link shown as a button (its `icon` is not drawn). */
export function LinkButton({ href, variant = 'primary', children }: Props) {
  const look = ['primary', 'secondary', 'minimal'].includes(variant) ? variant : 'primary';
  return (
    <Link href={href} className={`dg-sl-button dg-sl-button--${look}`}>
      {children}
    </Link>
  );
}
