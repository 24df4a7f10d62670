// The shape of `markdown.remarkPlugins` and `markdown.rehypePlugins` (markdown-plugins.ts resolves them): a specifier
// or `[specifier, options]`, as Docusaurus and Astro take `[plugin, options]`, but naming the plugin instead of
// holding it (the config comes back from its thread as data, and the pages' cache keys need an identity).
import { z } from 'zod';

const pluginEntry = z.union([z.string().min(1), z.tuple([z.string().min(1), z.json().optional().meta({ title: 'options' })])]);

const WHY =
  "A package name (`'remark-gfm'`, installed beside the site) or a path from the config file's folder (`'./plugins/mark-todo.ts'`, bundled as the config is), alone or as `['remark-foo', { …options }]` with options as JSON data. Specifiers, not the imported functions Docusaurus and Astro take: the config reaches the build as data, and the pages' cache is keyed by each plugin's identity (a package's version, a file's content) and options, so changing one renders the pages again. The default export must be a unified plugin whose transformer is synchronous (an async one is refused: `markdown-plugin-async`).";

export const remarkPluginsSchema = z
  .array(pluginEntry)
  .optional()
  .meta({
    description: `remark plugins (on the Markdown tree) run on every \`.md\` and \`.mdx\` page after docsgen's own (containers, alerts, titles). ${WHY}`,
    allowed: "a list, each item a package name or a path (`'remark-foo'`, `'./plugins/x.ts'`), or `[name, options]`",
  });

export const rehypePluginsSchema = z
  .array(pluginEntry)
  .optional()
  .meta({
    description: `rehype plugins (on the HTML tree) run on every \`.md\` and \`.mdx\` page right after unsafe URLs are made text, before heading ids, the table of contents, links and search read the page, so they see what the plugin adds. ${WHY}`,
    allowed: "a list, each item a package name or a path (`'rehype-foo'`, `'./plugins/x.ts'`), or `[name, options]`",
  });
