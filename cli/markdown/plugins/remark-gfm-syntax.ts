// GitHub Flavored Markdown as remark-gfm reads it (tables, footnotes, strikethrough, task lists, autolink literals),
// with one change in where the work happens: email addresses written as plain text ("contato@coins.com.br") are
// found after the parse, not by the parser.
//
// Why: micromark-extension-gfm-autolink-literal 2.1.0 registers its email construct on every ASCII letter and digit,
// so micromark makes an attempt (and an undo) at every word of every paragraph. On the shared 1,000-page corpus that
// one construct made the whole parse 1.5× slower (bench/markdown.mjs: micromark 1.7 → 2.7 ms a page; without the
// email construct, 1.6). mdast-util-gfm-autolink-literal, which remark-gfm also installs, already turns addresses in
// text nodes into mailto links after the parse, by a regular expression run once over each text; with the parser's
// construct gone that pass finds them all. URLs (http://, https://, www.) stay with the parser: they start only at
// "h" and "w", and read there they keep "_", "*" and "~" inside a URL from opening emphasis or strikethrough.
// The one difference that costs: a "_" inside an address is now a run of emphasis marks to the parser; it never pairs
// inside a word, but in rare company (`(a_b@x.io) ~~https://x.io/*a*~~ *https://x.io/*a**`) it changes how the later
// marks of the paragraph pair. Found by the property test, seen in none of the 1,680 pages of five real folders.
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import type { Construct, Extension } from 'micromark-util-types';
import type { Processor } from 'unified';

/** The email construct: the one the extension registers for "0", as it does for every letter and digit. */
function emailConstruct(): Construct {
  const constructs = gfmAutolinkLiteral().text?.[48];
  const email = Array.isArray(constructs) ? constructs[0] : constructs;
  if (!email) throw new Error('micromark-extension-gfm-autolink-literal no longer registers a construct for "0"');
  return email as Construct;
}

/** GFM's syntax extension without the email construct. */
export function gfmSyntaxWithoutEmail(): Extension {
  const syntax = gfm();
  const email = emailConstruct();
  const text: NonNullable<Extension['text']> = {};
  for (const [code, value] of Object.entries(syntax.text ?? {})) {
    const kept = (Array.isArray(value) ? value : [value]).filter((construct): construct is Construct => !!construct && construct !== email);
    if (kept.length) text[Number(code)] = kept;
  }
  return { ...syntax, text };
}

/** The remark plugin: the place of remark-gfm in the pipeline (parsing only: docsgen never writes Markdown back). */
export function remarkGfmSyntax(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(gfmSyntaxWithoutEmail());
  (data.fromMarkdownExtensions ??= []).push(gfmFromMarkdown());
}
