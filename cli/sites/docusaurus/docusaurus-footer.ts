// `themeConfig.footer` and `themeConfig.announcementBar` in docsgen's shape: link columns (or one column of a simple
// footer's links), the copyright line and the bar's text as text (Docusaurus lets both hold HTML; docsgen shows text
// and, for the bar, the first link of it after the text).
import type { UserConfig } from '../../config/schema.js';
import { isRecord, stringAt } from '../config-data.js';
import { type LinkContext, linkItem, withoutBase } from './docusaurus-navbar.js';

type Footer = NonNullable<UserConfig['footer']>;
type Column = NonNullable<Footer['links']>[number];

/** The footer's columns and copyright line. */
export function footerOf(footer: unknown, ctx: LinkContext): Footer | undefined {
  if (!isRecord(footer)) return undefined;
  const copyright = stringAt(footer.copyright, ctx.file, 'themeConfig.footer.copyright', ctx.warnings);
  const links = Array.isArray(footer.links) ? columns(footer.links, ctx) : [];
  if (footer.links !== undefined && !Array.isArray(footer.links))
    ctx.warnings.unreadable(ctx.file, 'themeConfig.footer.links', footer.links);
  return { ...(copyright ? { copyright: htmlToText(copyright) } : {}), links };
}

/** Columns `{ title, items }`, or a simple footer's links, which make one column without a title. */
function columns(list: unknown[], ctx: LinkContext): Column[] {
  const where = (i: number) => `themeConfig.footer.links[${i}]`;
  if (list.every((entry) => isRecord(entry) && Array.isArray(entry.items))) {
    return list.flatMap((entry, i) => {
      const column = entry as Record<string, unknown>;
      const items = (column.items as unknown[]).flatMap((item, j) => linkItem(item, `${where(i)}.items[${j}]`, ctx, { footer: true }));
      return items.length > 0 ? [{ ...(typeof column.title === 'string' ? { title: column.title } : {}), items }] : [];
    });
  }
  const items = list.flatMap((item, i) => linkItem(item, where(i), ctx, { footer: true }));
  return items.length > 0 ? [{ items }] : [];
}

/** The bar's text, and its first link after it; undefined without a bar. */
export function announcementOf(bar: unknown, ctx: LinkContext): UserConfig['announcementBar'] {
  if (!isRecord(bar)) return undefined;
  const content = stringAt(bar.content, ctx.file, 'themeConfig.announcementBar.content', ctx.warnings);
  if (!content) return undefined;
  const id = typeof bar.id === 'string' && bar.id !== '' ? bar.id : 'announcement-bar';
  const anchor = /<a\b[^>]*\bhref\s*=\s*(["'])(.*?)\1[^>]*>([\s\S]*?)<\/a>/i.exec(content);
  if (!anchor) return { id, content: htmlToText(content) };
  const text = htmlToText(content.slice(0, anchor.index)).replace(/[\s:,–—-]+$/, '');
  return { id, content: text, link: { href: withoutBase(decodeEntities(anchor[2]!), ctx.baseUrl), label: htmlToText(anchor[3]!) } };
}

/** HTML as the text it shows: tags left out, paragraphs and breaks as spaces, entities decoded. */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?])/g, '$1')
    .trim();
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  copy: '©',
  reg: '®',
  trade: '™',
  mdash: '—',
  ndash: '–',
  hellip: '…',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}
