// The schema trees as a reader meets them in the browser: the catalogue page's allOf (Pagination plus its own `data`)
// shown as one list of fields in the open 200 response of /api/catalogo. Expectations come from the spec.
import { describe, expect, it } from 'vitest';
import { format, joinList } from '../../shared/i18n/format.js';
import { PT_STRINGS as strings } from '../../shared/i18n/strings.pt.js';
import { operation, readSpec, responseSchema } from './support/openapi.js';
import { useSite } from './support/site.js';

const site = useSite();

describe('a merged allOf (GET /api/catalogo, 200)', () => {
  it('lists the fields of every part as one list, data among them, and names the parts once', async () => {
    const op = operation('catalogo');
    const spec = readSpec();
    const componentOf = (ref: unknown): string => String(ref).split('/').pop()!;
    const response = spec.resolve((op.raw.responses as Record<string, unknown>)['200']);
    const media = Object.values(response.content as Record<string, { schema: { $ref: string } }>)[0]!;
    const pageName = componentOf(media.schema.$ref);
    const parts = responseSchema(op, '200').allOf as Array<Record<string, unknown>>;
    // Each part's fields, in order: a $ref part's from its component, an inline part's as written.
    const fields = parts.flatMap((part) => Object.keys(spec.resolve(part).properties as object));
    expect(fields).toContain('data');
    const partNames = parts.map((part) => (part.$ref ? componentOf(part.$ref) : pageName));

    const page = await site.newPage();
    await page.goto(site.url + op.route);
    const responses = page.getByRole('region', { name: strings.api.responses });
    const tree = responses.locator('#schema-200');
    for (const field of fields) {
      expect(await tree.getByRole('code').getByText(field, { exact: true }).first().isVisible(), `field ${field}`).toBe(true);
    }
    const note = format(strings.api.mergedFrom, { parts: joinList(partNames, strings.api.and) });
    expect(note).toBe('Combina Pagination e CatalogPage');
    expect(await tree.getByText(note, { exact: true }).isVisible()).toBe(true);
    expect(await tree.getByText(/Opção \d|allOf/).count(), 'no "Opção N" nor "allOf" label').toBe(0);
    await page.context().close();
  });
});
