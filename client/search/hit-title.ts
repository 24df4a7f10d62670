import { escapeHtml } from '../../shared/escape-html.js';
import type { SearchHierarchy } from '../../shared/model/search.js';
import type { SearchHit } from '../../shared/search-protocol.js';
import type { StoredSearch } from './stored-searches.js';

const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** The deepest heading of a record (what a heading hit is about). */
export function deepestLevel(hierarchy: SearchHierarchy): (typeof LEVELS)[number] {
  return [...LEVELS].reverse().find((level) => hierarchy[level]) ?? 'lvl1';
}

/**
 * Title and path line of a hit as safe HTML: the highlighted text the search client returned (already escaped but for
 * <mark>), or the escaped plain text for stored searches, which carry no highlight data.
 */
export function hitLines(hit: SearchHit | StoredSearch): { title: string; path: string; snippet?: string } {
  const highlighted = 'objectID' in hit && '_highlightResult' in hit ? (hit as SearchHit) : undefined;
  const level = (name: (typeof LEVELS)[number]): string | undefined =>
    highlighted?._highlightResult.hierarchy[name]?.value ?? (hit.hierarchy[name] ? escapeHtml(hit.hierarchy[name]!) : undefined);
  const deepest = deepestLevel(hit.hierarchy);
  if (hit.type === 'content' && hit.content) {
    const snippet = highlighted?._snippetResult?.content?.value ?? highlighted?._highlightResult.content?.value ?? escapeHtml(hit.content);
    const path = LEVELS.filter((name) => hit.hierarchy[name])
      .map((name) => level(name)!)
      .join(' › ');
    return { title: snippet, path, snippet };
  }
  const path = LEVELS.slice(0, LEVELS.indexOf(deepest))
    .filter((name) => hit.hierarchy[name])
    .map((name) => level(name)!)
    .join(' › ');
  return { title: level(deepest) ?? '', path };
}
