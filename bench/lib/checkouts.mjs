// The two docsgen checkouts a comparison runs (ab.mjs, compare-output.mjs): this one and another, an earlier commit
// in a git worktree, each built from its own sources first.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { usageError } from './args.mjs';
import { REPO } from './paths.mjs';

/** This checkout and the one `--other` names, checked to be a docsgen checkout (a usage error naming the flag if not). */
export function checkouts(name, other) {
  if (!other) usageError(name, '--other <path of another docsgen checkout> is required (try --help)');
  const sides = { other: path.resolve(other), this: REPO };
  if (!existsSync(path.join(sides.other, 'bin/docsgen.mjs')))
    usageError(name, `${sides.other} is not a docsgen checkout (no bin/docsgen.mjs)`);
  return sides;
}

/** Runs Node on `args` in `cwd`; throws with its stderr when it fails. */
export function runNode(args, cwd) {
  const result = spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result;
}
