// `<html dir>` follows the site's language: an Arabic site is laid out right to left in every document the build
// writes (pages, the 404, the .html addresses sending readers on) and in the dev overlay's own page; pt and en stay ltr.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../cli/builder/build-site.js';
import { overlayDocument } from '../../../cli/dev/overlay.js';
import { LOCALE_STRINGS } from '../../../shared/i18n/locales.js';
import { textDirection } from '../../../shared/i18n/text-direction.js';
import { page, tempSite } from '../support/temp-site.js';

const quiet = { log: () => {} };

/** Every .html file under dir, relative to it. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
}

/** The opening <html> tag of every HTML file the build of a small site in `locale` writes, by file. */
async function htmlTags(locale: string): Promise<Record<string, string>> {
  const root = tempSite({
    'docsgen.config.ts': `export default { locale: '${locale}', htmlAliases: true };\n`,
    'content/index.md': page({ title: 'Home' }, 'Text.\n'),
    'content/guide/install.md': page({ title: 'Install' }, 'Text.\n'),
  });
  await buildSite({ root, ...quiet });
  const out = path.join(root, 'build');
  const tags: Record<string, string> = {};
  for (const file of htmlFiles(out)) tags[file] = /<html[^>]*>/.exec(readFileSync(path.join(out, file), 'utf8'))?.[0] ?? '';
  return tags;
}

describe('<html dir> per locale', () => {
  it('an Arabic site writes <html lang="ar" dir="rtl"> in every document, the 404 and the .html aliases too', async () => {
    const tags = await htmlTags('ar');
    expect(Object.keys(tags)).toEqual(expect.arrayContaining(['index.html', '404.html', 'guide/install/index.html', 'guide/install.html']));
    for (const [file, tag] of Object.entries(tags))
      expect({ file, tag }).toEqual({ file, tag: expect.stringMatching(/^<html lang="ar" dir="rtl"[ >]/) });
  });

  it.each(['pt', 'en'])('a %s site stays ltr', async (locale) => {
    const tags = await htmlTags(locale);
    expect(Object.keys(tags).length).toBeGreaterThan(2);
    for (const [file, tag] of Object.entries(tags))
      expect({ file, tag }).toEqual({ file, tag: expect.stringMatching(new RegExp(`^<html lang="${locale}" dir="ltr"[ >]`)) });
  });

  it("the dev overlay's own page is rtl for Arabic", () => {
    expect(overlayDocument({ message: 'x' }, '', { locale: 'ar', strings: LOCALE_STRINGS.ar })).toContain('<html lang="ar" dir="rtl">');
    expect(overlayDocument({ message: 'x' })).toContain('<html lang="en" dir="ltr">');
  });

  it('knows Hebrew and Persian too, before they have tables, and reads a tag Intl rejects as ltr', () => {
    expect(['ar', 'ar-EG', 'he', 'fa', 'ur'].map(textDirection)).toEqual(['rtl', 'rtl', 'rtl', 'rtl', 'rtl']);
    expect(['pt', 'en', 'zh-TW', 'ja', 'ru', 'not a tag'].map(textDirection)).toEqual(['ltr', 'ltr', 'ltr', 'ltr', 'ltr', 'ltr']);
  });
});
