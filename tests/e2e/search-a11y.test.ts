// axe-core finds no serious or critical violation in the open search modal, on its start screen (with a recent and a
// favorite search) and with results, in light and dark mode, on a wide and a narrow screen.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PT_STRINGS as strings } from '../../shared/i18n/strings.pt.js';
import { describeViolations } from './support/axe.js';
import { DESKTOP, MOBILE, useSite } from './support/site.js';

const site = useSite();

const PAGE = '/guide';
const MODES = ['light', 'dark'] as const;
const VIEWPORTS = [DESKTOP, MOBILE];

const dialog = (page: Page) => page.getByRole('dialog', { name: strings.search.dialogLabel });

/** Serious and critical violations inside the modal as it is now. */
async function modalViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('.dg-search-modal').analyze();
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** A stored search of each kind, so the start screen shows both lists and their action buttons. */
function seedStoredSearches(): void {
  const hierarchy = (lvl1: string) => ({ lvl0: 'Guia Coins', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null });
  localStorage.setItem(
    '__DOCSEARCH_RECENT_SEARCHES__coins-docs',
    JSON.stringify([
      { objectID: '/guide/webhook#0', url: '/guide/webhook', type: 'lvl1', hierarchy: hierarchy('Webhooks'), content: null },
    ]),
  );
  localStorage.setItem(
    '__DOCSEARCH_FAVORITE_SEARCHES__coins-docs',
    JSON.stringify([
      { objectID: '/guide/glossary#0', url: '/guide/glossary', type: 'lvl1', hierarchy: hierarchy('Glossário'), content: null },
    ]),
  );
}

describe('search modal accessibility (axe)', () => {
  for (const mode of MODES) {
    for (const viewport of VIEWPORTS) {
      it(`${mode} mode, ${viewport.width} px: start screen and results`, async () => {
        const page = await site.newPage({ colorScheme: mode, viewport });
        await page.addInitScript(seedStoredSearches);
        await page.goto(site.url + PAGE);
        expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
        await page.keyboard.press('Control+k');
        await dialog(page).getByRole('listbox', { name: strings.search.favorites }).waitFor({ timeout: 5_000 });
        await dialog(page).getByRole('listbox', { name: strings.search.recent }).waitFor({ timeout: 5_000 });
        const atStart = await modalViolations(page);

        await dialog(page).getByRole('combobox').fill('webhook');
        await dialog(page)
          .getByRole('link', { name: /^Ver todos os \d+ resultados$/ })
          .waitFor({ timeout: 10_000 });
        const withResults = await modalViolations(page);
        await page.context().close();

        expect(
          atStart.length,
          `axe on the start screen (${mode}, ${viewport.width} px):\n${describeViolations(atStart)}\nnumber of violations`,
        ).toBe(0);
        expect(
          withResults.length,
          `axe with results (${mode}, ${viewport.width} px):\n${describeViolations(withResults)}\nnumber of violations`,
        ).toBe(0);
      });
    }
  }
});
