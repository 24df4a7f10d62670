// What tests of the build's background cleanup need: a process id that names a killed build, and a wait for the
// deletions the build starts without awaiting them.
import { spawnSync } from 'node:child_process';

/** The id of a process that ran and is gone, as a killed build's is. */
export function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

/** Waits until `done()` holds, for at most about a second; the caller then asserts what it expects. */
export async function waitUntil(done: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
}
