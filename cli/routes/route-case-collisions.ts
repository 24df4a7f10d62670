// Routes a Linux disk keeps apart and others do not: /Guide and /guide (one folder on macOS and Windows), or an accented
// name composed (NFC) and decomposed (NFD, as macOS's older disks wrote names; one folder on macOS). A build on Linux
// writes both; copied to such a disk, or built there, one page's files overwrite the other's.
import type { BuildWarning } from '../errors/docsgen-error.js';

/** A route and the file that claimed it (none for a generated page: tags, search, the home page). */
export interface RouteClaim {
  route: string;
  /** The file it came from, relative to the site root (a content file, the OpenAPI spec). */
  file?: string;
}

/** What two routes are on a disk that ignores case and Unicode normalisation. */
function foldedRoute(route: string): string {
  return route.normalize('NFC').toLowerCase();
}

/** How two routes that fold alike differ, and the disks that take them for one. */
function difference(a: string, b: string): string {
  if (a.normalize('NFC') === b.normalize('NFC')) {
    return 'are one name in two Unicode forms (accents composed, NFC, and decomposed, NFD): on macOS disks they are one folder';
  }
  const how = a.toLowerCase() === b.toLowerCase() ? 'case' : 'case and Unicode form';
  return `differ only in ${how}: on macOS and Windows disks they are one folder`;
}

/** A warning for each route another one, claimed before it, equals once case and Unicode normalisation are set aside. */
export function routeCaseWarnings(claims: Iterable<RouteClaim>): BuildWarning[] {
  const first = new Map<string, RouteClaim>();
  const warnings: BuildWarning[] = [];
  for (const claim of claims) {
    const folded = foldedRoute(claim.route);
    const other = first.get(folded);
    if (!other) {
      first.set(folded, claim);
      continue;
    }
    // The warning is a file's when either page has one (a generated page, /search, may be claimed last).
    const [one, two] = claim.file || !other.file ? [claim, other] : [other, claim];
    const mine = one.file ? `its route ${one.route}` : `the generated page ${one.route}`;
    const theirs = two.file ? `the route ${two.route} of ${two.file}` : `the generated page ${two.route}`;
    warnings.push({
      code: 'route-case-collision',
      ...(one.file ? { file: one.file } : {}),
      message: `${mine} and ${theirs} ${difference(one.route, two.route)}, and one page overwrites the other; rename one of the files or give it another \`slug\``,
    });
  }
  return warnings;
}
