// What an emitter is: one output of the site (its pages, its search index, llms.txt, sitemap.xml…) as a function of the
// model and the routes it is asked for, giving the files it makes (cli/output/output-file.ts). The list of them is
// emitters.ts; emit-site.ts runs it into an output. A full build, a build of edited pages and `docsgen dev` run the
// same list and differ only in the routes they ask for and the output that takes the files.
import type { ClientBundle } from '../bundle/bundle-client.js';
import type { ResolvedConfig } from '../config/schema.js';
import type { IslandAsset } from '../mdx/bundle-mdx-islands.js';
import type { FileCopy } from '../model/resolve-refs.js';
import type { LoadedApi } from '../openapi/build-api-reference.js';
import type { OutputFile } from '../output/output-file.js';
import type { LentFolder, OutputReuse } from '../output/output.js';
import type { SiteRender } from '../render/render-inputs.js';
import type { SearchIndexer } from '../search/index-in-background.js';
import type { PageTermsCache } from '../search/page-terms-cache.js';
import type { SiteModel } from '../../shared/model/site.js';
import type { PolicySources } from '../../shared/model/policy.js';

/**
 * The routes an emit makes: every one, or only some (an edit's). Asked for some, an emitter makes what those routes'
 * pages feed into (their files, their lines of llms.txt, their part of the search index) and nothing else: the caller
 * has made sure that nothing else changed (incremental/page-edits.ts, `docsgen dev`'s changed routes), and the output
 * already holds every other file.
 */
export type RouteSet = { all: true } | { all: false; changed: readonly string[] };

/** What the stages before the emit made beside the model, which outputs publish. */
export interface SiteFiles {
  /** URL paths of the static folder's files ("/img/logo.svg"). */
  staticFiles: readonly string[];
  /** The files pages refer to, published under hashed names. */
  copies: readonly FileCopy[];
  /** The OpenAPI spec as readers download it, when the site has an API reference. */
  spec?: LoadedApi['downloads'];
  /** MDX pages' island chunks and their components' styles. */
  mdxAssets: readonly IslandAsset[];
  /**
   * The theme stylesheet (bundle/theme-stylesheet.ts), when the site has one: its URL path, its files' paths from the
   * output's root, and their bytes (absent in a build of edited pages, which publishes none of them).
   */
  theme?: { href: string; paths: readonly string[]; files?: ReadonlyMap<string, Uint8Array> };
}

/** A file an earlier emitter of the same emit put, as later ones read it (the headers, the build manifest). */
export interface EmittedFile {
  immutable: boolean;
  policy?: PolicySources;
}

/**
 * What a build of some routes starts from: the last build (incremental/page-edits.ts). Its model's search records are
 * the changed routes' pages', in the order of the routes.
 */
export interface LastBuild {
  /** How many pages the site has. */
  pages: number;
  /** The digest of the last index's pages, which the search thread's cache must hold. */
  searchPages: string;
  /** Each changed route's position among that index's pages. */
  searchAt: ReadonlyMap<string, number>;
}

export interface EmitInput {
  config: ResolvedConfig;
  /** The whole model; for a build of edited pages, the site and its sidebars with those pages alone. */
  model: SiteModel;
  routes: RouteSet;
  site: SiteFiles;
  client: ClientBundle;
  /** What every page's render takes besides its own data (render-inputs.ts). */
  render: SiteRender;
  /** Whether the output makes files when asked for (memory, `docsgen dev`) rather than writing them now (a folder). */
  lazy: boolean;
  /** How the output keeps the last build's files by key; none in memory, or without caches. */
  reuse?: OutputReuse;
  /** Lends a thread of docsgen's the output's folder to write files under `folder` itself (Output.lendFolder). */
  lendFolder?: (folder: string) => LentFolder;
  /** The search index's thread, when the build started one (a folder, with the offline search). */
  indexer?: SearchIndexer;
  /** The pages' terms kept by a `docsgen dev` session, for an index built on this thread. */
  searchPieces?: PageTermsCache;
  /**
   * The page terms cache of a version's or locale's own index (SiteModel.searchIndexes), by its entry file, loaded
   * (a folder build with caches: each variant's in its cache folder); the emitter saves it once the index is made.
   */
  variantSearchTerms?: (entry: string) => PageTermsCache;
  last?: LastBuild;
  /** The files the emitters before this one put in this emit, by path. */
  emitted: ReadonlyMap<string, EmittedFile>;
}

/**
 * The files an emitter gives and, once given, its stage line: what it says from how many files the output made and
 * how many it kept from the last build (none: the build prints no line for the emitter).
 */
export type EmittedFiles = Iterable<OutputFile, StageLine | undefined> | AsyncIterable<OutputFile, StageLine | undefined>;

/** An emitter's stage line, from what the output did with its files. */
export type StageLine = (done: { made: number; kept: number }) => string;

/** What an emitter's work started ahead has of the emit: all but what the stages between start and turn make. */
export type EmitStart = Omit<EmitInput, 'client' | 'render' | 'emitted'>;

export interface Emitter<Started = void> {
  /** Its name in the build's stage lines ("render", "search"). */
  name: string;
  /**
   * The folder it gives whole at each emit (the search index's): files the output held there that it does not give
   * again are gone.
   */
  folder?: string;
  /**
   * The paths it writes whatever the pages are (sitemap.xml, llms.txt): no page may be written there, or in a folder
   * of that name (own-paths.ts). Its compressed copies (.br, .gz) are counted with each.
   */
  writes?: readonly string[];
  /** The paths it writes for this model besides (a blog's feeds, at the blog's route), which no page may take either. */
  writesOf?(model: SiteModel): readonly string[];
  /**
   * Work started as the emit begins (emit-site.ts startEmit), before the client stage and any emitter's turn, which
   * then goes on beside them (the search index is built on its thread while the pages render); what it gives is
   * handed to `emit`.
   */
  start?(input: EmitStart): Started;
  emit(input: EmitInput, started: Started): EmittedFiles;
}

/**
 * Thrown by an emitter asked for some routes when what the last build left does not allow making only those (its
 * record of a file is missing): a signal to the build of edited pages, which builds the whole site instead, never a
 * user's error.
 */
export class WholeSiteNeeded extends Error {}
