// Mutation testing (`npm run test:mutation`, scripts/mutation.mjs): StrykerJS changes the core's code one small
// mutant at a time and runs the unit tests that cover it; a mutant no test notices is a behaviour no test pins.
// Not in CI: on two cores the whole core takes over an hour. One run per part of the core (DOCSGEN_MUTATION_PART,
// set by scripts/mutation.mjs), each against the unit tests of that part, so a score says how well those tests pin
// that code, and each part has its own report and incremental file (a rerun tests only what changed).
import { MUTATION_PARTS } from './scripts/mutation-parts.mjs';

const name = process.env.DOCSGEN_MUTATION_PART ?? 'sources';
const part = MUTATION_PARTS[name];
if (!part) throw new Error(`DOCSGEN_MUTATION_PART=${name} is none of ${Object.keys(MUTATION_PARTS).join(', ')}`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  coverageAnalysis: 'perTest',
  // A mutant in a module-level constant runs before any test, so every test would have to run for it in a fresh
  // process: an hour more for little (those constants are mostly messages). Reported as ignored, not scored.
  ignoreStatic: true,
  mutate: part.mutate,
  ignorePatterns: ['dist', 'build', 'bench/work', '.docsgen', 'reports', '.stryker-tmp'],
  reporters: ['clear-text', 'html', 'json'],
  clearTextReporter: { logTests: false, allowColor: false, reportScoreTable: true },
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  incremental: true,
  incrementalFile: `reports/mutation/${name}.incremental.json`,
  concurrency: 2,
  timeoutMS: 15_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
