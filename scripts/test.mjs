// `npm test`: every check, in the order a failure is cheapest to read: lint, types, unit tests, browser tests.
// Installs Debian's Chromium first when it is missing and we may (root with apt-get), as CI machines start bare.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const run = (cmd, args, env = {}) => spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

if (!existsSync(chromium)) {
  const root = process.getuid?.() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    console.log("== Chromium is missing: installing Debian's chromium package");
    run('apt-get', ['update', '-qq']);
    if (run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], { DEBIAN_FRONTEND: 'noninteractive' }) !== 0)
      process.exit(1);
  } else {
    console.error(`Chromium not found at ${chromium}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
console.log('== lint (Biome: formatting and lint rules, biome.jsonc)');
let failed = run(npx, ['biome', 'check', '.']);

console.log('== typecheck');
// One build of the solution (tsconfig.json): each part under its own rules, Node, browser, both or neither.
failed += run(npx, ['tsc', '-b']);

// Unit tests, then browser tests, one after the other: run together, the unit tests' builds competed with the
// browsers for the two cores and made timing in the browser tests depend on what else happened to run.
const reports = mkdtempSync(path.join(os.tmpdir(), 'docsgen-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
for (const project of ['unit', 'e2e']) {
  console.log(`== tests: ${project}`);
  const report = path.join(reports, `${project}.json`);
  failed += run(npx, ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  if (!existsSync(report)) continue;
  const { numPassedTests, numFailedTests, numPendingTests, testResults = [] } = JSON.parse(readFileSync(report, 'utf8'));
  for (const file of testResults)
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        failures.push(`${path.relative(process.cwd(), file.name)} › ${test.fullName}\n    ${firstLine(test.failureMessages?.[0])}`);
  totals.passed += numPassedTests;
  totals.failed += numFailedTests;
  totals.skipped += numPendingTests;
}
rmSync(reports, { recursive: true, force: true });

// The failed tests again at the very end: a CI log is often read from its tail, far below where they failed.
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
// One plain closing line that any CI reader understands.
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);

function firstLine(message = '') {
  return (
    message
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 300) ?? ''
  );
}
