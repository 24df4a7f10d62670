// A post as the blog's lists show it (BlogPostSummary): its page's title, date, authors and tags, and its part up to
// the truncation marker (MarkdownResult.summary), whose references the post's own `refs` fill.
import type { BlogPostSummary } from '../../../shared/model/blog.js';
import type { DocPage } from '../../../shared/model/site.js';
import type { MarkdownResult } from '../../markdown/markdown-result.js';
import { routeHref } from '../../../shared/url.js';

/** The summary of a post's page; without a summary from the Markdown stage, the whole body. */
export function postSummary(page: DocPage, summary: MarkdownResult['summary'], baseUrl: string): BlogPostSummary {
  const post = page.post!;
  const html = summary?.html ?? page.html;
  return {
    title: page.title,
    href: page.route,
    date: post.date,
    ...(post.updated ? { updated: post.updated } : {}),
    authors: post.authors,
    tags: page.tags,
    ...(post.readingTime === undefined ? {} : { readingTime: post.readingTime }),
    body: {
      html: fragmentsToPost(html, routeHref(baseUrl, page.route)),
      ...(page.refs ? { refs: page.refs } : {}),
      ...(page.policy ? { policy: page.policy } : {}),
    },
    truncated: summary?.truncated ?? false,
  };
}

/** `href="#x"` made `href="<post>#x"`: on a list page, the fragment is the post's, not the list's. */
export function fragmentsToPost(html: string, href: string): string {
  return html.replace(/(\shref=)(["'])#/g, (_, attr: string, quote: string) => `${attr}${quote}${href}#`);
}
