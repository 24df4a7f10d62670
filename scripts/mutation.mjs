// `npm run test:mutation [part...]`: StrykerJS over the core, one part at a time (scripts/mutation-parts.mjs), then the
// mutation score of each folder. Not part of `npm test`: on two cores it takes over an hour. Each part keeps an
// incremental file under reports/mutation/, so a second run tests only mutants whose code or tests changed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MUTATION_PARTS } from './mutation-parts.mjs';

const root = path.resolve(import.meta.dirname, '..');
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in MUTATION_PARTS));
if (unknown.length > 0) {
  console.error(`unknown part ${unknown.join(', ')}: the parts are ${Object.keys(MUTATION_PARTS).join(', ')}`);
  process.exit(2);
}
const parts = asked.length > 0 ? asked : Object.keys(MUTATION_PARTS);
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

let failed = false;
for (const name of parts) {
  console.log(`== mutation testing: ${name} (${MUTATION_PARTS[name].mutate.join(', ')})`);
  const started = Date.now();
  const status = spawnSync(npx, ['stryker', 'run', 'stryker.config.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DOCSGEN_MUTATION_PART: name },
  }).status;
  console.log(`== ${name}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (status !== 0) failed = true;
}

/** Mutant counts by folder from Stryker's JSON reports (mutation-testing-report-schema). */
function scoresByFolder() {
  const folders = new Map();
  for (const name of Object.keys(MUTATION_PARTS)) {
    const report = path.join(root, 'reports/mutation', `${name}.json`);
    if (!existsSync(report)) continue;
    for (const [file, { mutants }] of Object.entries(JSON.parse(readFileSync(report, 'utf8')).files)) {
      const folder = path.dirname(path.relative(root, path.resolve(root, file)));
      const counts = folders.get(folder) ?? { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, Ignored: 0, other: 0 };
      for (const { status } of mutants) counts[status in counts ? status : 'other'] += 1;
      folders.set(folder, counts);
    }
  }
  return folders;
}

// Stryker's mutation score: detected (killed or timed out) over all valid mutants; ignored ones (static) are not scored.
const rows = [...scoresByFolder()].sort(([a], [b]) => a.localeCompare(b));
if (rows.length > 0) {
  console.log('\nfolder              score  killed  timeout  survived  no coverage  ignored');
  for (const [folder, c] of rows) {
    const valid = c.Killed + c.Timeout + c.Survived + c.NoCoverage;
    const score = valid === 0 ? '—' : `${((100 * (c.Killed + c.Timeout)) / valid).toFixed(1)} %`;
    console.log(
      `${folder.padEnd(18)} ${score.padStart(7)} ${String(c.Killed).padStart(7)} ${String(c.Timeout).padStart(8)} ${String(c.Survived).padStart(9)} ${String(c.NoCoverage).padStart(12)} ${String(c.Ignored).padStart(8)}`,
    );
  }
  console.log('\nSurvivors, file by file: reports/mutation/<part>.html');
}
process.exit(failed ? 1 : 0);
