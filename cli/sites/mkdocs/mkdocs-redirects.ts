// The mkdocs-redirects plugin's `redirect_maps`: an old page of the docs folder (`user-guide/plugins.md`) and the page
// that took its place, or an absolute URL. Each side is a doc file, made a route by the reader's own rule, so the
// redirect lands where docsgen publishes the page. Without directory URLs the old address is the `.html` file MkDocs
// wrote (`user-guide/plugins.html`).
import path from 'node:path';
import { docIdFor, routeFor } from '../../routes/content-routes.js';
import { isFolderIndexFileName } from '../../routes/folder-index.js';
import { isRecord, type ReadingWarnings } from '../config-data.js';
import { readRedirects } from '../site-redirects.js';
import { pluginOptions } from './mkdocs-plugins.js';

/** The plugin's redirects as the config's `redirects`; undefined when the site has none. */
export function mkdocsRedirects(
  yml: Record<string, unknown>,
  file: string,
  warnings: ReadingWarnings,
): { redirects?: Record<string, string> } {
  const maps = pluginOptions(yml.plugins, 'redirects')?.redirect_maps;
  if (!isRecord(maps)) return {};
  const field = 'plugins.redirects.redirect_maps';
  const directoryUrls = yml.use_directory_urls !== false;
  const rules: Array<[string, string]> = [];
  for (const [old, target] of Object.entries(maps)) {
    if (typeof target !== 'string') {
      warnings.unreadable(file, `${field}."${old}"`, target, 'the redirect is left out');
      continue;
    }
    const oldPage = old.replace(/^\/+/, '');
    const from = directoryUrls || !oldPage.endsWith('.md') ? pageRoute(oldPage) : `/${oldPage.replace(/\.md$/, '.html')}`;
    // The plugin sends readers to an anchor as written; docsgen's redirects lead to the page.
    rules.push([from, /^[a-z]+:/i.test(target) ? target : pageRoute(target.replace(/#.*$/, '').replace(/^\/+/, ''))]);
  }
  const redirects = readRedirects(rules, { file, field }, warnings);
  return redirects ? { redirects } : {};
}

/** A doc file's route as the reader makes it (read-mkdocs.ts): "guide/index.md" → "/guide", "a.md" → "/a". */
function pageRoute(page: string): string {
  if (!page.endsWith('.md')) return `/${page}`;
  return routeFor(docIdFor(page), undefined, isFolderIndexFileName(path.posix.basename(page)));
}
