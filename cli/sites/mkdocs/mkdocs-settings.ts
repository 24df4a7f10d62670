// mkdocs.yml's settings that docsgen has, as docsgen's config: the site's name, description, address, language,
// repository and edit links, social links, copyright, folder and URL shape. What MkDocs does that docsgen does not
// (plugins, hooks, a logo in the docs folder) is a warning naming the field.
import type { UserConfig } from '../../config/schema.js';
import { isRecord, type ReadingWarnings, siteLocale, stringAt } from '../config-data.js';
import { markdownExtensions } from './mkdocs-extensions.js';
import { pluginList, pluginOptions } from './mkdocs-plugins.js';
import { plainText } from './plain-text.js';
import { socialLinks } from './mkdocs-social.js';

/** What the reader takes from mkdocs.yml besides the config. */
export interface MkdocsSettings {
  config: UserConfig;
  /** docs_dir, relative to the site root ("docs"). */
  docsDir: string;
  /** theme.name ("mkdocs", "material", "readthedocs"). */
  theme: string;
  /** theme.features (Material's: "navigation.indexes", "navigation.tabs", …). */
  features: string[];
}

/** mkdocs.yml's mapping as docsgen's config. `file` is mkdocs.yml's path from the root, for warnings. */
export function mkdocsSettings(yml: Record<string, unknown>, file: string, warnings: ReadingWarnings): MkdocsSettings {
  const theme = isRecord(yml.theme) ? yml.theme : typeof yml.theme === 'string' ? { name: yml.theme } : {};
  const themeName = stringAt(theme.name, file, 'theme.name', warnings) ?? 'mkdocs';
  const features = Array.isArray(theme.features) ? theme.features.filter((feature) => typeof feature === 'string') : [];
  const title = stringAt(yml.site_name, file, 'site_name', warnings);
  const description = stringAt(yml.site_description, file, 'site_description', warnings);
  // Material calls it `language`, MkDocs's own themes `locale`; MkDocs's default is English.
  const language = stringAt(theme.language, file, 'theme.language', warnings) ?? stringAt(theme.locale, file, 'theme.locale', warnings);
  const copyright = stringAt(yml.copyright, file, 'copyright', warnings);
  const docsDir = (stringAt(yml.docs_dir, file, 'docs_dir', warnings) ?? 'docs').replace(/^\.\/|\/+$/g, '') || '.';
  const editUrl = editUrlOf(yml, { theme: themeName, features, file }, warnings);
  return {
    config: {
      ...(title ? { title } : {}),
      ...(description ? { tagline: description } : {}),
      ...siteAddress(yml, file, warnings),
      locale: siteLocale(language ?? 'en', file, theme.language === undefined ? 'theme.locale' : 'theme.language', warnings),
      ...(editUrl ? { editUrl } : {}),
      ...socialLinks(yml, file, warnings),
      ...(copyright ? { footer: { copyright: plainText(copyright) } } : {}),
      contentDir: docsDir,
      markdown: markdownOptions(yml, themeName, features),
      // With directory URLs (the default) a page is `page/`, as docsgen's routes; without, `page.html`.
      ...(yml.use_directory_urls === false ? { htmlAliases: true } : {}),
      ...(yml.strict === true ? { strict: true } : {}),
    },
    docsDir,
    theme: themeName,
    features,
  };
}

/**
 * Python-Markdown's `toc` makes the ids (accents and punctuation dropped), unless the site sets a `slugify` of
 * pymdownx.slugs, which keeps letters of every script as github-slugger does.
 */
function headingIdRule(yml: Record<string, unknown>): 'github' | 'python-markdown' {
  const slugify = pluginOptions(yml.markdown_extensions, 'toc')?.slugify;
  return slugify !== undefined && JSON.stringify(slugify).includes('pymdownx.slugs') ? 'github' : 'python-markdown';
}

/**
 * How the pages' Markdown reads: their heading ids, `markdown_extensions`' syntax, pymdownx.emoji (`:smile:` and
 * Material's icon shortcodes drawn as MkDocs draws them), Material's `content.code.annotate` (every code block followed
 * by a list is annotated), pymdownx.arithmatex (math).
 */
function markdownOptions(yml: Record<string, unknown>, theme: string, features: string[]): UserConfig['markdown'] {
  const emoji = pluginList(yml.markdown_extensions).some((extension) => extension.name === 'pymdownx.emoji');
  const codeAnnotations = theme === 'material' && features.includes('content.code.annotate');
  const mkdocs = markdownExtensions(yml);
  // pymdownx.arithmatex: `$…$`, `$$…$$`, `\(…\)`, `\[…\]` and `\begin{env}` are math (arithmatex-text.ts).
  const math = (mkdocs?.extensions ?? []).includes('pymdownx.arithmatex');
  return {
    headingIds: headingIdRule(yml),
    ...(mkdocs ? { mkdocs } : {}),
    ...(emoji ? { emoji } : {}),
    ...(codeAnnotations ? { codeAnnotations } : {}),
    ...(math ? { math } : {}),
  };
}

/** site_url: its origin is the site's address, its path the base every link starts with. */
function siteAddress(yml: Record<string, unknown>, file: string, warnings: ReadingWarnings): Pick<UserConfig, 'url' | 'baseUrl'> {
  const siteUrl = stringAt(yml.site_url, file, 'site_url', warnings);
  if (!siteUrl) return {};
  if (!/^https?:\/\/[^/]+/.test(siteUrl)) {
    warnings.unreadable(file, 'site_url', siteUrl, 'it is not an http(s) address: the site has no `url`');
    return {};
  }
  const parsed = new URL(siteUrl);
  const base = parsed.pathname.replace(/^\/+|\/+$/g, '');
  return { url: parsed.origin, baseUrl: base ? `/${base}/` : '/' };
}

interface EditContext {
  theme: string;
  features: string[];
  file: string;
}

/**
 * The edit link MkDocs gives a page: `edit_uri_template` with `{path}`, else repo_url joined with `edit_uri` (by
 * default `edit/master/docs/` on GitHub and GitLab, `src/default/docs/` on Bitbucket) and the page's path in docs_dir.
 * Material shows it only with the `content.action.edit` feature.
 */
function editUrlOf(yml: Record<string, unknown>, { theme, features, file }: EditContext, warnings: ReadingWarnings): string | undefined {
  if (theme === 'material' && !features.includes('content.action.edit')) return undefined;
  const repo = stringAt(yml.repo_url, file, 'repo_url', warnings);
  const template = stringAt(yml.edit_uri_template, file, 'edit_uri_template', warnings);
  const host = repo && /^https?:\/\//.test(repo) ? new URL(repo).hostname.toLowerCase() : '';
  const defaultUri =
    host === 'github.com' || host === 'gitlab.com' ? 'edit/master/docs/' : host === 'bitbucket.org' ? 'src/default/docs/' : undefined;
  const editUri = yml.edit_uri === undefined ? defaultUri : stringAt(yml.edit_uri, file, 'edit_uri', warnings);
  let written: string;
  if (template) {
    if (/\{path_noext|\{path!q/.test(template)) {
      warnings.unreadable(file, 'edit_uri_template', template, 'docsgen fills in `{path}` only: pages have no edit link');
      return undefined;
    }
    written = template.replaceAll('{path}', ':path');
  } else if (editUri) written = `${editUri.endsWith('/') ? editUri : `${editUri}/`}:path`;
  else return undefined;
  // Relative to repo_url, as MkDocs joins them (urljoin); the placeholder survives URL's escaping.
  const joined = repo && /^https?:\/\//.test(repo) ? new URL(written, repo.endsWith('/') ? repo : `${repo}/`).href : written;
  const url = joined.replace('%3Apath', ':path');
  if (!/^https?:\/\//.test(url)) {
    warnings.unreadable(
      file,
      template ? 'edit_uri_template' : 'edit_uri',
      template ?? editUri,
      'it makes no http(s) address without `repo_url`: pages have no edit link',
    );
    return undefined;
  }
  return url;
}
