// The first stage: the site folder read as the generator that wrote it (site-readers.ts), docsgen's own config put
// over what was read, checked and resolved once. Everything after it is handed the resolved config.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { configTimeLimit, importConfigObject, loadConfig, resolveConfig } from '../config/load-config.js';
import { withMarkdownPlugins } from '../config/markdown-plugins.js';
import { parseConfig } from '../config/parse-config.js';
import { localeStringsWarnings } from '../config/resolve-locales.js';
import { CONFIG_FILE_NAMES, type ResolvedConfig } from '../config/schema.js';
import { withoutStandInText } from './config-data.js';
import { evaluateCodeConfig } from './evaluate-code-config.js';
import type { SiteReading } from './site-reading.js';
import { siteReaders } from './site-readers.js';

/** Reads the site at `root`: a Docusaurus, VitePress, mdBook, Starlight or MkDocs site, or docsgen's own. */
export async function readSite(
  root: string,
  { timeLimitMs = configTimeLimit(process.env) }: { timeLimitMs?: number } = {},
): Promise<ResolvedConfig> {
  const absRoot = path.resolve(root);
  const own = CONFIG_FILE_NAMES.find((candidate) => existsSync(path.join(absRoot, candidate)));
  const found = existsSync(absRoot) ? findForeign(absRoot) : undefined;
  if (!found) return loadConfig(absRoot, { timeLimitMs });
  const { reader, file } = found;
  const tools = {
    evaluate: (rel: string, ownPackage: (name: string) => boolean) =>
      evaluateCodeConfig(absRoot, rel, { own: ownPackage, limitMs: timeLimitMs }),
  };
  const read: SiteReading = await reader.read(absRoot, file, tools);
  const warnings = [...read.warnings];
  const reading = { ...read, config: withoutStandInText(read.config, file, warnings), warnings };
  // docsgen's own config, beside the other generator's, replaces the fields it sets (README: "Bring your site").
  const overrides = own ? await importConfigObject(absRoot, own, timeLimitMs) : {};
  const merged = { ...reading.config, ...overrides };
  const parsed = parseConfig(merged, own ?? file);
  // A theme read from the other generator's files is warned of in its config file, not in a docsgen.config.ts.
  const themeFile = own && 'theme' in overrides ? own : file;
  const config = await withMarkdownPlugins(withThemeFile(resolveConfig(absRoot, parsed, own), themeFile));
  const outDir = reader.outDir?.(file) ?? DEFAULT_OUT_DIR;
  // The default locale's language is the site's, which its reader has already warned of.
  const defaultLocale = config.locales?.filter((locale) => locale.isDefault).map((locale) => locale.code);
  const localesFile = own && 'locales' in overrides ? own : file;
  // A sidebar naming no page is reported in the file it was written in, not in a docsgen.config.ts the site may lack.
  const sidebarsFile = own && 'sidebars' in overrides ? own : (reading.sidebarsFile ?? file);
  const localeWarnings = localeStringsWarnings(config.locales ?? [], localesFile, defaultLocale);
  return {
    ...config,
    site: {
      generator: reader.name,
      files: own ? [...reading.files, own] : reading.files,
      warnings: [...reading.warnings, ...localeWarnings],
      outDir,
      sidebarsFile,
    },
  };
}

/** Where docsgen builds a site it reads as its own. */
const DEFAULT_OUT_DIR = 'build';

/**
 * The output folder of the site at `root` when the command names none: its generator's (found from the file names
 * alone, nothing run), else `build`.
 */
export function defaultOutDir(root: string): string {
  const found = existsSync(root) ? findForeign(path.resolve(root)) : undefined;
  return found?.reader.outDir?.(found.file) ?? DEFAULT_OUT_DIR;
}

function findForeign(root: string): { reader: ReturnType<typeof siteReaders>[number]; file: string } | undefined {
  for (const reader of siteReaders()) {
    const file = reader.find(root);
    if (file) return { reader, file };
  }
  return undefined;
}

/** The build's first line: which files were read, and as which generator's. */
export function readingLine(config: ResolvedConfig): string {
  if (config.site) return `reading ${article(config.site.generator)} ${config.site.generator} site: ${config.site.files.join(', ')}`;
  return config.configFile ? `reading a docsgen site: ${config.configFile}` : 'reading a folder of pages: no config, the defaults';
}

/** "a" or "an" before a generator's name, as it is said: "an mdBook", "an MkDocs", "a VitePress". */
function article(name: string): string {
  return /^(?:[aeio]|md|mk)/i.test(name) ? 'an' : 'a';
}

/** The config with its theme's warnings (`brand-contrast`) naming `file`, where the colours were read from. */
function withThemeFile(config: ResolvedConfig, file: string): ResolvedConfig {
  const warnings = config.theme?.warnings;
  if (!config.theme || !warnings) return config;
  return { ...config, theme: { ...config.theme, warnings: warnings.map((warning) => ({ ...warning, file })) } };
}
