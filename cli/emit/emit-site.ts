// Runs the list of emitters (emitters.ts) into an output: each emitter's work that goes on beside the others is
// started first (startEmit: the search index's thread, before the client is bundled), then each emitter's files are
// handed to the output one by one (it writes, keeps or holds each), its stage line printed with its time when it has
// one. A full build, a build of edited pages and `docsgen dev` all come through here.
import { performance } from 'node:perf_hooks';
import { stageLine, type Log } from '../log/stages.js';
import type { ClientBundle } from '../bundle/bundle-client.js';
import type { OutputFile } from '../output/output-file.js';
import type { Output } from '../output/output.js';
import { siteRender, type SiteRender } from '../render/render-inputs.js';
import type { EmitInput, EmitStart, EmittedFile, Emitter, StageLine } from './emitter.js';
import { EMITTERS } from './emitters.js';
import { checkOwnPaths } from './own-paths.js';

export interface EmitStartInput extends Omit<EmitStart, 'lazy' | 'reuse' | 'lendFolder'> {
  output: Output;
  /** The emitters to run; default: the site's list (emitters.ts). */
  emitters?: ReadonlyArray<Emitter<unknown>>;
}

/** What the stages between an emit's start and its run made: the client bundle, and the MDX components' styles. */
export interface EmitRun {
  client: ClientBundle;
  /** The URL path of the styles MDX pages' components import, which every page links, when there are any. */
  componentCss?: string | undefined;
  /** The sidebars' files and indexes of an emit before, while the sidebars are the same objects (`docsgen dev`). */
  sidebars?: Pick<SiteRender, 'sidebarData' | 'sidebarRoutes'> | undefined;
  log: Log;
}

/** What an emit did: the files it put, with what later stages read of them, and the pages' render inputs. */
export interface Emitted {
  files: ReadonlyMap<string, EmittedFile>;
  render: SiteRender;
}

/** An emit begun: its emitters' work ahead started; `run` gives it what the stages since made, and runs the list. */
export interface StartedEmit {
  run(stages: EmitRun): Promise<Emitted>;
}

/** Starts the emitters' work that goes on beside the others, as early as the build can (before the client stage). */
export function startEmit({ output, emitters = EMITTERS, ...rest }: EmitStartInput): StartedEmit {
  const { reuse } = output;
  const lendFolder = output.lendFolder && ((folder: string) => output.lendFolder!(folder));
  const begun: EmitStart = { ...rest, lazy: output.lazy, ...(reuse ? { reuse } : {}), ...(lendFolder ? { lendFolder } : {}) };
  const started = emitters.map((emitter) => emitter.start?.(begun));
  return {
    run: async ({ log, client, componentCss, sidebars }) => {
      checkOwnPaths(rest.model, rest.routes, emitters);
      const emitted = new Map<string, EmittedFile>();
      // What every page's render takes besides its own data, made once for all of them.
      const locales = client.locales && Object.entries(client.locales).map(([code, bundle]) => [code, bundle.manifest] as const);
      const render = siteRender(rest.model, {
        client: client.manifest,
        ...(locales ? { localeClients: Object.fromEntries(locales) } : {}),
        ...(componentCss ? { componentCss } : {}),
        ...(rest.site.theme ? { theme: rest.site.theme.href } : {}),
        ...(sidebars ? { sidebars } : {}),
      });
      const input: EmitInput = { ...begun, client, render, emitted };
      for (const [i, emitter] of emitters.entries()) await turn(emitter, { input, started: started[i], output, log, emitted });
      return { files: emitted, render };
    },
  };
}

/** Every emitter's files into the output, from the start: startEmit and run in one. */
export function emitSite({ client, componentCss, sidebars, log, ...start }: EmitStartInput & EmitRun): Promise<Emitted> {
  return startEmit(start).run({ client, componentCss, sidebars, log });
}

// Most files need nothing of the CSP: they share one of two records instead of each allocating its own.
const IMMUTABLE: EmittedFile = Object.freeze({ immutable: true });
const MUTABLE: EmittedFile = Object.freeze({ immutable: false });

/** What later emitters read of a file put. */
function emittedOf({ immutable = false, policy }: OutputFile): EmittedFile {
  if (policy) return { immutable, policy };
  return immutable ? IMMUTABLE : MUTABLE;
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
    // Awaited only when a promise: a memory output takes 80,000 files of a sync emitter at 40,000 pages, and a turn of
    // the microtask queue for each of them cost `docsgen dev`'s start 140 ms.
    const next = iterator.next();
    const step = next instanceof Promise ? await next : next;
    if (step.done) {
      line = step.value;
      break;
    }
    const file = step.value;
    const put = output.put(file);
    done[put instanceof Promise ? await put : put] += 1;
    emitted.set(file.path, emittedOf(file));
  }
  await output.settled();
  if (line) log(stageLine(emitter.name, performance.now() - begin, line(done)));
}
