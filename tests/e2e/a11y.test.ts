// axe-core finds no serious or critical violation on the main kinds of page, in light and in dark mode.
import { describe, expect, it } from 'vitest';
import { describeViolations, severeViolations } from './support/axe.js';
import { useSite } from './support/site.js';

const site = useSite();

const PAGES = ['/', '/guide/webhook', '/tags', '/nao-existe'];
const MODES = ['light', 'dark'] as const;

describe('accessibility (axe)', () => {
  for (const mode of MODES) {
    describe(`${mode} mode`, () => {
      for (const route of PAGES) {
        it(`${route} has no serious or critical violations`, async () => {
          const page = await site.newPage({ colorScheme: mode });
          await page.goto(site.url + route);
          expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
          const severe = await severeViolations(page);
          await page.context().close();
          expect(severe.length, `axe on ${route} (${mode} mode):\n${describeViolations(severe)}\nnumber of violations`).toBe(0);
        });
      }
    });
  }
});
