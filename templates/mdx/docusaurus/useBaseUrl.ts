import type { BaseUrlOptions } from './base-url.js';
import { useBaseUrlUtils } from './useBaseUrlUtils.js';

/** Docusaurus's `useBaseUrl`: a path of the site (`/img/logo.svg`, `img/logo.svg`) under the site's base URL. */
export function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}
