// A page's body as the reader gets it: the HTML the Markdown (or MDX) stage made, with the slots only the model could
// fill written in (render time is the one place a page's HTML is put together): each file reference's URL and an
// image's size, where its token stands (markdown/ref-tokens.ts), and the cards of MDX's <DocCardList />.
import { renderToStaticMarkup } from 'react-dom/server';
import { DOC_CARDS_MARK } from '../../shared/constants.js';
import type { UiStrings } from '../../shared/i18n/strings.pt.js';
import type { PageBody } from '../../shared/model/site.js';
import { DocCards } from '../../templates/mdx/DocCards.js';
import { StringsProvider } from '../../templates/useStrings.js';
import { replaceRefTokens } from '../markdown/ref-tokens.js';

/** The body's HTML with its slots filled. */
export function pageBodyHtml(body: PageBody, { strings, locale }: { strings: UiStrings; locale: string }): string {
  const { refs, cards } = body;
  let html = refs
    ? replaceRefTokens(body.html, refs.nonce, {
        url: (i) => {
          const ref = refs.values[i];
          return ref ? (ref.written ?? attributeText(ref.url)) : '';
        },
        size: (i) => {
          const size = refs.values[i]?.size;
          return size ? ` width="${size.width}" height="${size.height}"` : '';
        },
      })
    : body.html;
  if (cards !== undefined && html.includes(DOC_CARDS_MARK)) {
    const list = cards.length
      ? renderToStaticMarkup(
          <StringsProvider strings={strings} locale={locale}>
            <DocCards cards={cards} />
          </StringsProvider>,
        )
      : '';
    html = html.replaceAll(DOC_CARDS_MARK, list);
  }
  return html;
}

/** A URL as it may stand in an attribute value however it is quoted (or not) in the page. */
function attributeText(url: string): string {
  return url.replace(/[&"'<>]/g, (char) => `&#${char.charCodeAt(0)};`);
}
