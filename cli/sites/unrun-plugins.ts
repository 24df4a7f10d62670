// The remark and rehype plugins another generator's config hands its Markdown (Docusaurus's `remarkPlugins`,
// Astro's `markdown.remarkPlugins`): imported functions, which reach docsgen as markers (`{ $function }`, or a
// `{ $standIn }` for a package that is not installed). docsgen does not run them: it runs the plugins its own config
// names by package or path (cli/config/markdown-plugins.ts). Each is warned of by field and by name, so a site's
// author knows which ones to list in a docsgen.config.ts, or what its pages will lack.
import { isMarker, type ReadingWarnings } from './config-data.js';

/**
 * Plugins whose syntax docsgen has a setting of its own for: a reader maps them (math: `markdown.math`), so they are
 * not warned of here.
 */
const MAPPED = /^(?:remark-math|rehype-katex|rehype-mathjax)(?:\.|$)|^(?:remarkMath|rehypeKatex|rehypeMathjax)$/;

/** One `site-field-unsupported` per plugin of `list` (a remark or rehype plugins list as the config wrote it). */
export function warnUnrunPlugins(list: unknown, where: { file: string; field: string }, warnings: ReadingWarnings): void {
  if (!Array.isArray(list)) return;
  const kind = /rehype/i.test(where.field) ? 'rehype' : 'remark';
  list.forEach((entry, at) => {
    const plugin = Array.isArray(entry) ? entry[0] : entry;
    const name = pluginName(plugin);
    if (name === undefined || MAPPED.test(name.key)) return;
    warnings.unsupported(
      where.file,
      `${where.field}[${at}]`,
      `the ${kind} plugin ${name.shown} is not run: docsgen runs the plugins its own config names by package or path (\`markdown.${kind}Plugins: [['${kind}-foo', options]]\` in a docsgen.config.ts beside the site), so what it adds to pages is missing`,
    );
  });
}

/**
 * How a plugin is named: a function by its name (`linkDocblocks`); a package's export by its name and package
 * ("linkDocblocks from remark-typescript-tools"), a package's default by the package. `key` is what MAPPED tests.
 */
function pluginName(plugin: unknown): { key: string; shown: string } | undefined {
  if (typeof plugin === 'string') return { key: plugin, shown: plugin };
  if (!isMarker(plugin)) return undefined;
  if (plugin.$function !== undefined) {
    const named = plugin.$function && plugin.$function !== 'anonymous';
    return { key: plugin.$function, shown: named ? plugin.$function : '(an anonymous function)' };
  }
  const path = plugin.$standIn ?? '';
  const [, pkg = path, rest = ''] = /^(@[^/]+\/[^.]+|[^.]+)(.*)$/.exec(path) ?? [];
  const members = rest.split('.').filter((member) => member && member !== 'default');
  const member = members.at(-1);
  return { key: path, shown: member ? `${member} from ${pkg}` : pkg };
}

/** The Markdown plugin lists of a Docusaurus content plugin's options (docs, pages), each warned of by its field. */
export function warnDocusaurusPlugins(
  options: Record<string, unknown>,
  where: { file: string; field: (name: string) => string },
  warnings: ReadingWarnings,
): void {
  for (const name of ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins']) {
    warnUnrunPlugins(options[name], { file: where.file, field: where.field(name) }, warnings);
  }
}
