// A VitePress site: `.vitepress/config.*` in the folder or in its `docs/`, the pages under its `srcDir`, its public
// folder, and what the root locale's readers see of the config (vitepress-layers.ts) as docsgen's config; its other
// locales as its `locales` (vitepress-locales.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { UserConfig } from '../../config/schema.js';
import type { ReadTools, SiteReader, SiteReading } from '../site-reading.js';
import { isRecord, ReadingWarnings, siteLocale, stringAt } from '../config-data.js';
import { faviconEntry, vitepressFavicon, vitepressLogo } from './vitepress-images.js';
import { vitepressHead } from '../site-head.js';
import { CONFIG_EXTENSIONS, rootLocaleConfig, siteConfig } from './vitepress-layers.js';
import { isExternal } from './vitepress-links.js';
import { vitepressFooter, vitepressNavbar, vitepressSocialLinks } from './vitepress-navbar.js';
import { type VitePressPages, vitepressPages } from './vitepress-pages.js';
import { vitepressLocales } from './vitepress-locales.js';
import { vitepressSidebars } from './vitepress-sidebar.js';
import { vitepressTheme } from './vitepress-theme.js';

export const VITEPRESS_READER: SiteReader = {
  name: 'VitePress',
  find: findVitePressConfig,
  read: readVitePress,
  // VitePress's `outDir` default: beside its config, a dot-folder that no content listing reads.
  outDir: (file) => `${file.slice(0, file.indexOf('.vitepress'))}.vitepress/dist`,
};

/** `.vitepress/config.{js,mjs,ts,mts}` (or `.vitepress/config/index.*`) in the folder, else in its `docs/`. */
export function findVitePressConfig(root: string): string | undefined {
  const names = [...CONFIG_EXTENSIONS.map((ext) => `config.${ext}`), ...CONFIG_EXTENSIONS.map((ext) => `config/index.${ext}`)];
  const candidates = ['', 'docs/'].flatMap((folder) => names.map((name) => `${folder}.vitepress/${name}`));
  return candidates.find((rel) => existsSync(path.join(root, rel)));
}

async function readVitePress(root: string, file: string, tools: ReadTools): Promise<SiteReading> {
  const warnings = new ReadingWarnings();
  // The folder holding .vitepress: VitePress's root, which srcDir is relative to.
  const siteDir = file.slice(0, file.indexOf('.vitepress')).replace(/\/$/, '');
  const site = await siteConfig(file, tools, warnings);
  const srcDir = stringAt(site.srcDir, file, 'srcDir', warnings) ?? '.';
  const srcFolder = path.posix.normalize([siteDir, srcDir].filter(Boolean).join('/')).replace(/\/$/, '');
  const srcExclude = stringList(site.srcExclude, file, 'srcExclude', warnings);
  const localeFolders = isRecord(site.locales) ? Object.keys(site.locales).filter((key) => key !== 'root') : [];
  const pages = vitepressPages(root, srcFolder, { srcExclude, rewrites: site.rewrites, file, warnings, localeFolders });
  const locale = await rootLocaleConfig(root, site, { srcFolder, movedFolder: pages.movedFolder, file, tools, warnings });
  const publicDir = [srcFolder, 'public'].filter((part) => part !== '.').join('/');
  const staticDir = existsSync(path.join(root, publicDir)) ? publicDir : undefined;
  const context = { root, file, warnings, pages, staticDir, otherLocaleFolders: locale.otherLocaleFolders, fileOf: locale.fileOf };
  const settings = siteSettings(locale.config, context);
  const theme = themeSettings(isRecord(locale.config.themeConfig) ? locale.config.themeConfig : {}, {
    ...context,
    title: settings.title,
    baseUrl: settings.baseUrl ?? '/',
  });
  const files = [file, ...locale.files];
  const locales = await vitepressLocales(site, root, {
    srcFolder,
    contentDir: pages.contentDir,
    lang: typeof locale.config.lang === 'string' ? locale.config.lang : undefined,
    file,
    tools,
    warnings,
    files,
  });
  const favicon = vitepressFavicon(locale.config.head, { ...context, file: locale.fileOf('head'), baseUrl: settings.baseUrl ?? '/' });
  const look = vitepressTheme(root, file, warnings);
  // The icon link the favicon was read from is written by docsgen as the favicon: not twice.
  const icon = favicon ? faviconEntry(locale.config.head) : undefined;
  const head = vitepressHead(locale.config.head, locale.fileOf('head'), warnings, (entry) => entry === icon);
  const config: UserConfig = {
    ...settings,
    ...theme,
    ...(look ? { theme: look } : {}),
    ...(favicon ? { favicon } : {}),
    ...(head.length > 0 ? { head } : {}),
    contentDir: pages.contentDir,
    ...(staticDir ? { staticDir } : {}),
    ...(pages.contentRoute ? { contentRoute: pages.contentRoute } : {}),
    ...(pages.exclude.length > 0 ? { exclude: pages.exclude } : {}),
    ...(locales ? { locales } : {}),
  };
  return { config, files, warnings: warnings.list };
}

interface ReadingContext {
  root: string;
  file: string;
  warnings: ReadingWarnings;
  pages: VitePressPages;
  staticDir: string | undefined;
  otherLocaleFolders: string[];
  /** The file that sets a field: warnings name it. */
  fileOf: (...keys: string[]) => string;
}

/** The site-wide fields: title, description, base, language, URLs, edit links, dates. */
function siteSettings(config: Record<string, unknown>, { fileOf, warnings, pages }: ReadingContext): UserConfig {
  const theme = isRecord(config.themeConfig) ? config.themeConfig : {};
  const siteTitle = typeof theme.siteTitle === 'string' ? theme.siteTitle : undefined;
  const title = stringAt(config.title, fileOf('title'), 'title', warnings) ?? siteTitle;
  const tagline = stringAt(config.description, fileOf('description'), 'description', warnings);
  const base = stringAt(config.base, fileOf('base'), 'base', warnings);
  const sitemap = isRecord(config.sitemap) ? config.sitemap : {};
  const hostname = stringAt(sitemap.hostname, fileOf('sitemap', 'hostname'), 'sitemap.hostname', warnings);
  const editUrl = editPattern(theme.editLink, pages.movedFolder, { file: fileOf('themeConfig', 'editLink'), warnings });
  const anchor = isRecord(config.markdown) && isRecord(config.markdown.anchor) ? config.markdown.anchor : {};
  if (anchor.slugify !== undefined)
    warnings.unsupported(fileOf('markdown', 'anchor', 'slugify'), 'markdown.anchor.slugify', "headings get VitePress's usual ids instead");
  return {
    ...(title !== undefined ? { title } : {}),
    ...(tagline !== undefined ? { tagline } : {}),
    ...(base !== undefined ? { baseUrl: base } : {}),
    ...(hostname && /^https?:\/\//.test(hostname) ? { url: hostname.replace(/\/+$/, '') } : {}),
    locale: siteLocale(stringAt(config.lang, fileOf('lang'), 'lang', warnings), fileOf('lang'), 'lang', warnings),
    // Without cleanUrls VitePress publishes /guide/intro.html: those URLs must keep working.
    ...(config.cleanUrls === true ? {} : { htmlAliases: true }),
    ...(config.lastUpdated === true ? { lastUpdated: true } : {}),
    ...(editUrl ? { editUrl } : {}),
    markdown: {
      headingIds: 'vitepress',
      firstH1Title: true,
      ...attributeDelimiters(config.markdown, { fileOf, warnings }),
      // `markdown.math: true` runs markdown-it-mathjax3: `$…$` and `$$…$$`, as remark-math reads them.
      ...(isRecord(config.markdown) && config.markdown.math === true ? { math: true } : {}),
    },
  };
}

/**
 * `markdown.attrs.leftDelimiter`/`rightDelimiter`: what VitePress's markdown-it-attrs reads `{#id}` between (Pinia's
 * and Vue Router's sites write `## Usage %{#usage}%`). Left out when unset, so the attribute list is `{…}`.
 */
function attributeDelimiters(
  markdown: unknown,
  { fileOf, warnings }: Pick<ReadingContext, 'fileOf' | 'warnings'>,
): { attributeDelimiters?: [string, string] } {
  const attrs = isRecord(markdown) && isRecord(markdown.attrs) ? markdown.attrs : {};
  if (attrs.leftDelimiter === undefined && attrs.rightDelimiter === undefined) return {};
  const file = fileOf('markdown', 'attrs');
  const left = stringAt(attrs.leftDelimiter ?? '{', file, 'markdown.attrs.leftDelimiter', warnings);
  const right = stringAt(attrs.rightDelimiter ?? '}', file, 'markdown.attrs.rightDelimiter', warnings);
  return left && right ? { attributeDelimiters: [left, right] } : {};
}

/** `themeConfig.editLink.pattern` with its `:path`, which VitePress takes from srcDir: docsgen's is from the content folder. */
function editPattern(
  editLink: unknown,
  movedFolder: string,
  { file, warnings }: { file: string; warnings: ReadingWarnings },
): string | undefined {
  if (!isRecord(editLink)) return undefined;
  const pattern = editLink.pattern;
  if (typeof pattern !== 'string' || !/^https?:\/\//.test(pattern)) {
    warnings.unreadable(file, 'themeConfig.editLink.pattern', pattern, 'pages get no edit link');
    return undefined;
  }
  return movedFolder ? pattern.replace(/:path/g, `${movedFolder}/:path`) : pattern;
}

/** The default theme's fields: logo, navbar, social links, footer and sidebars. */
function themeSettings(theme: Record<string, unknown>, context: ReadingContext & { title?: string; baseUrl: string }): UserConfig {
  const { fileOf, warnings, pages } = context;
  const logo = vitepressLogo(theme.logo, context.title, { ...context, file: fileOf('themeConfig', 'logo') });
  const navbar = vitepressNavbar(theme.nav, { file: fileOf('themeConfig', 'nav'), warnings });
  const navLinks = navbar.flatMap((item) => ('to' in item && !isExternal(item.to) ? [{ route: item.to, label: item.label }] : []));
  // No sidebar in VitePress is no sidebar: docsgen would otherwise make one of every folder.
  const sidebars =
    vitepressSidebars(theme.sidebar, {
      file: fileOf('themeConfig', 'sidebar'),
      pages,
      warnings,
      otherLocaleFolders: context.otherLocaleFolders,
      navLinks,
    }) ?? {};
  const footer = vitepressFooter(theme.footer, { file: fileOf('themeConfig', 'footer'), warnings });
  const socialLinks = vitepressSocialLinks(theme.socialLinks, { file: fileOf('themeConfig', 'socialLinks'), warnings });
  return {
    ...(logo ? { logo } : {}),
    navbar: { items: navbar },
    ...(socialLinks.length > 0 ? { socialLinks } : {}),
    ...(footer ? { footer } : {}),
    sidebars,
  };
}

/** `srcExclude`: a list of globs. */
function stringList(value: unknown, file: string, field: string, warnings: ReadingWarnings): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  warnings.unreadable(file, field, value);
  return [];
}
