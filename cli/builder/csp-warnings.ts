// Raw HTML the Content-Security-Policy will block: an inline event handler (`onclick=`) or a `style` attribute in a
// page's Markdown works in a preview, then silently does nothing on the served site. Inline <script> and <style>
// elements need no warning: the build allows them by their hashes (headers-output.ts).
import type { SiteModel } from '../../shared/model/site.js';
import type { BuildWarning } from '../errors/docsgen-error.js';

/** The first attribute of a tag that CSP blocks without 'unsafe-inline' / 'unsafe-hashes'. */
const BLOCKED_ATTRIBUTE = /<([a-z][a-z0-9-]*)\b[^>]*?\s(on[a-z]+|style)\s*=/i;

/** One warning per page whose HTML holds an inline event handler or style attribute. */
export function cspWarnings(model: SiteModel): BuildWarning[] {
  const warnings: BuildWarning[] = [];
  for (const page of Object.values(model.pages)) {
    if (page.kind !== 'doc') continue;
    const match = BLOCKED_ATTRIBUTE.exec(page.html);
    if (!match) continue;
    const [, tag = '', name = ''] = match;
    const attribute = name.toLowerCase();
    const instead =
      attribute === 'style'
        ? 'style attributes; use a class and a stylesheet from static/ (<link rel="stylesheet" href="/my.css">)'
        : 'event handlers; use a script file from static/ (<script src="/my.js">)';
    warnings.push({
      code: 'csp-blocked-html',
      file: page.source,
      message: `raw HTML <${tag} ${attribute}="…">: the site's Content-Security-Policy blocks inline ${instead}`,
    });
  }
  return warnings;
}
