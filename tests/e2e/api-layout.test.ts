// The layout of an operation page: from 996 px the request sample and the example answer stay beside the reference
// while it scrolls, and the example follows the status the reader chooses; on a phone the request comes right after
// the method and path. The sample tabs keep to one row and the copy button stays off the code. Responses are compact
// rows that open with the keyboard, each disclosure with the same chevron.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { format } from '../../shared/i18n/format.js';
import { PT_STRINGS as strings } from '../../shared/i18n/strings.pt.js';
import { operation, readSpec } from './support/openapi.js';
import { sidewaysOverflow } from './support/overflow.js';
import { DESKTOP, MOBILE, useSite } from './support/site.js';

const site = useSite();
const spec = readSpec();

const SAMPLE_TABS = ['cURL', 'Node.js', 'Python', 'C#', 'Go', 'Ruby', 'PHP', 'Java (Unirest)', 'PowerShell'];
const WIDTHS = { desktop: DESKTOP, breakpoint: { width: 996, height: 800 }, phone: MOBILE } as const;

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const samplesTablist = (page: Page) => page.getByRole('tablist', { name: strings.api.samples });
const examples = (page: Page) => page.getByRole('region', { name: strings.api.responseExample });
const responsesRegion = (page: Page) => page.getByRole('region', { name: strings.api.responses });
/** The row (its <summary>) of a status among the responses. */
const responseRow = (page: Page, status: string) =>
  responsesRegion(page)
    .locator('summary')
    .filter({ hasText: new RegExp(`^\\s*${status}(?!\\d)`) });
/** The example the reader sees beside the samples: the text of the shown panel(s). */
const shownExample = (page: Page) => examples(page).locator('.dg-response-examples__panel:not([hidden])').innerText();

/** Whether a box lies wholly inside the window. */
async function inViewport(page: Page, box: Box | null): Promise<boolean> {
  const { innerWidth, innerHeight } = await page.evaluate(() => ({ innerWidth: window.innerWidth, innerHeight: window.innerHeight }));
  return !!box && box.y >= 0 && box.x >= 0 && box.y + box.height <= innerHeight && box.x + box.width <= innerWidth;
}

describe('two columns from 996 px', () => {
  it('keeps the request sample and the example answer in view after scrolling 2,000 px at 1280 px', async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await page.goto(site.url + operation('person-register').route);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height, 'the page is long enough to scroll 2,000 px').toBeGreaterThan(2_000 + DESKTOP.height);
    await page.evaluate(() => window.scrollTo(0, 2_000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2_000);
    expect(await inViewport(page, await samplesTablist(page).boundingBox()), 'sample tabs in view').toBe(true);
    expect(await inViewport(page, await examples(page).getByRole('heading').boundingBox()), 'example heading in view').toBe(true);
    // Beside the reference, not over it: the samples start right of the main column.
    const reference = (await responsesRegion(page).boundingBox())!;
    expect((await samplesTablist(page).boundingBox())!.x).toBeGreaterThan(reference.x + reference.width);
    await page.context().close();
  });

  it('squeezes nothing when Try it opens: the panel scrolls on its own and fades its top edge once scrolled', async () => {
    const page = await site.newPage({ viewport: { width: 1280, height: 700 } });
    const op = operation('person-register');
    await page.goto(site.url + op.route);
    const panel = page.locator('.dg-api__panel');
    const edge = () => panel.evaluate((el) => getComputedStyle(el, '::before').opacity);
    const samples = page.getByRole('region', { name: format(strings.api.samplesLabel, { title: op.summary }) });
    // Its height, and how much of its content it cuts off.
    const squeeze = () => samples.evaluate((el) => ({ height: el.clientHeight, cut: el.scrollHeight - el.clientHeight }));
    expect(await squeeze(), 'tabs and code, nothing cut').toEqual({ height: expect.any(Number), cut: 0 });
    expect((await squeeze()).height).toBeGreaterThan(150);
    await page.getByRole('button', { name: strings.tryIt.open }).click();
    await page.getByRole('form', { name: strings.tryIt.title }).waitFor();
    // The curl sample now shows the request the form sends, so its height may change, but it is not cut.
    expect((await squeeze()).cut, 'the samples are not squeezed by the open form').toBe(0);
    expect((await squeeze()).height).toBeGreaterThan(150);
    expect(await panel.evaluate((el) => el.scrollHeight > el.clientHeight + 40), 'the panel has its own scroll').toBe(true);
    expect(await edge(), 'nothing has gone up under the edge yet').toBe('0');
    await panel.evaluate((el) => el.scrollBy(0, 40));
    await expect.poll(edge, { timeout: 2_000 }).toBe('1');
    await page.context().close();
  });

  it('puts the request sample right after the method and path, before the parameters, at 390 px', async () => {
    const page = await site.newPage({ viewport: MOBILE });
    const op = operation('catalogo');
    await page.goto(site.url + op.route);
    const path = (await page.getByRole('main').getByText(op.path, { exact: true }).first().boundingBox())!;
    const tabs = (await samplesTablist(page).boundingBox())!;
    const parameters = (await page.getByRole('heading', { level: 2, name: strings.api.parameters }).boundingBox())!;
    const authentication = (await page.getByRole('heading', { level: 2, name: strings.api.authentication }).boundingBox())!;
    expect(tabs.y, 'sample tabs below the path').toBeGreaterThan(path.y + path.height);
    expect(tabs.y + tabs.height, 'sample tabs above the parameters').toBeLessThan(parameters.y);
    expect(tabs.y + tabs.height, 'and above the first section').toBeLessThan(authentication.y);
    await page.context().close();
  });
});

describe('the example answer follows the chosen status', () => {
  const unauthorized = (spec.raw as { components: { examples: Record<string, { value: { message: string } }> } }).components.examples
    .ErrorUnauthorized!.value.message;

  it('shows the example of the status whose row the reader opens, and of the status chosen beside it', async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await page.goto(site.url + operation('catalogo').route);
    const chosen = () => examples(page).getByRole('radio', { checked: true }).getAttribute('value');
    expect(await chosen()).toBe('200');
    expect(await shownExample(page)).toContain('"CANECA-TERMICA-500"');

    await responseRow(page, '401').click();
    await expect.poll(chosen, { timeout: 5_000 }).toBe('401');
    expect(await shownExample(page)).toContain(unauthorized);
    expect(await shownExample(page)).not.toContain('CANECA');

    // Beside it, with the keyboard: the arrow keys move the choice (radio buttons).
    await examples(page).getByRole('radio', { name: '401' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(chosen, { timeout: 5_000 }).toBe('422');
    expect(await shownExample(page)).toContain('"validation_error"');
    await examples(page).getByRole('radio', { name: '200' }).click();
    await expect.poll(() => shownExample(page), { timeout: 5_000 }).toContain('"CANECA-TERMICA-500"');
    await page.context().close();
  });

  it('scrolls the row of statuses to the one chosen by opening its response, on a phone too', async () => {
    const page = await site.newPage({ viewport: MOBILE });
    const op = operation('person-register');
    await page.goto(site.url + op.route);
    const last = [...op.statuses].sort((a, b) => Number(a) - Number(b)).at(-1)!;
    const row = examples(page).locator('.dg-response-examples__statuses');
    const label = examples(page).locator(`label[data-status="${last}"]`);
    const within = async () => {
      const [outer, inner] = [(await row.boundingBox())!, (await label.boundingBox())!];
      return inner.x >= outer.x - 1 && inner.x + inner.width <= outer.x + outer.width + 1;
    };
    expect(await within(), `${last} out of sight at first`).toBe(false);
    await responseRow(page, last).click();
    await expect.poll(() => examples(page).getByRole('radio', { checked: true }).getAttribute('value'), { timeout: 5_000 }).toBe(last);
    expect(await within(), `${last} scrolled into the row`).toBe(true);
    await page.context().close();
  });
});

describe('code sample panel', () => {
  for (const [name, viewport] of Object.entries(WIDTHS)) {
    it(`keeps the nine language tabs on one row at ${viewport.width} px, the last one reachable`, async () => {
      const page = await site.newPage({ viewport });
      await page.goto(site.url + operation('person-coin-register').route);
      const tabs = samplesTablist(page).getByRole('tab');
      expect((await tabs.allInnerTexts()).map((t) => t.trim())).toEqual(SAMPLE_TABS);
      const tops = await tabs.evaluateAll((list) => list.map((tab) => Math.round(tab.getBoundingClientRect().top)));
      expect(new Set(tops).size, `tab tops at ${name}: ${tops.join(', ')}`).toBe(1);
      await tabs.first().focus();
      await page.keyboard.press('End');
      const last = samplesTablist(page).getByRole('tab', { name: 'PowerShell' });
      await expect.poll(() => last.getAttribute('aria-selected'), { timeout: 5_000 }).toBe('true');
      const list = (await samplesTablist(page).boundingBox())!;
      const box = (await last.boundingBox())!;
      expect(box.x, 'PowerShell tab scrolled into the row').toBeGreaterThanOrEqual(list.x - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(list.x + list.width + 1);
      await page.context().close();
    });
  }

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`never puts the copy button over the first line of code, in any language, at ${viewport.width} px`, async () => {
      const page = await site.newPage({ viewport });
      await page.goto(site.url + operation('person-coin-register').route);
      const covered: string[] = [];
      for (const language of SAMPLE_TABS) {
        await samplesTablist(page).getByRole('tab', { name: language, exact: true }).click();
        const panel = page.getByRole('tabpanel', { name: language, exact: true });
        await panel.waitFor({ state: 'visible', timeout: 5_000 });
        const button = (await panel.getByRole('button', { name: format(strings.api.copyLabel, { language }) }).boundingBox())!;
        // The first line's boxes, cut to what the code box shows (a long line scrolls, its hidden part covers nothing).
        const line = await panel.locator('pre').evaluate((pre) => {
          const code = pre.querySelector('code')!;
          const text = code.textContent ?? '';
          const end = text.indexOf('\n') === -1 ? text.length : text.indexOf('\n');
          const range = document.createRange();
          const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
          let offset = 0;
          range.setStart(code, 0);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const length = node.textContent!.length;
            if (offset + length >= end) {
              range.setEnd(node, end - offset);
              break;
            }
            offset += length;
          }
          const rect = range.getBoundingClientRect();
          const shown = pre.getBoundingClientRect();
          const x = Math.max(rect.left, shown.left);
          return { x, y: rect.top, width: Math.min(rect.right, shown.right) - x, height: rect.height };
        });
        expect(line.width, `first line of ${language} measured`).toBeGreaterThan(20);
        if (intersects(button, line)) covered.push(`${language}: button ${JSON.stringify(button)} over line ${JSON.stringify(line)}`);
      }
      expect(covered).toEqual([]);
      await page.context().close();
    });
  }
});

describe('responses as compact rows', () => {
  it('shows each status on one line with its first sentence, and opens and closes a row with the keyboard', async () => {
    const page = await site.newPage({ viewport: MOBILE });
    await page.goto(site.url + operation('catalogo').route);
    const row = responseRow(page, '401');
    expect((await row.innerText()).replace(/\s+/g, ' ').trim()).toBe(
      '401 Chave de API ausente, inválida, revogada, publicável ou de outro ambiente (unauthorized).',
    );
    // One line: the row is no taller than its 44 px target, the summary cut with an ellipsis.
    expect((await row.boundingBox())!.height).toBeLessThanOrEqual(46);
    const details = row.locator('xpath=..');
    const rest = details.getByText('Não repita automaticamente: corrija a chave.', { exact: false });
    const headers = details.locator('summary', { hasText: strings.api.responseHeaders });
    expect(await rest.isVisible()).toBe(false);
    const sentence = row.locator('.dg-response__summary-text');
    const cut = () => sentence.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(await cut(), 'the closed row cuts its sentence at 390 px').toBe(true);

    await row.focus();
    await page.keyboard.press('Enter');
    await rest.waitFor({ state: 'visible', timeout: 2_000 });
    expect(await cut(), 'the open row shows its whole sentence').toBe(false);
    expect(await headers.isVisible(), 'its headers, closed, after the description').toBe(true);
    expect(await details.locator('.dg-schema-root').first().isVisible(), 'its schema').toBe(true);
    await page.keyboard.press('Space');
    await rest.waitFor({ state: 'hidden', timeout: 2_000 });
    expect(await row.evaluate((el) => el === document.activeElement), 'focus stays on the row').toBe(true);
    await page.context().close();
  });

  it('marks every disclosure of an operation page with the same chevron, no browser triangle', async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    await page.goto(site.url + operation('person-register').route);
    const looks = await page.locator('main summary').evaluateAll((list) =>
      list.map((summary) => {
        const before = getComputedStyle(summary, '::before');
        const own = getComputedStyle(summary);
        // The browser draws its triangle on a list-item summary whose list style is not none.
        const triangle = own.display === 'list-item' && own.listStyleType !== 'none';
        return { triangle, mask: before.maskImage || before.webkitMaskImage, width: before.width };
      }),
    );
    expect(looks.length).toBeGreaterThan(5);
    expect(looks.filter((look) => look.triangle).length, 'summaries with the browser triangle').toBe(0);
    expect(new Set(looks.map((look) => `${look.mask} ${look.width}`)).size, 'one chevron').toBe(1);
    expect(looks[0]!.mask).toContain('data:image/svg+xml');
    await page.context().close();
  });
});

describe('operation pages at 320 px', () => {
  it('no operation page scrolls sideways', async () => {
    const page = await site.newPage({ viewport: { width: 320, height: 640 } });
    const overflowing: string[] = [];
    for (const op of spec.operations) {
      await page.goto(site.url + op.route);
      const found = await sidewaysOverflow(page);
      if (found.scrollWidth > 321) overflowing.push(`${op.route}: ${found.scrollWidth} px wide; ${found.past}`);
    }
    expect(overflowing).toEqual([]);
    await page.context().close();
  });
});
