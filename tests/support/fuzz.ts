// How many cases each fast-check property runs: a few hundred in the normal suite, so it stays quick, and
// DOCSGEN_FUZZ_RUNS (10,000 under `npm run test:fuzz`) when hunting. Property test files are named *.property.test.ts.

/** The number of runs for a property: DOCSGEN_FUZZ_RUNS when set, else `normal`. */
export function fuzzRuns(normal = 200): number {
  const runs = Number(process.env.DOCSGEN_FUZZ_RUNS);
  return Number.isInteger(runs) && runs > 0 ? runs : normal;
}

/** A test timeout that grows with the run count, for properties whose cases each take milliseconds. */
export function fuzzTimeout(msPerRun: number, normal = 200): number {
  return Math.max(30_000, fuzzRuns(normal) * msPerRun);
}
