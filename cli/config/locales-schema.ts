// Locales as the config writes them (docs/design/versions.md): the languages the docs are written in, each a folder of
// translated pages at its own route, the default one at the site's. Close to Docusaurus's `i18n` (`defaultLocale`,
// `locales`, `localeConfigs.<code>.{label,htmlLang,direction,path}`), VitePress's and Starlight's `locales`.
import { z } from 'zod';
import { footerColumn, navbarItem } from './link-schemas.js';
import { sidebar } from './sidebar-schema.js';

/** zod's kind of issue for a check of the config's own (not a docsgen error code: docs/errors.md lists those). */
const ZOD_CUSTOM = 'custom';

const locale = z
  .strictObject({
    code: z
      .string()
      .min(1)
      .refine((code) => !/[/\\\s]/.test(code), { message: 'a locale code holds no slash or space', params: { said: true } })
      .meta({ description: 'Its key: `"fr"`, `"pt-BR"`, `"zh-Hans"`; other locales\' routes start with it.' }),
    label: z.string().min(1).optional().meta({
      description: 'Its name in the language menu.',
      defaultText: 'the language\'s own name (`"Français"`, `"日本語"`)',
    }),
    lang: z.string().min(1).optional().meta({
      description:
        'Its BCP 47 tag, for `<html lang>` and `hreflang` (`"en-US"`); it also picks the interface strings\' table (`"pt-BR"` → pt; a language docsgen has none for gets English, with `locale-strings-missing`).',
      defaultText: 'the `code`',
    }),
    dir: z.enum(['ltr', 'rtl']).optional().meta({
      description: 'Which way its pages are written: `"rtl"` for Arabic, Hebrew, Persian.',
      defaultText: 'the language\'s own (`"rtl"` for ar, he, fa, ur…, else `"ltr"`)',
    }),
    path: z.string().optional().meta({
      description: 'Its part of the route, after `contentRoute`: `"fr"` publishes its `intro.md` at `/fr/intro`; `""` at the site\'s own.',
      defaultText: '`""` for the `default` locale, else the `code`',
    }),
    contentDir: z.string().min(1).optional().meta({
      description:
        "Its pages' folder, relative to the site folder. A page it lacks is the default locale's, shown untranslated; the folder may be missing (every page untranslated).",
      defaultText: '`contentDir` for the `default` locale, else `"i18n/<code>"` (docsgen\'s own convention)',
      allowed: 'a folder path',
    }),
    sidebars: z.record(z.string(), sidebar).optional().meta({
      key: 'id',
      description: "Its sidebars by id, as the config's `sidebars` (doc ids are its folder's).",
      defaultText: "the config's `sidebars`",
      collapsed: true,
    }),
    navbar: z.array(navbarItem).optional().meta({
      description: "Its navbar's links and menus, in its language (their routes the locale's own: `/fr/guide`).",
      defaultText: "the config's `navbar.items`",
    }),
    footer: z
      .strictObject({
        copyright: z.string().optional().meta({ description: "The footer's last line, in its language." }),
        links: z.array(footerColumn).optional().meta({ description: 'Its columns of links.' }),
      })
      .optional()
      .meta({ description: 'Its footer, in its language.', defaultText: "the config's `footer`" }),
    exclude: z.array(z.string()).optional().meta({
      description:
        'Glob patterns, relative to its `contentDir`, of files that are not its pages: for a default locale whose folder holds the other locales\' folders (`["fr/**"]`).',
      defaultText: 'none',
    }),
  })
  .meta({ description: 'One language of the docs.' });

/** A locale's route part as the config gives it or by default: "" for the default locale, else its code. */
export function localeRoutePart(entry: { code: string; path?: string | undefined }, defaultCode: string): string {
  return (entry.path ?? (entry.code === defaultCode ? '' : entry.code)).replace(/^\/+|\/+$/g, '');
}

export const localesSchema = z
  .strictObject({
    default: z.string().min(1).meta({ description: "The `code` of the language readers get at the site's route." }),
    list: z.array(locale).min(1).meta({ description: 'The languages, the default one among them; the menu lists them in this order.' }),
  })
  .superRefine((locales, ctx) => {
    const codes = locales.list.map((entry) => entry.code);
    const parts = locales.list.map((entry) => localeRoutePart(entry, locales.default));
    locales.list.forEach((entry, at) => {
      const issue = (field: string, message: string) =>
        ctx.addIssue({ code: ZOD_CUSTOM, params: { said: true }, path: ['list', at, field], message });
      if (codes.indexOf(entry.code) !== at) issue('code', `the locale "${entry.code}" is listed twice`);
      else if (parts.indexOf(parts[at]!) !== at)
        issue(
          'path',
          `"${entry.code}" has the route part "${parts[at]}" of "${codes[parts.indexOf(parts[at]!)]}": give one of them another \`path\``,
        );
    });
    if (!codes.includes(locales.default))
      ctx.addIssue({
        code: ZOD_CUSTOM,
        params: { said: true },
        path: ['default'],
        message: `"${locales.default}" is no listed locale (${codes.map((code) => `"${code}"`).join(', ')})`,
      });
  })
  .optional()
  .meta({
    description:
      "Languages of the docs, each its own folder of pages at its own route, with a language menu (docs/design/versions.md). Read from a Docusaurus site's `i18n`, a VitePress or Starlight site's `locales`. Each locale's interface strings are its `lang`'s table: with `locales`, the default locale's table is the interface language and `locale` is not read. A page a locale has no translation of is published in it in the default language, with a notice.",
  });

export type LocalesConfig = z.input<typeof localesSchema>;
