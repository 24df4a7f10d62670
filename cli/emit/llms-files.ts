// The files for readers' tools (config `llms`, on by default; llms/ makes their text): each page's Markdown at
// `<route>.md`, llms.txt and llms-full.txt. A file the static folder holds (an llms.txt of the author's own) is its
// own, kept. A build of some routes writes their `.md` and replaces their pieces of llms.txt and llms-full.txt in the
// last build's files, at the spans that build recorded (llms/text-spans.ts), instead of gathering every page's text.
import type { Page } from '../../shared/model/site.js';
import { markdownPath } from '../../shared/url.js';
import { formatBytes } from '../log/stages.js';
import { LLMS_FULL_TXT, LLMS_TXT, llmsFiles, pageMarkdownFiles, pageMarkdownOf } from '../llms/llms-files.js';
import { llmsFullSection } from '../llms/llms-full.js';
import { hasMarkdown, type MarkdownPage } from '../llms/llms-sections.js';
import { llmsTxtEntry } from '../llms/llms-txt.js';
import { decodeSpans, encodeSpans, replaceSpans } from '../llms/text-spans.js';
import type { OutputFile } from '../output/output-file.js';
import { type EmitInput, type Emitter, WholeSiteNeeded } from './emitter.js';

export const llms: Emitter = {
  name: 'llms',
  writes: [LLMS_TXT, LLMS_FULL_TXT],
  *emit(input) {
    if (!input.config.llms) return undefined;
    if (input.lazy) return yield* onRequest(input);
    if (!input.routes.all) return yield* spliced(input, input.routes.changed);
    return yield* whole(input);
  },
};

/** Tools fetch these rarely: the server compresses them if asked; llms.txt, the one they start from, ahead. */
const compressOf = (path: string): Pick<OutputFile, 'compress'> => (path === LLMS_TXT ? {} : { compress: 'never' });

/** Every file, its text keyed so that a folder keeps the last build's of the same text. */
function* whole({ model, site, reuse }: EmitInput) {
  const own = new Set(site.staticFiles);
  let bytes = 0;
  let files = 0;
  for (const file of llmsFiles(model)) {
    if (own.has(`/${file.path}`)) continue;
    // The spans of llms.txt and llms-full.txt are kept with their record, for a later build of some routes.
    const spans = reuse && file.spans?.();
    const text = spans ? spans.text : file.text();
    bytes += Buffer.byteLength(text);
    files += 1;
    const key = reuse?.key([text]);
    const note = spans ? encodeSpans(spans) : undefined;
    yield {
      path: file.path,
      ...compressOf(file.path),
      ...(file.route ? { route: file.route } : {}),
      body: { text, ...(key ? { key } : {}), ...(note ? { note } : {}) },
    } satisfies OutputFile;
  }
  return ({ kept }: { kept: number }) =>
    `${files} files for readers' tools (<route>.md, llms.txt, llms-full.txt), ${formatBytes(bytes)}, ${kept} unchanged`;
}

/** The changed pages' `.md`, and their pieces of llms.txt and llms-full.txt replaced in the last build's. */
function* spliced({ model, site, reuse }: EmitInput, changed: readonly string[]) {
  const own = new Set(site.staticFiles);
  const pages = changed.map((route) => model.pages[route]).filter((page): page is MarkdownPage => !!page && hasMarkdown(page));
  let files = 0;
  for (const page of pages) {
    const path = markdownPath(page.route).slice(1);
    if (own.has(`/${path}`)) continue;
    files += 1;
    yield {
      path,
      route: page.route,
      compress: 'never',
      body: { text: page.markdown, ...keyOf(reuse, page.markdown) },
    } satisfies OutputFile;
  }
  const indexes = [
    { path: LLMS_TXT, piece: (page: MarkdownPage) => llmsTxtEntry(page, model.site) },
    { path: LLMS_FULL_TXT, piece: (page: MarkdownPage) => llmsFullSection(page, model.site) },
  ];
  for (const { path, piece } of indexes) {
    if (own.has(`/${path}`)) continue;
    const before = reuse?.recorded(path);
    const spans = decodeSpans(before?.note);
    const text = reuse?.previousText(path);
    const now = spans && text !== undefined && replaceSpans({ text, ...spans }, new Map(pages.map((page) => [page.route, piece(page)])));
    if (!now) throw new WholeSiteNeeded("the last build's record of the files for readers' tools is missing");
    files += 1;
    yield { path, ...compressOf(path), body: { text: now.text, ...keyOf(reuse, now.text), note: encodeSpans(now) } } satisfies OutputFile;
  }
  return ({ made }: { made: number }) => `${made} of ${files} files for readers' tools written again`;
}

/** In memory: the pages' `.md` made when asked for, and llms.txt and llms-full.txt from the whole model, made when asked for. */
function* onRequest({ model, routes, site }: EmitInput) {
  const own = new Set(site.staticFiles);
  const paths = routes.all ? pageMarkdownFiles(model) : changedMarkdownFiles(model.pages, routes.changed);
  for (const [path, route] of paths) {
    if (!own.has(`/${path}`)) yield { path, route, body: { make: () => pageMarkdownOf(model, route) ?? '' } } satisfies OutputFile;
  }
  for (const file of llmsFiles(model, { pages: false })) {
    if (!own.has(`/${file.path}`)) yield { path: file.path, body: { make: file.text } } satisfies OutputFile;
  }
  return undefined;
}

/** The `.md` of the changed routes that have one, by path. */
function changedMarkdownFiles(pages: Readonly<Record<string, Page>>, changed: readonly string[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const route of changed) {
    const page = pages[route];
    if (page && hasMarkdown(page)) files.set(markdownPath(route).slice(1), route);
  }
  return files;
}

function keyOf(reuse: EmitInput['reuse'], text: string): { key?: string } {
  return reuse ? { key: reuse.key([text]) } : {};
}
