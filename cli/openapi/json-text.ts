/**
 * JSON text of a value from the spec (an example, a default, an enum value). Dereferencing turns a `$ref` inside an
 * example that points to one of its own ancestors into a value that contains itself, where JSON.stringify throws
 * "Converting circular structure to JSON"; such a repeat is written as the string "[circular]" instead. A value
 * shared without a cycle is written in full each time, as the spec means.
 */
export function jsonText(value: unknown, indent?: number): string {
  try {
    // The native path first: a replacer function makes JSON.stringify several times slower, and cycles are rare.
    return JSON.stringify(value, null, indent) ?? '';
  } catch {
    return cycleSafeJson(value, indent);
  }
}

function cycleSafeJson(value: unknown, indent?: number): string {
  const ancestors: unknown[] = [];
  const text = JSON.stringify(
    value,
    function (this: unknown, _key: string, inner: unknown) {
      if (typeof inner !== 'object' || inner === null) return inner;
      // `this` is the object holding `inner`: everything deeper than it on the stack is a finished sibling branch.
      while (ancestors.length > 0 && ancestors[ancestors.length - 1] !== this) ancestors.pop();
      if (ancestors.includes(inner)) return '[circular]';
      ancestors.push(inner);
      return inner;
    },
    indent,
  );
  // undefined, functions and symbols have no JSON; the page shows nothing for them.
  return text ?? '';
}
