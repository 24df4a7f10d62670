// Number prefixes order pages and folders in the file system (`01-intro.md`, `02-guides/`) without being part of their
// names, as Docusaurus reads them (its numberPrefix.ts, whose rules these are): the number is a place in generated
// sidebars, and the rest is the name, in doc ids and routes. Names that start like a date or a version keep their
// numbers (`2021-05-notes`, `1.2-notes`).

/** A date ("2021-05-…") or a version ("1.2…"): numbers that are part of the name. */
const IGNORED_PREFIX = /^\d+[-_.]\d+/;

/** Digits, then separators ("-", "_", ".", spaces around them), then the name, which starts with none of them. */
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;

/** A file or folder name (without extension) split into its number prefix, if it has one, and the name. */
export function numberPrefixOf(name: string): { name: string; prefix?: number } {
  if (IGNORED_PREFIX.test(name)) return { name };
  const match = NUMBER_PREFIX.exec(name);
  return match ? { name: match[2]!, prefix: Number.parseInt(match[1]!, 10) } : { name };
}

/** A "/"-separated path with every part's number prefix left out: "01-guides/02-setup" → "guides/setup". */
export function withoutNumberPrefixes(relPath: string): string {
  return relPath
    .split('/')
    .map((part) => numberPrefixOf(part).name)
    .join('/');
}
