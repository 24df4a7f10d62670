// What `docsgen search push` does (its command is search-push.ts): the site's search records (the same ones the offline
// index is built from) uploaded to Algolia with the settings DocSearch's crawler gives an index, so the modal's Algolia
// mode finds what the offline mode finds.
import type { IndexSettings, SupportedLanguage } from 'algoliasearch';
import { SEARCH } from '../../shared/constants.js';
import type { Locale } from '../../shared/i18n/locales.js';
import type { AlgoliaSearchSettings, SearchRecord } from '../../shared/model/search.js';
import type { Page, SiteModel } from '../../shared/model/site.js';
import { docsVersionTag } from '../../shared/search-request.js';
import { loadSite } from '../builder/load-variants.js';
import { readConfig } from '../builder/read-config.js';
import { stage, type Log } from '../log/stages.js';
import { DocsgenError } from '../errors/docsgen-error.js';
import { ADMIN_KEY_ENV } from './algolia-admin-key.js';

/** A record as uploaded: DocSearch's extra attributes beside ours (its tag facet name and its ranking weights). */
export interface AlgoliaRecord extends SearchRecord {
  /** DocSearch's name for the page's tags, so `docusaurus_tag:…` filters work as they do offline. */
  docusaurus_tag: string[];
  weight: { pageRank: number; level: number; position: number };
}

/** DocSearch's level weights: a page title outranks its headings, headings outrank body text. */
const LEVEL_WEIGHT: Record<SearchRecord['type'], number> = { lvl1: 90, lvl2: 80, lvl3: 70, lvl4: 60, lvl5: 50, lvl6: 40, content: 0 };

/**
 * Every record of the site, each version's included, with DocSearch's `docusaurus_tag`: the page's tags, and the tag
 * of its docs version (`docs-default-<version>`, as Docusaurus's pages say it in `docsearch:docusaurus_tag`) or
 * `default` for a page of no version, which the modal's contextual search filters on.
 */
export function toAlgoliaRecords(model: Pick<SiteModel, 'search' | 'searchIndexes' | 'pages'>): AlgoliaRecord[] {
  const records = [...model.search, ...Object.values(model.searchIndexes ?? {}).flatMap((index) => index.records)];
  const versioned = model.searchIndexes !== undefined || Object.values(model.pages).some((page) => page.kind === 'doc' && page.version);
  return records.map((record) => ({
    ...record,
    docusaurus_tag: versioned ? [...record.tags, docsTagOf(model.pages[record.url.split('#')[0]!])] : record.tags,
    weight: { pageRank: 0, level: LEVEL_WEIGHT[record.type], position: record.position },
  }));
}

/** DocSearch's tag of a page's docs version, or `default`. */
function docsTagOf(page: Page | undefined): string {
  return page?.kind === 'doc' && page.version ? docsVersionTag(page.version) : 'default';
}

/** The index settings of DocSearch's crawler template, with our highlight tags, snippet length and the site's language. */
/** Algolia names a language by its primary subtag alone ("zh" for zh-CN and zh-TW). */
const algoliaLanguage = (locale: Locale): SupportedLanguage => locale.split('-')[0] as SupportedLanguage;

export const docsearchIndexSettings = (locale: Locale): IndexSettings => ({
  searchableAttributes: [
    ...(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const).map((level) => `unordered(hierarchy.${level})`),
    'content',
  ],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  attributesForFaceting: ['language', 'docusaurus_tag', 'tags', 'type'],
  attributesToRetrieve: ['hierarchy', 'content', 'url', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: [`content:${SEARCH.snippetWords}`],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  camelCaseAttributes: ['hierarchy', 'content'],
  distinct: true,
  attributeForDistinct: 'url',
  indexLanguages: [algoliaLanguage(locale)],
  queryLanguages: [algoliaLanguage(locale)],
  ignorePlurals: true,
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  advancedSyntax: true,
  attributeCriteriaComputedByMinProximity: true,
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_',
});

export interface PushOptions {
  root: string;
  /** Build the records and say how many would go, without contacting Algolia (no admin key needed). */
  dryRun?: boolean;
  /** Reuse per-file Markdown results from .docsgen/cache. Default true. */
  cache?: boolean;
  log?: Log;
  /** Where the admin key is read from. Default process.env. */
  env?: Record<string, string | undefined>;
}

export interface PushResult {
  indexName: string;
  records: number;
  /** False on a dry run. */
  sent: boolean;
}

/** Builds the site's records and replaces the Algolia index's content with them, atomically, after its settings. */
export async function pushSearchRecords(options: PushOptions): Promise<PushResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const config = await readConfig(options.root, log);
  const algolia = config.algolia;
  if (!algolia) {
    throw new DocsgenError({
      code: 'search-not-algolia',
      file: config.configFile ?? 'docsgen.config.ts',
      message: 'search push uploads to Algolia, but the config does not set search.provider to "algolia"',
      hint: 'add `search: { provider: "algolia", appId, apiKey, indexName }` to the config (apiKey is the public search-only key)',
    });
  }
  const adminKey = (options.env ?? process.env)[ADMIN_KEY_ENV]?.trim();
  if (!adminKey && !options.dryRun) {
    throw new DocsgenError({
      code: 'algolia-admin-key-missing',
      message: `the environment variable ${ADMIN_KEY_ENV} is not set: search push needs an Algolia admin (write) API key`,
      hint: `run \`${ADMIN_KEY_ENV}=<admin key> docsgen search push\` (or --dry-run to only count the records); the key never goes in the config file`,
    });
  }
  const { model } = await loadSite({ config, cache: options.cache, log });
  const records = toAlgoliaRecords(model);
  const target = `Algolia index "${algolia.indexName}" (app ${algolia.appId})`;
  if (options.dryRun || !adminKey) {
    log(`Dry run: ${records.length} records would be sent to ${target}; nothing was sent.`);
    return { indexName: algolia.indexName, records: records.length, sent: false };
  }
  await upload(algolia, adminKey, records, log, model.site.locale);
  log(`Sent ${records.length} records to ${target}.`);
  return { indexName: algolia.indexName, records: records.length, sent: true };
}

/** Settings first (Algolia's advice, and replaceAllObjects then carries them over), then every record at once. */
async function upload(algolia: AlgoliaSearchSettings, adminKey: string, records: AlgoliaRecord[], log: Log, locale: Locale): Promise<void> {
  const { algoliasearch } = await import('algoliasearch');
  const hosts = algolia.hosts?.map((host) => ({ ...host, accept: 'readWrite' as const }));
  const client = algoliasearch(algolia.appId, adminKey, hosts ? { hosts } : undefined);
  const { indexName } = algolia;
  try {
    await stage(log, 'settings', async () => {
      const { taskID } = await client.setSettings({ indexName, indexSettings: docsearchIndexSettings(locale) });
      await client.waitForTask({ indexName, taskID });
    });
    await stage(
      log,
      'upload',
      () => client.replaceAllObjects({ indexName, objects: records as unknown as Array<Record<string, unknown>> }),
      (result) => `${result.batchResponses.length} batches, swapped in atomically`,
    );
  } catch (error) {
    throw new DocsgenError({
      code: 'algolia-push',
      message: `Algolia did not accept the upload: ${(error as Error).message}`,
      hint:
        (error as Error).name === 'RetryError'
          ? 'no Algolia host answered: check the network, search.appId and search.hosts'
          : `check search.appId and that ${ADMIN_KEY_ENV} is an admin key of that application (ACLs addObject, deleteIndex, editSettings)`,
      cause: error,
    });
  }
}
