// `themeConfig.navbar` in docsgen's shape: links (`to`, `href`, a doc, a sidebar's first page), dropdowns as menus,
// GitHub and other icon-only links as social links, the logo. Left items come before right ones, as Docusaurus shows
// them; the search box, the language and version menus are docsgen's own (or another issue's), so they are skipped.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SidebarConfig, SidebarItemConfig, UserConfig } from '../../config/schema.js';
import { SOCIAL_ICONS } from '../../config/schema.js';
import { isRecord, stringAt, type ReadingWarnings } from '../config-data.js';
import type { DocIndex } from './doc-index.js';
import { unknownDoc } from './docusaurus-sidebars.js';

type NavbarItem = NonNullable<UserConfig['navbar']>['items'][number];
type LinkItem = { label: string; to: string };
type SocialLink = NonNullable<UserConfig['socialLinks']>[number];

/** What links are resolved against: the docs, the sidebars, the static folder. */
export interface LinkContext {
  file: string;
  index: DocIndex;
  sidebars: Record<string, SidebarConfig>;
  warnings: ReadingWarnings;
  /** The site's `baseUrl` ("/widgets/"): an `href` written with it names a route, which docsgen puts under it again. */
  baseUrl: string;
}

/** A site path written with the base URL in it ("/widgets/blog", as `href` and HTML give them) as a route ("/blog"). */
export function withoutBase(href: string, baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return base && (href === base || href.startsWith(`${base}/`)) ? href.slice(base.length) || '/' : href;
}

/** Navbar items Docusaurus draws itself, which docsgen has (search) or leaves to the versions-and-locales issue. */
const SKIPPED: ReadonlySet<string> = new Set(['search', 'localeDropdown', 'docsVersionDropdown', 'docsVersion']);

/** Hosts whose links an icon stands for. */
const ICON_HOSTS: Array<[RegExp, SocialLink['icon']]> = [
  [/(^|\.)github\.com$/, 'github'],
  [/(^|\.)gitlab\.com$/, 'gitlab'],
  [/(^|\.)bitbucket\.org$/, 'bitbucket'],
  [/(^|\.)discord\.(gg|com)$/, 'discord'],
  [/(^|\.)x\.com$/, 'x'],
  [/(^|\.)twitter\.com$/, 'twitter'],
  [/(^|\.)bsky\.app$/, 'bluesky'],
  [/(^|\.)stackoverflow\.com$/, 'stackoverflow'],
  [/(^|\.)npmjs\.com$/, 'npm'],
  [/(^|\.)youtube\.com$/, 'youtube'],
  [/(^|\.)linkedin\.com$/, 'linkedin'],
  [/(^|\.)slack\.com$/, 'slack'],
];

/** The navbar's links and menus, and its social links, in the order Docusaurus shows them. */
export function navbarOf(navbar: unknown, ctx: LinkContext): { items: NavbarItem[]; socialLinks: SocialLink[] } {
  const items: NavbarItem[] = [];
  const socialLinks: SocialLink[] = [];
  if (navbar === undefined) return { items, socialLinks };
  const list = isRecord(navbar) ? navbar.items : undefined;
  if (!Array.isArray(list)) {
    if (list !== undefined) ctx.warnings.unreadable(ctx.file, 'themeConfig.navbar.items', list);
    return { items, socialLinks };
  }
  const placed = list.map((item, at) => ({ item, at, right: isRecord(item) && item.position === 'right' }));
  for (const { item, at } of [...placed.filter((one) => !one.right), ...placed.filter((one) => one.right)]) {
    const where = `themeConfig.navbar.items[${at}]`;
    const social = socialLinkOf(item);
    if (social) socialLinks.push(social);
    else items.push(...navbarItem(item, where, ctx));
  }
  return { items, socialLinks };
}

/** A link to GitHub, or a link with an icon and no text (`className: 'header-github-link'`), as a social link. */
function socialLinkOf(item: unknown): SocialLink | undefined {
  if (!isRecord(item) || typeof item.href !== 'string' || item.type !== undefined) return undefined;
  let host: string;
  try {
    host = new URL(item.href).hostname;
  } catch {
    return undefined;
  }
  const icon = ICON_HOSTS.find(([pattern]) => pattern.test(host))?.[1];
  if (!icon || !(SOCIAL_ICONS as readonly string[]).includes(icon)) return undefined;
  // A labelled link to another service stays a link; GitHub's is the navbar's icon whatever its text.
  if (typeof item.label === 'string' && item.label !== '' && icon !== 'github') return undefined;
  const label = typeof item['aria-label'] === 'string' ? item['aria-label'] : typeof item.label === 'string' ? item.label : undefined;
  return { icon, href: item.href, ...(label ? { label } : {}) };
}

function navbarItem(item: unknown, where: string, ctx: LinkContext): NavbarItem[] {
  if (!isRecord(item)) {
    ctx.warnings.unreadable(ctx.file, where, item, 'this item is left out');
    return [];
  }
  const type = typeof item.type === 'string' ? item.type : 'default';
  if (SKIPPED.has(type)) return [];
  if (type === 'dropdown') {
    const label = stringAt(item.label, ctx.file, `${where}.label`, ctx.warnings);
    const links = Array.isArray(item.items) ? item.items.flatMap((one, i) => linkItem(one, `${where}.items[${i}]`, ctx)) : [];
    if (label && links.length > 0) return [{ label, items: links }];
    ctx.warnings.unreadable(ctx.file, where, item, 'a menu needs a label and links: it is left out');
    return [];
  }
  return linkItem(item, where, ctx);
}

/**
 * A link of the navbar or a menu (`to`, `href`, `type: 'doc'` or `type: 'docSidebar'`), or of the footer, whose links
 * Docusaurus reads by `to` and `href` alone (a `type` there is ignored).
 */
export function linkItem(item: unknown, where: string, ctx: LinkContext, { footer = false } = {}): LinkItem[] {
  if (!isRecord(item)) {
    ctx.warnings.unreadable(ctx.file, where, item, 'this link is left out');
    return [];
  }
  const type = typeof item.type === 'string' && !footer ? item.type : 'default';
  if (SKIPPED.has(type)) return [];
  if (type === 'html' || item.html !== undefined) {
    ctx.warnings.unsupported(ctx.file, where, 'an `html` item is not shown: docsgen shows links');
    return [];
  }
  const target = linkTarget(item, type, where, ctx);
  if (!target) return [];
  const label = typeof item.label === 'string' ? item.label : target.label;
  if (!label) {
    ctx.warnings.unreadable(ctx.file, where, item, 'a link needs a label: it is left out');
    return [];
  }
  return [{ label, to: target.to }];
}

/** Where a link goes, and what it says when the item gives no label (a doc's id, a sidebar's first page's). */
function linkTarget(
  item: Record<string, unknown>,
  type: string,
  where: string,
  ctx: LinkContext,
): { to: string; label?: string } | undefined {
  if (type === 'doc') {
    const doc = typeof item.docId === 'string' ? ctx.index.docs.get(item.docId) : undefined;
    if (!doc) ctx.warnings.add(unknownDoc(ctx.file, where, item.docId));
    return doc && { to: doc.route, label: doc.id };
  }
  if (type === 'docSidebar') {
    const sidebar = typeof item.sidebarId === 'string' ? ctx.sidebars[item.sidebarId] : undefined;
    const first = sidebar && firstDoc(sidebar.items, ctx.index);
    if (!first)
      ctx.warnings.unreadable(ctx.file, `${where}.sidebarId`, item.sidebarId, 'it names no sidebar with a page: the link is left out');
    return first && { to: first.route, label: first.title };
  }
  if (type !== 'default') {
    ctx.warnings.unsupported(ctx.file, `${where}.type`, `a "${type}" item is not shown: docsgen shows links and menus`);
    return undefined;
  }
  if (typeof item.to === 'string') return { to: /^[a-z]+:|^\/|^#/i.test(item.to) ? item.to : `/${item.to}` };
  if (typeof item.href === 'string') return { to: withoutBase(item.href, ctx.baseUrl) };
  ctx.warnings.unreadable(ctx.file, where, item, 'a link needs `to` or `href`: it is left out');
  return undefined;
}

/** The first page a sidebar's reader reaches: its first doc, a category's own page, a generated folder's first page. */
export function firstDoc(items: readonly SidebarItemConfig[], index: DocIndex): { route: string; title: string; id: string } | undefined {
  for (const item of items) {
    if (typeof item === 'string') return index.docs.get(item);
    if (item.type === 'doc') return index.docs.get(item.id);
    if (item.type === 'category') {
      const found = item.link ? index.docs.get(item.link) : firstDoc(item.items, index);
      if (found) return found;
    }
    if (item.type === 'autogenerated') {
      const prefix = item.dir ? `${item.dir}/` : '';
      const found = [...index.docs.values()].filter((doc) => doc.id.startsWith(prefix)).sort((a, b) => (a.route < b.route ? -1 : 1))[0];
      if (found) return found;
    }
  }
  return undefined;
}

/** The navbar's logo, when its image is a file of the static folder. */
export function logoOf(navbar: unknown, root: string, staticDir: string, ctx: LinkContext): UserConfig['logo'] {
  const logo = isRecord(navbar) ? navbar.logo : undefined;
  if (!isRecord(logo)) return undefined;
  const src = stringAt(logo.src, ctx.file, 'themeConfig.navbar.logo.src', ctx.warnings);
  if (!src) return undefined;
  const rel = src.replace(/^\/+/, '');
  if (/^[a-z]+:/i.test(src) || !existsSync(path.join(root, staticDir, rel))) {
    ctx.warnings.unreadable(ctx.file, 'themeConfig.navbar.logo.src', src, `it is not a file of ${staticDir}/: the navbar has no logo`);
    return undefined;
  }
  const srcDark = darkLogoOf(logo.srcDark, root, staticDir, ctx);
  return { src: rel, ...(srcDark ? { srcDark } : {}), ...(typeof logo.alt === 'string' ? { alt: logo.alt } : {}) };
}

/** `logo.srcDark`: the image dark mode shows, a file of the static folder like `src`. */
function darkLogoOf(value: unknown, root: string, staticDir: string, ctx: LinkContext): string | undefined {
  const src = stringAt(value, ctx.file, 'themeConfig.navbar.logo.srcDark', ctx.warnings);
  if (!src) return undefined;
  const rel = src.replace(/^\/+/, '');
  if (!/^[a-z]+:/i.test(src) && existsSync(path.join(root, staticDir, rel))) return rel;
  ctx.warnings.unreadable(
    ctx.file,
    'themeConfig.navbar.logo.srcDark',
    src,
    `it is not a file of ${staticDir}/: dark mode shows the light logo`,
  );
  return undefined;
}
