// axe-core helpers for browser tests: run axe on a page and keep the violations a reader would be blocked by.
import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** One readable paragraph per violation: rule, impact, help, and where (selector + a bit of the HTML). */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 5).map((node) => {
        const detail = node.failureSummary?.replace(/\s+/g, ' ').trim();
        return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 160)}${detail ? `\n      ${detail}` : ''}`;
      });
      const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes.join('\n')}${more}`;
    })
    .join('\n');
}

/** The serious and critical violations axe finds on the page as it is now. */
export async function severeViolations(page: Page): Promise<Result[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
