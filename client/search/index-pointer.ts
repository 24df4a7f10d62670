/**
 * Pages name a small pointer file ({ "index": "<hashed index URL>" }) instead of the hashed index, so a content edit
 * does not change every page. This fetch follows the pointer, then fetches the (immutable, cacheable) index.
 */
export async function fetchThroughPointer(pointerUrl: string): Promise<Response> {
  const pointer = await fetch(pointerUrl, { cache: 'no-cache' });
  if (!pointer.ok) return pointer;
  const { index } = (await pointer.json()) as { index?: unknown };
  if (typeof index !== 'string') throw new Error(`${pointerUrl} names no index`);
  return fetch(index);
}
