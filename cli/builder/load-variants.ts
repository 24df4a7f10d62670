// A site with versions read as one: each version read as a site of its own (cli/variants/site-variants.ts: its own
// content folder, sidebars and route) with loadSiteModel, then merged into one model (merge-variants.ts). A site with
// one version is read as it always was. Each version other than the primary keeps its caches in a folder of its own
// (`.docsgen/cache/variant-<name>/`): a frozen version's pages come from its Markdown cache at every build.
import path from 'node:path';
import { BuildContext } from '../incremental/build-context.js';
import { formatMs } from '../log/stages.js';
import { mergeVariants } from '../variants/merge-variants.js';
import { siteVariants, type SiteVariant } from '../variants/site-variants.js';
import { loadSiteModel, type LoadedSite, type LoadOptions } from './load-site.js';

/** Reads the site: every version of it when it has versions (then without a saved model: dev and edits build whole). */
export async function loadSite(options: LoadOptions): Promise<LoadedSite> {
  const variants = siteVariants(options.config);
  if (variants.length === 0) return loadSiteModel(options);
  const [primary, ...others] = variants as [SiteVariant, ...SiteVariant[]];
  const first = await loadSiteModel({ ...options, config: primary.config, saveModel: false });
  const read: Array<{ variant: SiteVariant; loaded: LoadedSite }> = [{ variant: primary, loaded: first }];
  // The primary's routes: links from another version to them (the home page, the API) lead somewhere.
  const otherRoutes = new Set(Object.keys(first.model.pages));
  for (const variant of others) {
    const started = performance.now();
    const loaded = await loadSiteModel({
      ...options,
      config: variant.config,
      context: variantContext(options, variant),
      contentCache: undefined,
      saveModel: false,
      otherRoutes,
      // One line per version instead of its stages': the build's lines stay the primary's.
      log: () => {},
    });
    const docs = Object.values(loaded.model.pages).filter((page) => page.kind === 'doc').length;
    options.log(`  version ${variant.version.label}: ${docs} pages read in ${formatMs(performance.now() - started)}`);
    read.push({ variant, loaded });
  }
  const merged = mergeVariants(
    read.map(({ variant, loaded }) => ({ variant, model: loaded.model })),
    options.config.contentRoute,
  );
  return {
    ...first,
    model: merged.model,
    // The other versions' pages at "/" and their "no home page" are theirs alone, and left out: the site's is the primary's.
    warnings: [...first.warnings, ...others.flatMap((_, i) => otherWarnings(read[i + 1]!.loaded)), ...merged.warnings],
    copies: read.flatMap(({ loaded }) => loaded.copies),
    referenced: [...new Set(read.flatMap(({ loaded }) => loaded.referenced))],
    mdxAssets: uniqueByPath(read.flatMap(({ loaded }) => loaded.mdxAssets)),
  };
}

function otherWarnings(loaded: LoadedSite): LoadedSite['warnings'] {
  return loaded.warnings.filter((warning) => warning.code !== 'no-home-page');
}

/** A version's caches: a folder of its own beside the site's, or none when the build has none. */
function variantContext(options: LoadOptions, variant: SiteVariant): BuildContext | undefined {
  const cacheDir = options.context?.cacheDir;
  const root = options.config.root;
  if (options.context && !cacheDir) return new BuildContext({ root, cache: false });
  return new BuildContext({ root, ...(cacheDir ? { cacheDir: path.join(cacheDir, `variant-${variant.key}`) } : {}) });
}

function uniqueByPath<T extends { path: string }>(files: T[]): T[] {
  return [...new Map(files.map((file) => [file.path, file])).values()];
}
