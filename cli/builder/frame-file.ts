// The saved frame (model/saved-frame.ts) on disk, beside the record of the build that made it (build-inputs.ts): the
// record names the frame's id, so a frame is trusted only with the record of its own build, and an output, caches and
// frame left by different builds (one killed on the way) are never mixed.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { writeFileAtomic } from '../fs/write-atomic.js';
import { SAVED_FRAME_FORMAT, type SavedFrame } from '../model/saved-frame.js';

/** Writes the frame and returns the id the build's record names it by; undefined when it could not be written. */
export function saveFrameFile(file: string | undefined, frame: SavedFrame): string | undefined {
  if (!file) return undefined;
  const id = randomUUID();
  try {
    writeFileAtomic(file, JSON.stringify({ id, frame }), { fault: 'mid-frame-write' });
    return id;
  } catch {
    // Without the frame the next build builds the whole site: slower, still correct.
    return undefined;
  }
}

/** The frame saved under `id`, or undefined for none, another build's, another format's or a cut-short file. */
export function loadFrameFile(file: string | undefined, id: string): SavedFrame | undefined {
  if (!file) return undefined;
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { id?: unknown; frame?: Partial<SavedFrame> } | null;
    if (saved?.id !== id || saved.frame?.format !== SAVED_FRAME_FORMAT) return undefined;
    return saved.frame as SavedFrame;
  } catch {
    return undefined;
  }
}
