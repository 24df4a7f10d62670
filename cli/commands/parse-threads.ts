// The --threads option of `docsgen build`, checked before anything starts.
import { InvalidArgumentError } from 'commander';

/** Parses --threads: a whole number from 1, else commander prints the sentence and the help. */
export function parseThreads(value: string): number {
  const threads = Number(value);
  if (!Number.isInteger(threads) || threads < 1) throw new InvalidArgumentError('the number of threads is a whole number from 1');
  return threads;
}
