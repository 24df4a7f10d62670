import { API_INFO_SECTION_IDS } from '../../shared/constants.js';
import type { UiStrings } from '../../shared/i18n/strings.pt.js';
import type { ApiInfoPage, SpecDownloads } from '../../shared/model/api.js';
import type { Heading, TocEntry } from '../../shared/model/navigation.js';
import type { SearchRecord } from '../../shared/model/search.js';
import type { Section } from '../markdown/plugins/rehype-collect-sections.js';
import { placeFacts, splitAtH2 } from '../openapi/info-sections.js';
import type { ApiReference } from '../openapi/operations.js';
import { slugify } from '../text/slug.js';
import { pageRecords } from './search-records.js';
import { buildToc } from './toc.js';

const INFO_SECTION_IDS = API_INFO_SECTION_IDS;

/**
 * The info page's search weight. Its prose is the spec's `info.description`, written for any renderer and most
 * often a summary of what the site's own pages say at length (the Coins spec restates, section by section, the
 * conventions of /api and the errors of /api/overview). When both match a query as well, the reader is sent to the
 * page written for the site; a topic only the description covers still finds the info page first.
 */
export const INFO_PAGE_SEARCH_WEIGHT = 0.5;

/** The API's front page: the description cut into sections that hold the servers and schemes, a TOC, every operation. */
export function toInfoPage(
  api: ApiReference,
  { downloads, strings, sidebarId }: { downloads: SpecDownloads; strings: UiStrings; sidebarId?: string },
): ApiInfoPage {
  const split = splitAtH2(api.description, api.descriptionHeadings);
  const sections = placeFacts(split.sections, {
    servers: api.servers,
    hasSecurity: api.security.length > 0,
    labels: { servers: strings.api.servers, authentication: strings.api.authentication },
  });
  const placed = new Set(sections.flatMap((section) => section.facts));
  const groups = api.tags
    .map((tag) => ({
      tag: tag.name,
      id: `api-tag-${slugify(tag.name) || 'tag'}`,
      description: tag.description,
      operations: api.operations
        .filter((op) => op.tags[0] === tag.name)
        .map((op) => ({ method: op.method, path: op.path, title: op.title, href: op.route })),
    }))
    .filter((group) => group.operations.length > 0);
  const added: Heading[] = [
    ...(api.servers.length > 0 && !placed.has('servers') ? [{ depth: 2, id: INFO_SECTION_IDS.servers, text: strings.api.servers }] : []),
    ...(api.security.length > 0 && !placed.has('security')
      ? [{ depth: 2, id: INFO_SECTION_IDS.security, text: strings.api.authentication }]
      : []),
    ...(api.contact || api.license ? [{ depth: 2, id: INFO_SECTION_IDS.contact, text: strings.api.contact }] : []),
    { depth: 2, id: INFO_SECTION_IDS.operations, text: strings.api.operations },
    ...groups.map((group) => ({ depth: 3, id: group.id, text: group.tag })),
  ];
  const toc: TocEntry[] = buildToc([...api.descriptionHeadings, ...added]);
  return {
    kind: 'api-info',
    route: api.infoRoute,
    title: api.title,
    version: api.version,
    intro: split.intro,
    sections,
    excerpt: api.excerpt,
    servers: api.servers,
    security: api.security,
    contact: api.contact,
    license: api.license,
    downloads,
    groups,
    toc,
    ...(sidebarId ? { sidebarId } : {}),
    breadcrumbs: [{ label: strings.home, href: '/' }, { label: api.title }],
  };
}

/**
 * Where the info page describes the API's security schemes, and which: operation pages name those schemes and link
 * here instead of repeating each description on every page. None when the page shows no scheme.
 */
export function infoAuthentication(page: ApiInfoPage): { href: string; schemes: string[] } | undefined {
  if (page.security.length === 0) return undefined;
  const id = page.sections.find((section) => section.facts.includes('security'))?.id ?? INFO_SECTION_IDS.security;
  return { href: `${page.route}#${id}`, schemes: page.security.map((scheme) => scheme.name) };
}

/**
 * Search records of the info page: its title, the description's prose by heading, and the facts the page adds (the
 * version, each server's URL, each scheme, the contact) under the heading they are shown under.
 */
export function infoRecords(
  page: ApiInfoPage,
  api: Pick<ApiReference, 'descriptionHeadings' | 'descriptionSections'>,
  { lvl0, language, strings }: { lvl0: string; language: string; strings: UiStrings },
): SearchRecord[] {
  const sectionOf = (fact: 'servers' | 'security'): string =>
    page.sections.find((section) => section.facts.includes(fact))?.id ?? INFO_SECTION_IDS[fact];
  const facts: Section[] = [
    { texts: [`${strings.api.version} ${page.version}`] },
    { headingId: sectionOf('servers'), texts: page.servers.map((s) => (s.description ? `${s.url} — ${s.description}` : s.url)) },
    { headingId: sectionOf('security'), texts: page.security.map((s) => s.summary) },
    {
      headingId: INFO_SECTION_IDS.contact,
      texts: [page.contact?.name, page.contact?.email, page.contact?.url, page.license?.name].filter((t): t is string => Boolean(t)),
    },
  ].filter((section) => section.texts.length > 0);
  const headings: Heading[] = [
    ...api.descriptionHeadings,
    { depth: 2, id: INFO_SECTION_IDS.servers, text: strings.api.servers },
    { depth: 2, id: INFO_SECTION_IDS.security, text: strings.api.authentication },
    { depth: 2, id: INFO_SECTION_IDS.contact, text: strings.api.contact },
  ];
  // Facts go after the prose of the section they belong to: a section met again only adds texts, no second heading record.
  const bySection = new Map<string | undefined, string[]>();
  for (const section of [...api.descriptionSections, ...facts]) {
    bySection.set(section.headingId, [...(bySection.get(section.headingId) ?? []), ...section.texts]);
  }
  const sections = [...bySection].map(([headingId, texts]) => ({ ...(headingId === undefined ? {} : { headingId }), texts }));
  return pageRecords({
    route: page.route,
    title: page.title,
    lvl0,
    language,
    tags: [],
    headings,
    sections,
    weight: INFO_PAGE_SEARCH_WEIGHT,
  });
}
