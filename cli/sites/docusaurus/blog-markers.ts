// Docusaurus's `truncateMarker` is a RegExp (the config thread hands it back as one); docsgen's `truncateMarkers` are
// comments matched with any spaces inside. A RegExp that is an alternation of such comments, spaces written `\s*`, is
// read as them; any other pattern cannot be, and is warned of.
import { DEFAULT_TRUNCATE_MARKERS } from '../../config/blog-schema.js';
import type { ReadingWarnings } from '../config-data.js';

/** `truncateMarker` as `truncateMarkers`, when it is not Docusaurus's default. */
export function truncateMarkersOf(value: unknown, file: string, field: string, warnings: ReadingWarnings): { truncateMarkers?: string[] } {
  if (value === undefined) return {};
  const markers = value instanceof RegExp ? literalAlternatives(value.source) : undefined;
  if (markers === undefined || markers.length === 0 || !markers.every(isComment)) {
    const shown = value instanceof RegExp ? String(value) : JSON.stringify(value);
    warnings.unsupported(
      file,
      field,
      `${shown} is not read: docsgen's markers are HTML or MDX comments (<!-- truncate -->, {/* truncate */}), which posts are cut at`,
    );
    return {};
  }
  const same = markers.length === DEFAULT_TRUNCATE_MARKERS.length && markers.every((marker, at) => marker === DEFAULT_TRUNCATE_MARKERS[at]);
  return same ? {} : { truncateMarkers: markers };
}

/** An HTML comment or an MDX one, as a post writes its marker. */
function isComment(marker: string): boolean {
  return /^<!--.*-->$/s.test(marker) || /^\{\/\*.*\*\/\}$/s.test(marker);
}

/**
 * A pattern's alternatives as text, or undefined when one is more than text: `\s*`, `\s+` and `\s` are a space (the
 * markers match any spaces inside), an escaped punctuation mark is itself, and any other special character (a class,
 * a group, a quantifier, an anchor, `\d`) makes it no plain text.
 */
export function literalAlternatives(source: string): string[] | undefined {
  const alternatives: string[] = [];
  let current = '';
  for (let at = 0; at < source.length; at++) {
    const char = source[at]!;
    if (char === '\\') {
      const next = source[at + 1];
      if (next === undefined) return undefined;
      at++;
      if (next === 's') {
        if (source[at + 1] === '*' || source[at + 1] === '+' || source[at + 1] === '?') at++;
        if (!current.endsWith(' ')) current += ' ';
      } else if (/[^\w]/.test(next)) current += next;
      else return undefined;
    } else if (char === '|') {
      alternatives.push(current);
      current = '';
    } else if ('.*+?^$()[]'.includes(char) || (char === '{' && /^\{\d+(,\d*)?\}/.test(source.slice(at)))) return undefined;
    else current += char;
  }
  alternatives.push(current);
  return alternatives.map((text) => text.trim());
}
