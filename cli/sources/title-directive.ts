// mdBook's `{{#title My Title}}`: the chapter's HTML <title>, whole (no " - Book" after it), while the sidebar keeps
// the SUMMARY.md label and the page its heading. mdBook's links preprocessor replaces the directive with nothing
// wherever it stands (the last one wins), and `\{{#title …}}` is the directive as text, less the backslash.

/** The text without its title directives, and the title the last one gave. */
export interface TitleDirective {
  text: string;
  title?: string;
}

const TITLE = /(\\?)\{\{\s*#title\s+([^}]+)\}\}/g;

export function readTitleDirective(text: string): TitleDirective {
  if (!text.includes('#title')) return { text };
  let title: string | undefined;
  const replaced = text.replace(TITLE, (directive, escaped: string, value: string) => {
    if (escaped) return directive.slice(1);
    title = value.trim() || title;
    return '';
  });
  return title === undefined ? { text: replaced } : { text: replaced, title };
}
