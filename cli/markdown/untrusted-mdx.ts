// `markdown.rawHtml: false` is the setting for pages from untrusted hands; MDX is JavaScript that runs at build time
// with the build's access to the machine (files, network, environment), so such a site compiles no page as MDX.
import { DocsgenError } from '../errors/docsgen-error.js';

/**
 * An MDX page where pages come from untrusted hands (`markdown.rawHtml: false`): MDX is JavaScript, run at build time
 * with the build's access to the machine, so it is never compiled; shown as Markdown, its components would be
 * published as text, which its name says no one meant. `file`: the page, when the caller knows it.
 */
export function untrustedMdx(file?: string): DocsgenError {
  return new DocsgenError({
    code: 'mdx-untrusted',
    ...(file === undefined ? {} : { file }),
    message:
      'this page is MDX, whose imports, exports and expressions run as code at build time, and `markdown.rawHtml` is false (pages from untrusted hands): it is not compiled',
    hint: 'rename the page .md to show it as Markdown (its components as text), or, if whoever writes the pages may run code on the build machine, set `markdown.rawHtml` to true',
  });
}
