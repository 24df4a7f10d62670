// rustdoc's hidden lines, as mdBook shows Rust code blocks: a line that is `#` alone or starts with `# ` (after any
// indentation) is compiled but not shown; `##` stands for a literal `#`. `#[derive]` and `#!` lines are plain code.
// mdBook's rule (hide_lines_rust): /^(\s*)#(.?)(.*)$/, where the second group "#" unescapes and "" or " " hides.

/** The code as shown (escapes undone, `# ` cut from hidden lines) and, per line, whether it is hidden. */
export interface HiddenLines {
  text: string;
  hidden: boolean[];
}

const BORING_LINE = /^(\s*)#(.?)(.*)$/;

/** Reads the lines of a Rust block the rustdoc way; undefined when no line is hidden and none is escaped. */
export function rustHiddenLines(text: string): HiddenLines | undefined {
  let changed = false;
  const hidden: boolean[] = [];
  const lines = text.split('\n').map((line) => {
    const parts = BORING_LINE.exec(line);
    const hides = parts !== null && (parts[2] === '' || parts[2] === ' ');
    hidden.push(hides);
    if (!parts || !(hides || parts[2] === '#')) return line;
    changed = true;
    return hides ? parts[1]! + parts[3]! : parts[1]! + parts[2]! + parts[3]!;
  });
  return changed ? { text: lines.join('\n'), hidden } : undefined;
}
