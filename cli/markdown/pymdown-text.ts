// What an MkDocs site's Python-Markdown extensions change before CommonMark can parse the page, line for line:
//   abbr        `*[HTML]: Hyper Text Markup Language` lines are definitions, not text: taken out (left blank) and
//               handed to remark-abbreviations.ts, which marks every use on the page.
//   md_in_html  `<div class="grid cards" markdown>`: its content is Markdown. To CommonMark an HTML block runs to the
//               next blank line, so the opening tag (its `markdown` attribute dropped, as Python-Markdown drops it)
//               gets a blank line after it, and so does the closing tag when Markdown follows straight on: a blank
//               line before the tag moves after it, so only a page with none there takes one line more. A tag
//               holding its content on its line (`<figcaption markdown>The [roadmap]</figcaption>`) takes four more.
//   def_list    a definition whose term is an HTML comment alone (`<!-- md:option x -->`, which a site's hook fills
//               in) has it as its term, as Python-Markdown has it: to CommonMark a comment is no paragraph, so it
//               is wrapped in a hidden <span> that is one.
// Fenced code is left alone: a page showing the syntax keeps it.
import { FencedCode } from './container-titles.js';

/** An abbreviation's definition line (Python-Markdown's abbr). */
const ABBREVIATION = /^[ \t]*\*\[([^\]\\]+)\][ ]?:[ \t]*(.*?)[ \t]*$/;
/** An opening tag on a line of its own with a `markdown` attribute (`markdown`, `markdown="1"`, `"block"`, `"span"`). */
const MARKDOWN_TAG = /^([ \t]*)<([a-zA-Z][\w-]*)((?:\s+[^\s=>]+(?:=(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*>[ \t]*$/;
const MARKDOWN_ATTRIBUTE = /\s+markdown(?:=(?:"[^"]*"|'[^']*'|[^\s"'>]+))?(?=\s|$)/;
/** A tag with a `markdown` attribute holding its content on its own line. */
const MARKDOWN_LINE = /^([ \t]*)<([a-zA-Z][\w-]*)((?:\s+[^\s=>]+(?:=(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*>(.+)<\/\2>[ \t]*$/;
/** An HTML comment alone on its line. */
const COMMENT_TERM = /^[ \t]{0,3}<!--.*-->[ \t]*$/;

/** Whether the first line from `start` that is not blank opens a definition (`:   text`, def_list's). */
function isDefinition(lines: readonly string[], start: number): boolean {
  for (let index = start; index < lines.length && index < start + 2; index++) {
    if (lines[index]!.trim()) return /^[ \t]{0,3}:[ \t]{1,3}\S/.test(lines[index]!);
  }
  return false;
}

/** Tags whose line starts an HTML block even straight after a paragraph (CommonMark's kind 6), so may move up a line. */
const BLOCK_TAGS =
  /^(?:address|article|aside|blockquote|details|dialog|div|dl|fieldset|figcaption|figure|footer|form|header|main|nav|ol|p|section|summary|table|ul)$/i;

export interface PymdownText {
  text: string;
  /** The page's abbreviations, by the text they stand for (an empty title removes one, as Python-Markdown does). */
  abbreviations?: Record<string, string>;
}

/** The page rewritten for the extensions `extensions` lists, and what it defined for later steps. */
export function pymdownText(body: string, extensions: readonly string[]): PymdownText {
  const abbr = extensions.includes('abbr') && body.includes('*[');
  const mdInHtml = extensions.includes('md_in_html') && /\smarkdown\b/.test(body);
  const defList = extensions.includes('def_list') && /^[ \t]*<!--.*-->[ \t]*$/m.test(body);
  if (!abbr && !mdInHtml && !defList) return { text: body };
  const abbreviations: Record<string, string> = {};
  const out: string[] = [];
  const code = new FencedCode();
  const open: string[] = [];
  const lines = body.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (code.isCode(line)) {
      out.push(line);
      continue;
    }
    const definition = abbr ? ABBREVIATION.exec(line) : null;
    if (definition) {
      if (definition[2]) abbreviations[definition[1]!.trim()] = definition[2];
      else delete abbreviations[definition[1]!.trim()];
      out.push('');
      continue;
    }
    if (defList && COMMENT_TERM.test(line) && isDefinition(lines, index + 1)) {
      out.push(line.replace(/<!--.*-->/, (comment) => `<span hidden>${comment}</span>`));
      continue;
    }
    const tag = mdInHtml ? MARKDOWN_TAG.exec(line.replace(/\r$/, '')) : null;
    if (tag && MARKDOWN_ATTRIBUTE.test(tag[3]!)) {
      open.push(tag[2]!.toLowerCase());
      blankAfter(out, lines[index + 1], `${tag[1]}<${tag[2]}${tag[3]!.replace(MARKDOWN_ATTRIBUTE, '')}>`, BLOCK_TAGS.test(tag[2]!));
      continue;
    }
    const inline = mdInHtml ? MARKDOWN_LINE.exec(line.replace(/\r$/, '')) : null;
    if (inline && MARKDOWN_ATTRIBUTE.test(inline[3]!)) {
      const [, indent, name, attributes, content] = inline as unknown as [string, string, string, string, string];
      out.push(
        `${indent}<${name}${attributes.replace(MARKDOWN_ATTRIBUTE, '')}>`,
        '',
        `${indent}${content.trim()}`,
        '',
        `${indent}</${name}>`,
      );
      continue;
    }
    const closing = /^[ \t]*<\/([a-zA-Z][\w-]*)\s*>[ \t]*$/.exec(line);
    if (closing && open.at(-1) === closing[1]!.toLowerCase()) {
      open.pop();
      const next = lines[index + 1];
      if (next?.trim() && !next.trimStart().startsWith('<')) blankAfter(out, next, line, BLOCK_TAGS.test(closing[1]!));
      else out.push(line);
      continue;
    }
    out.push(line);
  }
  return { text: out.join('\n'), ...(Object.keys(abbreviations).length ? { abbreviations } : {}) };
}

/**
 * Pushes `line` with a blank line after it when `next` is text: the blank line before it moved there when `canMove`
 * (a block tag, which needs no blank line before it), else one more.
 */
function blankAfter(out: string[], next: string | undefined, line: string, canMove: boolean): void {
  if (!next?.trim()) {
    out.push(line);
    return;
  }
  if (canMove && out.length > 0 && !out[out.length - 1]!.trim()) out.pop();
  out.push(line, '');
}
