// remark-directive's place in the pipeline (`:::name`, `::name`, `:name`), with its syntax gated (syntax-gates.ts):
// a page with no ":" before a name's first character parses without the extension, which otherwise tries at every ":".
import { directiveFromMarkdown, directiveToMarkdown } from 'mdast-util-directive';
import { directive } from 'micromark-extension-directive';
import type { Processor } from 'unified';
import { mayHoldClaimableDirective, mayHoldDirective } from '../syntax-gates.js';
import { gateSyntax, ownMdastExtension } from './remark-page-parse.js';

export function remarkDirectiveSyntax(this: Processor): void {
  const data = this.data();
  // The native parser reads container directives as micromark does, and no other: a page that may hold another is
  // micromark's, unless all it may hold are bare text directives (`image:latest`), which no step of docsgen's claims
  // and remark-unknown-directives.ts gives back as the text they were, the text the native parser leaves.
  gateSyntax(this, directive(), mayHoldDirective, { native: (text) => !mayHoldClaimableDirective(text) });
  ownMdastExtension(this, directiveFromMarkdown());
  // As remark-directive: a site's plugin that writes Markdown back writes directives as directives.
  // (remark-stringify's key, which its types declare; docsgen does not load remark-stringify.)
  ((data as { toMarkdownExtensions?: unknown[] }).toMarkdownExtensions ??= []).push(directiveToMarkdown());
}
