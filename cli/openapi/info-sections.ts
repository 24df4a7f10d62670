import type { ApiInfoSection, ApiServer } from '../../shared/model/api.js';
import type { Heading } from '../../shared/model/navigation.js';
import { stripAccents } from '../text/slug.js';

/**
 * The spec's `info.description` cut at its h2s, so that the info page can put the servers and the authentication
 * schemes inside the section that already talks about them instead of repeating it under a heading of its own.
 * The HTML is the Markdown pipeline's, whose h2s carry the ids listed in `headings`.
 */
export function splitAtH2(html: string, headings: Heading[]): { intro: string; sections: ApiInfoSection[] } {
  const cuts = headings
    .filter((heading) => heading.depth === 2)
    .map((heading) => ({ heading, at: html.indexOf(`<h2 id="${heading.id}"`) }))
    // A heading the pipeline collected but that sits inside raw HTML or elsewhere is no place to cut.
    .filter((cut) => cut.at >= 0)
    .sort((a, b) => a.at - b.at);
  const intro = html.slice(0, cuts[0]?.at ?? html.length);
  const sections = cuts.map((cut, i) => ({
    id: cut.heading.id,
    title: cut.heading.text,
    html: html.slice(cut.at, cuts[i + 1]?.at ?? html.length),
    facts: [],
  }));
  return { intro, sections };
}

const same = (a: string, b: string): boolean => stripAccents(a).trim().toLowerCase() === stripAccents(b).trim().toLowerCase();
const textOf = (html: string): string => html.replace(/<[^>]*>/g, ' ');

/**
 * Marks the section that already covers each fact: for the servers, the one titled like the servers' heading or
 * naming every server's URL ("Ambientes" listing the sandbox and production URLs); for the authentication, the one
 * titled like its heading. A fact no section covers gets its own section on the page.
 */
export function placeFacts(
  sections: ApiInfoSection[],
  facts: { servers: ApiServer[]; hasSecurity: boolean; labels: { servers: string; authentication: string } },
): ApiInfoSection[] {
  const serversAt =
    facts.servers.length === 0
      ? -1
      : sections.findIndex(
          (section) =>
            same(section.title, facts.labels.servers) || facts.servers.every((server) => textOf(section.html).includes(server.url)),
        );
  const securityAt = facts.hasSecurity ? sections.findIndex((section) => same(section.title, facts.labels.authentication)) : -1;
  return sections.map((section, i) => ({
    ...section,
    facts: [...(i === serversAt ? (['servers'] as const) : []), ...(i === securityAt ? (['security'] as const) : [])],
  }));
}
