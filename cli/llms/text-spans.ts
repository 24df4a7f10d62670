// A text made of one piece per page (llms.txt's lines, llms-full.txt's sections) with where each page's piece lies, so
// a build that remade a few pages replaces their pieces in the last build's file instead of gathering 40,000 pages'
// text again. The spans are kept with the file's record in the output's records (emit/llms-files.ts), as a note. Pure.

/** The text, and each page's piece in it: the routes in order, each piece's [start, end) in UTF-16 code units. */
export interface TextSpans {
  text: string;
  routes: string[];
  starts: number[];
  ends: number[];
}

/** Joins parts into one text, recording where the pages' parts lie; `route` undefined for a part of no page. */
export function joinWithSpans(parts: ReadonlyArray<{ route?: string; text: string }>, separator: string, end = ''): TextSpans {
  const spans: TextSpans = { text: '', routes: [], starts: [], ends: [] };
  let length = 0;
  const texts: string[] = [];
  parts.forEach((part, i) => {
    if (i > 0) length += separator.length;
    if (part.route !== undefined) {
      spans.routes.push(part.route);
      spans.starts.push(length);
      spans.ends.push(length + part.text.length);
    }
    length += part.text.length;
    texts.push(part.text);
  });
  spans.text = texts.join(separator) + end;
  return spans;
}

/**
 * The pieces of the routes given replaced with their new text, the spans after them moved along; undefined when a
 * route has no piece. Arrays, not a map: a route is looked for once per edit, and 40,000 spans move in one pass.
 */
export function replaceSpans(old: TextSpans, pieces: ReadonlyMap<string, string>): TextSpans | undefined {
  const changes: Array<{ at: number; text: string }> = [];
  for (const [route, text] of pieces) {
    const at = old.routes.indexOf(route);
    if (at < 0) return undefined;
    changes.push({ at, text });
  }
  changes.sort((a, b) => a.at - b.at);
  const out: string[] = [];
  const starts = old.starts.slice();
  const ends = old.ends.slice();
  let from = 0;
  let shift = 0;
  let next = 0;
  for (let i = 0; i < starts.length; i++) {
    starts[i]! += shift;
    const change = changes[next];
    if (change?.at !== i) {
      ends[i]! += shift;
      continue;
    }
    out.push(old.text.slice(from, old.starts[i]), change.text);
    from = old.ends[i]!;
    ends[i] = starts[i]! + change.text.length;
    shift += change.text.length - (old.ends[i]! - old.starts[i]!);
    next += 1;
  }
  out.push(old.text.slice(from));
  return { text: out.join(''), routes: old.routes, starts, ends };
}

/** The spans as a cache note: routes, starts and ends in three arrays. */
export function encodeSpans({ routes, starts, ends }: Omit<TextSpans, 'text'>): string {
  return JSON.stringify([routes, starts, ends]);
}

/** The spans of a note encodeSpans wrote, or undefined for anything else. */
export function decodeSpans(note: string | undefined): Omit<TextSpans, 'text'> | undefined {
  if (!note) return undefined;
  try {
    const [routes, starts, ends] = JSON.parse(note) as [unknown, unknown, unknown];
    if (!Array.isArray(routes) || !Array.isArray(starts) || !Array.isArray(ends)) return undefined;
    if (routes.length !== starts.length || routes.length !== ends.length) return undefined;
    return { routes: routes as string[], starts: starts as number[], ends: ends as number[] };
  } catch {
    return undefined;
  }
}
