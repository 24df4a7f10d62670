// Tags the config adds to every page's <head> (docs/design/brand-and-build-rules.md, section 6): Starlight's shape,
// which the readers of Starlight, Docusaurus, VitePress and MkDocs sites fill too. Only meta, link and script: each is
// written after docsgen's own tags, its attribute values escaped, and the Content-Security-Policy allows exactly what
// it runs (render/head-policy.ts). What could weaken the page is refused here, with the field named: a
// `meta http-equiv` (a refresh, a second policy), an `http:` URL (mixed content), an event-handler attribute, a
// script text that would end its element early.
import { z } from 'zod';

const ZOD_CUSTOM = 'custom';

/** An attribute name the HTML writer can put as it is: nothing that could close the tag or start another attribute. */
const ATTRIBUTE_NAME = /^[a-z][a-z0-9_.:-]*$/i;

/** What a tag of `head` may not be, in the words the error prints; undefined when it is fine. */
function refusal(tag: {
  tag: string;
  attrs?: Record<string, string | boolean>;
  content?: string;
}): { path: string[]; message: string } | undefined {
  const attrs = tag.attrs ?? {};
  for (const [name, value] of Object.entries(attrs)) {
    const at = ['attrs', name];
    if (!ATTRIBUTE_NAME.test(name)) return { path: at, message: `"${name}" is no attribute name (letters, digits, "-", "_", ":", ".")` };
    if (/^on/i.test(name))
      return { path: at, message: `event-handler attributes (${name}) never run under the site's CSP: put the code in a script` };
    if (tag.tag === 'meta' && name.toLowerCase() === 'http-equiv')
      return { path: at, message: 'a meta http-equiv could reload the page or set another policy: send headers from the host instead' };
    if (typeof value !== 'string' || !/^(src|href)$/i.test(name)) continue;
    const url = value.trim().toLowerCase();
    if (url.startsWith('http:')) return { path: at, message: `"${value}" is an http: URL, which an https page may not load: use https://` };
    if (/^(javascript|vbscript):/.test(url)) return { path: at, message: `"${value}" is a script URL: link a file instead` };
    if (tag.tag === 'script' && (url.startsWith('//') || (/^[a-z][a-z0-9+.-]*:/.test(url) && !url.startsWith('https:'))))
      return { path: at, message: `a script's src is a path of the site or an https:// URL (got "${value}")` };
  }
  if (tag.content !== undefined && tag.tag !== 'script') return { path: ['content'], message: `a ${tag.tag} tag has no content` };
  if (tag.content !== undefined && /<\/script|<!--/i.test(tag.content))
    return { path: ['content'], message: 'a script\'s text may not hold "</script" or "<!--": it would end the element early' };
  return undefined;
}

export const headTagSchema = z
  .strictObject({
    tag: z.enum(['meta', 'link', 'script']).meta({ description: 'The element: `meta`, `link` or `script`.' }),
    attrs: z
      .record(z.string(), z.union([z.string(), z.boolean()]))
      .optional()
      .meta({ description: 'Its attributes; `true` writes a boolean one bare (`defer`), `false` leaves it out.' }),
    content: z.string().optional().meta({ description: "A script's text." }),
  })
  .superRefine((tag, ctx) => {
    const problem = refusal(tag);
    if (problem) ctx.addIssue({ code: ZOD_CUSTOM, params: { said: true }, path: problem.path, message: problem.message });
  });

export const headSchema = z.array(headTagSchema).optional().meta({
  description:
    "Tags added to every page's `<head>` after docsgen's own, as Starlight's `head` writes them: `{ tag: 'meta' | 'link' | 'script', attrs?, content? }`, values written as given, but a script's `src` without a leading `/` or a scheme, which names a file from the site root (checked) that is published under a content-hashed name. A `meta` with the `name` or `property` of one of docsgen's replaces it. The Content-Security-Policy allows each script by the hash of its text or by its origin (a file of the site by 'self'), and a stylesheet of another site by its origin, never by 'unsafe-inline'; a script of another site may also reach its own origin (`connect-src`, `img-src`: an analytics beacon), and nothing else (a font, another site) is allowed. Refused: other tags, `meta http-equiv`, `http:` URLs, `on…` attributes.",
  defaultText:
    "none; a Starlight site's `head`, a Docusaurus site's `headTags` and `scripts`, a VitePress site's `head`, an MkDocs site's `extra_javascript`",
});

export type HeadTagConfig = z.output<typeof headTagSchema>;
