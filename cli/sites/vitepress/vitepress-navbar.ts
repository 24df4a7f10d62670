// `themeConfig.nav`, `socialLinks` and `footer` as docsgen's navbar, social links and footer. A menu's nested groups
// (`{ text, items }` inside `items`) are flattened into the menu, as docsgen's menus hold links only; `activeMatch` is
// VitePress's way to light an entry, which docsgen does from the route.
import { SOCIAL_ICONS, type UserConfig } from '../../config/schema.js';
import { isRecord, type ReadingWarnings } from '../config-data.js';
import { isExternal, routeOf, stripTags } from './vitepress-links.js';

type NavbarItem = NonNullable<UserConfig['navbar']>['items'][number];
type SocialLink = NonNullable<UserConfig['socialLinks']>[number];
type LinkTo = { label: string; to: string };

/** The navbar's entries: links, and menus of links. */
export function vitepressNavbar(nav: unknown, { file, warnings }: { file: string; warnings: ReadingWarnings }): NavbarItem[] {
  if (nav === undefined || nav === null) return [];
  if (!Array.isArray(nav)) {
    warnings.unreadable(file, 'themeConfig.nav', nav);
    return [];
  }
  return nav.flatMap((item, index): NavbarItem[] => {
    const where = `themeConfig.nav[${index}]`;
    if (isRecord(item) && Array.isArray(item.items)) {
      const label = textOf(item, where, { file, warnings });
      const items = menuLinks(item.items, `${where}.items`, { file, warnings });
      return label === undefined || items.length === 0 ? [] : [{ label, items }];
    }
    return linkOf(item, where, { file, warnings });
  });
}

/** A menu's links, its groups' links in their place. */
function menuLinks(items: unknown[], where: string, reading: { file: string; warnings: ReadingWarnings }): LinkTo[] {
  return items.flatMap((item, index) =>
    isRecord(item) && Array.isArray(item.items)
      ? menuLinks(item.items, `${where}[${index}].items`, reading)
      : linkOf(item, `${where}[${index}]`, reading),
  );
}

/** One `{ text, link }` as a link, or nothing (with a warning) when either cannot be read. */
function linkOf(item: unknown, where: string, reading: { file: string; warnings: ReadingWarnings }): LinkTo[] {
  if (!isRecord(item) || typeof item.link !== 'string') {
    reading.warnings.unreadable(reading.file, where, item, 'the entry is left out');
    return [];
  }
  const label = textOf(item, where, reading);
  return label === undefined ? [] : [{ label, to: isExternal(item.link) ? item.link : routeOf(item.link) }];
}

/** An entry's `text`, or undefined with a warning (a version number read from a package that is not installed). */
function textOf(
  item: Record<string, unknown>,
  where: string,
  { file, warnings }: { file: string; warnings: ReadingWarnings },
): string | undefined {
  if (typeof item.text === 'string') return stripTags(item.text);
  warnings.unreadable(file, `${where}.text`, item.text, 'the entry is left out');
  return undefined;
}

/** VitePress's icon names that docsgen draws under another name. */
const ICON_NAMES: Record<string, SocialLink['icon']> = { twitter: 'twitter', 'x-twitter': 'x', stackoverflow: 'stackoverflow' };

/** `themeConfig.socialLinks`: the icons docsgen draws; an icon of the site's own (`{ svg }`) is left out, with a warning. */
export function vitepressSocialLinks(links: unknown, { file, warnings }: { file: string; warnings: ReadingWarnings }): SocialLink[] {
  if (links === undefined || links === null) return [];
  if (!Array.isArray(links)) {
    warnings.unreadable(file, 'themeConfig.socialLinks', links);
    return [];
  }
  return links.flatMap((link, index): SocialLink[] => {
    const where = `themeConfig.socialLinks[${index}]`;
    if (!isRecord(link) || typeof link.link !== 'string' || !/^https?:\/\//.test(link.link)) {
      warnings.unreadable(file, where, link, 'the link is left out');
      return [];
    }
    const name = typeof link.icon === 'string' ? link.icon.toLowerCase() : undefined;
    const icon = name === undefined ? undefined : (ICON_NAMES[name] ?? (SOCIAL_ICONS as readonly string[]).find((known) => known === name));
    if (!icon) {
      const what = name === undefined ? 'an icon of its own (`{ svg }`)' : `the icon "${name}"`;
      warnings.unsupported(file, `${where}.icon`, `${what} is not one docsgen draws (${SOCIAL_ICONS.join(', ')}): the link is left out`);
      return [];
    }
    const label = typeof link.ariaLabel === 'string' ? { label: link.ariaLabel } : {};
    return [{ icon: icon as SocialLink['icon'], href: link.link, ...label }];
  });
}

/**
 * `themeConfig.footer`: its `message` and `copyright` (HTML in VitePress) as docsgen's copyright line, and the link
 * columns some themes add (`nav: [{ title, items: [{ text, link }] }]`).
 */
export function vitepressFooter(footer: unknown, { file, warnings }: { file: string; warnings: ReadingWarnings }): UserConfig['footer'] {
  if (footer === undefined || footer === null) return undefined;
  if (!isRecord(footer)) {
    warnings.unreadable(file, 'themeConfig.footer', footer);
    return undefined;
  }
  const lines = [footer.message, footer.copyright].filter((line): line is string => typeof line === 'string').map(stripTags);
  const columns = Array.isArray(footer.nav)
    ? footer.nav.flatMap((column, index) => {
        if (!isRecord(column) || !Array.isArray(column.items)) return [];
        const items = menuLinks(column.items, `themeConfig.footer.nav[${index}].items`, { file, warnings });
        return [{ ...(typeof column.title === 'string' ? { title: stripTags(column.title) } : {}), items }];
      })
    : [];
  return {
    ...(lines.length > 0 ? { copyright: lines.join(' ') } : {}),
    ...(columns.length > 0 ? { links: columns } : {}),
  };
}
