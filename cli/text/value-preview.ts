// Error messages quote the value they reject. YAML aliases let a few lines stand for millions of nodes (the "billion
// laughs"): JSON.stringify would expand them all, so the quote is built by a walk that stops at a budget.

/** JSON-like text of `value`, cut with "…" after about `budget` characters, however large or shared the value is. */
export function previewValue(value: unknown, budget = 80): string {
  let left = budget;
  const walk = (node: unknown, depth: number): string => {
    if (left <= 0) return '…';
    let text: string;
    if (node instanceof Date) {
      text = Number.isNaN(node.getTime()) ? 'an invalid date' : node.toISOString();
    } else if (Array.isArray(node)) {
      if (depth > 3) return '[…]';
      const parts: string[] = [];
      for (const item of node) {
        if (left <= 0) {
          parts.push('…');
          break;
        }
        parts.push(walk(item, depth + 1));
      }
      text = `[${parts.join(',')}]`;
    } else if (node !== null && typeof node === 'object') {
      if (depth > 3) return '{…}';
      const parts: string[] = [];
      for (const key of Object.keys(node)) {
        if (left <= 0) {
          parts.push('…');
          break;
        }
        parts.push(`${JSON.stringify(key.slice(0, budget))}:${walk((node as Record<string, unknown>)[key], depth + 1)}`);
      }
      text = `{${parts.join(',')}}`;
    } else if (typeof node === 'string') {
      text = JSON.stringify(node.length > budget ? `${node.slice(0, budget)}…` : node);
    } else {
      text = String(JSON.stringify(node) ?? node);
    }
    left -= text.length;
    return text;
  };
  const text = walk(value, 0);
  return text.length > budget * 2 ? `${text.slice(0, budget * 2)}…` : text;
}
