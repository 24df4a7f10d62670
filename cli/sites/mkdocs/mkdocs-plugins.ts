// mkdocs.yml's `plugins` (and `markdown_extensions`, written alike), as a list (of names, or `name: options`) or as a mapping of names to options.
import { isRecord } from '../config-data.js';

/** Each plugin's name with its options ({} when it has none), in order. Material's "material/blog" is "blog". */
export function pluginList(plugins: unknown): Array<{ name: string; options: Record<string, unknown> }> {
  const entries: Array<[string, unknown]> = isRecord(plugins)
    ? Object.entries(plugins)
    : Array.isArray(plugins)
      ? plugins.flatMap(
          (entry): Array<[string, unknown]> =>
            typeof entry === 'string' ? [[entry, {}]] : isRecord(entry) ? Object.entries(entry).slice(0, 1) : [],
        )
      : [];
  return entries.map(([name, options]) => ({ name: name.replace(/^material\//, ''), options: isRecord(options) ? options : {} }));
}

/** The options of the plugin `name`, when the site has it. */
export function pluginOptions(plugins: unknown, name: string): Record<string, unknown> | undefined {
  return pluginList(plugins).find((plugin) => plugin.name === name)?.options;
}
