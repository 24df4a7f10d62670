import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DocsgenError } from '../errors/docsgen-error.js';
import { humanize } from '../text/humanize.js';
import { normalizeRoute } from '../routes/content-routes.js';
import { CONFIG_FILE_NAMES, type ResolvedConfig, type UserConfig } from './schema.js';
import { resolveSearchConfig } from './search-config.js';
import { validateConfig } from './validate-config.js';

/** Finds and loads the site's config file (TypeScript or JavaScript), or returns defaults when there is none. */
export async function loadConfig(root: string): Promise<ResolvedConfig> {
  const absRoot = path.resolve(root);
  if (!existsSync(absRoot)) {
    throw new DocsgenError({
      code: 'root-missing',
      message: `site folder ${absRoot} does not exist`,
      hint: 'pass the folder that holds content/ (and optionally docsgen.config.ts) to the command',
    });
  }
  const name = CONFIG_FILE_NAMES.find((candidate) => existsSync(path.join(absRoot, candidate)));
  const user = name ? await importConfig(absRoot, name) : {};
  return resolveConfig(absRoot, user, name);
}

/** Config files are TypeScript: esbuild turns one into a module we can import, without a loader hook. */
async function importConfig(root: string, name: string): Promise<UserConfig> {
  const file = path.join(root, name);
  let code: string;
  try {
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: [file], bundle: true, write: false, format: 'esm', platform: 'node',
      packages: 'external', logLevel: 'silent', target: 'node20',
    });
    code = result.outputFiles[0]!.text;
  } catch (error) {
    const first = (error as { errors?: Array<{ text: string; location?: { line: number; column: number } }> }).errors?.[0];
    throw new DocsgenError({
      code: 'config-syntax', file: name, line: first?.location?.line, column: first?.location?.column,
      message: `the config file does not compile: ${first?.text ?? String(error)}`,
      hint: 'fix the syntax error; the config must `export default` an object', cause: error,
    });
  }
  const dir = path.join(root, '.docsgen');
  mkdirSync(dir, { recursive: true });
  const tmp = path.join(dir, `config-${process.pid}-${Date.now()}.mjs`);
  writeFileSync(tmp, code);
  try {
    const mod = (await import(pathToFileURL(tmp).href)) as { default?: unknown };
    if (!mod.default || typeof mod.default !== 'object') {
      throw new DocsgenError({
        code: 'config-no-default', file: name, message: 'the config file has no default export',
        hint: 'end it with `export default { title: "…", … }`',
      });
    }
    validateConfig(mod.default, name);
    return mod.default as UserConfig;
  } catch (error) {
    if (error instanceof DocsgenError) throw error;
    throw new DocsgenError({
      code: 'config-runtime', file: name, message: `the config file threw while loading: ${(error as Error).message}`,
      hint: 'the config runs as a module; check what it imports and computes', cause: error,
    });
  } finally {
    rmSync(tmp, { force: true });
  }
}

function trimSlash(value: string): string {
  return value.replace(/\/+$/, '');
}

/** Fills defaults and checks the files the config names exist. Pure apart from those existence checks. */
export function resolveConfig(root: string, user: UserConfig, configFile?: string): ResolvedConfig {
  const title = user.title ?? humanize(path.basename(root));
  const staticDir = path.resolve(root, user.staticDir ?? 'static');
  const contentDir = path.resolve(root, user.contentDir ?? 'content');
  const where = configFile ?? 'docsgen.config.ts';
  const mustExist = (rel: string, field: string): void => {
    if (!existsSync(path.join(staticDir, rel))) {
      throw new DocsgenError({
        code: 'config-missing-file', file: where,
        message: `${field} names "${rel}", but ${path.relative(root, path.join(staticDir, rel))} does not exist`,
        hint: `add the file under ${path.relative(root, staticDir) || '.'}/ or correct ${field}`,
      });
    }
  };
  if (!existsSync(contentDir)) {
    throw new DocsgenError({
      code: 'content-missing', file: configFile,
      message: `content folder ${path.relative(process.cwd(), contentDir) || contentDir} does not exist`,
      hint: 'create it with at least an index.md, or set contentDir in docsgen.config.ts',
    });
  }
  if (user.logo) mustExist(user.logo.src, 'logo.src');
  if (user.favicon) mustExist(user.favicon, 'favicon');
  const openapi = resolveOpenapi(root, user.openapi, where);
  let baseUrl = user.baseUrl ?? '/';
  if (!baseUrl.startsWith('/')) baseUrl = `/${baseUrl}`;
  if (!baseUrl.endsWith('/')) baseUrl = `${baseUrl}/`;
  return {
    root, configFile, title,
    tagline: user.tagline ?? '',
    productName: user.productName ?? title,
    url: trimSlash(user.url ?? ''),
    baseUrl, contentDir, staticDir,
    logo: user.logo ? { src: user.logo.src, alt: user.logo.alt ?? title } : undefined,
    favicon: user.favicon,
    announcementBar: user.announcementBar,
    navbar: user.navbar?.items ?? [],
    footer: { copyright: user.footer?.copyright ?? `Copyright © ${new Date().getFullYear()} ${title}` },
    sidebars: user.sidebars,
    tags: user.tags ?? {},
    openapi,
    algolia: resolveSearchConfig(user.search),
  };
}

const SPEC_FILE = /\.(ya?ml|json)$/i;

/** The configured OpenAPI file (which must exist), or the first openapi/*.{yaml,yml,json} of the site. */
function resolveOpenapi(root: string, option: UserConfig['openapi'], where: string): ResolvedConfig['openapi'] {
  if (option === false) return undefined;
  const route = normalizeRoute(option?.route ?? '/api');
  if (option) {
    const file = path.resolve(root, option.spec);
    if (!existsSync(file)) {
      throw new DocsgenError({
        code: 'config-missing-file', file: where, message: `openapi.spec names "${option.spec}", but that file does not exist`,
        hint: 'point openapi.spec at your OpenAPI 3 file (YAML or JSON), relative to the site root',
      });
    }
    return { file, route };
  }
  const dir = path.join(root, 'openapi');
  if (!existsSync(dir)) return undefined;
  const first = readdirSync(dir).filter((name) => SPEC_FILE.test(name)).sort()[0];
  return first ? { file: path.join(dir, first), route } : undefined;
}
