// The compiled config runs on a thread of its own, so that no config can stop or hang the command that reads it: a
// `process.exit()` there ends only that thread, a loop or a timer that never ends is cut at a time limit, a promise
// that never settles ends the thread with code 13, and the main thread (dev's server among it) keeps answering
// meanwhile. What the thread sends back is the default export as data (a structured clone): the config is settings,
// and a value that is not data (a function, say) is named instead of half-read.
import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { DocsgenError } from '../errors/docsgen-error.js';

/** How long a config may take to load, from its thread's start: ample for one that reads files or asks a server. */
export const CONFIG_TIME_LIMIT_MS = 30_000;

/** The heap a config's thread may grow to before it is stopped: a config is settings, not a build. */
const CONFIG_HEAP_MB = 1024;

/**
 * Another generator's config is code written for that generator (cli/sites/): what it exports may hold functions, and
 * stand-ins for the packages the build machine does not have (cli/sites/stand-ins.ts registers them). With `asData`,
 * the thread calls an exported function (Docusaurus accepts one), awaits the result, and turns what cannot be sent into
 * markers the site's reader names in its warnings: `{ $function: name }`, `{ $standIn: 'pkg.member()', $args }`.
 */
const AS_DATA_SOURCE = `const isStandIn = (value) => globalThis[Symbol.for('docsgen.standIns')]?.has(value) ?? false;
function asData(root) {
  const standIns = globalThis[Symbol.for('docsgen.standIns')] ?? new WeakMap();
  const seen = new WeakSet();
  const walk = (value, depth) => {
    if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return typeof value === 'symbol' || typeof value === 'bigint' ? String(value) : value;
    const standIn = standIns.get(value);
    if (standIn) return standIn.args ? { $standIn: standIn.path, $args: walk(standIn.args, depth + 1) } : { $standIn: standIn.path };
    if (typeof value === 'function') return { $function: value.name || 'anonymous' };
    if (value instanceof RegExp || value instanceof Date) return value;
    if (seen.has(value) || depth > 64) return { $cycle: true };
    seen.add(value);
    let out;
    if (Array.isArray(value)) out = value.map((item) => walk(item, depth + 1));
    else if (value instanceof Map) out = Object.fromEntries([...value].map(([k, v]) => [String(k), walk(v, depth + 1)]));
    else if (value instanceof Set) out = [...value].map((item) => walk(item, depth + 1));
    else {
      out = {};
      for (const key of Object.keys(value)) {
        try { out[key] = walk(value[key], depth + 1); } catch (error) { out[key] = { $threw: String(error && error.message) }; }
      }
    }
    seen.delete(value);
    return out;
  };
  return walk(root, 0);
}`;

/**
 * The thread's code, given as a module of its own (a data: URL) so that it runs the same from dist/ and from the
 * TypeScript sources under test. It imports the config and posts one message: its default export, what it threw, or
 * why the export could not be sent.
 */
const THREAD_SOURCE = `import { parentPort, workerData } from 'node:worker_threads';
${AS_DATA_SOURCE}
let message;
try {
  let value = (await import(workerData.url)).default;
  if (workerData.asData) value = asData(typeof value === 'function' && !isStandIn(value) ? await value() : await value);
  message = { kind: 'loaded', value };
} catch (error) {
  const isError = error instanceof Error;
  let text = isError ? error.message : typeof error === 'string' ? error : undefined;
  if (text === undefined) { try { text = JSON.stringify(error) ?? String(error); } catch { text = String(error); } }
  message = { kind: 'threw', text, isError };
}
try {
  parentPort.postMessage(message);
} catch (error) {
  parentPort.postMessage({ kind: 'not-data', text: String(error && error.message) });
}`;

type ThreadMessage =
  | { kind: 'loaded'; value: unknown }
  | { kind: 'threw'; text: string; isError: boolean }
  | { kind: 'not-data'; text: string };

/** Runs the compiled config module at `moduleFile` and resolves with its default export; `name` is the config's file. */
export function runConfigModule(
  moduleFile: string,
  name: string,
  limitMs = CONFIG_TIME_LIMIT_MS,
  { asData = false }: { asData?: boolean } = {},
): Promise<unknown> {
  const fail = (info: { code: string; message: string; hint: string }): DocsgenError => new DocsgenError({ ...info, file: name });
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(THREAD_SOURCE)}`), {
      workerData: { url: pathToFileURL(moduleFile).href, asData },
      resourceLimits: { maxOldGenerationSizeMb: CONFIG_HEAP_MB },
    });
    let settled = false;
    const settle = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      // A config may leave a timer or a socket behind: its thread is not waited for.
      void worker.terminate();
    };
    const timer = setTimeout(() => {
      const seconds = limitMs / 1000;
      settle(() =>
        reject(
          fail({
            code: 'config-timeout',
            message: `the config file was still running after ${seconds} s and was stopped`,
            hint: 'look for a loop that never ends, or a request that never answers, in what the config runs as it loads',
          }),
        ),
      );
    }, limitMs);
    worker.on('message', (message: ThreadMessage) => {
      if (message.kind === 'loaded') settle(() => resolve(message.value));
      else if (message.kind === 'threw') settle(() => reject(threw(name, message)));
      else {
        const text = `the config file's default export holds a value that is not data (${message.text})`;
        const hint = 'the config is settings: strings, numbers, lists and objects, no functions';
        settle(() => reject(fail({ code: 'config-not-data', message: text, hint })));
      }
    });
    worker.on('error', (error) => {
      const memory = (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      settle(() =>
        reject(
          memory
            ? fail({
                code: 'config-runtime',
                message: `the config file ran out of memory while loading (over ${CONFIG_HEAP_MB} MB)`,
                hint: RUNTIME_HINT,
              })
            : threw(name, { text: error.message, isError: true }),
        ),
      );
    });
    worker.on('exit', (code) => {
      settle(() =>
        reject(
          code === 13
            ? fail({
                code: 'config-unsettled',
                message: 'the config file never finished loading: it awaits a promise that never settles',
                hint: 'make sure every promise the config awaits at its top level resolves or rejects',
              })
            : fail({
                code: 'config-exit',
                message: `the config file ended the process (process.exit(${code})) while loading; nothing was built`,
                hint: 'remove the process.exit() call: to stop the build, throw an Error with a message instead',
              }),
        ),
      );
    });
  });
}

const RUNTIME_HINT = 'the config runs as a module; check what it imports and computes';

function threw(name: string, { text, isError }: { text: string; isError: boolean }): DocsgenError {
  return new DocsgenError({
    code: 'config-runtime',
    file: name,
    message: `the config file threw while loading: ${isError ? text : `${text} (a value thrown, not an Error)`}`,
    hint: RUNTIME_HINT,
  });
}
