import { useMdxServices } from '../useMdxServices.js';

/** What Docusaurus's `useDocusaurusContext()` gives a page, from the site's config as docsgen read it. */
export interface DocusaurusContext {
  siteConfig: Record<string, unknown>;
  siteMetadata: { docusaurusVersion: string; pluginVersions: Record<string, unknown> };
  globalData: Record<string, unknown>;
  i18n: { currentLocale: string; defaultLocale: string; locales: string[]; localeConfigs: Record<string, unknown> };
  codeTranslations: Record<string, string>;
}

/** Docusaurus's `useDocusaurusContext`: the site's config (title, tagline, baseUrl, customFields, themeConfig…). */
export function useDocusaurusContext(): DocusaurusContext {
  const { siteConfig = {}, locale = 'en', baseUrl } = useMdxServices();
  return {
    siteConfig: { baseUrl, customFields: {}, themeConfig: {}, ...siteConfig },
    siteMetadata: { docusaurusVersion: '3', pluginVersions: {} },
    globalData: {},
    i18n: { currentLocale: locale, defaultLocale: locale, locales: [locale], localeConfigs: {} },
    codeTranslations: {},
  };
}
