// The files readers' tools are offered (config `llms`, on by default): each page's Markdown at `<route>.md`, llms.txt
// and llms-full.txt, as paths in the output with their text. The build writes them; `docsgen dev` serves them.
import type { SiteModel } from '../../shared/model/site.js';
import { markdownPath } from '../../shared/url.js';
import { llmsFullTxt } from './llms-full.js';
import { hasMarkdown } from './llms-sections.js';
import { llmsTxt } from './llms-txt.js';

export interface LlmsFile {
  /** Where it goes, relative to the output folder ("guide/intro.md"). */
  path: string;
  /** Its text, made when asked for (dev serves only what is requested). */
  text: () => string;
}

export const LLMS_TXT = 'llms.txt';
export const LLMS_FULL_TXT = 'llms-full.txt';

/** Every page's Markdown file, then llms.txt and llms-full.txt; a path claimed twice keeps its first page. */
export function llmsFiles(model: SiteModel): LlmsFile[] {
  const files = new Map<string, LlmsFile>();
  for (const page of Object.values(model.pages)) {
    if (!hasMarkdown(page)) continue;
    const path = markdownPath(page.route).slice(1);
    if (!files.has(path)) files.set(path, { path, text: () => page.markdown });
  }
  files.set(LLMS_TXT, { path: LLMS_TXT, text: () => llmsTxt(model) });
  files.set(LLMS_FULL_TXT, { path: LLMS_FULL_TXT, text: () => llmsFullTxt(model) });
  return [...files.values()];
}
