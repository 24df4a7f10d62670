// Runs the list of emitters (emitters.ts) into an output: each emitter's work that goes on beside the others is
// started first (startEmit: the search index's thread, before the client is bundled), then each emitter's files are
// handed to the output one by one (it writes, keeps or holds each), its stage line printed with its time when it has
// one. A full build, a build of edited pages and `docsgen dev` all come through here.
import { performance } from 'node:perf_hooks';
import { stageLine, type Log } from '../log/stages.js';
import type { Output } from '../output/output.js';
import type { EmitInput, EmitStart, EmittedFile, Emitter, StageLine } from './emitter.js';
import { EMITTERS } from './emitters.js';

export interface EmitStartInput extends Omit<EmitStart, 'lazy' | 'reuse' | 'lendFolder'> {
  output: Output;
  /** The emitters to run; default: the site's list (emitters.ts). */
  emitters?: ReadonlyArray<Emitter<unknown>>;
}

/** An emit begun: its emitters' work ahead started; `run` gives it what the stages since made, and runs the list. */
export interface StartedEmit {
  run(rest: Pick<EmitInput, 'client' | 'render'> & { log: Log }): Promise<ReadonlyMap<string, EmittedFile>>;
}

/** Starts the emitters' work that goes on beside the others, as early as the build can (before the client stage). */
export function startEmit({ output, emitters = EMITTERS, ...rest }: EmitStartInput): StartedEmit {
  const { reuse } = output;
  const lendFolder = output.lendFolder && ((folder: string) => output.lendFolder!(folder));
  const begun: EmitStart = { ...rest, lazy: output.lazy, ...(reuse ? { reuse } : {}), ...(lendFolder ? { lendFolder } : {}) };
  const started = emitters.map((emitter) => emitter.start?.(begun));
  return {
    run: async ({ log, ...stages }) => {
      const emitted = new Map<string, EmittedFile>();
      const input: EmitInput = { ...begun, ...stages, emitted };
      for (const [i, emitter] of emitters.entries()) await turn(emitter, { input, started: started[i], output, log, emitted });
      return emitted;
    },
  };
}

/** Every emitter's files into the output, from the start: startEmit and run in one. */
export function emitSite({ client, render, log, ...start }: EmitStartInput & Pick<EmitInput, 'client' | 'render'> & { log: Log }) {
  return startEmit(start).run({ client, render, log });
}

/** One emitter's turn: its files into the output, then its stage line. */
async function turn(
  emitter: Emitter<unknown>,
  {
    input,
    started,
    output,
    log,
    emitted,
  }: { input: EmitInput; started: unknown; output: Output; log: Log; emitted: Map<string, EmittedFile> },
): Promise<void> {
  const begin = performance.now();
  if (emitter.folder) output.claimFolder(emitter.folder);
  const done = { made: 0, kept: 0 };
  const files = emitter.emit(input, started);
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
