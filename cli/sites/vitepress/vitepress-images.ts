// The logo (`themeConfig.logo`) and the favicon (the `<link rel="icon">` of `head`): files of VitePress's public
// folder, which docsgen copies as its static folder. docsgen checks they exist, so a missing one is a warning here.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { UserConfig } from '../../config/schema.js';
import { isRecord, type ReadingWarnings } from '../config-data.js';
import { isExternal } from './vitepress-links.js';

interface ImageReading {
  root: string;
  /** The public folder, relative to the root, or undefined when the site has none. */
  staticDir: string | undefined;
  /** The site's `base` ("/docs/"): head links are written with it. */
  baseUrl: string;
  file: string;
  warnings: ReadingWarnings;
}

/** `themeConfig.logo`: a path, or `{ src | light, dark, alt }`. */
export function vitepressLogo(logo: unknown, title: string | undefined, reading: ImageReading): UserConfig['logo'] {
  if (logo === undefined || logo === null || logo === false) return undefined;
  const src = typeof logo === 'string' ? logo : isRecord(logo) ? (logo.src ?? logo.light) : undefined;
  if (typeof src !== 'string') {
    reading.warnings.unreadable(reading.file, 'themeConfig.logo', logo, 'the navbar shows no logo');
    return undefined;
  }
  const file = publicFile(src, 'themeConfig.logo', reading);
  if (!file) return undefined;
  const alt = isRecord(logo) && typeof logo.alt === 'string' ? logo.alt : title;
  // `{ light, dark }`: dark mode shows the other image.
  const dark =
    isRecord(logo) && typeof logo.dark === 'string' && logo.dark !== src
      ? publicFile(logo.dark, 'themeConfig.logo.dark', reading)
      : undefined;
  return { src: file, ...(dark ? { srcDark: dark } : {}), ...(alt !== undefined ? { alt } : {}) };
}

/** The first `['link', { rel: 'icon', href }]` of `head`: the entry the favicon is read from. */
export function faviconEntry(head: unknown): [string, Record<string, unknown>] | undefined {
  if (!Array.isArray(head)) return undefined;
  return head.find(
    (tag): tag is [string, Record<string, unknown>] =>
      Array.isArray(tag) && tag[0] === 'link' && isRecord(tag[1]) && /(?:^|\s)icon(?:\s|$)/i.test(String(tag[1].rel)),
  );
}

/** The favicon: the file of the first icon link of `head`. */
export function vitepressFavicon(head: unknown, reading: ImageReading): string | undefined {
  const icon = faviconEntry(head);
  if (!icon || typeof icon[1].href !== 'string') return undefined;
  return publicFile(icon[1].href, 'head', reading);
}

/** The path under the public folder of an image the site links to, or undefined (with a warning) when it is not there. */
function publicFile(href: string, field: string, { root, staticDir, baseUrl, file, warnings }: ImageReading): string | undefined {
  if (isExternal(href)) {
    warnings.unsupported(file, field, `"${href}" is not a file of the site: docsgen shows only its own files there`);
    return undefined;
  }
  const withoutBase = baseUrl !== '/' && href.startsWith(baseUrl) ? href.slice(baseUrl.length) : href;
  const rel = withoutBase.replace(/^\/+/, '').replace(/[?#].*$/, '');
  if (staticDir && rel && existsSync(path.join(root, staticDir, rel))) return rel;
  warnings.unreadable(file, field, href, `no such file in ${staticDir ?? 'the public folder'}: it is not shown`);
  return undefined;
}
