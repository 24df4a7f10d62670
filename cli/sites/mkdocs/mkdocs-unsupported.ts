// What MkDocs does for a site's readers that docsgen does not: plugins and hooks (Python), the theme's own templates
// and scripts, a logo or favicon in the docs folder. One warning each, naming the field.
import { isRecord, type ReadingWarnings } from '../config-data.js';
import { pluginList } from './mkdocs-plugins.js';

/** Plugins whose work docsgen does itself, or this reader reads. */
const READ_PLUGINS: readonly string[] = ['search', 'literate-nav', 'redirects'];

/** Warns of each setting the site relies on that docsgen does not carry out; `read`: plugins read besides (the blog's). */
export function warnUnsupported(yml: Record<string, unknown>, file: string, warnings: ReadingWarnings, read: readonly string[] = []): void {
  const plugins = pluginList(yml.plugins)
    .map((plugin) => plugin.name)
    .filter((name) => !READ_PLUGINS.includes(name) && !read.includes(name));
  if (plugins.length > 0) {
    warnings.unsupported(
      file,
      'plugins',
      `the site's plugins (${plugins.join(', ')}) do not run: what they add to pages or to the navigation is missing`,
    );
  }
  const hooks = Array.isArray(yml.hooks) ? yml.hooks.filter((hook) => typeof hook === 'string') : [];
  if (hooks.length > 0) warnings.unsupported(file, 'hooks', `the site's hooks (${hooks.join(', ')}) do not run`);
  const theme = isRecord(yml.theme) ? yml.theme : {};
  // extra_css is the theme's (mkdocs-theme.ts), extra_javascript the head's (site-head.ts): only templates are left.
  if (typeof theme.custom_dir === 'string') {
    warnings.unsupported(
      file,
      'theme.custom_dir',
      `the site's own templates (${theme.custom_dir}/) are not used: pages are shown in docsgen's theme`,
    );
  }
  for (const field of ['logo', 'favicon'] as const) {
    if (typeof theme[field] !== 'string' || /^https?:\/\//.test(theme[field])) continue;
    warnings.unsupported(
      file,
      `theme.${field}`,
      `"${theme[field]}" is a file of the docs folder, but docsgen takes the ${field} from its static folder: copy it to static/ and set \`${field}\` in a docsgen.config.ts`,
    );
  }
}
