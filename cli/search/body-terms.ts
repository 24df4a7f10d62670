// The search statistics of a doc page's records but its title, from what the Markdown step knows (headings and
// sections): the records are made by pageRecords itself, so they are the model's records, in the same order.
import type { Heading } from '../../templates/model.js';
import type { Section } from '../markdown/plugins/rehype-collect-sections.js';
import { pageRecords } from '../model/search-records.js';
import { pageTerms, type PageTerms } from './index-page.js';

export function bodyTerms(headings: Heading[], sections: Section[]): PageTerms {
  // Route, title, section and tags are not indexed text: the page's own values are filled in by the model.
  return pageTerms(pageRecords({ route: '', title: '', lvl0: '', tags: [], headings, sections }).slice(1));
}
