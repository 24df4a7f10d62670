// The literate-nav plugin's navigation (mkdocs-literate-nav's parser.py): a folder's nav file (SUMMARY.md by default)
// is a Markdown list of links, its last list (or the first after `<!--nav-->`) read; `[Title](folder/)` takes that
// folder's own nav file, and a folder with none is inferred as MkDocs infers the docs folder. With `implicit_index`,
// a folder's index page leads its entries.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Link, List, Root, RootContent } from 'mdast';
import { toString as textOf } from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { defaultNav } from './mkdocs-default-nav.js';
import { pluginOptions } from './mkdocs-plugins.js';
import { isExternal, isIndexPage, type NavNode, type NavSite, target } from './mkdocs-nav.js';

export interface LiterateNavOptions {
  /** `nav_file`: the file each folder's navigation is in. */
  navFile: string;
  /** `implicit_index`: a folder's index page is its first entry. */
  implicitIndex: boolean;
}

/** The plugin's options, when mkdocs.yml's `plugins` has it. */
export function literateNavOptions(plugins: unknown): LiterateNavOptions | undefined {
  const options = pluginOptions(plugins, 'literate-nav');
  if (!options) return undefined;
  return {
    navFile: typeof options.nav_file === 'string' ? options.nav_file : 'SUMMARY.md',
    implicitIndex: options.implicit_index === true,
  };
}

/** What reading folders' nav files needs: the site, and the files read (for the build's first line). */
export interface LiterateSite extends NavSite {
  root: string;
  read: string[];
}

/** A folder's navigation (`folder` under docs_dir, "" for docs_dir itself), from its nav file or inferred. */
export function literateFolderNav(folder: string, options: LiterateNavOptions, site: LiterateSite, open: string[] = []): NavNode[] {
  // A folder that leads back to one being read is inferred, as the plugin refuses the recursion.
  const again = (sub: string) =>
    open.includes(sub) ? defaultNav([...site.pages], sub) : literateFolderNav(sub, options, site, [...open, folder]);
  const navFile = path.posix.join(folder, options.navFile);
  const abs = path.join(site.root, site.docsDir, navFile);
  const list = existsSync(abs) ? navList(readFileSync(abs, 'utf8')) : undefined;
  if (!list) return defaultNav([...site.pages], folder, again);
  const file = path.posix.join(site.docsDir, navFile);
  site.read.push(file);
  const nested: NavSite = { ...site, file, folderNav: again };
  const nodes = listNodes(list, folder, nested);
  const index = [...site.pages].find((page) => path.posix.dirname(page) === (folder || '.') && isIndexPage(page));
  const mentioned = (nodes: NavNode[]): boolean =>
    nodes.some((node) => (node.kind === 'page' ? node.path === index : node.kind === 'section' && mentioned(node.children)));
  return options.implicitIndex && index && !mentioned(nodes) ? [{ kind: 'page', path: index }, ...nodes] : nodes;
}

/** The list a nav file's navigation is: the first after `<!--nav-->`, else the last. */
function navList(text: string): List | undefined {
  const tree = unified().use(remarkParse).parse(text) as Root;
  const marker = tree.children.findIndex((node) => node.type === 'html' && node.value.trim() === '<!--nav-->');
  const isList = (node: RootContent): node is List => node.type === 'list';
  return marker === -1 ? tree.children.filter(isList).pop() : tree.children.slice(marker + 1).find(isList);
}

/** A list's items as nodes: `[Title](target)`, `Title` over a nested list, or both (the link leads the section). */
function listNodes(list: List, folder: string, site: NavSite): NavNode[] {
  return list.children.flatMap((item, index) => {
    const lead = item.children[0]?.type === 'paragraph' ? item.children[0] : undefined;
    const link = lead?.children.length === 1 && lead.children[0]!.type === 'link' ? (lead.children[0] as Link) : undefined;
    const title = link ? textOf(link) : lead ? textOf(lead) : '';
    const sub = item.children.find((child): child is List => child.type === 'list');
    const children = sub ? listNodes(sub, folder, site) : [];
    const field = `line ${item.position?.start.line ?? index + 1}`;
    const linked = link ? target(fromDocsDir(link.url, folder), title, site, field) : [];
    if (sub)
      return [
        { kind: 'section' as const, title, children: [...linked.map((node) => ({ ...node, title: undefined }) as NavNode), ...children] },
      ];
    if (link) return linked;
    if (title.includes('*')) {
      site.warnings.unsupported(
        site.file,
        field,
        `the wildcard entry "${title}" is not read: the pages it would list are not in the sidebar`,
      );
      return [];
    }
    site.warnings.unreadable(site.file, field, title, 'an entry of a nav list is a link or a title over a nested list: it is left out');
    return [];
  });
}

/** A nav file's link (relative to its folder) as a path under docs_dir; another site's address as written. */
function fromDocsDir(url: string, folder: string): string {
  if (isExternal(url)) return url;
  const joined = url.startsWith('/') ? url.slice(1) : path.posix.join(folder || '.', url);
  return `${joined}${url.endsWith('/') && !joined.endsWith('/') ? '/' : ''}`;
}
