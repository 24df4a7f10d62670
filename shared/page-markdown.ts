// The page's "Copiar como Markdown" button, as the build writes it (templates/layout/PageMarkdown.tsx) and its chunk
// reads it (client/page-markdown-copy.ts). Its attribute COPY_BUTTON_ATTRIBUTE (constants.ts) names the `.md` to copy.

/** On the button: what it says for a moment when the copy failed (the site's language, written by the build). */
export const PAGE_MARKDOWN_FAILED_ATTRIBUTE = 'data-copy-failed';
