// MkDocs's navigation as one tree, whichever way the site writes it: mkdocs.yml's `nav` (here), the literate-nav
// plugin's Markdown lists (mkdocs-literate-nav.ts) or MkDocs's default of every page (mkdocs-default-nav.ts). Paths
// are relative to docs_dir, as MkDocs reads them.
import path from 'node:path';
import { isRecord, type ReadingWarnings } from '../config-data.js';

/** One entry of the navigation: a page, a link, or a section of entries. */
export type NavNode =
  | { kind: 'page'; path: string; title?: string }
  | { kind: 'link'; url: string; title?: string }
  | { kind: 'section'; title: string; children: NavNode[] };

/** What resolving a nav entry needs to know of the site. */
export interface NavSite {
  /** The file the entries are read from (mkdocs.yml, a literate nav file), relative to the root, for warnings. */
  file: string;
  docsDir: string;
  /** The pages MkDocs builds: Markdown files under docs_dir, relative to it, excluded ones left out. */
  pages: ReadonlySet<string>;
  warnings: ReadingWarnings;
  /** A folder named with a trailing slash, when the literate-nav plugin is on: its own navigation. */
  folderNav?: (folder: string) => NavNode[] | undefined;
  /** Material's blog: its posts' folder under docs_dir ("blog/posts/") and its route; posts are no doc pages. */
  blog?: { posts: string; route: string };
}

/** Whether a nav target is an address of another site ("https://…", "mailto:…", "//host"). */
export function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

/** A nav path as a path under docs_dir: "./guide/intro.md" → "guide/intro.md", "guide/" → "guide". */
export function docsPath(target: string): string {
  return path.posix.normalize(target.replace(/\\/g, '/')).replace(/^(\.\/)+|^\/+|\/+$/g, '') || '.';
}

/** MkDocs's index pages: index.md, and README.md (MkDocs names both "index"). */
export function isIndexPage(page: string): boolean {
  return /(^|\/)(index|README)\.mdx?$/.test(page);
}

/** mkdocs.yml's `nav` as nodes; entries that name no page are warned of and left out. */
export function yamlNav(nav: unknown[], site: NavSite, where = 'nav'): NavNode[] {
  return nav.flatMap((entry) => {
    // Entries are named by their titles ("nav › Guide › Install"), as the file shows them.
    if (typeof entry === 'string') return target(entry, undefined, site, `${where} › ${entry}`);
    if (isRecord(entry) && Object.keys(entry).length === 1) {
      const [title, value] = Object.entries(entry)[0]!;
      const field = `${where} › ${title || '""'}`;
      if (Array.isArray(value)) return [{ kind: 'section' as const, title, children: yamlNav(value, site, field) }];
      if (typeof value === 'string') return target(value, title, site, field);
    }
    site.warnings.unreadable(
      site.file,
      where,
      entry,
      'a nav entry is a page, `Title: page.md`, `Title: https://…` or `Title: [entries]`: it is left out',
    );
    return [];
  });
}

/** A page, a link or (a folder, with literate-nav) a section, from what an entry names. */
export function target(written: string, title: string | undefined, site: NavSite, field: string): NavNode[] {
  const named = title === undefined ? {} : { title };
  if (isExternal(written)) return [{ kind: 'link', url: written, ...named }];
  const [file = '', anchor] = written.split('#', 2);
  const page = docsPath(file);
  if (site.blog && page.startsWith(site.blog.posts)) {
    site.warnings.unsupported(
      site.file,
      field,
      `${site.docsDir}/${page} is a post of the blog, published at its date's route under ${site.blog.route}: the entry is left out (link the blog, ${site.blog.route}, instead)`,
    );
    return [];
  }
  if (site.pages.has(page))
    return [anchor === undefined ? { kind: 'page', path: page, ...named } : { kind: 'link', url: `${page}#${anchor}`, ...named }];
  if (written.endsWith('/') && site.folderNav) {
    const children = site.folderNav(page);
    if (children) return [{ kind: 'section', title: title ?? '', children }];
  }
  // A path that is no Markdown file ("download/", "api/index.html") is an address of the site, from its root.
  if (!/\.mdx?$/i.test(page)) return [{ kind: 'link', url: page === '.' ? '/' : `/${page}${written.endsWith('/') ? '/' : ''}`, ...named }];
  site.warnings.add({
    code: 'site-page-missing',
    file: site.file,
    message: `\`${field}\` names ${site.docsDir}/${page}, which is not a page of the site: the entry is left out (MkDocs would link to a page that does not exist)`,
  });
  return [];
}

/** Where a link goes: another site as written, a route of this one as written, a page's heading ("page.md#part") by the page's route. */
export function linkHref(url: string, routeOf: (page: string) => string): string {
  if (isExternal(url) || url.startsWith('/')) return url;
  const [page = '', anchor = ''] = url.split('#', 2);
  return `${routeOf(page)}#${anchor}`;
}
