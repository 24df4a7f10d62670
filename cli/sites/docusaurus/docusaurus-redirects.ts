// `@docusaurus/plugin-client-redirects`: `fromExtensions: ['html']` makes every page answer at `<route>.html`
// (the config's `htmlAliases`), and `redirects: [{ from, to }]` (a `from` may be a list) are the config's `redirects`.
// What the plugin computes with code (`createRedirects`) or adds to targets (`toExtensions`) is a warning.
import type { UserConfig } from '../../config/schema.js';
import { isRecord, type ReadingWarnings } from '../config-data.js';
import { readRedirects } from '../site-redirects.js';

const PLUGIN = /plugin-client-redirects/;

/** The plugin's options as the config's `htmlAliases` and `redirects`; nothing when the site does not use it. */
export function clientRedirects(
  site: Record<string, unknown>,
  file: string,
  warnings: ReadingWarnings,
): Pick<UserConfig, 'htmlAliases' | 'redirects'> {
  const options = pluginOptions(site);
  if (!options) return {};
  const field = (name: string) => `plugins["@docusaurus/plugin-client-redirects"].${name}`;
  const fromExtensions = Array.isArray(options.fromExtensions) ? options.fromExtensions : [];
  const others = fromExtensions.filter((extension) => extension !== 'html');
  if (others.length > 0)
    warnings.unsupported(file, field('fromExtensions'), `pages answer at .html addresses only, not .${others.join(', .')}`);
  if (options.toExtensions !== undefined)
    warnings.unsupported(file, field('toExtensions'), 'old addresses with an extension are not sent on to the page without it');
  if (options.createRedirects !== undefined)
    warnings.unsupported(file, field('createRedirects'), 'the redirects it makes with code are not published: list them in `redirects`');
  const rules: Array<[string, string]> = [];
  const list = Array.isArray(options.redirects) ? options.redirects : [];
  for (const [at, entry] of list.entries()) {
    const froms = isRecord(entry) ? [entry.from].flat() : [];
    const to = isRecord(entry) ? entry.to : undefined;
    if (typeof to !== 'string' || froms.length === 0 || !froms.every((from) => typeof from === 'string')) {
      warnings.unreadable(file, field(`redirects[${at}]`), entry, 'the redirect is left out');
      continue;
    }
    for (const from of froms) rules.push([from, to.replace(/#.*$/, '')]);
  }
  const redirects = readRedirects(rules, { file, field: field('redirects') }, warnings);
  return { ...(fromExtensions.includes('html') ? { htmlAliases: true } : {}), ...(redirects ? { redirects } : {}) };
}

/** The plugin's options, when the site lists it (`[name, options]`, or its name alone). */
function pluginOptions(site: Record<string, unknown>): Record<string, unknown> | undefined {
  const plugins = Array.isArray(site.plugins) ? site.plugins : [];
  for (const entry of plugins) {
    if (typeof entry === 'string' && PLUGIN.test(entry)) return {};
    if (Array.isArray(entry) && typeof entry[0] === 'string' && PLUGIN.test(entry[0])) return isRecord(entry[1]) ? entry[1] : {};
  }
  return undefined;
}
