// What the Markdown step prepares for the search index, per doc page, on the Markdown workers and cached with the
// page's HTML: the statistics of its records but the title, and its fragment file with the four values only the
// model knows (route, title, sidebar section, tags) left as placeholders. The index's thread then never needs the
// page's records: at a thousand pages, sending fifty thousand records to it and re-encoding them cost more than
// half a second of every build.
import type { Heading } from '../../shared/model/navigation.js';
import type { SearchRecord } from '../../shared/model/search.js';
import type { Section } from '../markdown/plugins/rehype-collect-sections.js';
import { pageRecords } from '../model/search-records.js';
import { pageFragment, pageTerms, type PageTerms } from './index-page.js';

export interface DocSearchData {
  /** Statistics of the page's records but its title (the title is added with joinPageTerms). */
  body: PageTerms;
  /** The fragment file's JSON with placeholders (fillFragment). */
  fragment: string;
}

/** Placeholders no text can hold (a NUL character), written by JSON.stringify as "\u0000…". */
const MARK = { route: '\u0000route\u0000', title: '\u0000title\u0000', lvl0: '\u0000lvl0\u0000', tag: '\u0000tags\u0000' };

export function docSearchData(headings: Heading[], sections: Section[]): DocSearchData {
  const records = pageRecords({ route: MARK.route, title: MARK.title, lvl0: MARK.lvl0, tags: [MARK.tag], headings, sections });
  return { body: pageTerms(records.slice(1)), fragment: JSON.stringify(pageFragment(records)) };
}

/** The page's own fragment: the placeholders replaced by its values. */
export function fillFragment(template: string, page: { route: string; title: string; lvl0: string; tags: string[] }): string {
  return template
    .replace(JSON.stringify(MARK.route), () => JSON.stringify(page.route))
    .replace(JSON.stringify(MARK.lvl0), () => JSON.stringify(page.lvl0))
    .replace(JSON.stringify(MARK.title), () => JSON.stringify(page.title))
    .replace(`[${JSON.stringify(MARK.tag)}]`, () => JSON.stringify(page.tags));
}

/** The title record's share of the statistics (what the Markdown step left out). */
export function titleTerms(title: string): PageTerms {
  const record: Pick<SearchRecord, 'type' | 'hierarchy' | 'content'> = {
    type: 'lvl1', content: null, hierarchy: { lvl0: '', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  };
  return pageTerms([record]);
}
