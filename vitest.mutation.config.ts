import { defineConfig } from 'vitest/config';
// @ts-expect-error: a plain .mjs module shared with stryker.config.mjs, without type declarations.
import { MUTATION_PARTS } from './scripts/mutation-parts.mjs';

// The tests StrykerJS runs against each mutant of one part of the core (stryker.config.mjs): that part's unit tests,
// less those a mutant cannot reach or that cannot give one verdict: tests that run the built CLI in a child process
// (a mutant lives only in the sandbox's sources), the property tests (random cases: a mutant's verdict would differ
// from run to run) and the killed-build tests (SIGKILLed child processes).
const part = MUTATION_PARTS[process.env.DOCSGEN_MUTATION_PART ?? 'sources'];

export default defineConfig({
  test: {
    include: part.tests,
    exclude: ['tests/unit/**/*.property.test.ts', 'tests/unit/builder/killed-build*.test.ts', 'tests/unit/cli.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
