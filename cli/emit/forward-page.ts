// The small page at an old address that sends readers on to where the page is now: `.html` aliases (html-aliases.ts)
// and the config's redirects (redirects.ts). Its script keeps the `#anchor` (a meta refresh drops it); the meta refresh
// and the link work without JavaScript. Not in search engines: `noindex`, and the canonical link names the page itself.
import { escapeHtml } from '../../shared/escape-html.js';
import { textDirection } from '../../shared/i18n/text-direction.js';
import type { PolicySources } from '../../shared/model/policy.js';
import { hashSource } from '../http/security-headers.js';

/** The one inline script of every forward page: the same text, so one hash in the Content-Security-Policy. */
const FORWARD = "location.replace(document.getElementById('to').href+location.hash)";

/** What a forward page needs of the Content-Security-Policy: its script, by hash. */
export function forwardPolicy(): PolicySources {
  return { scripts: [hashSource(FORWARD)] };
}

/** The page at an old address: where the page is now, for browsers, crawlers and readers without JavaScript. */
export function forwardPage(forward: { href: string; canonical: string; title: string; locale: string }): string {
  const { href, canonical, title, locale } = forward;
  const to = escapeHtml(href);
  return `<!doctype html>
<html lang="${locale}" dir="${textDirection(locale)}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(canonical)}">
<meta http-equiv="refresh" content="0; url=${to}">
</head>
<body>
<p><a id="to" href="${to}">${escapeHtml(title)}</a></p>
<script>${FORWARD}</script>
</body>
</html>
`;
}
