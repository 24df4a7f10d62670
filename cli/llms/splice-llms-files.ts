// The files for readers' tools after a build that remade only edited pages (builder/build-page-edits.ts): each edited
// page's `.md` written again, and its line of llms.txt and its section of llms-full.txt replaced in the last build's
// files, at the spans that build recorded (text-spans.ts). The same text writeLlmsFiles makes from the whole model.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocPage, SiteInfo } from '../../shared/model/site.js';
import { markdownPath } from '../../shared/url.js';
import type { OutputWriter } from '../fs/output-writer.js';
import { llmsFullSection } from './llms-full.js';
import { LLMS_FULL_TXT, LLMS_TXT } from './llms-files.js';
import type { MarkdownPage } from './llms-sections.js';
import { llmsTxtEntry } from './llms-txt.js';
import { decodeSpans, encodeSpans, replaceSpans } from './text-spans.js';

/** What the splice needs of the cache of these files (a RenderCache): the last build's record of a file, and the new one's. */
export interface LlmsFileRecords {
  key(parts: string[]): string;
  /** The last build's key and note of `name`, when the previous output still holds the file it wrote. */
  recorded(name: string, relFile: string): { key: string; note: string } | undefined;
  wrote(name: string, key: string, file: string, note?: string): void;
}

export interface LlmsSplice {
  writer: OutputWriter;
  records: LlmsFileRecords;
  site: SiteInfo;
  /** The remade pages, with their Markdown. */
  pages: DocPage[];
  /** The previous output, whose llms.txt and llms-full.txt are edited. */
  previousDir: string;
  /** URL paths of the static folder's files: a file of the site's own there is kept. */
  staticFiles: ReadonlySet<string>;
  /** Which route's page writes each `.md` path (the first to claim it, as llms-files.ts decides). */
  ownerOf: (markdownFile: string) => string | undefined;
}

/** The files written (relative paths) and those left to the server to compress; undefined when the records do not allow it. */
export function spliceLlmsFiles({
  writer,
  records,
  site,
  pages,
  previousDir,
  staticFiles,
  ownerOf,
}: LlmsSplice): { written: string[]; uncompressed: Set<string> } | undefined {
  const written: string[] = [];
  const uncompressed = new Set<string>();
  const withMarkdown = pages.filter((page): page is MarkdownPage & DocPage => typeof page.markdown === 'string');
  for (const page of withMarkdown) {
    const file = markdownPath(page.route).slice(1);
    if (staticFiles.has(`/${file}`)) continue;
    if (ownerOf(file) !== page.route) return undefined;
    const key = records.key([page.markdown]);
    const before = records.recorded(file, file);
    if (!before) return undefined;
    if (before.key === key) continue;
    records.wrote(file, key, writer.writeFile(file, page.markdown));
    written.push(file);
    uncompressed.add(file);
  }
  const indexes = [
    { file: LLMS_TXT, piece: (page: MarkdownPage) => llmsTxtEntry(page, site) },
    { file: LLMS_FULL_TXT, piece: (page: MarkdownPage) => llmsFullSection(page, site) },
  ];
  for (const { file, piece } of indexes) {
    if (staticFiles.has(`/${file}`)) continue;
    const before = records.recorded(file, file);
    const spans = decodeSpans(before?.note);
    if (!before || !spans) return undefined;
    const text = readFileSync(path.join(previousDir, file), 'utf8');
    const now = replaceSpans({ text, ...spans }, new Map(withMarkdown.map((page) => [page.route, piece(page)])));
    if (!now) return undefined;
    const key = records.key([now.text]);
    if (key === before.key) continue;
    records.wrote(file, key, writer.writeFile(file, now.text), encodeSpans(now));
    written.push(file);
    if (file === LLMS_FULL_TXT) uncompressed.add(file);
  }
  return { written, uncompressed };
}
