// Filling in the interface strings' templates. Pure and tiny, because the browser runs it too.

/** A count's wording: `one` for exactly 1, `other` for every other count (0 included, as Portuguese, English and Spanish say it). */
export interface PluralForms {
  one: string;
  other: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The template with each `{name}` replaced by its value; a placeholder without a value stays as written, so it shows. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

/** The form for `count`, with `{count}` and the other values filled in. */
export function plural(forms: PluralForms, count: number, values: Record<string, string | number> = {}): string {
  return format(count === 1 ? forms.one : forms.other, { ...values, count });
}

/** The placeholder names a template uses, in order of first use: what an override may use (config validation). */
export function placeholders(template: string): string[] {
  return [...new Set(Array.from(template.matchAll(PLACEHOLDER), (match) => match[1]!))];
}
