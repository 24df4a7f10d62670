// book.toml's settings that docsgen has, as docsgen's config: [book] (title, description, language, src) and
// [output.html] (site-url, cname, git-repository-url, edit-url-template, fold). What mdBook does that docsgen does not
// (the theme's stylesheets and scripts, preprocessors) is a warning naming the field.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SOCIAL_ICONS, UserConfig } from '../../config/schema.js';
import { isRecord, type ReadingWarnings, siteLocale, stringAt } from '../config-data.js';
import { bookRedirects } from './mdbook-redirects.js';

/** What the reader takes from book.toml besides the config: where the pages are, and how chapters fold. */
export interface BookSettings {
  config: UserConfig;
  /** The src folder, relative to the book ("src"). */
  src: string;
  fold: { enable: boolean; level: number };
}

/** book.toml's table as docsgen's config. `file` is book.toml's path from the root, for warnings. */
export function bookSettings(toml: Record<string, unknown>, root: string, file: string, warnings: ReadingWarnings): BookSettings {
  const book = isRecord(toml.book) ? toml.book : {};
  const output = isRecord(toml.output) ? toml.output : {};
  const html = isRecord(output.html) ? output.html : {};
  const field = (name: string) => `output.html.${name}`;
  const title = stringAt(book.title, file, 'book.title', warnings);
  const description = stringAt(book.description, file, 'book.description', warnings);
  const language = stringAt(book.language, file, 'book.language', warnings);
  const src = (stringAt(book.src, file, 'book.src', warnings) ?? 'src').replace(/^\.\/|\/+$/g, '') || '.';
  const editTemplate = stringAt(html['edit-url-template'], file, field('edit-url-template'), warnings);
  const fold = isRecord(html.fold) ? html.fold : {};
  unsupportedSettings({ html, toml, root, file, src }, warnings);
  return {
    config: {
      ...(title ? { title } : {}),
      ...(description ? { tagline: description } : {}),
      locale: siteLocale(language ?? 'en', file, 'book.language', warnings),
      ...siteAddress(html, file, warnings),
      ...(editTemplate ? { editUrl: editTemplate.replaceAll('{path}', ':path') } : {}),
      ...repositoryLink(html, file, warnings),
      contentDir: src,
      // mdBook publishes `chapter.html`; docsgen's routes are `/chapter`, which keep answering at `chapter.html`.
      htmlAliases: true,
      ...redirectsOf(html, file, warnings),
      // rustdoc's `# ` lines in Rust blocks: mdBook hides them, so the book's authors wrote them to be hidden.
      markdown: {
        rustHiddenLines: true,
        ...(runsPreprocessor(toml, 'trpl-listing') ? { listingTags: true } : {}),
        // mdBook's Markdown (pulldown-cmark) reads definition lists unless `output.html.definition-lists` is false:
        // the same syntax as Python-Markdown's def_list, which docsgen reads.
        ...(html['definition-lists'] === false ? {} : { mkdocs: { extensions: ['def_list'] } }),
        // MathJax's `\\(…\\)` and `\\[…\\]`, rendered at build time instead (arithmatex-text.ts).
        ...(html['mathjax-support'] === true ? { math: 'mdbook' as const } : {}),
      },
    },
    src,
    fold: { enable: fold.enable === true, level: typeof fold.level === 'number' ? fold.level : 0 },
  };
}

/**
 * `cname` gives the origin (mdBook writes it to a CNAME file), `site-url` the path the book is served under
 * ("/mdBook/"); a `site-url` that is a whole URL gives both.
 */
function siteAddress(html: Record<string, unknown>, file: string, warnings: ReadingWarnings): Pick<UserConfig, 'url' | 'baseUrl'> {
  const cname = stringAt(html.cname, file, 'output.html.cname', warnings);
  const siteUrl = stringAt(html['site-url'], file, 'output.html.site-url', warnings);
  const address: Pick<UserConfig, 'url' | 'baseUrl'> = {};
  if (cname) address.url = `https://${cname.replace(/^https?:\/\//, '').replace(/\/.*$/, '')}`;
  if (siteUrl) {
    const parsed = /^https?:\/\//.test(siteUrl) ? new URL(siteUrl) : undefined;
    if (parsed && !address.url) address.url = parsed.origin;
    const base = parsed ? parsed.pathname : siteUrl;
    address.baseUrl = `/${base.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  }
  return address;
}

/** The book's repository link (mdBook's icon in the menu bar), by its host, else by `git-repository-icon`. */
function repositoryLink(html: Record<string, unknown>, file: string, warnings: ReadingWarnings): Pick<UserConfig, 'socialLinks'> {
  const href = stringAt(html['git-repository-url'], file, 'output.html.git-repository-url', warnings);
  if (!href || !/^https?:\/\//.test(href)) return {};
  const host = new URL(href).hostname;
  const iconName = stringAt(html['git-repository-icon'], file, 'output.html.git-repository-icon', warnings) ?? '';
  const known: Array<(typeof SOCIAL_ICONS)[number]> = ['github', 'gitlab', 'bitbucket'];
  // mdBook shows GitHub's icon unless told otherwise.
  const icon = known.find((name) => host.includes(name)) ?? known.find((name) => iconName.includes(name)) ?? 'github';
  return { socialLinks: [{ icon, href }] };
}

/** `[output.html.redirect]` as the config's `redirects` (mdbook-redirects.ts). */
function redirectsOf(html: Record<string, unknown>, file: string, warnings: ReadingWarnings): Pick<UserConfig, 'redirects'> {
  const redirects = isRecord(html.redirect) ? bookRedirects(html.redirect, file, warnings) : undefined;
  return redirects ? { redirects } : {};
}

interface SettingsSource {
  html: Record<string, unknown>;
  toml: Record<string, unknown>;
  root: string;
  file: string;
  src: string;
}

/** What mdBook does for its readers that docsgen does not: one warning each, naming the field. */
function unsupportedSettings({ html, toml, root, file, src }: SettingsSource, warnings: ReadingWarnings): void {
  const styles = [html['additional-css'], html['additional-js']].flat().filter((entry) => typeof entry === 'string');
  if (styles.length > 0) {
    warnings.unsupported(
      file,
      'output.html.additional-css',
      `the book's own stylesheets and scripts (${styles.join(', ')}) are not loaded: pages are shown in docsgen's theme`,
    );
  }
  const preprocessors = isRecord(toml.preprocessor) ? Object.keys(toml.preprocessor) : [];
  // links and index are mdBook's own; trpl-listing's <Listing> tags docsgen reads (markdown.listingTags).
  const custom = preprocessors.filter((name) => !['links', 'index', 'trpl-listing'].includes(name));
  if (custom.length > 0) {
    warnings.unsupported(file, 'preprocessor', `the book's preprocessors (${custom.join(', ')}) do not run: pages are read as written`);
  }
  const notFound = stringAt(html['input-404'], file, 'output.html.input-404', warnings) ?? '404.md';
  if (existsSync(path.join(root, src, notFound))) {
    warnings.unsupported(
      file,
      'output.html.input-404',
      `${src}/${notFound} is the book's page for missing addresses: docsgen shows its own 404 page, and does not publish this one`,
    );
  }
  const favicon = ['theme/favicon.svg', 'theme/favicon.png'].find((candidate) => existsSync(path.join(root, candidate)));
  if (favicon) {
    warnings.unsupported(
      file,
      'theme',
      `${favicon} is mdBook's favicon, but docsgen takes the favicon from its static folder: copy it to static/ and set \`favicon\` in a docsgen.config.ts`,
    );
  }
}

/** Whether book.toml runs the preprocessor `name` (a `[preprocessor.name]` table). */
function runsPreprocessor(toml: Record<string, unknown>, name: string): boolean {
  return isRecord(toml.preprocessor) && toml.preprocessor[name] !== undefined;
}
