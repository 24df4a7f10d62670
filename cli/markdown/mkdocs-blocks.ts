// MkDocs sites write admonitions (`!!! note "Title"`, `??? note`), content tabs (`=== "Tab"`) with a body indented four
// spaces, and pymdownx.blocks (`/// tip | Title` … `///`). To CommonMark an indented body is a code block, so the
// blocks are found in the text, before parsing, and rewritten as `:::dg-mkdocs` container directives with their body
// dedented. Line for line, so that warnings and the link checker quote the author's line numbers (only a body with no
// blank line after it, and the text straight on, takes one line more). remark-mkdocs-blocks.ts then makes the
// directives callouts, `<details>` and tab groups. Fenced code is left alone: a page showing the syntax keeps it.
import { asLabel, FencedCode } from './container-titles.js';

/** The directive name the rewritten blocks carry, read back by remark-mkdocs-blocks.ts. */
export const MKDOCS_DIRECTIVE = 'dg-mkdocs';
export const MKDOCS_TAB_DIRECTIVE = 'dg-mkdocs-tab';

/** `!!! type "Title"`, `??? type`, `???+ type`: Python-Markdown's admonition and pymdownx.details. */
const ADMONITION = /^([ \t]*)(!!!|\?\?\?\+?)[ \t]*([\w-]+)(?:[ \t]+[\w-]+)*(?:[ \t]+"(.*)")?[ \t]*$/;
/** `=== "Tab"` (pymdownx.tabbed): `===!` starts a new group, `===+` is the tab shown first. */
const TAB = /^([ \t]*)===([!+]{0,2})[ \t]+"(.*)"[ \t]*$/;
/** `/// type | Title` (pymdownx.blocks); its closing `///` has as many slashes. */
const BLOCK = /^([ \t]*)(\/{3,})[ \t]*([\w-]+)(?:[ \t]*\|[ \t]*(.*?))?[ \t]*$/;
/** A definition (def_list's `:   `) whose text opens with a block: the block sits at the definition's text column. */
const DEFINITION = /^([ \t]*):([ \t]{1,3})(?=!!!|\?\?\?|===)/;
/** pymdownx.blocks' own kinds besides the admonition types. */
const BLOCK_KINDS = /^(admonition|details|tab)$/;

/** The body with every MkDocs block outside fenced code written as a container directive. */
export function mkdocsBlocks(body: string): string {
  if (!/^[ \t]*(?::[ \t]{1,3})?(?:!!!|\?\?\?|===|\/\/\/)/m.test(body)) return body;
  return rewrite(body.split('\n')).join('\n');
}

function rewrite(lines: string[]): string[] {
  const out: string[] = [];
  const code = new FencedCode();
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!.replace(/\r$/, '');
    if (code.isCode(line)) {
      out.push(lines[index]!);
      continue;
    }
    // `:   !!! note`: read as the block indented to the definition's text, then given its `:` back.
    const definition = DEFINITION.exec(line);
    const asBlock = definition ? `${definition[1]} ${definition[2]}${line.slice(definition[0].length)}` : line;
    const indented = ADMONITION.exec(asBlock) ?? TAB.exec(asBlock);
    const block = indented ? undefined : BLOCK.exec(line);
    if (indented) {
      const first = out.length;
      index = indentedBlock(lines, index, indented, out);
      if (definition) out[first] = `${definition[1]}:${out[first]!.slice(definition[1]!.length + 1)}`;
    } else if (block && isBlockKind(block[3]!)) index = fencedBlock(lines, index, block, out);
    else out.push(lines[index]!);
  }
  return out;
}

/** The opening line's directive, for an admonition or a tab. */
function opening(match: RegExpExecArray): { name: string; title: string | undefined; attributes: string } {
  if (match[0].trimStart().startsWith('===')) {
    return { name: MKDOCS_TAB_DIRECTIVE, title: match[3], attributes: match[2]!.includes('!') ? ' new="true"' : '' };
  }
  const collapse = match[2] === '???' ? ' collapse="closed"' : match[2] === '???+' ? ' collapse="open"' : '';
  const title = match[4];
  return {
    name: MKDOCS_DIRECTIVE,
    title,
    attributes: ` type="${match[3]!.toLowerCase()}"${collapse}${title === '' ? ' notitle="true"' : ''}`,
  };
}

/** Rewrites the block opened at `start` (its body the lines indented four spaces more); returns its last line's index. */
function indentedBlock(lines: string[], start: number, match: RegExpExecArray, out: string[]): number {
  const indent = match[1]!;
  let end = start + 1;
  let last = start;
  for (; end < lines.length; end++) {
    const line = lines[end]!.replace(/\r$/, '');
    if (!line.trim()) continue;
    if (!line.startsWith(`${indent}    `) && !line.startsWith(`${indent}\t`)) break;
    last = end;
  }
  const body = lines.slice(start + 1, last + 1).map((line) => dedent(line, indent));
  const inner = rewrite(body);
  const { name, title, attributes } = opening(match);
  const colons = fenceFor(inner);
  out.push(`${indent}${colons}${name}${title ? `[${asLabel(title)}]` : ''}{${attributes.trim()}}`, ...inner);
  // The closing fence takes the blank line after the body, or one more line when the text goes straight on.
  out.push(`${indent}${colons}`);
  const next = lines[last + 1];
  return next !== undefined && !next.trim() ? last + 1 : last;
}

function dedent(line: string, indent: string): string {
  if (!line.trim()) return line;
  const rest = line.slice(indent.length);
  return indent + (rest.startsWith('\t') ? rest.slice(1) : rest.slice(4));
}

/** Rewrites the `///` block opened at `start` up to its closing `///`; returns the closing line's index. */
function fencedBlock(lines: string[], start: number, match: RegExpExecArray, out: string[]): number {
  const [, indent, slashes, kind, title] = match as unknown as [string, string, string, string, string | undefined];
  const code = new FencedCode();
  let depth = 0;
  let end = start + 1;
  for (; end < lines.length; end++) {
    const line = lines[end]!.replace(/\r$/, '');
    if (code.isCode(line)) continue;
    if (line.trim() === slashes && depth-- === 0) break;
    const nested = BLOCK.exec(line);
    if (nested && nested[2] === slashes && isBlockKind(nested[3]!)) depth++;
  }
  if (end >= lines.length) {
    out.push(lines[start]!); // never closed: pymdownx leaves it too
    return start;
  }
  const options: Record<string, string> = {};
  let body = start + 1;
  // The block's options (`type: warning`, `open: True`), indented under its opening line: read, and left as blank lines.
  for (; body < end && /^[ \t]+[\w-]+:/.test(lines[body]!); body++) {
    const [key, ...value] = lines[body]!.trim().split(':');
    options[key!.toLowerCase()] = value.join(':').trim().toLowerCase();
  }
  const inner = rewrite(lines.slice(body, end));
  const colons = fenceFor(inner);
  out.push(`${indent}${colons}${blockDirective(kind.toLowerCase(), title, options)}`);
  for (let blank = start + 1; blank < body; blank++) out.push('');
  out.push(...inner, `${indent}${colons}`);
  return end;
}

function blockDirective(kind: string, title: string | undefined, options: Record<string, string>): string {
  const label = title ? `[${asLabel(title)}]` : '';
  if (kind === 'tab') return `${MKDOCS_TAB_DIRECTIVE}${label}{${options.new === 'true' ? 'new="true"' : ''}}`;
  const type = options.type?.replace(/[^\w-]/g, '') || (kind === 'admonition' || kind === 'details' ? 'note' : kind);
  const collapse = kind === 'details' ? ` collapse="${options.open === 'true' ? 'open' : 'closed'}"` : '';
  return `${MKDOCS_DIRECTIVE}${label}{type="${type}"${collapse}}`;
}

function isBlockKind(kind: string): boolean {
  return BLOCK_KINDS.test(kind.toLowerCase()) || kind.toLowerCase() in ADMONITION_KINDS;
}

/** More colons than any container fence inside, so that the body's own containers nest in it. */
function fenceFor(inner: string[]): string {
  let longest = 2;
  for (const line of inner) longest = Math.max(longest, /^[ \t]*(:{3,})/.exec(line)?.[1]?.length ?? 0);
  return ':'.repeat(longest + 1);
}

/** Material for MkDocs' admonition types and their other names, each shown as the docsgen callout kind nearest to it. */
export const ADMONITION_KINDS: Readonly<Record<string, string>> = {
  note: 'note',
  abstract: 'info',
  summary: 'info',
  tldr: 'info',
  info: 'info',
  todo: 'info',
  tip: 'tip',
  hint: 'tip',
  important: 'important',
  success: 'tip',
  check: 'tip',
  done: 'tip',
  question: 'info',
  help: 'info',
  faq: 'info',
  warning: 'warning',
  caution: 'caution',
  attention: 'warning',
  failure: 'danger',
  fail: 'danger',
  missing: 'danger',
  danger: 'danger',
  error: 'danger',
  bug: 'danger',
  example: 'note',
  quote: 'neutral',
  cite: 'neutral',
};
