import { DIAGRAM_ATTRIBUTE } from '../../shared/constants.js';
import type { Page } from '../../shared/model/site.js';

const MARK = `${DIAGRAM_ATTRIBUTE}=`;

/**
 * Whether a page of the site holds a diagram block (cli/markdown/diagram-block.ts): the client bundle holds Mermaid
 * only then (bundle/diagrams-stub-plugin.ts). A Markdown or MDX page's body is read as it is; an API page's
 * descriptions (Markdown too) as the JSON of its data, where the attribute's quote is escaped.
 */
export function siteHasDiagrams(pages: Record<string, Page>): boolean {
  return Object.values(pages).some((page) =>
    'html' in page && typeof page.html === 'string' ? page.html.includes(MARK) : JSON.stringify(page).includes(MARK),
  );
}
