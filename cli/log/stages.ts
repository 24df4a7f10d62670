import { performance } from 'node:perf_hooks';

export type Log = (line: string) => void;

/** Runs one named build stage and prints one line with its time and what it did. */
export async function stage<T>(log: Log, name: string, run: () => T | Promise<T>, describe?: (result: T) => string): Promise<T> {
  const start = performance.now();
  const result = await run();
  log(stageLine(name, performance.now() - start, describe?.(result)));
  return result;
}

/** A stage's line: its name, its time and what it did. */
export function stageLine(name: string, ms: number, detail?: string): string {
  return `  ${name.padEnd(9)} ${formatMs(ms).padStart(8)}${detail ? `  ${detail}` : ''}`;
}

export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}
