// VitePress (markdown-it-container) writes "::: tip Title" and Docusaurus ":::note Title": the title after the name,
// often a space after the colons. remark-directive reads neither; it wants ":::tip[Title]". Like Docusaurus's
// admonitionTitleToDirectiveLabel, this rewrites such opening lines into the directive form before parsing, but only
// outside fenced code (a page showing the syntax keeps it) and line for line, so every line keeps its number: warnings
// and the link checker quote lines.

/** An opening fence: quote markers and indentation, colons, maybe spaces, a directive name, the rest of the line. */
const OPENING = /^((?:[ \t]*>)*[ \t]*)(:{3,})([ \t]*)([A-Za-z][\w-]*)(.*)$/s;
/** VitePress's trailing attributes (`::: details Title {open}`), kept as the directive's attributes. */
const TRAILING_ATTRIBUTES = /[ \t]*(\{[^{}]*\})$/;

/** The body with every "::: name Title" opening line outside fenced code written as ":::name[Title]". */
export function directiveTitles(body: string): string {
  if (!body.includes(':::')) return body;
  const code = new FencedCode();
  const lines = body.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (code.isCode(line)) continue;
    const rewritten = directiveLine(line);
    if (rewritten !== undefined) lines[index] = rewritten;
  }
  return lines.join('\n');
}

/** The directive form of one opening line, or undefined when remark-directive reads it as it is (or it opens nothing). */
export function directiveLine(line: string): string | undefined {
  const match = OPENING.exec(line.replace(/\r$/, ''));
  if (!match) return undefined;
  const [, prefix, colons, gap, name, rest] = match as unknown as [string, string, string, string, string, string];
  const opening = `${prefix}${colons}${name}`;
  if (!rest.trim() || rest.startsWith('[') || rest.startsWith('{')) return gap ? `${opening}${rest.trimEnd()}` : undefined;
  if (!/^[ \t]/.test(rest)) return undefined; // ":::tip." or ":::a:b" is prose, not a name and a title
  let title = rest.trim();
  const attributes = TRAILING_ATTRIBUTES.exec(title);
  if (attributes) title = title.slice(0, attributes.index).trimEnd();
  return `${opening}${title ? `[${asLabel(title)}]` : ''}${attributes?.[1] ?? ''}`;
}

/**
 * A title as the text of a directive label: brackets escaped unless they pair up (a link in the title stays a link),
 * and a trailing backslash doubled so that it does not escape the closing bracket.
 */
export function asLabel(title: string): string {
  let depth = 0;
  for (const char of title.replace(/\\[[\]]/g, '')) {
    if (char === '[') depth++;
    else if (char === ']' && --depth < 0) break;
  }
  const label = depth === 0 ? title : title.replace(/(?<!\\)([[\]])/g, '\\$1');
  return /(?<!\\)(?:\\\\)*\\$/.test(label) ? `${label}\\` : label;
}

/**
 * Tells fenced code lines apart, line by line. A fence indented two or more spaces is taken to be inside a list item,
 * which a less indented line ends (CommonMark ends the code with its container); one inside quotes ends with them.
 */
export class FencedCode {
  private fence: { marker: string; indent: number; quotes: number } | undefined;

  isCode(line: string): boolean {
    const quoted = /^((?:[ \t]*>[ \t]?)*)(.*)$/s.exec(line.replace(/\r$/, ''))!;
    const quotes = (quoted[1]!.match(/>/g) ?? []).length;
    const text = quoted[2]!;
    const indent = /^[ \t]*/.exec(text)![0].length;
    const marker = /^[ \t]*(`{3,}|~{3,})(.*)$/s.exec(text);
    if (this.fence) {
      const ended = quotes < this.fence.quotes || (text.trim() !== '' && this.fence.indent >= 2 && indent < this.fence.indent);
      if (!ended) {
        // A closing fence is indented at most three spaces more than its opening one (CommonMark): an indented
        // ``` is a line of the code, as in a fence showing a tab's fenced code.
        const closes =
          marker &&
          indent - this.fence.indent <= 3 &&
          marker[1]![0] === this.fence.marker[0] &&
          marker[1]!.length >= this.fence.marker.length &&
          !marker[2]!.trim();
        if (closes) this.fence = undefined;
        return true;
      }
      this.fence = undefined;
    }
    // A backtick fence's info string holds no backtick ("``` a`b" is inline code, not a fence).
    if (marker && !(marker[1]![0] === '`' && marker[2]!.includes('`'))) {
      this.fence = { marker: marker[1]!, indent, quotes };
      return true;
    }
    return false;
  }
}
