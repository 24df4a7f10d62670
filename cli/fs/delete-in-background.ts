import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { setPriority } from 'node:os';
import path from 'node:path';

/** What the deleting process runs: each name under the folder, removed; a failure only leaves it for the next time. */
const DELETER = `const fs = require('node:fs'), path = require('node:path');
const [folder, ...names] = process.argv.slice(1);
for (const name of names) { try { fs.rmSync(path.join(folder, name), { recursive: true, force: true }); } catch {} }`;

/**
 * Deletes what `folder` holds now in a process of its own, started at low priority and not waited for. A replaced
 * output is tens of thousands of files: deleted by the build itself, the build's process waited for it after printing
 * its summary (seconds at 10,000 pages), and its deletions slowed the next build's own writes. The names are those
 * present now, so what a later build puts in the folder is left to that build. When no process can be started, the
 * files are deleted here, in the background.
 */
export function deleteInBackground(folder: string): void {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return; // no folder, nothing to delete
  }
  if (names.length === 0) return;
  const here = (): void => {
    for (const name of names) void rm(path.join(folder, name), { recursive: true, force: true }).catch(() => undefined);
  };
  try {
    const child = spawn(process.execPath, ['-e', DELETER, folder, ...names], { detached: true, stdio: 'ignore', windowsHide: true });
    child.on('error', here);
    child.unref();
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, 19);
      } catch {
        // Not allowed here: it runs at the normal priority.
      }
    }
  } catch {
    here();
  }
}
