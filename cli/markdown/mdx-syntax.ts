// What marks a page as written in MDX: an ES import or export opening a line, outside fenced code and outside
// `<script>` and `<style>` blocks (VitePress pages import Vue components inside `<script setup>`). Docusaurus compiles
// `.md` pages as MDX by default, so folders written for it hold hundreds of such pages named `.md`. A capitalised tag
// alone (`<Badge>`) is no mark: VitePress pages are full of Vue components.
import type { Heading } from '../../shared/model/navigation.js';
import type { TocItem } from '../../templates/mdx/useMdxServices.js';
import { FencedCode } from './container-titles.js';

/** An ES import or export as MDX pages write them. */
export const ES_LINE = /^(?:import\s+(?:type\s+)?(?:[\w*{}\s,]+\s+from\s+)?["'][^"']+["']|export\s+(?:const|let|var|function|default|\{))/;
const SCRIPT_OPEN = /^\s*<(script|style)\b/i;

/** The first line of `body` (1-based) that only MDX would write, with what is on it; undefined when there is none. */
export function findMdxSyntax(body: string): { line: number; what: string } | undefined {
  if (!/^(?:import|export)\s/m.test(body)) return undefined; // most pages: one scan, no split
  const code = new FencedCode();
  const lines = body.split('\n');
  /** The end of the `<script>` or `<style>` block the lines are in, if they are in one. */
  let blockEnd: RegExp | undefined;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (blockEnd) {
      if (blockEnd.test(line)) blockEnd = undefined;
      continue;
    }
    if (code.isCode(line)) continue;
    const opened = SCRIPT_OPEN.exec(line)?.[1];
    if (opened) {
      const end = new RegExp(`</${opened}\\s*>`, 'i');
      if (!end.test(line)) blockEnd = end;
      continue;
    }
    if (ES_LINE.test(line)) return { line: index + 1, what: `"${line.length > 60 ? `${line.slice(0, 57)}...` : line.trimEnd()}"` };
  }
  return undefined;
}

/**
 * An MDX page's text without its imports and exports: MDX reads an `import` or `export` opening a line (outside code)
 * as JavaScript up to the next blank line, which means nothing to a reader of the page's Markdown.
 */
export function withoutEsm(text: string): string {
  const code = new FencedCode();
  const kept: string[] = [];
  let inEsm = false;
  for (const line of text.split('\n')) {
    if (inEsm && line.trim() === '') inEsm = false;
    else if (!inEsm && !code.isCode(line) && /^(?:import|export)\s/.test(line)) inEsm = true;
    if (!inEsm) kept.push(line);
  }
  return kept.join('\n').replace(/\n{3,}/g, '\n\n');
}

/**
 * A page's contents as Docusaurus gives them to MDX (its h2–h6 as `{ value, id, level }`): every MDX page's `toc`
 * export, and what `<TOCInline />` lists without a `toc` of its own.
 */
export function docusaurusToc(headings: readonly Heading[]): TocItem[] {
  return headings.filter((heading) => heading.depth >= 2).map((heading) => ({ value: heading.text, id: heading.id, level: heading.depth }));
}
