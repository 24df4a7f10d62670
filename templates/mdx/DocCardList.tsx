import { DOC_CARDS_ATTRIBUTE } from '../../shared/constants.js';

/**
 * Docusaurus's <DocCardList />: the pages of the current page's sidebar category, as cards. The sidebar is known only
 * to the model, after MDX pages are rendered, so this leaves a mark: the model works out the cards
 * (cli/model/doc-cards.ts) and the page's render writes them there (DocCards.tsx, cli/render/page-body.tsx).
 */
export function DocCardList() {
  return <div {...{ [DOC_CARDS_ATTRIBUTE]: '' }} />;
}
