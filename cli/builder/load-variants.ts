// A site with versions or locales read as one: each variant (cli/variants/site-variants.ts: a version in a locale,
// with its own content folder, sidebars, route and interface language) read as a site of its own with loadSiteModel,
// then merged into one model (merge-variants.ts). A locale's pages it has no translation of are the default
// locale's, read into it untranslated. A site with one version and one language is read as it always was. Each variant
// but the primary keeps its caches in a folder of its own (`.docsgen/cache/variant-<key>/`): a frozen version's
// pages come from its Markdown cache at every build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BuildWarning } from '../errors/docsgen-error.js';
import { BuildContext } from '../incremental/build-context.js';
import { readVariantRecord, saveVariantRecord, stampInputs, variantRecordKey } from '../incremental/variant-record.js';
import { formatMs, stage } from '../log/stages.js';
import { themeStylesheetOf } from '../bundle/theme-stylesheet.js';
import { contentRulesOf, readContentFiles, type ContentFile } from '../sources/content-files.js';
import { resolveRedirects } from '../model/redirects.js';
import { mergeVariants, type VariantModel } from '../variants/merge-variants.js';
import { siteVariants, type SiteVariant, variantCacheDir } from '../variants/site-variants.js';
import { loadSiteModel, type LoadedSite, type LoadOptions } from './load-site.js';

/**
 * Reads the site: every variant of it when it has versions or locales (then without a saved model: edits build whole),
 * its theme stylesheet once for all of them (its files are watched and stamped with the pages' referenced files), and
 * checks its redirects against the whole of it.
 */
export async function loadSite(options: LoadOptions): Promise<LoadedSite> {
  const { config, log } = options;
  const theme = config.theme
    ? await stage(
        log,
        'theme',
        async () => themeStylesheetOf(config),
        (made) => (made ? `${made.files.size} ${made.files.size === 1 ? 'file' : 'files'}` : 'no tokens or stylesheets'),
      )
    : undefined;
  const loaded = withRedirects(config, await loadVariants(options));
  if (!theme) return loaded;
  return {
    ...loaded,
    theme,
    warnings: [...theme.warnings, ...loaded.warnings],
    referenced: [...loaded.referenced, ...theme.inputs],
    ...(loaded.saved ? { saved: { ...loaded.saved, theme: { href: theme.href, paths: [...theme.files.keys()] } } } : {}),
  };
}

/** The site read with its redirects (cli/model/redirects.ts), checked against every version's and locale's pages. */
function withRedirects(config: LoadOptions['config'], loaded: LoadedSite): LoadedSite {
  if (!config.redirects) return loaded;
  const { rules, warnings } = resolveRedirects(config, { routes: Object.keys(loaded.model.pages), staticFiles: loaded.staticFiles });
  return { ...loaded, model: { ...loaded.model, redirects: rules }, warnings: [...loaded.warnings, ...warnings] };
}

async function loadVariants(options: LoadOptions): Promise<LoadedSite> {
  const variants = siteVariants(options.config);
  if (variants.length === 0) return loadSiteModel(options);
  const [primary, ...others] = variants as [SiteVariant, ...SiteVariant[]];
  // The caller's content files (`docsgen dev`'s, the build's cache) are the content folder's: the primary's only when
  // that is its folder (a frozen last version has its own).
  const ownFolder = primary.config.contentDir === options.config.contentDir;
  const { contentFiles: _theirs, ...otherSources } = options.sources ?? {};
  const first = await loadSiteModel({
    ...options,
    config: primary.config,
    saveModel: false,
    ...(ownFolder ? {} : { sources: otherSources, contentCache: undefined }),
  });
  const read: Array<VariantModel & { loaded: LoadedSite }> = [{ variant: primary, model: first.model, loaded: first }];
  // The routes read so far: links from a variant to them (the home page, the API, another version) lead somewhere.
  const otherRoutes = new Set(Object.keys(first.model.pages));
  let kept = 0;
  for (const variant of others) {
    const started = performance.now();
    const record = variantRecord(options, variant, otherRoutes);
    const reading = record?.kept ?? (await readVariant(options, variant, otherRoutes, record));
    const { loaded } = reading;
    for (const route of Object.keys(loaded.model.pages)) otherRoutes.add(route);
    // Kept variants are counted in one line; each read one has its own.
    if (record?.kept) kept += 1;
    else {
      const docs = Object.values(loaded.model.pages).filter((page) => page.kind === 'doc').length;
      const untranslated = reading.untranslated.length ? `, ${reading.untranslated.length} untranslated` : '';
      options.log(`  ${variantName(variant)}: ${docs} pages${untranslated} read in ${formatMs(performance.now() - started)}`);
    }
    read.push({ variant, model: loaded.model, loaded, untranslated: new Set(reading.untranslated) });
  }
  if (kept > 0) options.log(`  variants  ${kept} of ${others.length} unchanged since the last build, kept whole`);
  const merged = mergeVariants(read);
  return {
    ...first,
    model: merged.model,
    // The other variants' "no home page" is theirs alone, and left out: the site's is the primary's.
    warnings: onceEach([
      ...reachedLater(first.warnings, otherRoutes),
      ...read.slice(1).flatMap(({ loaded }) => otherWarnings(loaded)),
      ...merged.warnings,
    ]),
    copies: read.flatMap(({ loaded }) => loaded.copies),
    referenced: [...new Set(read.flatMap(({ loaded }) => loaded.referenced))],
    mdxAssets: uniqueByPath(read.flatMap(({ loaded }) => loaded.mdxAssets)),
  };
}

/**
 * The primary's warnings without the links that lead to a page of a variant read after it: the primary is read first
 * (the others link to its home page and API), so its link check did not know another version's routes yet
 * (facebook/react-native-website's posts link `/docs/next/…` some thirty times).
 */
function reachedLater(warnings: readonly BuildWarning[], routes: ReadonlySet<string>): BuildWarning[] {
  return warnings.filter((warning) => !(warning.code === 'broken-link' && warning.target !== undefined && routes.has(warning.target)));
}

/** What reading a variant gave: the site read, and the files published in it untranslated. */
interface VariantReading {
  loaded: LoadedSite;
  untranslated: string[];
}

/** A variant's record in its cache folder (incremental/variant-record.ts): the reading kept, if still good, and where to save one. */
interface VariantRecordAt {
  kept: VariantReading | undefined;
  save(stamps: Record<string, string>, reading: VariantReading): void;
  folders: string[];
}

function variantRecord(options: LoadOptions, variant: SiteVariant, otherRoutes: ReadonlySet<string>): VariantRecordAt | undefined {
  const cacheDir = options.context?.cacheDir;
  if (!cacheDir) return undefined;
  const file = path.join(variantCacheDir(cacheDir, variant.key), 'variant.json');
  const key = variantRecordKey([
    options.context!.fingerprint,
    variant.config,
    variant.fallbackDir,
    variant.fallbackExclude,
    [...otherRoutes].sort(),
  ]);
  const folders = [variant.config.contentDir, ...(variant.fallbackDir ? [variant.fallbackDir] : [])];
  return {
    folders,
    kept: readVariantRecord<VariantReading>(file, key, folders),
    save: (stamps, reading) => saveVariantRecord(file, key, stamps, reading),
  };
}

/** Reads a variant (its fallback pages too), and keeps the reading in its record when the build has caches. */
async function readVariant(
  options: LoadOptions,
  variant: SiteVariant,
  otherRoutes: ReadonlySet<string>,
  record: VariantRecordAt | undefined,
): Promise<VariantReading> {
  // Stamped before reading: a file changed while it is read is read again by the next build.
  const before = record && stampInputs(record.folders, []);
  const fallback = variant.fallbackDir ? fallbackReading(variant) : undefined;
  const loaded = await loadSiteModel({
    ...options,
    config: variant.config,
    context: variantContext(options, variant),
    contentCache: undefined,
    saveModel: false,
    otherRoutes: new Set(otherRoutes),
    // Read from its own folders: what the caller holds of the primary's files (`docsgen dev`'s) is not this variant's.
    sources: {
      ...(options.sources?.markdownRenderer ? { markdownRenderer: options.sources.markdownRenderer } : {}),
      ...(fallback ? { contentFiles: fallback.contentFiles } : {}),
    },
    ...(fallback ? { fileRoutes: fallback.fileRoutes } : {}),
    // One line per variant instead of its stages': the build's lines stay the primary's.
    log: () => {},
  });
  const reading = { loaded, untranslated: [...(fallback?.untranslated ?? [])] };
  if (record && before) record.save({ ...before, ...stampInputs([], loaded.referenced) }, reading);
  return reading;
}

/** "version 29.7", "locale fr", "fr 29.7". */
function variantName({ version, locale }: SiteVariant): string {
  if (version && locale) return `${locale.code} ${version.label}`;
  return version ? `version ${version.label}` : `locale ${locale!.code}`;
}

/** A locale's reading: its own pages, and the default locale's it has none of, untranslated. */
interface FallbackReading {
  contentFiles: (config: LoadOptions['config'], skipped: BuildWarning[]) => ContentFile[];
  /** The files (from the site root) of the pages published untranslated. */
  untranslated: Set<string>;
  /** Links to a page by either folder's file lead to the locale's page: `../en/x.md` and `x.md` alike. */
  fileRoutes: Map<string, string>;
}

/**
 * The locale's files, and the default locale's whose route the locale has no page at, read under the locale's route
 * (as Starlight and Docusaurus serve a page not yet translated: in the default language, in the locale).
 */
function fallbackReading(variant: SiteVariant): FallbackReading {
  const untranslated = new Set<string>();
  const fileRoutes = new Map<string, string>();
  const { root, contentDir } = variant.config;
  const fallbackDir = variant.fallbackDir!;
  // A file's counterpart in the other folder, from the site root.
  const other = (file: string, from: string, to: string): string =>
    path
      .relative(root, path.join(to, path.relative(from, path.resolve(root, file))))
      .split(path.sep)
      .join('/');
  return {
    untranslated,
    fileRoutes,
    contentFiles: (config, skipped) => {
      const own = existsSync(contentDir) ? readContentFiles(root, contentDir, undefined, { ...contentRulesOf(config), skipped }) : [];
      const rules = { ...contentRulesOf(config), ...(variant.fallbackExclude ? { exclude: variant.fallbackExclude } : {}) };
      const theirs = readContentFiles(root, fallbackDir, undefined, { ...rules, skipped: [] });
      const routes = new Set(own.map((file) => file.route));
      const missing = theirs.filter((file) => !routes.has(file.route));
      untranslated.clear();
      fileRoutes.clear();
      for (const file of missing) {
        untranslated.add(file.file);
        fileRoutes.set(other(file.file, fallbackDir, contentDir), file.route);
      }
      for (const file of own) fileRoutes.set(other(file.file, contentDir, fallbackDir), file.route);
      return [...own, ...missing];
    },
  };
}

/** A component of another framework (`astro-component`…) is one warning per build: each variant's reading met it again. */
const ONCE_PER_BUILD = /^(?:astro|vue|svelte)-component$/;

function onceEach(warnings: BuildWarning[]): BuildWarning[] {
  const seen = new Set<string>();
  return warnings.filter((warning) => {
    if (!ONCE_PER_BUILD.test(warning.code)) return true;
    const what = `${warning.code}\0${warning.message.split(' is used on ')[0]}`;
    if (seen.has(what)) return false;
    seen.add(what);
    return true;
  });
}

function otherWarnings(loaded: LoadedSite): LoadedSite['warnings'] {
  return loaded.warnings.filter((warning) => warning.code !== 'no-home-page');
}

/** A variant's caches: a folder of its own beside the site's, or none when the build has none. */
function variantContext(options: LoadOptions, variant: SiteVariant): BuildContext | undefined {
  const cacheDir = options.context?.cacheDir;
  const root = options.config.root;
  if (options.context && !cacheDir) return new BuildContext({ root, cache: false });
  return new BuildContext({ root, ...(cacheDir ? { cacheDir: variantCacheDir(cacheDir, variant.key) } : {}) });
}

function uniqueByPath<T extends { path: string }>(files: T[]): T[] {
  return [...new Map(files.map((file) => [file.path, file])).values()];
}
