// A response body's JSON cut into the pieces the theme colours (keys, strings, numbers, literals): a few lines instead
// of highlight.js in the browser, since the text is already formatted JSON.

/** The highlight.js class suffix a piece gets, or "" for punctuation and spaces. */
export type JsonTokenKind = 'attr' | 'string' | 'number' | 'literal' | '';

const TOKEN = /("(?:\\.|[^"\\])*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|\b(true|false|null)\b/g;

/** `text` as pieces in order; joined back they are exactly `text`. */
export function jsonTokens(text: string): Array<[JsonTokenKind, string]> {
  const tokens: Array<[JsonTokenKind, string]> = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > last) tokens.push(['', text.slice(last, match.index)]);
    const [whole, string, colon, number] = match;
    if (string !== undefined) {
      tokens.push([colon ? 'attr' : 'string', string]);
      if (colon) tokens.push(['', colon]);
    } else tokens.push([number !== undefined ? 'number' : 'literal', whole]);
    last = match.index + whole.length;
  }
  if (last < text.length) tokens.push(['', text.slice(last)]);
  return tokens;
}
