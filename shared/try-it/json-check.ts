// The body is checked as JSON before it is sent, and a mistake is shown where it is (line and column), whatever the
// browser's own wording of the parse error.

export interface JsonProblem {
  line: number;
  column: number;
  /** The line that holds the mistake, for the message to quote. */
  excerpt: string;
}

/** Where `text` stops being JSON, or undefined when it parses (an empty body is no body, not a mistake). */
export function jsonProblem(text: string): JsonProblem | undefined {
  if (text.trim() === '') return undefined;
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    // A mistake found in trailing blanks (the text ended too early) is shown right after the last character.
    return locate(text, Math.min(offsetOf(text, (error as Error).message), text.trimEnd().length));
  }
}

/**
 * The offset the engine names: V8 says "at position N" (newer versions add the line and column), Firefox "at line L
 * column C"; "Unexpected end of JSON input" names none, and means the end.
 */
function offsetOf(text: string, message: string): number {
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) {
    const lines = text.split('\n').slice(0, Number(lineColumn[1]) - 1);
    return lines.reduce((sum, line) => sum + line.length + 1, 0) + Number(lineColumn[2]) - 1;
  }
  const position = /position (\d+)/.exec(message);
  return position ? Number(position[1]) : text.length;
}

function locate(text: string, offset: number): JsonProblem {
  const before = text.slice(0, offset).split('\n');
  const line = before.length;
  return { line, column: before[line - 1]!.length + 1, excerpt: text.split('\n')[line - 1] ?? '' };
}
