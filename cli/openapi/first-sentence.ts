/**
 * The first sentence of a plain-text description, for a one-line summary: up to the first ".", "!", "?" or "…" that
 * ends a sentence (followed by a space and a capital, a digit or an opening mark), or the whole text when none does.
 * A period inside "v1.2" or "e.g. foo" ends nothing: the next word must start a sentence.
 */
export function firstSentence(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const end = /[.!?…](?=\s+[\p{Lu}\p{N}"'“«¿¡(`])/u.exec(clean);
  return end ? clean.slice(0, end.index + 1) : clean;
}
