// Where the benchmark scripts find the repository, the CLI, their scratch folder and the shared corpus generator.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The bench/ folder. */
export const BENCH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO = path.dirname(BENCH);
export const BIN = path.join(REPO, 'bin/docsgen.mjs');
/**
 * Everything the benchmarks write goes here (git-ignored); DOCSGEN_BENCH_WORK names another folder, such as one on
 * tmpfs (/dev/shm) to measure the CPU's side apart from a disk still writing back the last run's files.
 */
export const WORK = process.env.DOCSGEN_BENCH_WORK ? path.resolve(process.env.DOCSGEN_BENCH_WORK) : path.join(BENCH, 'work');
/** The deterministic Portuguese corpus of the shared peers folder; DOCSGEN_GEN_CORPUS names another copy. */
export const GEN_CORPUS = process.env.DOCSGEN_GEN_CORPUS ?? path.resolve(REPO, '../shared/peers/gen-corpus.mjs');
