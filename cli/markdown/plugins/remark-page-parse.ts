// remark-parse, but a syntax extension registered with a gate (gateSyntax, gates in syntax-gates.ts) is left out of a
// page whose text cannot hold its syntax: micromark then makes none of the attempts it would have made and undone
// there. Every other extension (remark-math, a site's own) is passed in its place, as remark-parse passes them.
// The Markdown pipeline parses with this; an MDX page is parsed by @mdx-js/mdx's remark-parse, which reads the same
// `micromarkExtensions` and ignores the gates, so MDX pages keep every extension.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { combineExtensions } from 'micromark-util-combine-extensions';
import type { Extension } from 'micromark-util-types';
import type { Processor } from 'unified';
import type { SyntaxGate } from '../syntax-gates.js';

declare module 'unified' {
  interface Data {
    /** Extensions of `micromarkExtensions` that a page gets only when its text passes the gate. */
    syntaxGates?: Map<Extension, SyntaxGate>;
  }
}

/** Adds a syntax extension, for the pages whose text passes `gate` (every page, when parsed by another parser). */
export function gateSyntax(processor: Processor, extension: Extension, gate: SyntaxGate): void {
  const data = processor.data();
  (data.micromarkExtensions ??= []).push(extension);
  (data.syntaxGates ??= new Map()).set(extension, gate);
}

export function remarkPageParse(this: Processor): void {
  // The extensions combined once for each set a page asks for (a handful), rather than for every page.
  const combined = new Map<string, Extension[]>();
  this.parser = (doc) => {
    const data = this.data();
    const all = data.micromarkExtensions ?? [];
    const on = all.map((extension) => data.syntaxGates?.get(extension)?.(doc) ?? true);
    const key = on.map((yes) => (yes ? 1 : 0)).join('');
    let extensions = combined.get(key);
    if (!extensions) {
      extensions = [combineExtensions(all.filter((_, index) => on[index]))];
      combined.set(key, extensions);
    }
    return fromMarkdown(doc, { ...data.settings, extensions, mdastExtensions: data.fromMarkdownExtensions ?? [] });
  };
}
