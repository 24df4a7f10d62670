// An MkDocs site: mkdocs.yml (with Python's YAML tags and INHERIT, mkdocs-yaml.ts), its settings
// (mkdocs-settings.ts) and its navigation — `nav`, the literate-nav plugin's Markdown lists, or MkDocs's default of
// every page — as one sidebar. Pages MkDocs builds but its nav leaves out (`not_in_nav`) are published all the same.
import { existsSync } from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import { docIdFor, routeFor } from '../../routes/content-routes.js';
import { isFolderIndexFileName } from '../../routes/folder-index.js';
import { listMarkdownFiles } from '../../sources/content-files.js';
import { ReadingWarnings } from '../config-data.js';
import type { SiteReader, SiteReading } from '../site-reading.js';
import { defaultNav } from './mkdocs-default-nav.js';
import { excludeGlobs } from './mkdocs-exclude.js';
import { otherLanguagePage } from './mkdocs-i18n.js';
import { type LiterateSite, literateFolderNav, literateNavOptions } from './mkdocs-literate-nav.js';
import { type NavNode, type NavSite, yamlNav } from './mkdocs-nav.js';
import { pageTitle } from './mkdocs-page-title.js';
import { blogNav, type MkdocsBlog, mkdocsBlog } from './mkdocs-blog.js';
import { mkdocsRedirects } from './mkdocs-redirects.js';
import { type MkdocsSettings, mkdocsSettings } from './mkdocs-settings.js';
import { themeNavbar } from './mkdocs-navbar.js';
import { navSidebar } from './mkdocs-sidebar.js';
import { mkdocsTheme } from './mkdocs-theme.js';
import { warnUnsupported } from './mkdocs-unsupported.js';
import { mkdocsHead } from '../site-head.js';
import { loadMkdocsYaml } from './mkdocs-yaml.js';
import { isFile } from '../../fs/is-file.js';

export const MKDOCS_READER: SiteReader = {
  name: 'MkDocs',
  find: (root) => ['mkdocs.yml', 'mkdocs.yaml'].find((name) => isFile(path.join(root, name))),
  read: async (root, file) => readMkdocs(root, file, process.env),
  // MkDocs's own output folder (`site_dir`'s default), where `mkdocs gh-deploy` and CI jobs look.
  outDir: () => 'site',
};

/** Reads the site; `env` gives `!ENV` its values. */
export function readMkdocs(root: string, file: string, env: NodeJS.ProcessEnv): SiteReading {
  const warnings = new ReadingWarnings();
  const { config: yml, files } = loadMkdocsYaml(root, file, env, warnings);
  const settings = mkdocsSettings(yml, file, warnings);
  const blog = mkdocsBlog(yml.plugins, { root, file, docsDir: settings.docsDir, warnings });
  warnUnsupported(yml, file, warnings, blog?.plugins);
  const theme = mkdocsTheme(yml, { root, file, docsDir: settings.docsDir, themeName: settings.theme, warnings });
  if (theme) settings.config.theme = theme;
  const math = settings.config.markdown?.math !== undefined && settings.config.markdown.math !== false;
  const head = mkdocsHead(yml.extra_javascript, { root, docsDir: settings.docsDir, file, warnings, math });
  if (head.length > 0) settings.config.head = head;
  const exclude = excludeGlobs(yml, file, warnings);
  const docsAbs = path.join(root, settings.docsDir);
  // No docs folder: the build says so (content-missing), naming the folder mkdocs.yml gave.
  if (!existsSync(docsAbs)) return { config: { ...settings.config, exclude }, files, warnings: warnings.list };
  const excluded = picomatch(exclude, { dot: true });
  // The blog's posts are no pages of the docs or of their navigation; its index is, in the navigation, a link to it.
  const pages = listMarkdownFiles(docsAbs, root)
    .map((abs) => path.relative(docsAbs, abs).split(path.sep).join('/'))
    .filter((page) => !excluded(page) && !(blog && page.startsWith(blog.posts)));
  const read = [...files];
  const nav = siteNav(yml, { root, file, settings, pages, warnings, read, blog });
  const nodes = blog ? blogNav(nav, blog) : nav;
  const options = sidebarOptions(root, settings);
  const navbar = themeNavbar(nodes, { ...options, theme: settings.theme, features: settings.features });
  return {
    config: {
      ...settings.config,
      exclude: blog ? [...exclude, ...blog.exclude] : exclude,
      ...(blog ? { blog: blog.config } : {}),
      ...(navbar && navbar.length > 0 ? { navbar: { items: navbar } } : {}),
      sidebars: { docs: { label: '', items: navSidebar(nodes, options) } },
      ...mkdocsRedirects(yml, file, warnings),
    },
    files: read,
    warnings: warnings.list,
  };
}

interface NavSource {
  root: string;
  file: string;
  settings: MkdocsSettings;
  pages: string[];
  warnings: ReadingWarnings;
  /** The files read, pushed to as nav files are. */
  read: string[];
  blog: MkdocsBlog | undefined;
}

/** The navigation: `nav` (its folders read by literate-nav when on), else literate-nav's root nav file, else MkDocs's default. */
function siteNav(yml: Record<string, unknown>, { root, file, settings, pages, warnings, read, blog }: NavSource): NavNode[] {
  const literate = literateNavOptions(yml.plugins);
  const site: LiterateSite = {
    root,
    file,
    docsDir: settings.docsDir,
    pages: new Set(pages),
    warnings,
    read,
    ...(blog ? { blog: { posts: blog.posts, route: blog.route } } : {}),
  };
  // Only folders of docs_dir have nav files: "../../elsewhere/" reads nothing outside it.
  const folderNav: NavSite['folderNav'] = literate
    ? (folder) =>
        folder !== '..' && !folder.startsWith('../') && existsSync(path.join(root, settings.docsDir, folder))
          ? literateFolderNav(folder, literate, site)
          : undefined
    : undefined;
  if (Array.isArray(yml.nav)) return yamlNav(yml.nav, { ...site, folderNav });
  if (yml.nav !== undefined && yml.nav !== null)
    warnings.unreadable(file, 'nav', yml.nav, 'it is not a list: the sidebar lists every page');
  if (literate) return literateFolderNav('', literate, site);
  const otherLanguage = otherLanguagePage(yml.plugins);
  return defaultNav(pages.filter((page) => !otherLanguage(page)));
}

/** How the theme shows sections, and what naming them needs of the pages. */
function sidebarOptions(root: string, settings: MkdocsSettings): Parameters<typeof navSidebar>[1] {
  const material = settings.theme === 'material';
  const has = (feature: string) => material && settings.features.includes(feature);
  // Material: sections start closed unless `navigation.expand`; `navigation.sections` shows the top ones (under the
  // tabs, with `navigation.tabs`, the second ones) as open groups.
  const groupDepth = has('navigation.sections') ? (has('navigation.tabs') ? 2 : 1) : 0;
  return {
    indexes: has('navigation.indexes'),
    collapsed: (depth) => !has('navigation.expand') && depth > groupDepth,
    titleOf: (page) => pageTitle(page, path.join(root, settings.docsDir, page), path.posix.join(settings.docsDir, page)),
    routeOf: (page) => routeFor(docIdFor(page), undefined, isFolderIndexFileName(path.posix.basename(page))),
  };
}
