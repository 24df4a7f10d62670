import { LOCALE_STRINGS } from '../../shared/i18n/locales.js';
import { mergeStrings } from '../../shared/i18n/merge-strings.js';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { resolveComponentMap } from './component-map.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import { docsgenFolder } from '../fs/docsgen-folder.js';
import { removeDeadLeftovers } from '../fs/leftovers.js';
import { writeFileAtomic } from '../fs/write-atomic.js';
import { humanize } from '../text/humanize.js';
import type { HeadingIdRule } from '../text/slug.js';
import { checkedRoute, normalizeRoute } from '../routes/content-routes.js';
import { resolveBlog } from './resolve-blog.js';
import { compileConfig } from './compile-config.js';
import { withMarkdownPlugins } from './markdown-plugins.js';
import { CONFIG_TIME_LIMIT_MS, runConfigModule } from './config-thread.js';
import { parseConfig } from './parse-config.js';
import { resolveLocales } from './resolve-locales.js';
import { resolveTheme } from './resolve-theme.js';
import { resolveVersions } from './resolve-versions.js';
import { resolveHead } from './resolve-head.js';
import { CONFIG_FILE_NAMES, DEFAULT_API_ROUTE, DEFAULT_MAX_PAGE_BYTES, type ParsedConfig, type ResolvedConfig } from './schema.js';
import { resolveSearchConfig } from './search-config.js';

/** Finds and loads the site's config file (TypeScript or JavaScript), or returns defaults when there is none. */
export async function loadConfig(
  root: string,
  { timeLimitMs = configTimeLimit(process.env) }: { timeLimitMs?: number } = {},
): Promise<ResolvedConfig> {
  const absRoot = path.resolve(root);
  if (!existsSync(absRoot)) {
    throw new DocsgenError({
      code: 'root-missing',
      message: `site folder ${absRoot} does not exist`,
      hint: 'pass the folder that holds content/ (and optionally docsgen.config.ts) to the command',
    });
  }
  const name = CONFIG_FILE_NAMES.find((candidate) => existsSync(path.join(absRoot, candidate)));
  const config = parseConfig(name ? await importConfigObject(absRoot, name, timeLimitMs) : {}, name ?? CONFIG_FILE_NAMES[0]!);
  return withMarkdownPlugins(resolveConfig(absRoot, config, name));
}

/** How long the config may take to load: DOCSGEN_CONFIG_TIME_LIMIT seconds, when a config must wait on something slow. */
export function configTimeLimit(env: NodeJS.ProcessEnv): number {
  const text = env.DOCSGEN_CONFIG_TIME_LIMIT;
  if (text === undefined || text === '') return CONFIG_TIME_LIMIT_MS;
  const seconds = Number(text);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new DocsgenError({
      code: 'env-invalid',
      message: `DOCSGEN_CONFIG_TIME_LIMIT is "${text}", not a number of seconds above 0`,
      hint: `set it to how many seconds the config may take to load (${CONFIG_TIME_LIMIT_MS / 1000} when unset), or unset it`,
    });
  }
  return seconds * 1000;
}

/**
 * Config files are TypeScript: esbuild turns one into a module (compile-config.ts), which runs on a thread of its own
 * (config-thread.ts) and hands back its default export.
 */
export async function importConfigObject(root: string, name: string, limitMs?: number): Promise<Record<string, unknown>> {
  const file = path.join(root, name);
  // A named pipe or a device would be read forever; a folder is a mistake worth naming.
  const kind = statSync(file);
  if (!kind.isFile()) {
    throw new DocsgenError({
      code: 'config-not-file',
      file: name,
      message: `${name} is not a file (${kind.isDirectory() ? 'a folder' : 'a pipe, socket or device'})`,
      hint: `replace ${name} with the config's TypeScript file, or remove it to build with the defaults`,
    });
  }
  const code = await compileConfig(file, name);
  const exported = await runCompiledConfig(root, code, name, { limitMs });
  if (!exported || typeof exported !== 'object') {
    throw new DocsgenError({
      code: 'config-no-default',
      file: name,
      message: 'the config file has no default export',
      hint: 'end it with `export default { title: "…", … }`',
    });
  }
  return exported as Record<string, unknown>;
}

/**
 * Runs a compiled config on its thread and gives its default export (`asData`: as the data config-thread.ts makes of a
 * foreign config's export).
 */
export async function runCompiledConfig(
  root: string,
  code: string,
  name: string,
  { limitMs, asData }: { limitMs?: number; asData?: boolean } = {},
): Promise<unknown> {
  const dir = docsgenFolder(root);
  // Each process imports a copy of its own (builds may run side by side) and deletes it; the copies of processes
  // killed meanwhile are deleted here. Written atomically all the same: no half-written module is ever imported.
  void removeDeadLeftovers(dir, COMPILED_CONFIG);
  const tmp = path.join(dir, `config-${process.pid}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.mjs`);
  writeFileAtomic(tmp, code);
  try {
    return await runConfigModule(tmp, name, limitMs, { asData });
  } finally {
    rmSync(tmp, { force: true });
  }
}

/**
 * The compiled config's copies under .docsgen/, and their atomic write's temporary files: the first group is the id of
 * the process that imports it.
 */
const COMPILED_CONFIG = /^config-(\d+)-[0-9a-z]+\.mjs(?:\.\d+\.tmp)?$/;

/** "docs" → "/docs/": one spelling of the path the site is served under. */
function normalizeBaseUrl(value: string): string {
  const leading = value.startsWith('/') ? value : `/${value}`;
  return leading.endsWith('/') ? leading : `${leading}/`;
}

/**
 * The config the build works from: the defaults that depend on the site (title from the folder, productName, logo alt,
 * copyright line, the OpenAPI file found under openapi/), absolute paths, and the files the config names checked to
 * exist. The schema has filled every other default. Pure apart from those existence checks.
 */
export function resolveConfig(root: string, config: ParsedConfig, configFile?: string): ResolvedConfig {
  const title = config.title ?? humanize(path.basename(root));
  const staticDir = path.resolve(root, config.staticDir);
  const contentDir = path.resolve(root, config.contentDir);
  const where = configFile ?? 'docsgen.config.ts';
  const mustExist = (rel: string, field: string): void => {
    if (!existsSync(path.join(staticDir, rel))) {
      throw new DocsgenError({
        code: 'config-missing-file',
        file: where,
        message: `${field} names "${rel}", but ${path.relative(root, path.join(staticDir, rel))} does not exist`,
        hint: `add the file under ${path.relative(root, staticDir) || '.'}/ or correct ${field}`,
      });
    }
  };
  checkContentFolder(contentDir, configFile);
  if (config.logo) mustExist(config.logo.src, 'logo.src');
  if (config.logo?.srcDark !== undefined) mustExist(config.logo.srcDark, 'logo.srcDark');
  checkMdxTrust(config.markdown, where);
  if (config.favicon) mustExist(config.favicon, 'favicon');
  const locales = config.locales ? resolveLocales(root, contentDir, config.locales) : undefined;
  // With locales, the interface language is the default locale's (the schema's `locale` says so).
  const locale = locales?.find((entry) => entry.isDefault)?.strings ?? config.locale;
  return {
    root,
    configFile,
    title,
    tagline: config.tagline,
    productName: config.productName ?? title,
    url: config.url.replace(/\/+$/, ''),
    baseUrl: normalizeBaseUrl(config.baseUrl),
    contentDir,
    staticDir,
    logo: config.logo
      ? {
          src: config.logo.src,
          ...(config.logo.srcDark !== undefined ? { srcDark: config.logo.srcDark } : {}),
          alt: config.logo.alt ?? title,
        }
      : undefined,
    favicon: config.favicon,
    // Left out without one, so a config that does not set it resolves as before.
    ...(config.theme ? { theme: resolveTheme(root, config.theme, where) } : {}),
    ...headOf(config.head, { root, baseUrl: normalizeBaseUrl(config.baseUrl), file: where }),
    ...(config.editUrl ? { editUrl: config.editUrl } : {}),
    ...(config.lastUpdated ? { lastUpdated: true as const } : {}),
    announcementBar: config.announcementBar,
    navbar: config.navbar.items,
    // The fields below are left out at their defaults, so a config that does not set them resolves as before.
    ...(config.socialLinks.length > 0 ? { socialLinks: config.socialLinks } : {}),
    footer: {
      copyright: config.footer.copyright ?? `Copyright © ${new Date().getFullYear()} ${title}`,
      ...(config.footer.links.length > 0 ? { links: config.footer.links } : {}),
    },
    ...(normalizeRoute(config.contentRoute) !== '/'
      ? { contentRoute: checkedRoute(config.contentRoute, normalizeRoute(config.contentRoute), { file: where, field: 'contentRoute' }) }
      : {}),
    ...(config.exclude.length > 0 ? { exclude: config.exclude } : {}),
    ...(config.htmlAliases ? { htmlAliases: true as const } : {}),
    ...(config.redirects && Object.keys(config.redirects).length > 0 ? { redirects: config.redirects } : {}),
    ...(config.strict ? { strict: true as const } : {}),
    ...(config.numberPrefixes ? { numberPrefixes: true as const } : {}),
    ...(config.folderNamedPages ? { folderNamedPages: true as const } : {}),
    ...(config.routeStyle === 'astro' ? { routeStyle: 'astro' as const } : {}),
    ...(config.pages
      ? {
          pages: {
            ...config.pages,
            dir: path.resolve(root, config.pages.dir),
            route: normalizeRoute(config.pages.route),
            css: config.pages.css.map((file) => path.resolve(root, file)),
          },
        }
      : {}),
    ...(config.siteConfig ? { siteConfig: config.siteConfig } : {}),
    ...(config.blog ? { blog: resolveBlog(config.blog, { root, where, contentRoute: normalizeRoute(config.contentRoute) }) } : {}),
    sidebars: config.sidebars,
    ...(config.versions ? { versions: resolveVersions(root, contentDir, config.versions) } : {}),
    ...(locales ? { locales } : {}),
    tags: config.tags,
    openapi: resolveOpenapi(root, config.openapi, where),
    ...(config.components ? { components: resolveComponentMap(config.components, { root, contentDir, file: where }) } : {}),
    markdown: { ...config.markdown, headingIds: config.markdown.headingIds ?? guessedHeadingIds(root, contentDir) },
    // Left out at their defaults, so the config of a site that did not set them resolves as before.
    ...(config.maxPageBytes !== DEFAULT_MAX_PAGE_BYTES ? { maxPageBytes: config.maxPageBytes } : {}),
    ...(config.precompress.length > 0 ? { precompress: [...new Set(config.precompress)] } : {}),
    algolia: resolveSearchConfig(config.search),
    llms: config.llms,
    locale,
    strings: mergeStrings(LOCALE_STRINGS[locale], config.strings),
  };
}

/** Every page MDX, and pages from untrusted hands: MDX runs a page's code at build time (see untrusted-mdx.ts). */
function checkMdxTrust(markdown: ParsedConfig['markdown'], where: string): void {
  if (markdown.format !== 'mdx' || markdown.rawHtml) return;
  throw new DocsgenError({
    code: 'mdx-untrusted',
    file: where,
    message:
      '`markdown.format` is "mdx" (every page runs as code at build time), but `markdown.rawHtml` is false (pages from untrusted hands)',
    hint: 'set `markdown.format` to "md" to read untrusted pages as Markdown, or `markdown.rawHtml` to true if their authors may run code on the build machine',
  });
}

/** The config's `head` with its site files' published URLs, and those files; nothing when it has no tag. */
function headOf(head: ParsedConfig['head'], where: Parameters<typeof resolveHead>[1]): Pick<ResolvedConfig, 'head' | 'headFiles'> {
  if (!head || head.length === 0) return {};
  const resolved = resolveHead(head, where);
  return { head: resolved.head, ...(resolved.files.length > 0 ? { headFiles: resolved.files } : {}) };
}

/**
 * Throws `content-missing` when the content folder is not there: at the config stage, and before each of `docsgen
 * dev`'s rebuilds (the folder may be deleted or renamed while it runs).
 */
export function checkContentFolder(contentDir: string, configFile?: string): void {
  if (existsSync(contentDir)) return;
  throw new DocsgenError({
    code: 'content-missing',
    file: configFile,
    message: `content folder ${path.relative(process.cwd(), contentDir) || contentDir} does not exist`,
    hint: 'create it with at least an index.md, or set contentDir in docsgen.config.ts; for a Docusaurus, VitePress, mdBook, Starlight or MkDocs site, give the folder holding its config (docusaurus.config.js, .vitepress/, book.toml, astro.config.mjs, mkdocs.yml)',
  });
}

/**
 * A folder written for VitePress (its `.vitepress` config folder beside the pages) links to headings by VitePress's
 * ids; any other by GitHub's. Reading the folder's own tool is not a guess: its links were checked against those ids.
 */
function guessedHeadingIds(root: string, contentDir: string): HeadingIdRule {
  const vitepress = [contentDir, root].some((folder) => existsSync(path.join(folder, '.vitepress')));
  return vitepress ? 'vitepress' : 'github';
}

const SPEC_FILE = /\.(ya?ml|json)$/i;

/** The configured OpenAPI file (which must exist), or the first openapi/*.{yaml,yml,json} of the site. */
function resolveOpenapi(root: string, option: ParsedConfig['openapi'], where: string): ResolvedConfig['openapi'] {
  if (option === false) return undefined;
  if (option) {
    const file = path.resolve(root, option.spec);
    if (!existsSync(file)) {
      throw new DocsgenError({
        code: 'config-missing-file',
        file: where,
        message: `openapi.spec names "${option.spec}", but that file does not exist`,
        hint: 'point openapi.spec at your OpenAPI 3 file (YAML or JSON), relative to the site root',
      });
    }
    return {
      file,
      route: checkedRoute(option.route, normalizeRoute(option.route), { file: where, field: 'openapi.route' }),
      tryIt: option.tryIt,
    };
  }
  const dir = path.join(root, 'openapi');
  if (!existsSync(dir)) return undefined;
  const first = readdirSync(dir)
    .filter((name) => SPEC_FILE.test(name))
    .sort()[0];
  // The route's default lives in the schema; a site with no openapi field gets the same one.
  return first ? { file: path.join(dir, first), route: normalizeRoute(DEFAULT_API_ROUTE) } : undefined;
}
