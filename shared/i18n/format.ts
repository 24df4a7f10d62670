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

/** Items as a sentence says them: "A", "A e B", "A, B e C" (`and` is the table's word for the last join). */
export function joinList(items: string[], and: string): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}
