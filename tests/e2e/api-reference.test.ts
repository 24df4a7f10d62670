// The API reference generated from openapi/coins-api.yaml: every operation page (title, method and path, the nine
// code-sample tabs), the API's info page with its spec downloads, the schema tree and responses, and the "api" sidebar.
// Expectations come from the spec itself (support/openapi.ts), so a changed spec changes the test, not the reverse.
import yaml from 'js-yaml';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PT_STRINGS as strings } from '../../shared/i18n/strings.pt.js';
import { API_ROUTE, operation, readSpec, requestBodySchema, responseSchema } from './support/openapi.js';
import { DESKTOP, pathOf, useSite } from './support/site.js';

const site = useSite();
const spec = readSpec();

/** The languages of the code samples, in the order a reader sees the tabs. */
const SAMPLE_TABS = ['cURL', 'Node.js', 'Python', 'C#', 'Go', 'Ruby', 'PHP', 'Java (Unirest)', 'PowerShell'];
const INFO_ROUTE = `${API_ROUTE}/coins-api`;

const sidebarNav = (scope: Page | Locator) => scope.getByRole('navigation', { name: strings.sidebar.label });
const byStatus = (a: string, b: string) => (Number(a) || 1000) - (Number(b) || 1000);

describe('API operation pages', () => {
  it('the spec has the ten operations the site is expected to document', () => {
    expect(spec.operations.map((op) => op.slug).sort()).toEqual([
      'active-account',
      'catalogo',
      'check-shipping-price',
      'mail-code-verification',
      'person-coin-register',
      'person-info',
      'person-register',
      'product-info',
      'product-register',
      'send-activation-email',
    ]);
  });

  it('each answers 200 with its summary as the only h1, its method and path, and the nine sample tabs', async () => {
    const page = await site.newPage();
    for (const op of spec.operations) {
      const response = await page.goto(site.url + op.route);
      expect(response?.status(), `HTTP status of ${op.route}`).toBe(200);

      const h1 = page.getByRole('heading', { level: 1 });
      expect(await h1.count(), `h1 count on ${op.route}`).toBe(1);
      expect((await h1.innerText()).trim(), `h1 of ${op.route}`).toBe(op.summary);
      expect(await page.title()).toContain(op.summary);

      // Right under the title: the method badge and the path, as written in the spec.
      const header = h1.locator('xpath=..');
      const method = header.getByText(op.method, { exact: true });
      const specPath = header.getByText(op.path, { exact: true });
      expect(await method.isVisible(), `method ${op.method} under the title of ${op.route}`).toBe(true);
      expect(await specPath.isVisible(), `path ${op.path} under the title of ${op.route}`).toBe(true);

      // The samples: one tablist, nine tabs in order, the first selected and only its panel shown.
      const tablist = page.getByRole('tablist');
      expect(await tablist.count(), `tablists on ${op.route}`).toBe(1);
      const tabs = tablist.getByRole('tab');
      expect(
        (await tabs.allInnerTexts()).map((t) => t.trim()),
        `tabs of ${op.route}`,
      ).toEqual(SAMPLE_TABS);
      const selected = await Promise.all((await tabs.all()).map((tab) => tab.getAttribute('aria-selected')));
      expect(selected, `aria-selected of the tabs of ${op.route}`).toEqual(SAMPLE_TABS.map((_, i) => String(i === 0)));

      expect(await page.getByRole('tabpanel', { includeHidden: true }).count(), `panels on ${op.route}`).toBe(SAMPLE_TABS.length);
      const visible = page.getByRole('tabpanel'); // hidden panels are left out
      expect(await visible.count(), `visible panels on ${op.route}`).toBe(1);
      expect(await page.getByRole('tabpanel', { name: SAMPLE_TABS[0] }).isVisible()).toBe(true);
      expect(await visible.getAttribute('id')).toBe(await tabs.first().getAttribute('aria-controls'));
      const code = (await visible.locator('code').textContent()) ?? '';
      expect(code, `cURL sample of ${op.route}`).toMatch(new RegExp(`^curl --request ${op.method}\\b`));
    }
    await page.context().close();
  });
});

describe('API info page', () => {
  it('shows the title, the version and download links to the spec that answer 200', async () => {
    const page = await site.newPage();
    const response = await page.goto(site.url + INFO_ROUTE);
    expect(response?.status()).toBe(200);
    expect(spec.title).toBe('Coins API');
    expect(spec.version).toBe('1.0.0');
    expect((await page.getByRole('heading', { level: 1 }).innerText()).trim()).toBe('Coins API');
    expect(await page.getByRole('main').getByText(`${strings.api.version} 1.0.0`, { exact: true }).isVisible()).toBe(true);

    const yamlLink = page.getByRole('link', { name: strings.api.downloadYaml });
    const jsonLink = page.getByRole('link', { name: strings.api.downloadJson });
    expect(await yamlLink.isVisible()).toBe(true);
    expect(await jsonLink.isVisible()).toBe(true);
    const yamlPath = pathOf(await yamlLink.getAttribute('href'), site.url);
    const jsonPath = pathOf(await jsonLink.getAttribute('href'), site.url);
    expect(yamlPath).toMatch(/\.ya?ml$/);
    expect(jsonPath).toMatch(/\.json$/);

    const yamlResponse = await page.request.get(site.url + yamlPath);
    expect(yamlResponse.status(), `GET ${yamlPath}`).toBe(200);
    const yamlCopy = yaml.load(await yamlResponse.text()) as { info: { title: string; version: string } };
    expect(yamlCopy.info).toMatchObject({ title: 'Coins API', version: '1.0.0' });

    const jsonResponse = await page.request.get(site.url + jsonPath);
    expect(jsonResponse.status(), `GET ${jsonPath}`).toBe(200);
    const jsonCopy = JSON.parse(await jsonResponse.text()) as { info: { version: string }; paths: Record<string, unknown> };
    expect(jsonCopy.info.version).toBe('1.0.0');
    expect(Object.keys(jsonCopy.paths)).toEqual(Object.keys(spec.raw.paths as object));
    await page.context().close();
  });
});

describe('schema tree and responses', () => {
  it('lists the request body fields of /api/person-register in order, flagging the required ones', async () => {
    const op = operation('person-register');
    const schema = requestBodySchema(op);
    const fields = Object.keys(schema.properties as object);
    const required = new Set((schema.required as string[] | undefined) ?? []);
    expect(fields.length).toBeGreaterThan(1);

    const page = await site.newPage();
    await page.goto(site.url + op.route);
    const body = page.getByRole('region', { name: new RegExp(`^${strings.api.requestBody}`) });
    let previousTop = -Infinity;
    for (const field of fields) {
      const item = body
        .getByRole('listitem')
        .filter({ has: page.getByRole('code').getByText(field, { exact: true }) })
        .first();
      expect(await item.isVisible(), `field ${field} listed`).toBe(true);
      const flagged = await item.getByText(strings.api.required, { exact: true }).isVisible();
      expect(flagged, `${field} flagged "${strings.api.required}"`).toBe(required.has(field));
      const top = (await item.boundingBox())!.y;
      expect(top, `${field} comes after the previous field`).toBeGreaterThan(previousTop);
      previousTop = top;
    }
    await page.context().close();
  });

  it('opens and closes a nested field with Enter and Space, its children appearing and disappearing', async () => {
    const op = operation('person-register');
    // The first error response: its schema has a field whose items are themselves objects (or a choice of them).
    const errorStatus = op.statuses.filter((s) => !s.startsWith('2')).sort(byStatus)[0]!;
    const errorSchema = responseSchema(op, errorStatus);
    const [nestedName, nestedSchema] = Object.entries(errorSchema.properties as Record<string, Record<string, unknown>>).find(
      ([, property]) => property.type === 'array' && property.items !== undefined,
    )!;
    const items = spec.resolve(nestedSchema.items);
    const children = items.oneOf
      ? (items.oneOf as Array<{ $ref: string }>).map((option) => option.$ref.split('/').pop()!)
      : Object.keys(items.properties as object);
    expect(children.length).toBeGreaterThan(0);

    const page = await site.newPage();
    await page.goto(site.url + op.route);
    const responses = page.getByRole('region', { name: strings.api.responses });
    const statusSummary = responses.locator('summary').filter({ hasText: new RegExp(`^\\s*${errorStatus}(?!\\d)`) });
    const errorGroup = statusSummary.locator('xpath=..');
    const summary = errorGroup
      .locator('summary')
      .filter({ has: page.getByText(nestedName, { exact: true }) })
      .first();
    const child = errorGroup.getByText(children[0]!, { exact: true }).first();

    // The error response starts closed; Enter on its summary opens it.
    expect(await summary.isVisible()).toBe(false);
    await statusSummary.focus();
    await page.keyboard.press('Enter');
    await summary.waitFor({ state: 'visible', timeout: 2_000 });

    // The nested field starts closed: its children are not shown.
    expect(await child.isVisible(), `${children[0]} before opening ${nestedName}`).toBe(false);
    await summary.focus();
    await page.keyboard.press('Enter');
    await child.waitFor({ state: 'visible', timeout: 2_000 });
    for (const name of children) expect(await errorGroup.getByText(name, { exact: true }).first().isVisible(), name).toBe(true);
    await page.keyboard.press('Space');
    await child.waitFor({ state: 'hidden', timeout: 2_000 });
    await page.keyboard.press('Space');
    await child.waitFor({ state: 'visible', timeout: 2_000 });
    await page.keyboard.press('Enter');
    await child.waitFor({ state: 'hidden', timeout: 2_000 });
    expect(await summary.evaluate((el) => el === document.activeElement), 'focus stays on the summary').toBe(true);
    await page.context().close();
  });

  it('lists the responses of every operation by status code in numeric order, the first success open', async () => {
    const page = await site.newPage();
    for (const op of spec.operations) {
      await page.goto(site.url + op.route);
      const responses = page.getByRole('region', { name: strings.api.responses });
      const summaries = responses.locator('summary').filter({ hasText: /^\s*(\d{3}(?!\d)|default)/ });
      const shown = await summaries.evaluateAll((list) =>
        list.map((summary) => ({
          status: /^\s*(\d{3}|default)/.exec(summary.textContent ?? '')![1]!,
          open: (summary.parentElement as HTMLDetailsElement).open,
        })),
      );
      const expected = [...op.statuses].sort(byStatus);
      expect(
        shown.map((r) => r.status),
        `responses of ${op.route}`,
      ).toEqual(expected);
      // The success the spec lists first (201 before a "200 replayed" on /api/person-coin-register) starts open.
      const firstSuccess = op.statuses.find((s) => s.startsWith('2')) ?? expected[0];
      expect(
        shown.filter((r) => r.open).map((r) => r.status),
        `open responses of ${op.route}`,
      ).toEqual([firstSuccess]);
    }
    await page.context().close();
  });
});

describe('sidebar of the API reference (1280 px)', () => {
  it('starts with the guides, then one category per tag with its operations and their method badges', async () => {
    const page = await site.newPage({ viewport: DESKTOP });
    const current = operation('person-coin-register');
    await page.goto(site.url + current.route);
    const nav = sidebarNav(page);
    await nav.waitFor({ state: 'visible' });

    // Top level: three pages, then the tag categories in the spec's order.
    const links = await nav.getByRole('link').all();
    const first = await Promise.all(
      links.slice(0, 3).map(async (link) => [(await link.innerText()).trim(), pathOf(await link.getAttribute('href'), site.url)]),
    );
    expect(first).toEqual([
      ['Vamos Começar', '/api/introduction'],
      ['Visão geral', '/api/overview'],
      ['Integração', '/api/integration'],
    ]);
    expect(spec.tags).toEqual(['Pessoas', 'Coins', 'Produtos', 'Catálogo']);
    const categories = nav.getByRole('button');
    expect((await categories.allInnerTexts()).map((t) => t.trim())).toEqual(spec.tags);

    // Each category holds the operations of its tag, in the spec's order, each entry starting with its method badge.
    for (const tag of spec.tags) {
      const button = nav.getByRole('button', { name: tag, exact: true });
      expect(await button.getAttribute('aria-expanded'), `category ${tag} is open`).toBe('true');
      const list = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      const entries = await list.getByRole('link').all();
      const expected = spec.operations.filter((op) => op.tag === tag);
      expect(entries.length, `operations under ${tag}`).toBe(expected.length);
      for (const [index, op] of expected.entries()) {
        const link = entries[index]!;
        expect(pathOf(await link.getAttribute('href'), site.url), `entry ${index + 1} of ${tag}`).toBe(op.route);
        const text = (await link.innerText()).trim();
        expect(text.startsWith(op.method), `"${text}" starts with its method badge ${op.method}`).toBe(true);
        expect(text.slice(op.method.length).trim()).toBe(op.summary);
        // The badge is its own element, read separately from the title.
        expect(await link.getByText(op.method, { exact: true }).isVisible(), `${op.method} badge of ${op.route}`).toBe(true);
      }
    }
    // Nothing else: the three pages plus the operations, and the info page is not among them.
    expect(links.length).toBe(3 + spec.operations.length);
    expect(await nav.locator(`a[href$="${INFO_ROUTE}"]`).count(), 'link to the info page in the sidebar').toBe(0);

    // The current operation, and only it, is marked as the current page.
    const marked = await nav.locator('[aria-current="page"]').all();
    expect(await Promise.all(marked.map(async (el) => pathOf(await el.getAttribute('href'), site.url)))).toEqual([current.route]);
    await page.context().close();
  });
});

describe('rendered text of the API pages', () => {
  const routes = () => [...spec.operations.map((op) => op.route), INFO_ROUTE];

  it('shows no raw Markdown (backticks, **) outside code', async () => {
    const page = await site.newPage();
    const raw: string[] = [];
    for (const route of routes()) {
      await page.goto(site.url + route);
      const found = await page.getByRole('main').evaluate((main) => {
        const hits: string[] = [];
        const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement!;
          if (parent.closest('pre, code') || !parent.getClientRects().length) continue;
          const text = node.textContent ?? '';
          const at = text.search(/`[^`\s][^`]*`|\*\*[^*\s][^*]*\*\*/);
          if (at >= 0) hits.push(text.slice(Math.max(0, at - 30), at + 50).replace(/\s+/g, ' '));
        }
        return hits;
      });
      raw.push(...found.map((hit) => `${route}: …${hit}…`));
    }
    expect(raw, 'Markdown shown as typed instead of rendered').toEqual([]);
    await page.context().close();
  });

  it('gives search engines and link previews a plain-text description', async () => {
    const page = await site.newPage();
    const marked: string[] = [];
    for (const route of routes()) {
      await page.goto(site.url + route);
      for (const selector of ['meta[name="description"]', 'meta[property="og:description"]']) {
        const content = (await page.locator(selector).getAttribute('content')) ?? '';
        expect(content.length, `${selector} of ${route}`).toBeGreaterThan(20);
        if (/<\/?[a-z][^>]*>/i.test(content)) marked.push(`${route} ${selector}: ${content.slice(0, 80)}…`);
      }
    }
    expect(marked, 'descriptions with HTML markup').toEqual([]);
    await page.context().close();
  });

  it('uses each id once, so in-page links and aria-labelledby point at the right element', async () => {
    const page = await site.newPage();
    const duplicated: string[] = [];
    for (const route of routes()) {
      await page.goto(site.url + route);
      const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((el) => el.id));
      const twice = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
      duplicated.push(...twice.map((id) => `${route}: id="${id}" used ${ids.filter((x) => x === id).length} times`));
    }
    expect(duplicated, 'duplicated ids').toEqual([]);
    await page.context().close();
  });
});
