// Raw HTML the Content-Security-Policy will block: an inline event handler (`onclick=`) in a page's Markdown works in
// a preview, then silently does nothing on the served site. Inline <script> and <style> elements and style attributes
// need no warning: the build allows them by their hashes (headers-output.ts).
import type { SiteModel } from '../../shared/model/site.js';
import type { BuildWarning } from '../errors/docsgen-error.js';

/** The first event-handler attribute of a tag: CSP blocks it, since the policy allows no inline handler. */
const BLOCKED_ATTRIBUTE = /<([a-z][a-z0-9-]*)\b[^<>]*?\s(on[a-z]+)\s*=/i; // [^<>]: linear on unclosed tags

/** One warning per page whose HTML holds an inline event handler. */
export function cspWarnings(model: SiteModel): BuildWarning[] {
  const warnings: BuildWarning[] = [];
  for (const page of Object.values(model.pages)) {
    if (page.kind !== 'doc') continue;
    const match = BLOCKED_ATTRIBUTE.exec(page.html);
    if (!match) continue;
    const [, tag = '', name = ''] = match;
    warnings.push({
      code: 'csp-blocked-html',
      file: page.source,
      message: `raw HTML <${tag} ${name.toLowerCase()}="…">: the site's Content-Security-Policy blocks inline event handlers; use a script file from static/ (<script src="/my.js">)`,
    });
  }
  return warnings;
}
