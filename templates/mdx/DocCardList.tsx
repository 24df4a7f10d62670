import { DOC_CARDS_ATTRIBUTE } from '../../shared/constants.js';

/**
 * Docusaurus's <DocCardList />: the pages of the current page's sidebar category, as cards. The sidebar is known only
 * to the model, after the pages are rendered, so this leaves a mark the model replaces (cli/model/doc-cards.ts).
 */
export function DocCardList() {
  return <div {...{ [DOC_CARDS_ATTRIBUTE]: '' }} />;
}
