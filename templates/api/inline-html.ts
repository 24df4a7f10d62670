/** A one-paragraph HTML description without its <p>, to sit inside a line (a <summary>, a list item). */
export function inlineHtml(html: string): string {
  const match = /^\s*<p>([\s\S]*)<\/p>\s*$/.exec(html);
  return match && !match[1]!.includes('<p>') ? match[1]! : html;
}
