// The links of the navbar and the footer as the config writes them: the site's own (schema.ts), and each language's in
// its words (locales-schema.ts).
import { z } from 'zod';

/** A link of the navbar or the footer. */
export const linkTo = z.strictObject({
  label: z.string().meta({ description: "The link's text." }),
  to: z.string().min(1).meta({ description: 'A route of the site (`/guide`) or a URL.' }),
});

/** A navbar entry: a link, or a menu of links. */
export const navbarItem = z.union([
  linkTo.meta({ description: 'A link.' }),
  z.strictObject({
    label: z.string().meta({ description: "The menu's name." }),
    items: z.array(linkTo).min(1).meta({ description: 'Its links, in order.' }),
  }),
]);

/** A column of footer links. */
export const footerColumn = z.strictObject({
  title: z.string().optional().meta({ description: "The column's heading." }),
  items: z.array(linkTo).meta({ description: 'Its links, in order.' }),
});
