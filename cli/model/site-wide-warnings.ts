// Some warnings are about a name, not a place: an icon no set has (`icon-unknown`) is the same missing icon on every
// page that uses it, and Material's own docs use some on dozens of pages. Those are one warning a name for the
// whole site, at its first place, saying how often and on which pages it was met, so the report stays readable.

/** The warning codes that are one warning a message for the site. */
const SITE_WIDE_CODES: ReadonlySet<string> = new Set(['icon-unknown']);

/** How many of the other pages a merged warning names before "and N more". */
const PAGES_NAMED = 3;

interface Located {
  code: string;
  message: string;
  file?: string;
  line?: number;
}

/**
 * The warnings with each site-wide code's repeats folded into the first (same code and message), which then
 * ends with the count and the other pages; every other warning as it was, in its place.
 */
export function mergeSiteWideWarnings<T extends Located>(warnings: readonly T[]): T[] {
  if (!warnings.some((warning) => SITE_WIDE_CODES.has(warning.code))) return warnings.slice();
  const groups = new Map<string, T[]>();
  const kept: T[] = [];
  for (const warning of warnings) {
    if (!SITE_WIDE_CODES.has(warning.code)) {
      kept.push(warning);
      continue;
    }
    const key = `${warning.code}\n${warning.message}`;
    const group = groups.get(key);
    if (group) group.push(warning);
    else {
      groups.set(key, [warning]);
      kept.push(warning);
    }
  }
  return kept.map((warning) => {
    const group = SITE_WIDE_CODES.has(warning.code) ? groups.get(`${warning.code}\n${warning.message}`)! : [];
    return group.length > 1 ? { ...warning, message: `${warning.message} (${repeats(group)})` } : warning;
  });
}

/** "3 times on 2 pages, also docs/b.md" — the count, and the pages besides the first's. */
function repeats(group: readonly Located[]): string {
  const pages = [...new Set(group.map((warning) => warning.file ?? ''))];
  const others = pages.slice(1).filter(Boolean);
  const named = others.slice(0, PAGES_NAMED).join(', ');
  const more = others.length > PAGES_NAMED ? ` and ${others.length - PAGES_NAMED} more` : '';
  const count = `${group.length} times on ${pages.length} ${pages.length === 1 ? 'page' : 'pages'}`;
  return others.length > 0 ? `${count}, also ${named}${more}` : count;
}
