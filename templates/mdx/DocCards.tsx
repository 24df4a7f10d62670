import { plural } from '../../shared/i18n/format.js';
import type { DocCard } from '../../shared/model/site.js';
import { useLocale } from '../useLocale.js';
import { useStrings } from '../useStrings.js';

/** The cards of MDX's <DocCardList /> (Docusaurus's look): each page or category, linked, a category with its page count. */
export function DocCards({ cards }: { cards: readonly DocCard[] }) {
  const strings = useStrings();
  const locale = useLocale();
  return (
    <ul className="dg-cards">
      {cards.map((card, i) => {
        const inner = (
          <>
            <span className="dg-card__title">{card.label}</span>
            {card.pages === undefined ? null : <span className="dg-card__meta">{plural(locale, strings.docCardItems, card.pages)}</span>}
          </>
        );
        return (
          // Cards have no id of their own; their order is the sidebar's and never changes within a render.
          <li key={i}>
            {card.href ? (
              <a className="dg-card" href={card.href}>
                {inner}
              </a>
            ) : (
              <div className="dg-card">{inner}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
