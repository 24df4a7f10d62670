// The --port option of `docsgen serve` and `docsgen dev`, checked before anything starts.
import { InvalidArgumentError } from 'commander';

/** Parses --port: a whole number from 0 (a free port) to 65535, else commander prints the sentence and the help. */
export function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('a port is a whole number from 0 to 65535');
  return port;
}
