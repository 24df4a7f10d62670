// The config's `redirects`: old addresses of the site and where their pages are now (docs/design/brand-and-build-rules.md
// §5). Checked here for their shape only; whether a target is a page of the site is the model's to say
// (cli/model/redirects.ts), once every page is known.
import { z } from 'zod';

const ZOD_CUSTOM = 'custom';

/** A route as the config writes one: from "/", no space, no query or hash; a `*` only as a trailing `/*`. */
const ROUTE = /^\/(?:[^\s?#*]*\/\*|[^\s?#*]*)$/;
/** An absolute address on another site: a redirect may send readers there. */
const EXTERNAL = /^https?:\/\/[^\s/?#]+(?:\/[^\s*]*(?:\/\*)?)?$/;

/** True for a rule's side that ends in `/*`: a prefix, whose rest of the path is carried over. */
export function isPrefix(side: string): boolean {
  return side.endsWith('/*');
}

/** True for a target on another site. */
export function isExternal(target: string): boolean {
  return /^https?:\/\//.test(target);
}

/** What is wrong with a rule's shape, in a sentence; undefined when it has none. */
export function redirectProblem(from: string, to: string): string | undefined {
  if (!ROUTE.test(from) || from === '/*')
    return 'an old address is a route of the site such as "/old" or "/guides/*" (a `*` only as a trailing `/*`)';
  if (!ROUTE.test(to) && !EXTERNAL.test(to))
    return `"${to}" is no route such as "/new" or "/tutorials/*", nor an absolute https:// address`;
  if (isPrefix(from) !== isPrefix(to))
    return isPrefix(from)
      ? `"${from}" is a prefix: its target ends with \`/*\` too ("${to}/*"), where the rest of the path goes`
      : `"${to}" ends with \`/*\` but "${from}" is one address: write "${from}/*", or a target without \`/*\``;
  return undefined;
}

export const redirectsSchema = z
  .record(z.string(), z.string())
  .superRefine((rules, ctx) => {
    for (const [from, to] of Object.entries(rules)) {
      const message = redirectProblem(from, to);
      if (message) ctx.addIssue({ code: ZOD_CUSTOM, params: { said: true }, path: [from], message });
    }
  })
  .optional()
  .meta({
    description:
      'Old addresses of the site and where their pages are now, as routes without `baseUrl`: `{ "/old": "/new" }`, a prefix `{ "/guides/*": "/tutorials/*" }` (the rest of the path carried over), or an absolute `https://` target. Each old address gets a page sending readers on (meta refresh, canonical link, `noindex`) and a `301` line in `_redirects` (Netlify, Cloudflare Pages, `docsgen serve`, `docsgen dev`); a chain is followed to its end; a target that is no page of the site fails the build (`redirect-target-missing`), as a loop does (`redirect-loop`). Read from Docusaurus\'s client-redirects plugin, the MkDocs redirects plugin\'s `redirect_maps`, Astro\'s `redirects` and mdBook\'s `output.html.redirect`.',
    defaultText: 'none',
    allowed: 'an object of routes: `{ "/old": "/new" }`',
  });

export type RedirectsConfig = z.input<typeof redirectsSchema>;
