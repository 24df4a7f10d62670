// The paths docsgen writes files of its own at (each emitter's `writes`: sitemap.xml, llms.txt, _headers, the build
// manifest, the search index; and what its `writesOf` gives for the model: a blog's feeds), which no page may take: a
// page at /sitemap.xml is written to sitemap.xml/index.html, a folder where the sitemap must be a file, and the build
// stopped on EISDIR. Checked for the pages an emit makes, in every road (a build, an edit, `docsgen dev`), before any
// file is put.
import { DocsgenError } from '../errors/docsgen-error.js';
import { htmlFileFor } from '../routes/output-file.js';
import type { Page, SiteModel } from '../../shared/model/site.js';
import type { Emitter, RouteSet } from './emitter.js';

/** Throws `duplicate-route` for the first page asked for that would be written at, or inside, a path of docsgen's. */
export function checkOwnPaths(model: SiteModel, routes: RouteSet, emitters: ReadonlyArray<Emitter<unknown>>): void {
  const own = new Map<string, string>();
  for (const emitter of emitters) {
    const paths = [...(emitter.writes ?? []), ...(emitter.writesOf?.(model) ?? [])];
    for (const path of paths) for (const copy of [path, `${path}.br`, `${path}.gz`]) own.set(copy, path);
  }
  const pages = routes.all ? Object.values(model.pages) : routes.changed.flatMap((route) => model.pages[route] ?? []);
  for (const page of pages) {
    const file = htmlFileFor(page.route);
    // The page's file and each folder it is written in, from the top: "sitemap.xml", "sitemap.xml/index.html".
    for (let at = file.indexOf('/'); ; at = file.indexOf('/', at + 1)) {
      const taken = own.get(at === -1 ? file : file.slice(0, at));
      if (taken !== undefined) throw takenBy(page, taken);
      if (at === -1) break;
    }
  }
}

function takenBy(page: Page, path: string): DocsgenError {
  const source = page.kind === 'doc' ? page.source : undefined;
  return new DocsgenError({
    code: 'duplicate-route',
    file: source,
    message: `the route ${page.route} is where docsgen writes its own ${path}`,
    hint: 'rename the content file or give it another `slug` in its front matter',
  });
}
