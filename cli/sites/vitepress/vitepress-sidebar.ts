// `themeConfig.sidebar` as docsgen's sidebars: a list is the one sidebar of every page; an object keyed by path
// ("/guide/") is one sidebar per key, shown on the pages under it (`prefix`). Groups with `items` are categories (with
// their page when they have a `link`), links relative to the `base` of their group are resolved to the pages' doc ids,
// and a link to no page stays a link, with a warning, instead of stopping the build.
import type { SidebarConfig, SidebarItemConfig } from '../../config/schema.js';
import { isRecord, type ReadingWarnings } from '../config-data.js';
import { docIdOf, isExternal, type PageIndex, routeOf, stripTags, withGroupBase } from './vitepress-links.js';

interface SidebarReading {
  file: string;
  pages: PageIndex;
  warnings: ReadingWarnings;
  /** Other locales' folders ("zh"): their sidebars are theirs (not read yet). */
  otherLocaleFolders: readonly string[];
  /** The navbar's links to the site (routes): a keyed sidebar's section is named after the first that leads into it. */
  navLinks: ReadonlyArray<{ route: string; label: string }>;
}

/** The sidebars of `themeConfig.sidebar`, or undefined when it has none (docsgen then makes one from the folders). */
export function vitepressSidebars(value: unknown, reading: SidebarReading): Record<string, SidebarConfig> | undefined {
  const field = 'themeConfig.sidebar';
  if (value === undefined || value === null || value === false) return undefined;
  // A list is the sidebar of every page of the locale, listed in it or not.
  if (Array.isArray(value)) return { docs: { label: '', prefix: '/', items: readItems(value, undefined, field, reading) } };
  if (!isRecord(value)) {
    reading.warnings.unreadable(reading.file, field, value, 'the sidebar is made from the folders instead');
    return undefined;
  }
  const sidebars: Record<string, SidebarConfig> = {};
  for (const [key, entry] of Object.entries(value)) {
    const prefix = `/${key.replace(/^\/+/, '')}`.replace(/([^/])$/, '$1/');
    const where = `${field}['${key}']`;
    if (reading.otherLocaleFolders.some((folder) => prefix.startsWith(`/${folder}/`))) continue;
    const list = Array.isArray(entry) ? entry : isRecord(entry) && Array.isArray(entry.items) ? entry.items : undefined;
    if (!list) {
      reading.warnings.unreadable(reading.file, where, entry);
      continue;
    }
    const base = isRecord(entry) && typeof entry.base === 'string' ? entry.base : undefined;
    const id = prefix.replace(/^\/|\/$/g, '') || 'docs';
    const into = routeOf(prefix);
    const nav = prefix === '/' ? undefined : reading.navLinks.find(({ route }) => route === into || route.startsWith(prefix));
    const label = nav?.label ?? '';
    sidebars[id] = { label, prefix, items: readItems(list, base, where, reading) };
  }
  return sidebars;
}

function readItems(list: unknown[], base: string | undefined, where: string, reading: SidebarReading): SidebarItemConfig[] {
  return list.flatMap((item, index) => readItem(item, base, `${where}[${index}]`, reading));
}

/** One sidebar item: a page, a link, or a group (a category, linked to its page when it has a `link`). */
function readItem(item: unknown, outerBase: string | undefined, where: string, reading: SidebarReading): SidebarItemConfig[] {
  const { file, warnings } = reading;
  if (!isRecord(item)) {
    warnings.unreadable(file, where, item);
    return [];
  }
  const label = typeof item.text === 'string' ? stripTags(item.text) : undefined;
  if (item.text !== undefined && label === undefined)
    warnings.unreadable(file, `${where}.text`, item.text, 'the entry is shown without its text');
  const base = typeof item.base === 'string' ? item.base : outerBase;
  const link = typeof item.link === 'string' ? withGroupBase(item.link, base) : undefined;
  if (Array.isArray(item.items)) {
    const page = link === undefined ? undefined : pageOf(link, `${where}.link`, reading);
    const items = readItems(item.items, base, `${where}.items`, reading);
    // A link to no page is kept as the category's first entry, so the reader still finds it.
    const lost: SidebarItemConfig[] =
      link !== undefined && page === undefined ? [{ type: 'link', label: label ?? link, href: hrefOf(link) }] : [];
    // `collapsed` unset: VitePress shows the group open and gives it no toggle; docsgen's nearest is an open category.
    const collapsed = item.collapsed === true;
    return [{ type: 'category', label: label ?? '', ...(page ? { link: page } : {}), collapsed, items: [...lost, ...items] }];
  }
  if (link === undefined) {
    warnings.unsupported(
      file,
      where,
      `an entry with neither \`link\` nor \`items\` (${JSON.stringify(label ?? '')}) is a heading, which docsgen's sidebars do not have: it is left out`,
    );
    return [];
  }
  const page = pageOf(link, `${where}.link`, reading);
  // A link out of the site, to no page, or to a place in a page (`#usage`) is a link entry.
  if (page === undefined || link.includes('#')) return [{ type: 'link', label: label ?? link, href: hrefOf(link) }];
  return [label === undefined ? page : { type: 'doc', id: page, label }];
}

/** The doc id a link opens, or undefined with a warning naming the entry. */
function pageOf(link: string, where: string, { file, pages, warnings }: SidebarReading): string | undefined {
  if (isExternal(link)) return undefined;
  const id = docIdOf(link, pages);
  if (id === undefined) {
    warnings.add({
      code: 'site-page-missing',
      file,
      message: `\`${where}\` is "${link}", but the site has no page there: the entry is kept as a link`,
    });
  }
  return id;
}

/** Where a link goes, as docsgen writes it: a URL as it is, a site link as its route. */
function hrefOf(link: string): string {
  return isExternal(link) ? link : routeOf(link);
}
