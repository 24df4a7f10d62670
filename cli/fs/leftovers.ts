import { readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Whether the process `pid` still runs. A temporary file or folder named with a live process's id is that process's
 * work in progress (two builds of one site may run at once); one named with a dead process's id was left by a kill.
 * EPERM: it runs under another user.
 */
export function processAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Names in `folder` that `pattern` matches, whose first group is the id of a process that no longer runs. */
export function deadLeftovers(folder: string, pattern: RegExp): string[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names.filter((name) => {
    const pid = pattern.exec(name)?.[1];
    return pid !== undefined && !processAlive(Number(pid));
  });
}

/** `writeFileAtomic`'s temporary files and the client bundle's staging folders: `<name>.<pid>.tmp`. */
export const TEMPORARY_NAME = /\.(\d+)\.tmp$/;

/**
 * Deletes, in the background, what killed processes left in `folder` under names `pattern` matches (see
 * deadLeftovers). A failure only leaves them for the next build; the process waits for the deletions before exiting.
 */
export function removeDeadLeftovers(folder: string, pattern: RegExp = TEMPORARY_NAME): Promise<unknown> {
  return Promise.all(
    deadLeftovers(folder, pattern).map((name) => rm(path.join(folder, name), { recursive: true, force: true }).catch(() => undefined)),
  );
}
