// Builds real, public docs folders as a new user would (zero config) and prints what a reader would see broken
// (../shared/tools/docs-folder-report.mjs) and the warnings by kind. Not a test: the folders are not in the repo and
// change upstream. Each comes from a git repository (a clone or a bare mirror) laid out as a docsgen site root.
//
//   node bench/real-folders.mjs --git rust-lang/book=/path/to/book.git --git vitejs/vite=/path/to/vite.git
//   DOCSGEN_MIRRORS=/work/.mirror node bench/real-folders.mjs       # finds <owner>+<name>/repo there
//
// Sites are written to bench/work/real/<name>/ (git-ignored) and built with this checkout's bin/docsgen.mjs.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const WORK = path.join(ROOT, 'bench/work/real');

/** Where each folder's pages, static files and includes sit in its repository. */
const FOLDERS = [
  { repo: 'rust-lang/book', name: 'rust-book', content: 'src', beside: { listings: 'listings' } },
  { repo: 'vitejs/vite', name: 'vite-docs', content: 'docs' },
  { repo: 'jestjs/jest', name: 'jest-docs', content: 'docs', static: 'website/static' },
  { repo: 'vitest-dev/vitest', name: 'vitest-docs', content: 'docs', static: 'docs/public' },
  { repo: 'prettier/prettier', name: 'prettier-docs', content: 'docs', static: 'website/static' },
];

function gitDirs() {
  const given = new Map();
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--git') {
      const [repo, dir] = args[++i].split('=');
      given.set(repo, path.resolve(dir));
    }
  }
  const mirrors = process.env.DOCSGEN_MIRRORS;
  for (const { repo } of FOLDERS) {
    const mirrored = mirrors && path.join(mirrors, repo.replace('/', '+'), 'repo');
    if (!given.has(repo) && mirrored && existsSync(mirrored)) given.set(repo, mirrored);
  }
  return given;
}

/** One folder of the repository at HEAD into `to`; files the clone lacks (large files left out) are skipped. */
function extract(gitDir, folder, to) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'real-folder-'));
  const listing = execFileSync('git', ['-C', gitDir, 'ls-tree', '-r', '-z', 'HEAD', folder], { maxBuffer: 1 << 28 });
  let skipped = 0;
  for (const entry of listing.toString('utf8').split('\0').filter(Boolean)) {
    const [meta, file] = entry.split('\t');
    const [, type, sha] = meta.split(' ');
    if (type !== 'blob') continue;
    const target = path.join(tmp, path.relative(folder, file));
    mkdirSync(path.dirname(target), { recursive: true });
    const blob = spawnSync('git', ['-C', gitDir, 'cat-file', 'blob', sha], { maxBuffer: 1 << 30 });
    if (blob.status !== 0) {
      skipped++;
      continue;
    }
    writeFileSync(target, blob.stdout);
  }
  rmSync(to, { recursive: true, force: true });
  mkdirSync(path.dirname(to), { recursive: true });
  renameSync(tmp, to);
  return skipped;
}

const dirs = gitDirs();
const built = [];
for (const folder of FOLDERS) {
  const gitDir = dirs.get(folder.repo);
  if (!gitDir) {
    console.log(`${folder.name}: skipped (no --git ${folder.repo}=DIR, nor DOCSGEN_MIRRORS)`);
    continue;
  }
  const site = path.join(WORK, folder.name);
  const commit = execFileSync('git', ['-C', gitDir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  let skipped = extract(gitDir, folder.content, path.join(site, 'content'));
  if (folder.static) skipped += extract(gitDir, folder.static, path.join(site, 'static'));
  for (const [name, from] of Object.entries(folder.beside ?? {})) skipped += extract(gitDir, from, path.join(site, name));
  console.log(`${folder.name}: ${folder.repo} at ${commit}${skipped ? ` (${skipped} files absent from the clone)` : ''}`);
  built.push(site);
}

for (const site of built) {
  const out = mkdtempSync(path.join(os.tmpdir(), 'real-out-'));
  const run = spawnSync(process.execPath, [path.join(ROOT, 'bin/docsgen.mjs'), 'build', site, '--out', out, '--no-cache'], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  const byKind = `${run.stdout}\n${run.stderr}`.match(/^warnings by kind: .*$/m)?.[0] ?? 'no warnings';
  console.log(`${path.basename(site)}: exit ${run.status}; ${byKind}`);
  rmSync(out, { recursive: true, force: true });
}
if (built.length > 0) {
  spawnSync(process.execPath, [path.join(ROOT, '../shared/tools/docs-folder-report.mjs'), ...built], { cwd: ROOT, stdio: 'inherit' });
}
