// /llms.txt in the llmstxt.org format: the site's title as an h1, its tagline as a quote, then one h2 per sidebar
// section listing its pages as "- [Title](url): description", each url the page's Markdown. Tools read it to find
// which page to fetch, so it stays an index: one line a page.
import type { SiteInfo, SiteModel } from '../../shared/model/site.js';
import { markdownHref } from '../../shared/url.js';
import { llmsSections, type MarkdownPage } from './llms-sections.js';
import { joinWithSpans, type TextSpans } from './text-spans.js';

/** The text of llms.txt. */
export function llmsTxt(model: SiteModel): string {
  return llmsTxtSpans(model).text;
}

/** The text of llms.txt and where each page's line is in it. */
export function llmsTxtSpans(model: SiteModel): TextSpans {
  const { site } = model;
  const parts: Array<{ route?: string; text: string }> = [{ text: `# ${oneLine(site.title)}` }];
  if (site.tagline.trim()) parts.push({ text: `\n\n> ${oneLine(site.tagline)}` });
  for (const section of llmsSections(model)) {
    section.pages.forEach((page, i) => {
      const lead = i > 0 ? '\n' : section.title === undefined ? '\n\n' : `\n\n## ${oneLine(section.title)}\n\n`;
      parts.push({ text: lead }, { route: page.route, text: llmsTxtEntry(page, site) });
    });
  }
  return joinWithSpans(parts, '', '\n');
}

/** "- [Title](https://site/route.md): description", the description left out when the page has none of its own. */
export function llmsTxtEntry(page: MarkdownPage, site: SiteInfo): string {
  const url = `${site.url}${markdownHref(site.baseUrl, page.route)}`;
  const description = oneLine(descriptionOf(page, site.tagline));
  return `- [${oneLine(page.title).replace(/[[\]\\]/g, '\\$&')}](${url})${description ? `: ${description}` : ''}`;
}

/** Plain text that says what the page holds: a page without a description of its own has the site's tagline, said once above. */
function descriptionOf(page: MarkdownPage, tagline: string): string {
  if (page.kind === 'api-operation' || page.kind === 'api-info') return page.excerpt === page.title ? '' : page.excerpt;
  return page.description === tagline ? '' : page.description;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
