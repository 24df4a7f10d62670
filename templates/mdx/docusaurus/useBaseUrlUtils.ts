import { addBaseUrl, type BaseUrlOptions } from './base-url.js';
import { useMdxServices } from '../useMdxServices.js';

/** Docusaurus's `useBaseUrlUtils` (from `@docusaurus/useBaseUrl`): `withBaseUrl` for several URLs. */
export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const { baseUrl, siteConfig } = useMdxServices();
  const siteUrl = typeof siteConfig?.url === 'string' ? siteConfig.url.replace(/\/+$/, '') : '';
  return { withBaseUrl: (url, options) => addBaseUrl(url, { baseUrl, siteUrl }, options) };
}
