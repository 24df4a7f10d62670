// The parts of the core that `npm run test:mutation` mutates, each with the unit tests that pin it (shared by
// stryker.config.mjs, which runs one part, and vitest.mutation.config.ts, which picks that part's tests).
export const MUTATION_PARTS = {
  sources: {
    mutate: ['cli/sources/**/*.ts'],
    tests: ['tests/unit/sources/**/*.test.ts'],
  },
  model: {
    mutate: ['cli/model/**/*.ts'],
    tests: ['tests/unit/model/**/*.test.ts', 'tests/unit/builder/rendered-navigation.test.ts'],
  },
  http: {
    mutate: ['cli/http/**/*.ts', 'cli/serve/**/*.ts'],
    tests: ['tests/unit/http/**/*.test.ts', 'tests/unit/serve/**/*.test.ts'],
  },
  builder: {
    mutate: ['cli/builder/**/*.ts'],
    tests: ['tests/unit/builder/**/*.test.ts'],
  },
  // The search modal's views (.tsx) are tested in Chromium against the built bundle, which holds no mutant: its
  // logic (.ts) is what the unit tests can pin.
  search: {
    mutate: ['client/search/**/*.ts'],
    tests: ['tests/unit/search/**/*.test.ts'],
  },
};
