import type { Page } from '../../shared/model/site.js';

/**
 * Whether a page of the site holds math (config `markdown.math`): the client bundle has the math stylesheet only then,
 * so a site without math publishes exactly what it did before math existed.
 */
export function siteHasMath(pages: Record<string, Page>): boolean {
  return Object.values(pages).some((page) => page.kind === 'doc' && page.math === true);
}
