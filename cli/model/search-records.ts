import type { ApiOperationPage } from '../../shared/model/api.js';
import type { Heading, Sidebar } from '../../shared/model/navigation.js';
import type { SearchHierarchy, SearchRecord } from '../../shared/model/search.js';
import type { UiStrings } from '../../shared/i18n/strings.pt.js';
import { encodeRoute } from '../../shared/url.js';
import type { Section } from '../markdown/plugins/rehype-collect-sections.js';

export interface RecordSource {
  route: string;
  title: string;
  /** The top level of the hierarchy: the page's sidebar section, or "Documentação". */
  lvl0: string;
  /** The site's locale: DocSearch's `language` facet. */
  language: string;
  tags: string[];
  headings: Heading[];
  sections: Section[];
  /** Multiplies the page's search scores (SearchFragmentFile.weight); 1 when absent. */
  weight?: number;
}

const EMPTY: Omit<SearchHierarchy, 'lvl0' | 'lvl1'> = { lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
type Level = 2 | 3 | 4 | 5 | 6;

/** The section name shown above a page's results: its sidebar's label, else the site's generic section. */
export function sectionOf(sidebar: Sidebar | undefined, strings: UiStrings): string {
  return sidebar?.label || strings.search.defaultSection;
}

/**
 * DocSearch-shaped records for one page: one for the page itself, one per heading (with every heading above it),
 * and one per paragraph, list item or table cell under the heading it belongs to.
 */
export function pageRecords(source: RecordSource): SearchRecord[] {
  const records: SearchRecord[] = [];
  // Records hold URLs, not routes: a page named "c#sharp" is "/c%23sharp", whose "#" the client and index can split on.
  const href = encodeRoute(source.route);
  const stack: Partial<Record<Level, string>> = {};
  const base = { language: source.language, tags: source.tags };
  const hierarchy = (): SearchHierarchy => ({
    lvl0: source.lvl0,
    lvl1: source.title,
    ...EMPTY,
    lvl2: stack[2] ?? null,
    lvl3: stack[3] ?? null,
    lvl4: stack[4] ?? null,
    lvl5: stack[5] ?? null,
    lvl6: stack[6] ?? null,
  });
  const push = (url: string, type: SearchRecord['type'], levels: SearchHierarchy, content: string | null): void => {
    const position = records.length;
    records.push({
      objectID: `${href}#${position}`,
      url,
      type,
      hierarchy: levels,
      content,
      language: base.language,
      tags: base.tags,
      position,
      ...(source.weight === undefined || source.weight === 1 ? {} : { pageWeight: source.weight }),
    });
  };
  push(href, 'lvl1', hierarchy(), null);
  const byId = new Map(source.headings.map((heading) => [heading.id, heading]));
  for (const section of source.sections) {
    const heading = section.headingId ? byId.get(section.headingId) : undefined;
    let url = href;
    if (heading) {
      const depth = heading.depth as Level;
      stack[depth] = heading.text;
      for (let deeper = depth + 1; deeper <= 6; deeper++) delete stack[deeper as Level];
      url = `${href}#${heading.id}`;
    }
    // One hierarchy object for the heading and the paragraphs under it: records are read-only, and fifty thousand
    // copies made the model stage and the copy sent to the search thread slower.
    const levels = hierarchy();
    if (heading) push(url, `lvl${heading.depth}` as SearchRecord['type'], levels, null);
    for (const text of section.texts) push(url, 'content', levels, text);
  }
  return records;
}

/** Records of an API operation: its title with method and path, its description, and the names of what it takes and returns. */
export function operationRecords(
  page: Pick<ApiOperationPage, 'route' | 'title' | 'method' | 'path' | 'excerpt' | 'parameters' | 'requestBody' | 'responses'>,
  { lvl0, language, strings }: { lvl0: string; language: string; strings: UiStrings },
): SearchRecord[] {
  const fields = new Set<string>();
  const collect = (node: { name?: string; children: Array<{ name?: string; children: unknown[] }> } | undefined): void => {
    for (const child of node?.children ?? []) {
      if (child.name) fields.add(child.name);
      collect(child as never);
    }
  };
  collect(page.requestBody?.schema);
  for (const response of page.responses) collect(response.schema);
  const parameters = page.parameters.map((p) => p.name);
  const hierarchy: SearchHierarchy = { lvl0, lvl1: page.title, ...EMPTY };
  const href = encodeRoute(page.route);
  const texts = [
    `${page.method.toUpperCase()} ${page.path}`,
    page.excerpt,
    parameters.length > 0 ? `${strings.api.parameters}: ${parameters.join(', ')}` : '',
    fields.size > 0 ? `${strings.search.fields}: ${[...fields].join(', ')}` : '',
  ].filter(Boolean);
  return [
    { url: href, type: 'lvl1' as const, hierarchy, content: null },
    ...texts.map((content) => ({ url: href, type: 'content' as const, hierarchy, content })),
  ].map((record, position) => ({ ...record, objectID: `${href}#${position}`, position, language, tags: [] }));
}
