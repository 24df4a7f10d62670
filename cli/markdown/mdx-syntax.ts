// What marks a page as written in MDX: an ES import or export at the start of a line, or a JSX element (a
// capitalised tag, which HTML never has) opening a line, outside fenced code. Docusaurus compiles `.md` pages as MDX
// by default, so folders written for it hold hundreds of such pages named `.md`.
import { FencedCode } from './container-titles.js';

/** An ES import or export as MDX pages write them. */
export const ES_LINE = /^(?:import\s+(?:[\w*{}\s,]+\s+from\s+)?["'][^"']+["']|export\s+(?:const|let|var|function|default|\{))/;
/** A JSX element opening a line: <Tabs>, <TabItem value="a">, <TOCInline toc={toc} />. */
export const JSX_TAG = /^[ \t]*<([A-Z][\w.]*)(?=[\s/>])/;

/** The first line of `body` (1-based) that only MDX would write, with what is on it; undefined when there is none. */
export function findMdxSyntax(body: string): { line: number; what: string } | undefined {
  if (!/^(?:import|export)\s|<[A-Z]/m.test(body)) return undefined; // most pages: one scan, no split
  const code = new FencedCode();
  const lines = body.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (code.isCode(line)) continue;
    if (ES_LINE.test(line)) return { line: index + 1, what: `"${line.length > 60 ? `${line.slice(0, 57)}...` : line.trimEnd()}"` };
    const tag = JSX_TAG.exec(line)?.[1];
    if (tag) return { line: index + 1, what: `the component <${tag}>` };
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
