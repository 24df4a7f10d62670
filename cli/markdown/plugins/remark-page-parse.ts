// remark-parse, with two changes in where the work happens, neither in what a page's tree is:
// - a syntax extension registered with a gate (gateSyntax, gates in syntax-gates.ts) is left out of a page whose text
//   cannot hold its syntax: micromark then makes none of the attempts it would have made and undone there;
// - a page that needs nothing but the syntax a native parser reads (native-parse.ts: CommonMark and GFM) is parsed by
//   it, the same tree (positions included) about twenty times faster; a page with a directive, or a site whose
//   plugins add syntax of their own (remark-math, a site's remark plugin), is parsed by micromark as before.
// Every other extension is passed in its place, as remark-parse passes them. An MDX page is parsed by @mdx-js/mdx's
// remark-parse, which reads the same `micromarkExtensions` and ignores all this, so MDX pages keep every extension.
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { combineExtensions } from 'micromark-util-combine-extensions';
import type { Extension } from 'micromark-util-types';
import type { Data, Processor } from 'unified';
import type { SyntaxGate } from '../syntax-gates.js';

/**
 * Parses a page's text into the tree micromark and mdast-util-from-markdown make of it with GFM, or undefined when it
 * cannot be sure of that page (then micromark parses it).
 */
export type NativeParse = (text: string) => Root | undefined;

/** How docsgen registered one of its syntax extensions. */
interface OwnSyntax {
  gate: SyntaxGate;
  /** Whether the native parser reads this syntax in the page as micromark and docsgen's steps leave it. */
  native: SyntaxGate;
}

declare module 'unified' {
  interface Data {
    /** docsgen's own extensions of `micromarkExtensions`, each for the pages whose text passes its gate. */
    syntaxGates?: Map<Extension, OwnSyntax>;
    /** docsgen's own `fromMarkdownExtensions`, whose nodes a native parse makes itself. */
    ownMdastExtensions?: Set<unknown>;
    /** Tests a page must pass to be parsed natively: where docsgen's parse and the native one part ways. */
    nativeGates?: SyntaxGate[];
  }
}

/** Adds one of docsgen's syntax extensions, for the pages whose text passes `gate` (every page, by another parser). */
export function gateSyntax(processor: Processor, extension: Extension, gate: SyntaxGate, { native }: { native: SyntaxGate }): void {
  const data = processor.data();
  (data.micromarkExtensions ??= []).push(extension);
  (data.syntaxGates ??= new Map()).set(extension, { gate, native });
}

/** Sends the pages whose text passes `gate` to micromark, never to the native parser. */
export function notNative(processor: Processor, gate: SyntaxGate): void {
  (processor.data().nativeGates ??= []).push(gate);
}

/** Adds one of docsgen's tree extensions (what mdast-util-from-markdown makes of its syntax). */
export function ownMdastExtension(processor: Processor, extension: unknown): void {
  const data = processor.data();
  (data.fromMarkdownExtensions ??= []).push(extension as never);
  (data.ownMdastExtensions ??= new Set()).add(extension);
}

export function remarkPageParse(this: Processor, { native }: { native?: NativeParse } = {}): void {
  // The extensions combined once for each set a page asks for (a handful), rather than for every page.
  const combined = new Map<string, Extension[]>();
  this.parser = (doc) => {
    const data = this.data();
    const all = data.micromarkExtensions ?? [];
    const on = all.map((extension) => data.syntaxGates?.get(extension)?.gate(doc) ?? true);
    const tree = native && nativeReads(data, all, on, doc) && !data.nativeGates?.some((gate) => gate(doc)) ? native(doc) : undefined;
    if (tree) return tree;
    const key = on.map((yes) => (yes ? 1 : 0)).join('');
    let extensions = combined.get(key);
    if (!extensions) {
      extensions = [combineExtensions(all.filter((_, index) => on[index]))];
      combined.set(key, extensions);
    }
    return fromMarkdown(doc, { ...data.settings, extensions, mdastExtensions: data.fromMarkdownExtensions ?? [] });
  };
}

/** Whether the native parser reads all the syntax a page asks for: docsgen's own only, each one it reads, or off. */
function nativeReads(data: Data, all: readonly Extension[], on: readonly boolean[], doc: string): boolean {
  const own = (data.fromMarkdownExtensions ?? []).every((extension) => data.ownMdastExtensions?.has(extension));
  return own && all.every((extension, index) => !on[index] || data.syntaxGates?.get(extension)?.native(doc) === true);
}
