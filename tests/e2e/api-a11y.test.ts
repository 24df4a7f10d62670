// The API reference for everyone: axe-core finds no serious or critical violation on an operation page and on the
// API's info page (light and dark, wide and 390 px), and on a phone the pages do not scroll sideways and the code
// samples come right after the method and path, where a reader can reach and use them.
import { describe, expect, it } from 'vitest';
import { format } from '../../shared/i18n/format.js';
import { PT_STRINGS as strings } from '../../shared/i18n/strings.pt.js';
import { describeViolations, severeViolations } from './support/axe.js';
import { API_ROUTE, operation, readSpec } from './support/openapi.js';
import { DESKTOP, MOBILE, useSite } from './support/site.js';

const site = useSite();

const PAGES = [operation('person-coin-register').route, `${API_ROUTE}/coins-api`];
const MODES = ['light', 'dark'] as const;
const VIEWPORTS = { '1280 px': DESKTOP, '390 px': MOBILE } as const;

describe('accessibility of the API reference (axe)', () => {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    for (const mode of MODES) {
      for (const route of PAGES) {
        it(`${route} has no serious or critical violations (${mode} mode, ${width})`, async () => {
          const mobile = viewport === MOBILE;
          const page = await site.newPage({ viewport, colorScheme: mode, isMobile: mobile, hasTouch: mobile });
          await page.goto(site.url + route);
          expect(await page.locator('html').getAttribute('data-theme')).toBe(mode);
          const severe = await severeViolations(page);
          await page.context().close();
          expect(severe.length, `axe on ${route} (${mode} mode, ${width}):\n${describeViolations(severe)}\nnumber of violations`).toBe(0);
        });
      }
    }
  }
});

describe('API reference on a 390 px screen', () => {
  it('no operation page scrolls sideways', async () => {
    // A plain 390 px viewport: with isMobile, Chromium widens the layout viewport to the content (the page is zoomed
    // out), so innerWidth would grow with the overflow and hide it.
    const page = await site.newPage({ viewport: MOBILE });
    const overflowing: string[] = [];
    for (const op of readSpec().operations) {
      await page.goto(site.url + op.route);
      const { scrollWidth, innerWidth, culprit } = await page.evaluate(() => {
        const limit = window.innerWidth + 1;
        // The outermost element sticking out of the screen, to say where the overflow comes from.
        const outermost = [...document.querySelectorAll('body *')].find((el) => el.getBoundingClientRect().right > limit);
        const describe = (el: Element | undefined) =>
          el
            ? `<${el.tagName.toLowerCase()} class="${el.className}"> in <${el.parentElement?.tagName.toLowerCase()} class="${el.parentElement?.className}">, right edge at ${Math.round(el.getBoundingClientRect().right)} px`
            : 'none';
        return { scrollWidth: document.scrollingElement!.scrollWidth, innerWidth: window.innerWidth, culprit: describe(outermost) };
      });
      expect(innerWidth).toBe(MOBILE.width);
      if (scrollWidth > innerWidth + 1) overflowing.push(`${op.route}: ${scrollWidth} px wide; first element past the edge: ${culprit}`);
    }
    expect(overflowing, `operation pages wider than a ${MOBILE.width} px screen`).toEqual([]);
    await page.context().close();
  });

  it('shows the code samples right after the method and path, within the screen, and they work', async () => {
    const op = operation('person-coin-register');
    const page = await site.newPage({ viewport: MOBILE, isMobile: true, hasTouch: true });
    await page.goto(site.url + op.route);

    const path = page.getByRole('main').getByText(op.path, { exact: true }).first();
    const parameters = page.getByRole('heading', { level: 2, name: strings.api.parameters });
    const samples = page.getByRole('region', { name: format(strings.api.samplesLabel, { title: op.summary }) });
    expect(await samples.count()).toBe(1);
    const pathBox = (await path.boundingBox())!;
    const parametersBox = (await parameters.boundingBox())!;
    const samplesBox = (await samples.boundingBox())!;
    expect(samplesBox.y, 'samples start below the path').toBeGreaterThanOrEqual(pathBox.y + pathBox.height);
    expect(samplesBox.y + samplesBox.height, 'samples end above the parameters').toBeLessThanOrEqual(parametersBox.y);
    expect(samplesBox.x, 'samples start on screen').toBeGreaterThanOrEqual(0);
    expect(samplesBox.x + samplesBox.width, 'samples end on screen').toBeLessThanOrEqual(MOBILE.width + 1);

    // Scrolling down reaches them; the tabs and the copy button are usable there.
    const python = samples.getByRole('tab', { name: 'Python', exact: true });
    await python.scrollIntoViewIfNeeded();
    expect(await python.isVisible()).toBe(true);
    await python.click();
    await expect.poll(() => python.getAttribute('aria-selected'), { timeout: 5_000 }).toBe('true');
    const panel = samples.getByRole('tabpanel');
    expect(await panel.innerText()).toContain('import requests');
    const copy = panel.getByRole('button', { name: new RegExp(strings.api.copy) });
    const copyBox = (await copy.boundingBox())!;
    expect(copyBox.x + copyBox.width, 'copy button on screen').toBeLessThanOrEqual(MOBILE.width + 1);

    await page.context().close();
  });
});
