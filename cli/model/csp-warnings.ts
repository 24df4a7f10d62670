// Raw HTML the Content-Security-Policy will block: an inline event handler (`onclick=`) in a page's Markdown works in
// a preview, then silently does nothing on the served site. Inline <script> and <style> elements and style attributes
// need no warning: the build allows them by their hashes (emit/headers.ts).
import type { DocPage, SiteModel } from '../../shared/model/site.js';
import type { BuildWarning } from '../errors/docsgen-error.js';

/** The first event-handler attribute of a tag: CSP blocks it, since the policy allows no inline handler. */
const BLOCKED_ATTRIBUTE = /<([a-z][a-z0-9-]*)\b[^<>]*?\s(on[a-z]+)\s*=/i; // [^<>]: linear on unclosed tags

/** One warning per page whose HTML holds an inline event handler. */
export function cspWarnings(model: SiteModel): BuildWarning[] {
  return Object.values(model.pages).flatMap((page) => (page.kind === 'doc' ? (cspWarning(page) ?? []) : []));
}

/** The warning for a content page whose HTML holds an inline event handler, if it does. */
export function cspWarning(page: DocPage): BuildWarning | undefined {
  const match = BLOCKED_ATTRIBUTE.exec(page.html);
  if (!match) return undefined;
  const [, tag = '', name = ''] = match;
  return {
    code: 'csp-blocked-html',
    file: page.source,
    message: `raw HTML <${tag} ${name.toLowerCase()}="…">: the site's Content-Security-Policy blocks inline event handlers; use a script file from static/ (<script src="/my.js">)`,
  };
}
