import { TOC_MAX_LEVEL, TOC_MIN_LEVEL } from '../../shared/constants.js';
import type { Heading, TocEntry } from '../../shared/model/navigation.js';

/** The table of contents: h2 entries with their h3s nested; deeper headings are left out. */
export function buildToc(headings: Heading[]): TocEntry[] {
  const toc: TocEntry[] = [];
  for (const heading of headings) {
    if (heading.depth < TOC_MIN_LEVEL || heading.depth > TOC_MAX_LEVEL) continue;
    const entry: TocEntry = { id: heading.id, text: heading.text, depth: heading.depth as 2 | 3, children: [] };
    const parent = toc[toc.length - 1];
    if (entry.depth === 3 && parent) parent.children.push(entry);
    else toc.push(entry);
  }
  return toc;
}
