// What a build keeps of its model for the next `docsgen build` to remake only the pages whose text was edited: the
// site-wide part every page is placed against (sidebars, titles, anchors, where references lead) and, per content
// file, the key of what other pages show of it (shown-elsewhere.ts). The pages' own bodies are not in it: at 40,000
// pages it is a few MB, read in tens of milliseconds, where the full model took seconds to make. Plain JSON data,
// saved beside the record of the build that made it (build-record.ts): the record names the saved model's id, so a
// saved model is trusted only with the record of its own build, and an output, caches and model left by different
// builds (one killed on the way) are never mixed.
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { writeFileAtomic } from '../fs/write-atomic.js';
import type { Sidebar } from '../../shared/model/navigation.js';
import type { ResolvedConfig } from '../config/schema.js';
import type { AssetFile } from '../sources/asset-files.js';
import { docContext } from '../model/doc-context.js';
import type { DocContext } from '../model/doc-page.js';
import { fromRoot } from '../model/file-refs.js';
import type { LinkTargets } from '../model/link-check.js';
import type { ModelParts } from '../model/model-parts.js';
import { shownElsewhereKey } from './shown-elsewhere.js';
import type { FileCopy, RefTargets } from '../model/resolve-refs.js';
import type { PolicySources } from '../../shared/model/policy.js';
import type { BlogInfo } from '../../shared/model/blog.js';
import { siteHasDiagrams } from '../model/site-diagrams.js';
import { siteHasMath } from '../model/site-math.js';

/** Bump when the shape changes: a saved model of another format is none. */
export const SAVED_MODEL_FORMAT = 3;

export interface SavedModel {
  format: typeof SAVED_MODEL_FORMAT;
  sidebars: Record<string, Sidebar>;
  /** Every page's title by route, content and API pages (what `pagination_next` links say). */
  titles: Array<[route: string, title: string]>;
  /** The heading ids (and other anchors) of every route links may name, for the link check. */
  anchors: Array<[route: string, ids: string[]]>;
  /** URL paths of the static folder's files, and the spec's downloads. */
  staticFiles: string[];
  /** The API reference's routes, which relative links may reach as well as pages'. */
  apiRoutes: string[];
  /** The content files (ContentFile.file), in the model's order, and their routes. */
  files: string[];
  routes: string[];
  /** Per file, a hash of what other pages show of it (shown-elsewhere.ts); null for the 404 page's content, never remade alone. */
  places: Array<string | null>;
  /** The files that are their folder's page, by their index in `files`. */
  folderIndexes: number[];
  /** Per file, the position of its page among the search index's pages; -1 for a page without search records. */
  searchAt: number[];
  /** Last commit times by file, when the config has `lastUpdated`. */
  commitTimes?: Array<[file: string, time: number]>;
  /** The sidebar pages name in their front matter (`displayed_sidebar`), by route, when any does. */
  displayed?: Array<[route: string, sidebar: string | null]>;
  /** Files pasted into pages (absolute): editing one changes the pages pasting it, which a page edit does not know. */
  included: string[];
  /** The paths (relative to the site root) pages' references name, read as asset files by the build. */
  assetPaths: string[];
  /** The files pages publish under hashed names (`to`, relative to the output) and where they come from. */
  copies: FileCopy[];
  /**
   * Per file, what its page needs of the Content-Security-Policy (the `_headers` file is made of every page's), as
   * JSON; null for none, or for the 404 page's content.
   */
  policies: Array<string | null>;
  /** The URL path of the styles MDX pages' components import, which every page links to, when there are any. */
  componentCss?: string;
  /** The theme stylesheet's URL path and its files' paths (bundle/theme-stylesheet.ts), when the site has one. */
  theme?: { href: string; paths: string[] };
  /** A page holds a diagram, so the client bundle holds Mermaid (model/site-diagrams.ts); absent when none does. */
  diagrams?: true;
  /** A page holds math, so the client bundle holds the math stylesheet (model/site-math.ts); absent when none does. */
  math?: true;
  /** The site's blogs (SiteModel.blogs), which the pages' heads link the feeds of; absent when it has none. */
  blogs?: Record<string, BlogInfo>;
}

/** A page's policy sources as the saved model holds them. */
export function policyJson(policy: PolicySources | undefined): string | null {
  return policy ? JSON.stringify(policy) : null;
}

/** A key of what other pages show of a page, as the saved model holds it. */
export function shownElsewhereHash(place: string | undefined): string | null {
  return place === undefined ? null : createHash('sha1').update(place).digest('base64url');
}

/** The saved model of a model just built, from its parts; `assetPaths`: what the build read as asset files (load-site.ts). */
export function savedModelOf(
  parts: ModelParts,
  { assetPaths, componentCss }: { assetPaths: readonly string[]; componentCss?: string },
): SavedModel {
  const { files } = parts.sources;
  let searchPage = 0;
  const searchAt = parts.docIndex.map((at) => (at >= 0 && parts.pageParts[at]!.records.length > 0 ? searchPage++ : -1));
  const titles: SavedModel['titles'] = [];
  for (const page of Object.values(parts.pages)) {
    if (page.kind === 'doc' || page.kind === 'api-operation') titles.push([page.route, page.title]);
  }
  const commitTimes = parts.sources.commitTimes;
  return {
    format: SAVED_MODEL_FORMAT,
    sidebars: parts.model.sidebars,
    titles,
    anchors: [...parts.linkTargets.anchors].map(([route, ids]) => [route, [...ids]]),
    staticFiles: [...parts.linkTargets.staticFiles],
    apiRoutes: parts.sources.api ? [parts.sources.api.infoRoute, ...parts.sources.api.operations.map((op) => op.route)] : [],
    files: files.map((file) => file.file),
    routes: files.map((file) => file.route),
    places: parts.entries.map((entry, i) => shownElsewhereHash(shownElsewhereKey(entry, parts.copies[i]!))),
    folderIndexes: files.flatMap((file, i) => (file.folderIndex ? [i] : [])),
    searchAt,
    ...(commitTimes ? { commitTimes: [...commitTimes] } : {}),
    ...displayedOf(parts),
    included: [...new Set(files.flatMap((file) => file.includes ?? []))],
    assetPaths: [...assetPaths],
    copies: parts.allCopies,
    policies: parts.docIndex.map((at) => policyJson(at >= 0 ? parts.pageParts[at]!.page.policy : undefined)),
    ...(componentCss ? { componentCss } : {}),
    ...(siteHasDiagrams(parts.pages) ? { diagrams: true as const } : {}),
    ...(siteHasMath(parts.pages) ? { math: true as const } : {}),
    ...(parts.model.blogs ? { blogs: parts.model.blogs } : {}),
  };
}

/** The sidebars pages name in their front matter (checked by the full build: displayed-sidebars.ts), when any does. */
function displayedOf(parts: ModelParts): Pick<SavedModel, 'displayed'> {
  const displayed = parts.entries.flatMap((entry): Array<[string, string | null]> => {
    const id = entry.content.frontMatter.displayed_sidebar;
    return id === undefined ? [] : [[entry.route, id]];
  });
  return displayed.length > 0 ? { displayed } : {};
}

/** What a saved model gives back: what pages are remade against. */
export interface RestoredModel {
  context: DocContext;
  targets: RefTargets;
  linkTargets: LinkTargets;
  /** Each content file's index in the saved model's lists. */
  indexOf: Map<string, number>;
}

/**
 * The site-wide part of the model again, from the saved model and the config it was built with. `readAsset` reads what a
 * path is (the build's AssetFiles): only the paths its build read are found, as they were in that build.
 */
export function restoreSavedModel(
  saved: SavedModel,
  { config, readAsset }: { config: ResolvedConfig; readAsset: (rel: string) => AssetFile },
): RestoredModel {
  const staticFiles = new Set(saved.staticFiles);
  const targets: RefTargets = {
    routes: new Set([...saved.routes, ...saved.apiRoutes, ...saved.staticFiles]),
    baseUrl: config.baseUrl,
    contentDir: fromRoot(config.root, config.contentDir),
    staticDir: fromRoot(config.root, config.staticDir),
    pages: new Map(saved.files.map((file, i) => [file, saved.routes[i]!])),
    staticFiles,
    files: new AssetLookup(new Set(saved.assetPaths), readAsset),
  };
  const context = docContext({
    config,
    sidebars: saved.sidebars,
    titles: new Map(saved.titles),
    targets,
    ...(saved.commitTimes ? { commitTimes: new Map(saved.commitTimes) } : {}),
    ...(saved.displayed ? { displayed: new Map(saved.displayed) } : {}),
  });
  const linkTargets: LinkTargets = {
    anchors: new Map(saved.anchors.map(([route, ids]) => [route, new Set(ids)])),
    staticFiles,
    baseUrl: config.baseUrl,
  };
  return { context, targets, linkTargets, indexOf: new Map(saved.files.map((file, i) => [file, i])) };
}

/**
 * The asset files of the saved model's build, read when asked for: the full build read every path any page names, so a
 * page's reference finds what it would have found there, and nothing else is read.
 */
class AssetLookup extends Map<string, AssetFile> {
  constructor(
    private readonly paths: ReadonlySet<string>,
    private readonly readAsset: (rel: string) => AssetFile,
  ) {
    super();
  }

  override get(rel: string): AssetFile | undefined {
    if (!this.paths.has(rel)) return undefined;
    let file = super.get(rel);
    if (!file) super.set(rel, (file = this.readAsset(rel)));
    return file;
  }

  override has(rel: string): boolean {
    return this.paths.has(rel);
  }
}

/** Writes the saved model and returns the id the build's record names it by; undefined when it could not be written. */
export function saveSavedModel(file: string | undefined, model: SavedModel): string | undefined {
  if (!file) return undefined;
  const id = randomUUID();
  try {
    writeFileAtomic(file, JSON.stringify({ id, model }), { fault: 'mid-saved-model-write' });
    return id;
  } catch {
    // Without it the next build builds the whole site: slower, still correct.
    return undefined;
  }
}

/** The model saved under `id`, or undefined for none, another build's, another format's or a cut-short file. */
export function loadSavedModel(file: string | undefined, id: string): SavedModel | undefined {
  if (!file) return undefined;
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { id?: unknown; model?: Partial<SavedModel> } | null;
    if (saved?.id !== id || saved.model?.format !== SAVED_MODEL_FORMAT) return undefined;
    return saved.model as SavedModel;
  } catch {
    return undefined;
  }
}
