// The site's look as the config writes it (docs/design/brand-and-build-rules.md): a few design tokens (the brand
// colour per mode, fonts, content width, radius) and the site's own stylesheets, loaded after docsgen's. Readers of
// other generators fill the same fields from `--ifm-*`, `--vp-c-brand-*`, `--sl-*` variables and Material's palette.
import { z } from 'zod';
import { isCssColour } from './brand-colours.js';

const colour = (description: string) =>
  z
    .string()
    .min(1)
    .refine(isCssColour)
    .meta({ description, allowed: 'a CSS colour: `#764abc`, `rgb(118 74 188)`, `oklch(0.5 0.15 300)`, a named colour' });

// Written into a generated CSS rule as given: a `;`, brace or angle bracket would end the rule (or the style sheet).
const fontList = () =>
  z
    .string()
    .regex(/^[^;{}<>\\]+$/)
    .meta({ allowed: 'a CSS `font-family` list, such as `"Inter", system-ui, sans-serif`' });

const cssLength = (description: string, defaultText: string) =>
  z
    .string()
    .regex(/^\d+(\.\d+)?(px|rem|em|ch|vw|%)$|^0$/, 'a CSS length such as "820px" or "52rem"')
    .optional()
    .meta({ description, defaultText });

export const themeSchema = z
  .strictObject({
    colors: z
      .strictObject({
        brand: colour('The brand colour in light mode: links, the active sidebar item, buttons, focus rings.'),
        brandDark: colour('The brand colour in dark mode.').optional().meta({
          defaultText: 'the brand colour made light enough for the dark background (OKLCH lightness ≥ 0.78, its hue kept)',
        }),
        hover: colour('Links and buttons under the pointer, light mode.').optional().meta({
          defaultText: 'the brand colour a step darker',
        }),
        hoverDark: colour('Links and buttons under the pointer, dark mode.').optional().meta({
          defaultText: 'the dark brand colour a step lighter',
        }),
      })
      .optional()
      .meta({
        description:
          'The brand colours. Each is checked against the background it is drawn on for WCAG AA text contrast (4.5:1); a colour under it is used as given and warned `brand-contrast`, with the nearest colour that passes.',
        defaultText: "docsgen's blue (#2e4fb8, dark #9db4ff)",
      }),
    fonts: z
      .strictObject({
        text: fontList().optional().meta({ description: 'The text font, a CSS `font-family` list.', defaultText: "the system's UI font" }),
        code: fontList()
          .optional()
          .meta({ description: 'The code font, a CSS `font-family` list.', defaultText: "the system's monospace font" }),
      })
      .optional()
      .meta({ description: 'Fonts; a web font is loaded by a stylesheet in `css` (its `@font-face` files are bundled with it).' }),
    contentWidth: cssLength("The widest a page's text runs.", '`"820px"`'),
    radius: cssLength('The corner radius of boxes, buttons and code blocks.', '`"8px"`'),
    css: z.array(z.string().min(1)).optional().meta({
      description:
        "The site's own stylesheets, files from the site root (checked), loaded after docsgen's on every page so a rule of yours wins: bundled into one hashed file with the fonts and images they `url()`, allowed by the CSP as a file of the site. An `@import` of another site's URL is warned `theme-css-external` (the CSP blocks it: host the font yourself).",
      defaultText:
        "none; a Docusaurus site's `customCss`, an MkDocs site's `extra_css`, a VitePress theme's CSS imports, a Starlight site's `customCss`",
    }),
  })
  .optional()
  .meta({ description: "The site's look: brand colours, fonts, widths and its own CSS. Absent is docsgen's theme." });
