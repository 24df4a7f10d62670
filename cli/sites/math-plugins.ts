// Whether a site's list of remark plugins (Docusaurus's docs `remarkPlugins`, Astro's `markdown.remarkPlugins`) runs
// remark-math: the config imports the function and lists it, alone or as `[plugin, options]`. It reaches the reader
// as a `$function` marker named as remark-math names it (when the package is installed) or a `$standIn` of the
// package (when it is not). Such a site writes math, so docsgen reads it (config `markdown.math`).
import { isMarker } from './config-data.js';

/** remark-math's function, by the name each of its versions gives it. */
const FUNCTION_NAMES: readonly string[] = ['remarkMath', 'math'];

export function listsRemarkMath(plugins: unknown): boolean {
  if (!Array.isArray(plugins)) return false;
  return plugins.some((entry) => {
    const plugin = Array.isArray(entry) ? entry[0] : entry;
    if (!isMarker(plugin)) return false;
    return FUNCTION_NAMES.includes(plugin.$function ?? '') || /(^|\/)remark-math(\b|$)/.test(plugin.$standIn ?? '');
  });
}
