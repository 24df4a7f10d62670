// Small helpers the benchmark scripts share: medians, gzip sizes and how figures are printed.
import { gzipSync } from 'node:zlib';

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
/** Bytes after gzip -9, the measure the peers' harness uses. */
export const gz = (data) => gzipSync(data, { level: 9 }).length;
/** Decimal KB (1 KB = 1000 B), the stricter reading of the budgets. */
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
export const secs = (s) => `${s.toFixed(2)} s`;
/** " (min–max)" after a median, when there was more than one run. */
export const spread = (xs, fmt = (x) => x.toFixed(2)) => (xs.length > 1 ? ` (${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))})` : '');
