// What a build keeps of its model for the next `docsgen build` to remake only the pages whose text was edited: the
// site-wide part every page is placed against (sidebars, titles, anchors, where references lead) and, per content
// file, the key of its place (page-place.ts). The pages' own bodies are not in it: at 40,000 pages it is a few MB,
// read in tens of milliseconds, where the full model took seconds to make. Plain JSON data; pure.
import { createHash } from 'node:crypto';
import type { Sidebar } from '../../shared/model/navigation.js';
import type { ResolvedConfig } from '../config/schema.js';
import type { AssetFile } from '../sources/asset-files.js';
import { docContext } from './doc-context.js';
import type { DocContext } from './doc-page.js';
import { fromRoot } from './file-refs.js';
import type { LinkTargets } from './link-check.js';
import type { ModelFrame } from './model-frame.js';
import { placeKey } from './page-place.js';
import type { FileCopy, RefTargets } from './resolve-refs.js';
import type { PolicySources } from '../../shared/model/policy.js';

/** Bump when the shape changes: a frame of another format is no frame. */
export const SAVED_FRAME_FORMAT = 2;

export interface SavedFrame {
  format: typeof SAVED_FRAME_FORMAT;
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
  /** Per file, a hash of its place key (page-place.ts); null for the 404 page's content, never remade alone. */
  places: Array<string | null>;
  /** The files that are their folder's page, by their index in `files`. */
  folderIndexes: number[];
  /** Per file, the position of its page among the search index's pages; -1 for a page without search records. */
  searchAt: number[];
  /** Last commit times by file, when the config has `lastUpdated`. */
  commitTimes?: Array<[file: string, time: number]>;
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
}

/** A page's policy sources as the saved frame holds them. */
export function policyJson(policy: PolicySources | undefined): string | null {
  return policy ? JSON.stringify(policy) : null;
}

/** A place key as the saved frame holds it. */
export function placeHash(place: string | undefined): string | null {
  return place === undefined ? null : createHash('sha1').update(place).digest('base64url');
}

/** The saved frame of a model just built; `assetPaths`: what the build read as asset files (load-site.ts). */
export function savedFrameOf(
  frame: ModelFrame,
  { assetPaths, componentCss }: { assetPaths: readonly string[]; componentCss?: string },
): SavedFrame {
  const { files } = frame.sources;
  let searchPage = 0;
  const searchAt = frame.docIndex.map((at) => (at >= 0 && frame.pieces[at]!.records.length > 0 ? searchPage++ : -1));
  const titles: SavedFrame['titles'] = [];
  for (const page of Object.values(frame.pages)) {
    if (page.kind === 'doc' || page.kind === 'api-operation') titles.push([page.route, page.title]);
  }
  const commitTimes = frame.sources.commitTimes;
  return {
    format: SAVED_FRAME_FORMAT,
    sidebars: frame.model.sidebars,
    titles,
    anchors: [...frame.linkTargets.anchors].map(([route, ids]) => [route, [...ids]]),
    staticFiles: [...frame.linkTargets.staticFiles],
    apiRoutes: frame.sources.api ? [frame.sources.api.infoRoute, ...frame.sources.api.operations.map((op) => op.route)] : [],
    files: files.map((file) => file.file),
    routes: files.map((file) => file.route),
    places: frame.entries.map((entry, i) => placeHash(placeKey(entry, frame.copies[i]!))),
    folderIndexes: files.flatMap((file, i) => (file.folderIndex ? [i] : [])),
    searchAt,
    ...(commitTimes ? { commitTimes: [...commitTimes] } : {}),
    included: [...new Set(files.flatMap((file) => file.includes ?? []))],
    assetPaths: [...assetPaths],
    copies: frame.allCopies,
    policies: frame.docIndex.map((at) => policyJson(at >= 0 ? frame.pieces[at]!.page.policy : undefined)),
    ...(componentCss ? { componentCss } : {}),
  };
}

/** What a saved frame gives back: what pages are remade against. */
export interface RestoredFrame {
  context: DocContext;
  targets: RefTargets;
  linkTargets: LinkTargets;
  /** Each content file's index in the frame's lists. */
  indexOf: Map<string, number>;
}

/**
 * The site-wide part of the model again, from the frame and the config it was built with. `readAsset` reads what a
 * path is (the build's AssetFiles): only the paths the frame's build read are found, as they were in that build.
 */
export function restoreFrame(
  saved: SavedFrame,
  { config, readAsset }: { config: ResolvedConfig; readAsset: (rel: string) => AssetFile },
): RestoredFrame {
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
  });
  const linkTargets: LinkTargets = {
    anchors: new Map(saved.anchors.map(([route, ids]) => [route, new Set(ids)])),
    staticFiles,
    baseUrl: config.baseUrl,
  };
  return { context, targets, linkTargets, indexOf: new Map(saved.files.map((file, i) => [file, i])) };
}

/**
 * The asset files of the frame's build, read when asked for: the full build read every path any page names, so a
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
