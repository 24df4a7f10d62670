// When each content file was last committed, for the config's `lastUpdated`: ONE `git log` over the content folder,
// newest commit first, its files' names after each commit's time, parsed into path → newest time. VitePress and
// Docusaurus run `git log -1` once per file, which costs a process per page. As theirs, the date is the last
// commit's: a file edited but not committed shows the date of its last commit, a file never committed has none
// (nor has any file when git is missing or the folder is in no repository: the build goes on without dates).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What a run of git gave: its exit code and output, or the error that kept it from starting. */
interface GitRun {
  code: number | null;
  stdout: string;
  stderr: string;
  error?: Error;
}

export interface CommitTimes {
  /** Newest commit time (milliseconds since the epoch) by path in the content folder, "/"-separated. */
  times: Map<string, number>;
  /** Why git gave no dates ("git not found", "not a git repository"); absent when it answered. */
  unavailable?: string;
}

/**
 * The arguments of the one call: paths relative to the folder (--relative, run in it) and NUL-separated (-z), never
 * quoted (core.quotepath off), so spaces, accents and newlines in names come through as they are. Each commit starts
 * with an empty field before its committer time (%ct, as Docusaurus reads it), which no file name can be.
 */
const GIT_LOG_ARGS = [
  '-c',
  'core.quotepath=off',
  '-c',
  'log.showSignature=false',
  'log',
  '-z',
  '--name-only',
  '--relative',
  '--format=%x00%ct',
  '--',
  '.',
];

/** The commit times of the files under `folder` (absolute), from one `git log`. Never rejects. */
export async function readCommitTimes(folder: string): Promise<CommitTimes> {
  const { code, stdout, stderr, error } = await runGit(GIT_LOG_ARGS, folder);
  if (error) return { times: new Map(), unavailable: (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'git not found' : error.message };
  // "not a git repository (or any of the parent directories): .git", "… does not have any commits yet"
  if (code !== 0) return { times: new Map(), unavailable: firstLine(stderr).replace(/^fatal: /, '') || `git log exited with ${code}` };
  return { times: parseCommitLog(stdout) };
}

/**
 * Path → newest commit time from GIT_LOG_ARGS's output: "\0<time>\0\n<file>\0<file>\0" per commit. The newest time
 * wins whatever the order (git lists by date, but a rebased or merged history may not be in committer-time order). A
 * renamed file is listed under its new name in the commit that moved it: that commit is its last.
 */
export function parseCommitLog(output: string, oldest = false): Map<string, number> {
  const times = new Map<string, number>();
  let time: number | undefined;
  let header = false;
  let first = false;
  for (const field of output.split('\0')) {
    if (field === '') {
      header = true;
      continue;
    }
    if (header) {
      header = false;
      first = true;
      const seconds = Number(field);
      time = Number.isFinite(seconds) ? seconds * 1000 : undefined;
      continue;
    }
    // The format's line break comes before the commit's first file name.
    const file = first && field.startsWith('\n') ? field.slice(1) : field;
    first = false;
    if (time !== undefined && file && (oldest ? time < (times.get(file) ?? Infinity) : time > (times.get(file) ?? -Infinity)))
      times.set(file, time);
  }
  return times;
}

/**
 * When each of a few files of `folder` was first committed (a blog post dated by its history, as Docusaurus dates a
 * post whose name and front matter give none): one `git log` over just those paths, the oldest time of each. Empty
 * when git is missing or the folder is in no repository.
 */
export function firstCommitTimes(folder: string, rels: readonly string[]): Map<string, number> {
  if (rels.length === 0) return new Map();
  const args = [...GIT_LOG_ARGS.slice(0, -1), ...rels];
  const run = spawnSync('git', args, { cwd: folder, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error || run.status !== 0) return new Map();
  return parseCommitLog(run.stdout, true);
}

/**
 * A stamp that changes when the repository holding `folder` gets a commit (or a checkout, a reset): the time its HEAD's
 * log (or HEAD itself) was last written, found by walking up to `.git` (a folder, or a worktree's file naming one).
 * Reading it costs a few stat calls, so `docsgen dev` asks git again only when it changed. Undefined outside a repository.
 */
export function headStamp(folder: string): string | undefined {
  for (let dir = path.resolve(folder); ; dir = path.dirname(dir)) {
    const dotGit = path.join(dir, '.git');
    const stat = statSync(dotGit, { throwIfNoEntry: false });
    if (stat) {
      const gitDir = stat.isDirectory() ? dotGit : worktreeGitDir(dotGit, dir);
      if (!gitDir) return undefined;
      const head = ['logs/HEAD', 'HEAD'].map((name) => statSync(path.join(gitDir, name), { throwIfNoEntry: false }));
      return `${gitDir}:${head.map((s) => s?.mtimeMs ?? '').join(':')}`;
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** The folder a worktree's `.git` file names ("gitdir: …"). */
function worktreeGitDir(file: string, dir: string): string | undefined {
  try {
    const named = /^gitdir: (.+)$/m.exec(readFileSync(file, 'utf8'))?.[1]?.trim();
    return named ? path.resolve(dir, named) : undefined;
  } catch {
    return undefined;
  }
}

function firstLine(text: string): string {
  return text.trim().split('\n')[0] ?? '';
}

/** git through child_process, its output collected; a missing binary resolves with the spawn error. */
function runGit(args: string[], cwd: string): Promise<GitRun> {
  return new Promise((resolve) => {
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const child = spawn('git', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.once('error', (error) => resolve({ code: null, stdout: '', stderr: '', error }));
    child.once('close', (code) =>
      resolve({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }),
    );
  });
}
