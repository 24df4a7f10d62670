/**
 * The tab a key moves to in an ARIA tabs widget, from tab `index` of `count`: arrows step and wrap around, Home and
 * End go to the ends. Undefined for any other key.
 */
export function tabAfterKey(key: string, index: number, count: number): number | undefined {
  const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: count - 1 };
  const target = moves[key];
  return target === undefined ? undefined : (target + count) % count;
}
