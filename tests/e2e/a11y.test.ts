// axe-core finds no serious or critical violation on the main kinds of page, in light and in dark mode.
import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { describe, expect, it } from 'vitest';
import { useSite } from './support/site.js';

const site = useSite();

const PAGES = ['/', '/guide/webhook', '/tags', '/nao-existe'];
const MODES = ['light', 'dark'] as const;

/** One readable paragraph per violation: rule, impact, help, and where (selector + a bit of the HTML). */
function describeViolations(violations: Result[]): string {
  return violations.map((violation) => {
    const nodes = violation.nodes.slice(0, 5).map((node) => {
      const detail = node.failureSummary?.replace(/\s+/g, ' ').trim();
      return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 160)}${detail ? `\n      ${detail}` : ''}`;
    });
    const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
    return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes.join('\n')}${more}`;
  }).join('\n');
}

describe('accessibility (axe)', () => {
  for (const mode of MODES) {
    describe(`${mode} mode`, () => {
      for (const route of PAGES) {
        it(`${route} has no serious or critical violations`, async () => {
          const page = await site.newPage({ colorScheme: mode });
          await page.goto(site.url + route);
          expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
          const { violations } = await new AxeBuilder({ page }).analyze();
          await page.context().close();
          const severe = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
          expect(severe.length, `axe on ${route} (${mode} mode):\n${describeViolations(severe)}\nnumber of violations`).toBe(0);
        });
      }
    });
  }
});
