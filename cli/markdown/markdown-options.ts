// The Markdown options of a site, from its config: what every page's HTML depends on besides its text, so part of
// every Markdown cache key (a changed callout title renders every page again).
import type { ResolvedConfig } from '../config/schema.js';
import type { MarkdownOptions } from './markdown-result.js';

/** The Markdown options a site's pages are rendered with (part of every Markdown cache key: a changed callout title re-renders). */
export function markdownOptionsOf(config: ResolvedConfig): MarkdownOptions {
  const { admonitions, detailsSummary, headingAnchor, table, tableUnder, codeBlock, toc } = config.strings;
  const headingIds = config.markdown?.headingIds;
  return {
    baseUrl: config.baseUrl,
    rawHtml: config.markdown?.rawHtml ?? true,
    // GitHub's rule is the default: left out, so the cache key of a site that did not change rule stays as it was.
    ...(headingIds && headingIds !== 'github' ? { headingIds } : {}),
    // `{` `}` by default: left out then, as above.
    ...(config.markdown?.attributeDelimiters ? { attributeDelimiters: config.markdown.attributeDelimiters } : {}),
    // Off by default: left out then, as above.
    ...(config.markdown?.firstH1Title ? { firstH1Title: true } : {}),
    ...(config.markdown?.rustHiddenLines ? { rustHiddenLines: true } : {}),
    ...(config.markdown?.listingTags ? { listingTags: true } : {}),
    // Only an MkDocs site has them: left out elsewhere, as above.
    ...(config.markdown?.mkdocs?.extensions.length ? { mkdocsExtensions: config.markdown.mkdocs.extensions } : {}),
    ...(config.markdown?.emoji ? { emoji: true } : {}),
    ...(config.markdown?.codeAnnotations ? { codeAnnotations: true } : {}),
    ...(config.markdown?.math ? { math: config.markdown.math } : {}),
    // Likewise the default format.
    ...(config.markdown?.format && config.markdown.format !== 'detect' ? { format: config.markdown.format } : {}),
    // The site's plugins, by identity and options (markdown-plugins.ts): a new version, an edited file or other options render every page again.
    ...(config.markdownPlugins ? { plugins: config.markdownPlugins } : {}),
    strings: { admonitions, detailsSummary, headingAnchor, table, tableUnder, codeBlock, toc },
  };
}
