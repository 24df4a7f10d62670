import type { SchemaNode } from '../../shared/model/api.js';
import { isSchema, type Schema } from './schema-object.js';

/** An alternative as the page labels it, beside the schema object it came from. */
export interface LabelledOption {
  schema: Schema;
  label: string;
}

/** The component a mapping names: "#/components/schemas/Card" and "Card" both mean Card. */
function componentOf(ref: string): string {
  const last = ref.split('/').pop() ?? ref;
  return last.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * The discriminator as the page shows it: the property that chooses, and each of its values with the alternative it
 * chooses. The spec's mapping when it writes one; else OpenAPI's implicit one, each named alternative by its name.
 */
export function discriminatorOf(
  schema: Schema,
  options: LabelledOption[],
  names: Map<object, string>,
): SchemaNode['discriminator'] | undefined {
  const discriminator = schema.discriminator;
  if (!isSchema(discriminator) || typeof discriminator.propertyName !== 'string') return undefined;
  const labelOf = (component: string): string => options.find((o) => names.get(o.schema) === component)?.label ?? component;
  const mapping = isSchema(discriminator.mapping)
    ? Object.entries(discriminator.mapping)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([value, ref]) => ({ value, target: labelOf(componentOf(ref)) }))
    : options.flatMap((option) => {
        const name = names.get(option.schema);
        return name ? [{ value: name, target: option.label }] : [];
      });
  return { property: discriminator.propertyName, mapping };
}
