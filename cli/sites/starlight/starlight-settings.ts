// The Starlight options readers see besides the sidebar: the title, the description, the logo and favicon, the social
// links, edit links and dates, the tags of every page's head, as docsgen's fields; and a warning for each option docsgen does not follow.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SOCIAL_ICONS, type UserConfig } from '../../config/schema.js';
import { isRecord, type ReadingWarnings, stringAt } from '../config-data.js';
import { starlightHead } from '../site-head.js';

export interface SettingsReading {
  root: string;
  file: string;
  warnings: ReadingWarnings;
  /** The static folder (Astro's `publicDir`), relative to the root. */
  staticDir: string;
  /** The default locale's language tag: the title may be given by language. */
  lang: string;
}

/** Starlight's title, description, logo, favicon, social links, edit links and dates as docsgen's fields. */
export function starlightSettings(options: Record<string, unknown>, context: SettingsReading): UserConfig {
  const { file, warnings } = context;
  const title = titleOf(options.title, context);
  const tagline = stringAt(options.description, file, 'description', warnings);
  const logo = logoOf(options.logo, context);
  const favicon = faviconOf(options.favicon, context);
  const socialLinks = socialLinksOf(options.social, context);
  const editLink = isRecord(options.editLink) ? options.editLink : {};
  const editUrl = stringAt(editLink.baseUrl, file, 'editLink.baseUrl', warnings);
  const head = starlightHead(options.head, file, warnings);
  unsupportedOptions(options, context);
  return {
    ...(title !== undefined ? { title } : {}),
    ...(tagline !== undefined ? { tagline } : {}),
    ...(logo ? { logo } : {}),
    ...(favicon ? { favicon } : {}),
    ...(socialLinks.length > 0 ? { socialLinks } : {}),
    // Starlight appends the file's path from the project root, as docsgen does without `:path`.
    ...(editUrl ? { editUrl } : {}),
    ...(options.lastUpdated === true ? { lastUpdated: true } : {}),
    ...(head.length > 0 ? { head } : {}),
  };
}

/** `title`: a string, or one by language tag (the default locale's is the site's). */
function titleOf(value: unknown, { file, warnings, lang }: SettingsReading): string | undefined {
  if (!isRecord(value)) return stringAt(value, file, 'title', warnings);
  const own = value[lang] ?? Object.values(value)[0];
  return typeof own === 'string' ? own : stringAt(own, file, `title.${lang}`, warnings);
}

/**
 * `logo`: `{ src }` or `{ light, dark }`, image files of the project. docsgen shows a logo from its static folder only:
 * one Astro imports from elsewhere (src/assets) is warned of, and the navbar shows the title.
 */
function logoOf(value: unknown, context: SettingsReading): UserConfig['logo'] {
  if (value === undefined) return undefined;
  const { file, warnings } = context;
  if (!isRecord(value)) {
    warnings.unreadable(file, 'logo', value);
    return undefined;
  }
  const field = typeof value.src === 'string' ? 'logo.src' : 'logo.light';
  const src = stringAt(value.src ?? value.light, file, field, warnings);
  if (src === undefined) return undefined;
  const inStatic = underStatic(src, context);
  if (inStatic === undefined) {
    warnings.unsupported(
      file,
      field,
      `the logo "${src}" is not in the static folder (${context.staticDir}/), which is the only place docsgen takes a logo from: the navbar shows the title (copy the image into ${context.staticDir}/ and set \`logo\` in a docsgen.config.ts beside it)`,
    );
    return undefined;
  }
  const srcDark = darkLogoOf(value, inStatic, context);
  return { src: inStatic, ...(srcDark ? { srcDark } : {}), ...(typeof value.alt === 'string' && value.alt ? { alt: value.alt } : {}) };
}

/** `logo.dark`, shown in dark mode: like the light one, a file of the static folder. */
function darkLogoOf(value: Record<string, unknown>, light: string, context: SettingsReading): string | undefined {
  if (typeof value.dark !== 'string' || value.dark === value.light) return undefined;
  const inStatic = underStatic(value.dark, context);
  if (inStatic !== undefined) return inStatic === light ? undefined : inStatic;
  context.warnings.unsupported(
    context.file,
    'logo.dark',
    `the dark logo "${value.dark}" is not in the static folder (${context.staticDir}/): dark mode shows the light one`,
  );
  return undefined;
}

/** `favicon`: a file of the static folder, "/favicon.svg" by default (taken only when it is there). */
function faviconOf(value: unknown, context: SettingsReading): string | undefined {
  const written = stringAt(value, context.file, 'favicon', context.warnings);
  const inStatic = underStatic(`/${(written ?? 'favicon.svg').replace(/^\/+/, '')}`, context, true);
  if (inStatic === undefined && written !== undefined)
    context.warnings.unsupported(
      context.file,
      'favicon',
      `"${written}" is not a file of the static folder (${context.staticDir}/): the site has no favicon`,
    );
  return inStatic;
}

/**
 * The path under the static folder of an image the config names: "/src/assets/x.svg" and "./public/x.svg" are from the
 * project root; with `fromStatic`, "/favicon.svg" is from the static folder (Starlight's favicon). Undefined when the
 * file is not in the static folder.
 */
function underStatic(src: string, { root, staticDir }: SettingsReading, fromStatic = false): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(src)) return undefined;
  const relative = src.replace(/^\.?\/+/, '');
  const inStatic = fromStatic ? relative : path.posix.relative(staticDir, path.posix.normalize(relative));
  if (!inStatic || inStatic.startsWith('..') || path.posix.isAbsolute(inStatic)) return undefined;
  return existsSync(path.join(root, staticDir, inStatic)) ? inStatic : undefined;
}

/** Starlight's icon names that docsgen spells otherwise. */
const ICON_NAMES: Record<string, string> = { 'x.com': 'x', blueSky: 'bluesky', stackOverflow: 'stackoverflow' };

type SocialLink = NonNullable<UserConfig['socialLinks']>[number];

/** `social`: `[{ icon, label, href }]` (Starlight 0.33 and later), or the older `{ github: 'https://…' }`. */
function socialLinksOf(value: unknown, { file, warnings }: SettingsReading): SocialLink[] {
  if (value === undefined) return [];
  const entries = Array.isArray(value)
    ? value.map((link, i) => ({ link, field: `social[${i}]` }))
    : isRecord(value)
      ? Object.entries(value).map(([icon, href]) => ({ link: { icon, href } as unknown, field: `social.${icon}` }))
      : undefined;
  if (!entries) {
    warnings.unreadable(file, 'social', value);
    return [];
  }
  return entries.flatMap(({ link, field }) => {
    if (!isRecord(link) || typeof link.icon !== 'string' || typeof link.href !== 'string' || !/^https?:\/\//.test(link.href)) {
      warnings.unreadable(file, field, link, 'the link is left out');
      return [];
    }
    const icon = ICON_NAMES[link.icon] ?? link.icon.toLowerCase();
    if (!(SOCIAL_ICONS as readonly string[]).includes(icon)) {
      warnings.unsupported(
        file,
        `${field}.icon`,
        `docsgen has no "${link.icon}" icon (it has ${SOCIAL_ICONS.join(', ')}): the link is left out`,
      );
      return [];
    }
    const label = typeof link.label === 'string' && link.label ? { label: link.label } : {};
    return [{ icon: icon as SocialLink['icon'], href: link.href, ...label }];
  });
}

/** Options that change what readers see, which docsgen does not follow: each is named once. */
const UNSUPPORTED: Record<string, string> = {
  components: "Starlight's components it replaces are not run: pages have docsgen's layout",
  plugins: 'Starlight plugins are not run: what they add or change is not there',
  routeMiddleware: 'route middleware is not run: what it changes of pages (sidebar, titles) is not there',
  expressiveCode: "code blocks are highlighted by docsgen, without Expressive Code's options",
};

function unsupportedOptions(options: Record<string, unknown>, { file, warnings }: SettingsReading): void {
  for (const [field, what] of Object.entries(UNSUPPORTED)) {
    const value = options[field];
    const empty = value === undefined || value === false || (Array.isArray(value) && value.length === 0);
    if (!empty) warnings.unsupported(file, field, what);
  }
  if (options.pagination === false) warnings.unsupported(file, 'pagination', 'pages keep their previous and next links');
  if (options.pagefind === false) warnings.unsupported(file, 'pagefind', "docsgen's own search stays on");
  const toc = options.tableOfContents;
  const levels = isRecord(toc) ? [toc.minHeadingLevel ?? 2, toc.maxHeadingLevel ?? 3] : [2, 3];
  if (toc === false || levels[0] !== 2 || levels[1] !== 3)
    warnings.unsupported(file, 'tableOfContents', 'the table of contents lists h2 and h3, as docsgen always does');
}
