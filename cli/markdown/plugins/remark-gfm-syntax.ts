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
//
// The parts are added one by one, tables and URL literals gated (syntax-gates.ts: parsed only on pages whose text can
// hold them), and the pass after the parse is run only on the blocks whose text can hold an address or a URL.
import type { Root } from 'mdast';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import type { Transform } from 'mdast-util-from-markdown';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmFootnote } from 'micromark-extension-gfm-footnote';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import type { Construct, Extension } from 'micromark-util-types';
import type { Processor } from 'unified';
import { mayHoldLiteralInText, mayHoldTable, mayHoldUrlLiteral, mayLinkLiteralsApart, mayMeetDefinitionInTable } from '../syntax-gates.js';
import { gateSyntax, notNative, ownMdastExtension } from './remark-page-parse.js';

/** The URL literal constructs: what the extension registers, but its email construct (the one it registers for "0"). */
function urlLiteralSyntax(): Extension {
  const syntax = gfmAutolinkLiteral();
  const zero = syntax.text?.[48];
  const email = Array.isArray(zero) ? zero[0] : zero;
  if (!email) throw new Error('micromark-extension-gfm-autolink-literal no longer registers a construct for "0"');
  const text: NonNullable<Extension['text']> = {};
  for (const [code, value] of Object.entries(syntax.text ?? {})) {
    const kept = (Array.isArray(value) ? value : [value]).filter((construct): construct is Construct => !!construct && construct !== email);
    if (kept.length) text[Number(code)] = kept;
  }
  return { ...syntax, text };
}

/**
 * The pass after the parse that links addresses and URLs in text (mdast-util-gfm-autolink-literal's): it walks the
 * whole tree four times, once for each of its patterns, which cost a page more than most of docsgen's plugins. Run
 * here on each top-level block whose text can hold one (syntax-gates.ts), alone: its matches never reach past the
 * text they are in, so the blocks left out would have come out as they went in.
 */
function onlyWhereLiterals(transform: Transform): Transform {
  return (tree) => {
    // Text straight in the root (none from Markdown's parser) would be replaced in the stand-in root: the whole tree then.
    if (tree.children.some((node) => node.type === 'text')) return transform(tree);
    for (const block of tree.children) {
      if (holdsLiteral(block)) transform({ type: 'root', children: [block] } satisfies Root);
    }
  };
}

function holdsLiteral(node: { type: string; value?: unknown; children?: unknown[] }): boolean {
  if (node.type === 'text') return mayHoldLiteralInText(node.value as string);
  return !!node.children?.some((child) => holdsLiteral(child as typeof node));
}

/** The remark plugin: the place of remark-gfm in the pipeline (parsing only: docsgen never writes Markdown back). */
export function remarkGfmSyntax(this: Processor): void {
  // In gfm()'s order, which decides which construct is tried first where two start on the same character. The native
  // parser (native-parse.ts) reads every part as micromark does.
  const native = { native: always };
  gateSyntax(this, urlLiteralSyntax(), mayHoldUrlLiteral, native);
  gateSyntax(this, gfmFootnote(), always, native);
  gateSyntax(this, gfmStrikethrough(), always, native);
  gateSyntax(this, gfmTable(), mayHoldTable, { native: (text) => !mayMeetDefinitionInTable(text) });
  gateSyntax(this, gfmTaskListItem(), always, native);
  const fromMarkdown = gfmFromMarkdown().map((extension) =>
    extension.transforms ? { ...extension, transforms: extension.transforms.map(onlyWhereLiterals) } : extension,
  );
  ownMdastExtension(this, fromMarkdown);
  notNative(this, mayLinkLiteralsApart);
}

const always = (): boolean => true;
