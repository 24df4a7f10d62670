// mkdocs.yml's `markdown_extensions`: which Python-Markdown and pymdown-extensions syntax the pages are written in.
// MkDocs turns on only what the site lists (`==x==` is text on a site without pymdownx.mark), so docsgen reads
// those constructs only when listed, by the names MkDocs takes (`markdown.extensions.abbr` is `abbr`), the
// bundles opened (`extra`, `pymdownx.extra`), and snippets' options kept.
import type { UserConfig } from '../../config/schema.js';
import { pluginList } from './mkdocs-plugins.js';

/** What Python-Markdown's `extra` and pymdown-extensions' `extra` turn on, of what docsgen reads. */
const BUNDLES: Readonly<Record<string, readonly string[]>> = {
  extra: ['abbr', 'attr_list', 'def_list', 'footnotes', 'md_in_html', 'tables'],
  'pymdownx.extra': ['abbr', 'attr_list', 'def_list', 'footnotes', 'md_in_html', 'tables', 'pymdownx.betterem', 'pymdownx.superfences'],
};

/** The site's `markdown.mkdocs` setting, from `markdown_extensions`; undefined when it lists none. */
export function markdownExtensions(yml: Record<string, unknown>): NonNullable<UserConfig['markdown']>['mkdocs'] {
  const listed = pluginList(yml.markdown_extensions).map((entry) => ({
    ...entry,
    name: entry.name.replace(/^markdown\.extensions\./, ''),
  }));
  if (listed.length === 0) return undefined;
  const extensions = [...new Set(listed.flatMap(({ name }) => [name, ...(BUNDLES[name] ?? [])]))];
  const snippets = listed.find(({ name }) => name === 'pymdownx.snippets')?.options;
  if (!snippets) return { extensions };
  return { extensions, snippets: { basePath: pathList(snippets.base_path) ?? ['.'], autoAppend: pathList(snippets.auto_append) ?? [] } };
}

/** A path or a list of paths, as pymdownx.snippets takes them; undefined when neither. */
function pathList(value: unknown): string[] | undefined {
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) return undefined;
  return value.filter((entry): entry is string => typeof entry === 'string');
}
