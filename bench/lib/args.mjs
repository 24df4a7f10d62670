// Command-line options for the benchmark scripts: `--flag value`, `--flag=value` and bare flags, whole numbers
// checked, `-h`/`--help` printing the script's header comment, and a clear message (exit 2) for anything else.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Says what is wrong with the command line, prefixed with the script's name, and exits with 2. */
export function usageError(name, message) {
  console.error(`${name}: ${message}`);
  process.exit(2);
}

/** A whole number ≥ min, or a usage error naming the flag. */
export function wholeNumber(name, flag, value, min = 1) {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) usageError(name, `${flag} needs a whole number ≥ ${min}, got "${value ?? ''}"`);
  return n;
}

/**
 * Parses argv into a copy of `defaults`. `flags` maps each flag to a handler `(opts, value)`, where `value()` takes
 * the flag's value (inline after "=", or the next argument) for flags that have one. `help` is the script's
 * import.meta.url and how many lines of its header comment `--help` prints.
 */
export function parseArgs(argv, { name, help, defaults, flags }) {
  const opts = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    if (flag === '-h' || flag === '--help') {
      const header = readFileSync(fileURLToPath(help.script), 'utf8')
        .split('\n')
        .slice(1, 1 + help.lines);
      console.log(header.map((line) => line.replace(/^\/\/ ?/, '')).join('\n'));
      process.exit(0);
    }
    const handler = flags[flag];
    if (!handler) usageError(name, `unknown option ${arg} (try --help)`);
    handler(opts, () => inline ?? argv[++i]);
  }
  return opts;
}
