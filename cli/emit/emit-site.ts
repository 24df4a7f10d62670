// Runs the list of emitters (emitters.ts) into an output: each emitter's files handed to the output one by one (it
// writes, keeps or holds each), its stage line printed with its time when it has one. A full build, a build of
// edited pages and `docsgen dev` all come through here.
import { performance } from 'node:perf_hooks';
import { stageLine, type Log } from '../log/stages.js';
import type { Output } from '../output/output.js';
import type { EmitInput, EmittedFile, Emitter, StageLine } from './emitter.js';
import { EMITTERS } from './emitters.js';

export interface EmitRun extends Omit<EmitInput, 'emitted' | 'lazy' | 'reuse'> {
  output: Output;
  log: Log;
  /** The emitters to run; default: the site's list (emitters.ts). */
  emitters?: ReadonlyArray<Emitter<unknown>>;
}

/** Every emitter's files into the output; returns the files put, with what later stages read of them. */
export async function emitSite({ output, log, emitters = EMITTERS, ...rest }: EmitRun): Promise<ReadonlyMap<string, EmittedFile>> {
  const emitted = new Map<string, EmittedFile>();
  const input: EmitInput = { ...rest, lazy: output.lazy, ...(output.reuse ? { reuse: output.reuse } : {}), emitted };
  // Each emitter's work that goes on beside the others (the search index's thread) starts before the first turn.
  const started = emitters.map((emitter) => emitter.start?.(input));
  for (const [i, emitter] of emitters.entries()) {
    const begin = performance.now();
    if (emitter.folder) output.claimFolder(emitter.folder);
    const done = { made: 0, kept: 0 };
    const files = emitter.emit(input, started[i]);
    const iterator = Symbol.asyncIterator in files ? files[Symbol.asyncIterator]() : files[Symbol.iterator]();
    let line: StageLine | undefined;
    for (;;) {
      const step = await iterator.next();
      if (step.done) {
        line = step.value;
        break;
      }
      const file = step.value;
      done[await output.put(file)] += 1;
      emitted.set(file.path, { immutable: file.immutable ?? false, ...(file.policy ? { policy: file.policy } : {}) });
    }
    await output.settled();
    if (line) log(stageLine(emitter.name, performance.now() - begin, line(done)));
  }
  return emitted;
}
