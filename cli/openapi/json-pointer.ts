// JSON pointers as the spec's errors write them: a key as a pointer token ("~" → "~0", "/" → "~1") and back, and a
// pointer as a reader finds its place in the file.

/** A key as a JSON pointer token. */
export const escapeToken = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** A pointer token as the key it names (percent-decoded first, as a $ref's fragment may be). */
export function unescapeToken(token: string): string {
  let decoded = token;
  try {
    decoded = decodeURIComponent(token);
  } catch {
    // A "%" that starts no escape is the character itself.
  }
  return decoded.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** "#/paths/~1people/post" → "paths › /people › post": the pointer as a reader finds it in the file. */
export function readablePointer(pointer: string): string {
  const parts = pointer
    .replace(/^#?\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  return parts.join(' › ') || 'the top level';
}
