// The config's `locales` (cli/config/locales-schema.ts, resolve-locales.ts): the defaults filled in (each language's
// own name, its direction, its route part and folder, its interface table), the checks across locales, and which
// interface language the site gets when `locale` and `locales` are both there.
import { cpSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, resolveConfig } from '../../../cli/config/load-config.js';
import { parseConfig } from '../../../cli/config/parse-config.js';
import { localeStringsWarnings } from '../../../cli/config/resolve-locales.js';
import { docsgenErrorOf } from '../support/docsgen-error-of.js';
import { tempSite } from '../support/temp-site.js';

const FIXTURE = path.resolve(import.meta.dirname, '../../fixtures/locales');

const resolved = (locales: unknown, more: Record<string, unknown> = {}) => {
  const root = tempSite({});
  return { root, config: resolveConfig(root, parseConfig({ locales, ...more }, 'docsgen.config.ts'), 'docsgen.config.ts') };
};

describe('the config field `locales`', () => {
  it('reads the two-locale fixture: English at the root from content/, French at /fr from i18n/fr/', { timeout: 30_000 }, async () => {
    // A copy: loading a config writes its compiled module under .docsgen/ beside it.
    const root = tempSite({});
    cpSync(FIXTURE, root, { recursive: true });
    const config = await loadConfig(root);
    expect(config.locales).toEqual([
      {
        code: 'en',
        lang: 'en',
        label: 'English',
        dir: 'ltr',
        routePart: '',
        contentDir: path.join(root, 'content'),
        isDefault: true,
        strings: 'en',
      },
      {
        code: 'fr',
        lang: 'fr',
        label: 'Français',
        dir: 'ltr',
        routePart: 'fr',
        contentDir: path.join(root, 'i18n/fr'),
        isDefault: false,
        strings: 'fr',
      },
    ]);
    expect(config.locale).toBe('en');
  });

  it('names each language in itself and writes Arabic and Persian right to left', () => {
    const { config } = resolved({
      default: 'de',
      list: ['de', 'ja', 'ar', 'ru', 'fa', 'pt-BR', 'zh-Hant'].map((code) => ({ code })),
    });
    expect(config.locales?.map((locale) => [locale.code, locale.label, locale.dir, locale.strings])).toEqual([
      ['de', 'Deutsch', 'ltr', 'de'],
      ['ja', '日本語', 'ltr', 'ja'],
      ['ar', 'العربية', 'rtl', 'ar'],
      ['ru', 'Русский', 'ltr', 'ru'],
      ['fa', 'فارسی', 'rtl', 'en'],
      ['pt-BR', 'Português (Brasil)', 'ltr', 'pt'],
      ['zh-Hant', '繁體中文', 'ltr', 'zh-TW'],
    ]);
    // With locales, the interface language is the default locale's table, whatever `locale` says.
    expect(config.locale).toBe('de');
    expect(config.strings.toc).not.toBe(resolved(undefined).config.strings.toc);
  });

  it('keeps what the config gives: label, lang, dir, path, folder, sidebars and exclude', () => {
    const { root, config } = resolved({
      default: 'en',
      list: [
        { code: 'en', lang: 'en-US', exclude: ['fr/**'] },
        {
          code: 'fr',
          label: 'French',
          lang: 'fr-CA',
          dir: 'rtl',
          path: '/francais/',
          contentDir: 'content/fr',
          sidebars: { docs: { label: 'Docs', items: ['intro'] } },
        },
      ],
    });
    expect(config.locales?.[0]).toMatchObject({ lang: 'en-US', routePart: '', exclude: ['fr/**'], strings: 'en' });
    expect(config.locales?.[1]).toEqual({
      code: 'fr',
      lang: 'fr-CA',
      label: 'French',
      dir: 'rtl',
      routePart: 'francais',
      contentDir: path.join(root, 'content/fr'),
      isDefault: false,
      sidebars: { docs: { label: 'Docs', items: ['intro'] } },
      strings: 'fr',
    });
    // Nothing moves to the site's own `exclude`: the build is as it was until it publishes locales.
    expect(config.exclude).toBeUndefined();
  });

  it('leaves a config without locales as it was', () => {
    const { config } = resolved(undefined, { locale: 'pt' });
    expect(config.locales).toBeUndefined();
    expect(config.locale).toBe('pt');
  });

  it.each([
    [{ default: 'de', list: [{ code: 'en' }, { code: 'fr' }] }, 'config field "locales.default": "de" is no listed locale ("en", "fr")'],
    [{ default: 'en', list: [{ code: 'en' }, { code: 'en' }] }, 'config field "locales.list[1].code": the locale "en" is listed twice'],
    [
      { default: 'en', list: [{ code: 'en' }, { code: 'fr', path: '' }] },
      'config field "locales.list[1].path": "fr" has the route part "" of "en": give one of them another `path`',
    ],
    [{ default: 'en', list: [{ code: 'en/us' }] }, 'a locale code holds no slash or space'],
  ])('stops the build with config-type when %j', (locales, message) => {
    const error = docsgenErrorOf(() => parseConfig({ locales }, 'docsgen.config.ts'));
    expect(error.code).toBe('config-type');
    expect(error.message).toContain(message);
  });

  it('warns of the locales docsgen has no interface table for (locale-strings-missing), naming the config', () => {
    const { config } = resolved({ default: 'en', list: [{ code: 'en' }, { code: 'fa', lang: 'fa-IR' }, { code: 'nl' }] });
    expect(localeStringsWarnings(config.locales ?? [], 'docsgen.config.ts')).toEqual([
      {
        code: 'locale-strings-missing',
        file: 'docsgen.config.ts',
        message: '`locales`: docsgen has no interface strings for "fa" (fa-IR), "nl" (nl): their pages\' interface will be in English',
      },
    ]);
    expect(localeStringsWarnings(config.locales ?? [], 'x', ['fa', 'nl'])).toEqual([]);
  });
});
