import type { BuildWarning } from '../errors/docsgen-error.js';
import { normalizeRoute } from '../sources/routes.js';
import type { DocEntry } from './doc-entry.js';

export interface LinkTargets {
  /** Heading ids of each page, by route; pages without headings map to an empty set. */
  anchors: Map<string, Set<string>>;
  /** Files copied from the static folder, as URL paths ("/img/logo.svg"). */
  staticFiles: Set<string>;
}

/** Warns about internal links that point to no page, or to a heading the page does not have. Broken links never fail the build. */
export function checkLinks(docs: DocEntry[], targets: LinkTargets): BuildWarning[] {
  const warnings: BuildWarning[] = [];
  for (const doc of docs) {
    for (const link of doc.markdown.links) {
      const line = link.line === undefined ? undefined : link.line + doc.content.bodyStartLine - 1;
      const url = new URL(link.href, `http://docsgen.invalid${doc.route}`);
      const path = decodeURIComponent(url.pathname);
      const hash = decodeURIComponent(url.hash.slice(1));
      if (targets.staticFiles.has(path)) continue;
      const route = normalizeRoute(path);
      const anchors = targets.anchors.get(route);
      if (!anchors) {
        warnings.push({ code: 'broken-link', file: doc.file, line, message: `link to ${link.href} points to no page` });
      } else if (hash && !anchors.has(hash)) {
        warnings.push({
          code: 'broken-anchor', file: doc.file, line,
          message: `link to ${link.href}: page ${route} has no heading with id "${hash}"`,
        });
      }
    }
  }
  return warnings;
}
