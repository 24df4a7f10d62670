import { Children, type ReactNode } from 'react';

/** Starlight's <Card>: a titled box (its `icon`, one of Starlight's, is not drawn). */
export function Card({ title, children }: { title?: ReactNode; icon?: string; children?: ReactNode }) {
  return (
    <article className="dg-sl-card">
      {title === undefined ? null : <p className="dg-sl-card__title">{title}</p>}
      <div className="dg-sl-card__body">{children}</div>
    </article>
  );
}

/** Starlight's <CardGrid>: its cards (or link cards) as a list, in a grid of two columns that is one on narrow screens. */
export function CardGrid({ stagger, children }: { stagger?: boolean; children?: ReactNode }) {
  return (
    <ul className={stagger ? 'dg-sl-card-grid dg-sl-card-grid--stagger' : 'dg-sl-card-grid'}>
      {Children.toArray(children).map((child, index) =>
        // The cards are the page's, in its order, which never changes within a render.
        typeof child === 'string' && child.trim() === '' ? null : <li key={index}>{child}</li>,
      )}
    </ul>
  );
}
