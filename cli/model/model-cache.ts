import type { SearchRecord } from '../../shared/model/search.js';
import type { MarkdownResult } from '../markdown/markdown-result.js';
import { ResolvedLinks } from './link-check.js';
import { pageRecords, type RecordSource } from './search-records.js';

/**
 * What the model stage may reuse from one build to the next within a `docsgen dev` session (a build makes one and
 * drops it). Owned by whoever runs the builds, never kept in a module: a dev server runs for hours.
 */
export class ModelCache {
  /** Internal links already parsed, by page and href (bounded). */
  readonly links = new ResolvedLinks();
  /**
   * A doc page's search records, kept with its Markdown result while the page's place (route, title, section, tags)
   * stays the same (and the site's locale). `docsgen dev` hands the same result object to every rebuild while a file is unchanged, so a
   * rebuild makes records for the edited page only: making fifty thousand records was half of a one-page rebuild's
   * model stage. Weak: a result no rebuild holds any more is forgotten with it.
   */
  private readonly records = new WeakMap<MarkdownResult, { key: string; records: SearchRecord[] }>();

  /** The page's records (search-records.ts), made now or kept from an earlier build. */
  docRecords(markdown: MarkdownResult, source: RecordSource): SearchRecord[] {
    const key = JSON.stringify([source.route, source.title, source.lvl0, source.tags, source.language, source.weight]);
    const held = this.records.get(markdown);
    if (held && held.key === key) return held.records;
    const records = pageRecords(source);
    this.records.set(markdown, { key, records });
    return records;
  }
}
