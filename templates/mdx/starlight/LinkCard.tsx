import type { ReactNode } from 'react';
import { Link } from '../Link.js';

interface Props {
  title: ReactNode;
  href: string;
  description?: ReactNode;
}

/** Starlight's <LinkCard>: one link, named by its title and description, the whole card its target. */
export function LinkCard({ title, href, description }: Props) {
  return (
    <Link href={href} className="dg-sl-link-card">
      <span className="dg-sl-link-card__title">{title}</span>
      {description === undefined ? null : <span className="dg-sl-link-card__description">{description}</span>}
    </Link>
  );
}
