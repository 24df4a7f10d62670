// A Docusaurus site's `i18n` as docsgen's `locales`: `defaultLocale` at the site's route, each other locale at
// /<locale>/, with `localeConfigs.<locale>.{label,htmlLang,direction,path}`. A locale's docs are its folder
// `<i18n.path>/<path>/docusaurus-plugin-content-docs/current/`, which may be missing (Docusaurus then shows the default
// locale's pages, as the build will); its sidebars are the default's, their labels translated by that folder's
// `current.json` (`sidebar.<id>.category.<label>`, `.link.`, `.doc.` keys, as `docusaurus write-translations` writes).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LocalesConfig } from '../../config/locales-schema.js';
import type { SidebarConfig, SidebarItemConfig } from '../../config/schema.js';
import { isRecord, type ReadingWarnings, stringAt } from '../config-data.js';

type LocaleEntry = NonNullable<LocalesConfig>['list'][number];

/** The docs plugin's folder in a locale's translations (the default instance's). */
const DOCS_PLUGIN_FOLDER = 'docusaurus-plugin-content-docs';

interface LocalesReading {
  root: string;
  file: string;
  warnings: ReadingWarnings;
  /** The files read: each locale's current.json is added. */
  files: string[];
  /** The current docs' sidebars, which every locale shares. */
  sidebars: Record<string, SidebarConfig>;
  /** The site's navbar items and footer, which a locale's `navbar.json` and `footer.json` translate. */
  navbar?: NavbarItemConfig[];
  footer?: FooterConfig;
}

type NavbarItemConfig = NonNullable<LocaleEntry['navbar']>[number];
type FooterConfig = NonNullable<LocaleEntry['footer']>;

/** The classic theme's folder in a locale's translations: navbar.json, footer.json. */
const THEME_FOLDER = 'docusaurus-theme-classic';

/** The site's locales, or undefined when `i18n` lists one locale or none. */
export function docusaurusLocales(site: Record<string, unknown>, reading: LocalesReading): LocalesConfig {
  const { file, warnings } = reading;
  const i18n = isRecord(site.i18n) ? site.i18n : {};
  const codes = Array.isArray(i18n.locales) ? i18n.locales.filter((code): code is string => typeof code === 'string' && code !== '') : [];
  const defaultLocale = typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : undefined;
  if (!defaultLocale || codes.length < 2) return undefined;
  if (!codes.includes(defaultLocale)) {
    warnings.unreadable(
      file,
      'i18n.locales',
      i18n.locales,
      `it does not list the defaultLocale "${defaultLocale}": its locales are not read`,
    );
    return undefined;
  }
  const i18nDir = (stringAt(i18n.path, file, 'i18n.path', warnings) ?? 'i18n').replace(/^\.\//, '').replace(/\/+$/, '');
  const configs = isRecord(i18n.localeConfigs) ? i18n.localeConfigs : {};
  const list = codes.map((code): LocaleEntry => {
    const config = isRecord(configs[code]) ? configs[code] : {};
    const field = (name: string) => `i18n.localeConfigs.${code}.${name}`;
    const label = stringAt(config.label, file, field('label'), warnings);
    const lang = stringAt(config.htmlLang, file, field('htmlLang'), warnings);
    const dir: LocaleEntry['dir'] = config.direction === 'rtl' || config.direction === 'ltr' ? config.direction : undefined;
    const base: LocaleEntry = {
      code,
      ...(label ? { label } : {}),
      ...(lang ? { lang } : {}),
      ...(dir ? { dir } : {}),
    };
    if (code === defaultLocale) return base;
    const folder = stringAt(config.path, file, field('path'), warnings) ?? code;
    const translations = path.posix.join(i18nDir, folder, DOCS_PLUGIN_FOLDER);
    const sidebars = translatedSidebars(reading, `${translations}/current.json`);
    const theme = path.posix.join(i18nDir, folder, THEME_FOLDER);
    const navbar = reading.navbar && translatedNavbar(reading.navbar, messagesOf(reading, `${theme}/navbar.json`));
    const footer = reading.footer && translatedFooter(reading.footer, messagesOf(reading, `${theme}/footer.json`));
    return {
      ...base,
      contentDir: `${translations}/current`,
      ...(sidebars ? { sidebars } : {}),
      ...(navbar ? { navbar } : {}),
      ...(footer ? { footer } : {}),
    };
  });
  return { default: defaultLocale, list };
}

/** The sidebars with the labels `current.json` translates; undefined when it has none (the default's are used). */
function translatedSidebars(reading: LocalesReading, rel: string): Record<string, SidebarConfig> | undefined {
  const abs = path.join(reading.root, rel);
  if (!existsSync(abs)) return undefined;
  reading.files.push(rel);
  let messages: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(readFileSync(abs, 'utf8'));
    messages = isRecord(parsed) ? parsed : {};
  } catch (error) {
    reading.warnings.unsupported(
      rel,
      'sidebar',
      `the file is not valid JSON (${(error as Error).message}): the sidebars are not translated`,
    );
    return undefined;
  }
  const message = (key: string): string | undefined => {
    const entry = messages[key];
    return isRecord(entry) && typeof entry.message === 'string' ? entry.message : undefined;
  };
  return Object.fromEntries(
    Object.entries(reading.sidebars).map(([id, sidebar]) => [
      id,
      { ...sidebar, items: sidebar.items.map((item) => translatedItem(item, (kind, label) => message(`sidebar.${id}.${kind}.${label}`))) },
    ]),
  );
}

/** An item with its label translated where a message names it. */
function translatedItem(item: SidebarItemConfig, message: (kind: string, label: string) => string | undefined): SidebarItemConfig {
  if (typeof item === 'string') return item;
  if (item.type === 'category')
    return {
      ...item,
      label: message('category', item.label) ?? item.label,
      items: item.items.map((child) => translatedItem(child, message)),
    };
  if (item.type === 'link') return { ...item, label: message('link', item.label) ?? item.label };
  if (item.type === 'doc' && item.label) return { ...item, label: message('doc', item.label) ?? item.label };
  return item;
}

/** A translations file's messages (`{ "<key>": { "message": "…" } }`), by key; none when it is missing or unreadable. */
function messagesOf(reading: LocalesReading, rel: string): Map<string, string> | undefined {
  const abs = path.join(reading.root, rel);
  if (!existsSync(abs)) return undefined;
  try {
    const parsed: unknown = JSON.parse(readFileSync(abs, 'utf8'));
    if (!isRecord(parsed)) return undefined;
    reading.files.push(rel);
    const messages = new Map<string, string>();
    for (const [key, value] of Object.entries(parsed))
      if (isRecord(value) && typeof value.message === 'string') messages.set(key, value.message);
    return messages;
  } catch (error) {
    reading.warnings.unsupported(rel, 'i18n', `the file is not valid JSON (${(error as Error).message}): its labels are not translated`);
    return undefined;
  }
}

/** The navbar with the labels `navbar.json` translates (`item.label.<label>`, as `docusaurus write-translations` writes). */
function translatedNavbar(items: NavbarItemConfig[], messages: Map<string, string> | undefined): NavbarItemConfig[] | undefined {
  if (!messages) return undefined;
  const label = (text: string) => messages.get(`item.label.${text}`) ?? text;
  return items.map((item) =>
    'items' in item
      ? { ...item, label: label(item.label), items: item.items.map((link) => ({ ...link, label: label(link.label) })) }
      : { ...item, label: label(item.label) },
  );
}

/** The footer with what `footer.json` translates: columns' titles (`link.title.<title>`), links (`link.item.label.<label>`), copyright. */
function translatedFooter(footer: FooterConfig, messages: Map<string, string> | undefined): FooterConfig | undefined {
  if (!messages) return undefined;
  const copyright = messages.get('copyright') ?? footer.copyright;
  const links = footer.links?.map((column) => ({
    ...column,
    ...(column.title ? { title: messages.get(`link.title.${column.title}`) ?? column.title } : {}),
    items: column.items.map((link) => ({ ...link, label: messages.get(`link.item.label.${link.label}`) ?? link.label })),
  }));
  return { ...(copyright ? { copyright } : {}), ...(links ? { links } : {}) };
}
