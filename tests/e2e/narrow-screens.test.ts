// At 320 px, the narrowest phone width WCAG's reflow criterion names, no page type scrolls sideways and the navbar's
// controls stay whole: home, a long guide page, the tag index and a tag page, the API's info and an operation page,
// /search with results, and the 404 page.
import { describe, expect, it } from 'vitest';
import { PT_STRINGS as strings } from '../../shared/i18n/strings.pt.js';
import { sidewaysOverflow } from './support/overflow.js';
import { useSite } from './support/site.js';

const site = useSite();
const NARROW = { width: 320, height: 640 };
const ROUTES = [
  '/',
  '/guide/webhook',
  '/tags',
  '/tags/openapi',
  '/tags/documentation',
  '/api/coins-api',
  '/api/catalogo',
  '/search?q=coins',
  '/no-such-page',
];

describe('every page type at 320 px', () => {
  for (const route of ROUTES) {
    it(`${route}: nothing sticks out sideways, and the colour toggle is whole`, async () => {
      const page = await site.newPage({ viewport: NARROW });
      await page.goto(site.url + route);
      await page.waitForLoadState('networkidle');
      const found = await sidewaysOverflow(page);
      expect(found, 'page width and the first element past the edge').toEqual({ scrollWidth: NARROW.width, past: '' });
      const toggle = (await page.getByRole('button', { name: strings.colorMode.toggle }).boundingBox())!;
      expect(toggle.x + toggle.width, 'colour toggle right edge').toBeLessThanOrEqual(NARROW.width);
      await page.context().close();
    });
  }
});

describe('wide tables on a phone', () => {
  it('scroll in their own named box, with shadows at the edges that have more to show', async () => {
    const page = await site.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${site.url}/guide/webhook`);
    const region = page.getByRole('region', { name: `${strings.table}: Eventos disponíveis` });
    const look = await region.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        hidden: el.scrollWidth - el.clientWidth,
        shadows: (style.backgroundImage.match(/radial-gradient/g) ?? []).length,
        attachment: style.backgroundAttachment,
      };
    });
    expect(look.hidden, 'the table is wider than its box').toBeGreaterThan(40);
    // Two edge shadows that stay put, covered by two ends that move with the table.
    expect(look.shadows).toBe(2);
    expect(look.attachment).toMatch(/^local, local, scroll, scroll\b/);
    await page.context().close();
  });
});
