// A site folder read as the build reads it (readSite, then its pages with the config's content rules), and its
// sidebars resolved on those pages: what a reader of the built site sees in the sidebar, without writing the site.
import path from 'node:path';
import type { ResolvedConfig } from '../../../cli/config/schema.js';
import { renderMarkdown } from '../../../cli/markdown/pipeline.js';
import { toDocEntry } from '../../../cli/model/doc-entry.js';
import { buildSidebars } from '../../../cli/model/sidebar.js';
import { readSite } from '../../../cli/sites/read-site.js';
import { contentRulesOf, readContentFiles } from '../../../cli/sources/content-files.js';
import type { Sidebar } from '../../../shared/model/navigation.js';

export interface ReadSite {
  config: ResolvedConfig;
  sidebars: Record<string, Sidebar>;
  /** The content files the build publishes (those `exclude` leaves), relative to the content folder. */
  pages: string[];
}

/** Reads the site at `root` and resolves its sidebars over its pages. */
export async function readSiteSidebars(root: string): Promise<ReadSite> {
  const config = await readSite(root);
  const files = readContentFiles(config.root, config.contentDir, undefined, contentRulesOf(config));
  const docs = files.map((file) =>
    toDocEntry(file, renderMarkdown(file.body, undefined, { frontMatterTitle: file.frontMatter.title }), ''),
  );
  const sidebars = buildSidebars({ docs, config: config.sidebars, configFile: config.site?.files[0] });
  const pages = files.map((file) => path.relative(config.contentDir, path.join(config.root, file.file)).split(path.sep).join('/'));
  return { config, sidebars, pages };
}
