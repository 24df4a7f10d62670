// /llms-full.txt: every page's Markdown in one file, in the order llms.txt lists them (the sidebars' order), for tools
// that take a whole site at once. Each page is set apart by a rule and starts with the address it is read at.
import type { SiteModel } from '../../shared/model/site.js';
import { routeHref } from '../../shared/url.js';
import { llmsSections } from './llms-sections.js';

/** The text of llms-full.txt. */
export function llmsFullTxt(model: SiteModel): string {
  const { site } = model;
  const head = [
    `# ${site.title.replace(/\s+/g, ' ').trim()}`,
    ...(site.tagline.trim() ? [`> ${site.tagline.replace(/\s+/g, ' ').trim()}`] : []),
  ];
  const pages = llmsSections(model).flatMap((section) => section.pages);
  const bodies = pages.map((page) => `Source: ${site.url}${routeHref(site.baseUrl, page.route)}\n\n${page.markdown.trim()}`);
  return `${[head.join('\n\n'), ...bodies].join('\n\n---\n\n')}\n`;
}
