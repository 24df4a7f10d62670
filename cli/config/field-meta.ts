// What the config schema says about each field beyond its type, read back by the error messages and the README's
// config reference. Zod keeps `.meta()` in its global registry; declaring the keys here makes them type-checked.
import { z } from 'zod';

declare module 'zod' {
  interface GlobalMeta {
    /** One line on what the field does: the README's "meaning" column. (JSON Schema's own key.) */
    description?: string;
    /** Name of a type described in a table of its own (e.g. "SidebarItem"), instead of inline. */
    title?: string;
    /** What an error says the field must be, when its type alone says too little (e.g. "a path such as "/""). */
    allowed?: string;
    /** The default as the README states it, when it is computed at resolve time rather than a fixed value. */
    defaultText?: string;
    /** Placeholder for a record's keys in paths and types: "id" gives `sidebars.<id>`. */
    key?: string;
    /** The hint of an error about this field's type, when the field's description is not the best one. */
    hint?: string;
    /** The README gives the field one row, not one per nested key (the interface strings: their list is the table's). */
    collapsed?: boolean;
    /** The hint for an unknown key of this object, when a key deserves more than "did you mean". */
    unknownKeyHint?: (key: string) => string | undefined;
  }
}

/** The meta of a schema, or an empty one. */
export function metaOf(schema: z.ZodType): z.GlobalMeta {
  return z.globalRegistry.get(schema) ?? {};
}
