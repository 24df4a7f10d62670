// Filling in the interface strings' templates. Pure and tiny, because the browser runs it too.

/** CLDR's plural categories: the forms a language's counts take (`Intl.PluralRules`). */
export type PluralCategory = Intl.LDMLPluralRule;

/**
 * A count's wording in the categories its language has: Japanese only `other`, English `one` and `other`, Russian
 * `one`, `few`, `many` and `other`, Arabic all six. `other` is always there: the form for a category a table leaves out.
 */
export type PluralForms<C extends PluralCategory = 'other'> = { [K in C | 'other']: string } & {
  [K in Exclude<PluralCategory, C | 'other'>]?: string;
};

const PLACEHOLDER = /\{(\w+)\}/g;

/** The template with each `{name}` replaced by its value; a placeholder without a value stays as written, so it shows. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

/**
 * The form for `count` in the language of `locale` (a BCP 47 tag, the site's), as `Intl.PluralRules` picks it, with
 * `{count}` and the other values filled in. A category the forms lack falls back to `other`.
 */
export function plural(locale: string, forms: PluralForms, count: number, values: Record<string, string | number> = {}): string {
  const category = new Intl.PluralRules(pluralRulesLocale(locale)).select(count);
  return format(forms[category] ?? forms.other, { ...values, count });
}

/**
 * The locale whose plural rules a site's counts follow. Portuguese counts follow European Portuguese's rule (`one` for
 * exactly 1): CLDR's Brazilian rule also puts 0 in `one`, and "0 resultado" is not how a count of nothing reads
 * ("zero" takes the plural: "0 resultados", as docsgen has always said it).
 */
export function pluralRulesLocale(locale: string): string {
  return /^pt(?:-br)?$/i.test(locale) ? 'pt-PT' : locale;
}

/** The placeholder names a template uses, in order of first use: what an override may use (config validation). */
export function placeholders(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1]!))];
}

/** Items as a sentence says them: "A", "A e B", "A, B e C" (`and` is the table's word for the last join). */
export function joinList(items: string[], and: string): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}
