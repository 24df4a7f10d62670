// Any config module, however it behaves as it loads (loops, exits, throws any value, never settles, leaves timers
// running, exports anything), gives a resolved config or a DocsgenError naming the config file, within a bound: never
// a hang, a crash of the process that reads it, or another exception (issue 32, items 8 and 9).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../cli/config/load-config.js';
import { DocsgenError } from '../../../cli/errors/docsgen-error.js';
import { fuzzRuns } from '../../support/fuzz.js';
import { tempSite } from '../support/temp-site.js';

/** The time limit the loads run with: a config still running then is stopped. */
const LIMIT_MS = 400;
/** Each case must end well within this (the limit, a thread's start, esbuild). */
const BOUND_MS = 5_000;
const RUNS = fuzzRuns(30);

/** What the config does as it loads, before its export. */
const behaviour = fc.oneof(
  fc.constant(''),
  fc.constantFrom('while (true) {}', 'for (;;) { Math.random(); }'),
  fc.constantFrom(0, 1, 2, 13, 42).map((code) => `process.exit(${code});`),
  fc.jsonValue({ maxDepth: 2 }).map((value) => `throw ${JSON.stringify(value) ?? 'undefined'};`),
  fc.string({ maxLength: 20 }).map((text) => `throw new Error(${JSON.stringify(text)});`),
  fc.constantFrom(
    'await new Promise(() => {});',
    'await new Promise((done) => setTimeout(done, 5));',
    'setInterval(() => {}, 1000);',
    'await Promise.reject(new Error("no"));',
    'process.exitCode = 3;',
  ),
);

/** What it exports as its default. */
const exported = fc.oneof(
  fc.constant("{ title: 'Docs' }"),
  fc.constant("{ title: 'Docs', tagline: () => 'x' }"),
  fc.constant('undefined'),
  fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value) ?? 'null'),
);

describe('config modules, fuzzed', () => {
  it(
    'load, or fail with a DocsgenError naming the config, within the bound',
    async () => {
      await fc.assert(
        fc.asyncProperty(behaviour, exported, async (before, value) => {
          const root = tempSite({ 'docsgen.config.ts': `${before}\nexport default ${value};\n` });
          const started = performance.now();
          try {
            const config = await loadConfig(root, { timeLimitMs: LIMIT_MS });
            expect(typeof config.title).toBe('string');
          } catch (error) {
            expect(error).toBeInstanceOf(DocsgenError);
            expect((error as DocsgenError).file).toBe('docsgen.config.ts');
            expect((error as DocsgenError).message).not.toContain('undefined: undefined');
          }
          expect(performance.now() - started).toBeLessThan(BOUND_MS);
        }),
        { numRuns: RUNS },
      );
    },
    Math.max(60_000, RUNS * 1_500),
  );
});
