// A copy of the Coins site (content/, openapi/, static/ and its config) in a temporary folder, with the config's
// `search` field set by the test: how the Algolia tests get a real site pointed at the Algolia double.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ParsedTryIt, SearchConfig } from '../../cli/config/schema.js';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const SITE_PARTS = ['content', 'openapi', 'static'];

export interface CoinsSiteCopy {
  root: string;
  /** Rewrites docsgen.config.ts: the Coins config with this `search` field (none: the offline default). */
  setSearch(search: SearchConfig | undefined): void;
  /** Rewrites docsgen.config.ts: the Coins config with `openapi.tryIt` set to this (the other fields kept). */
  setTryIt(tryIt: ParsedTryIt): void;
  remove(): void;
}

/** Copies the Coins site into a fresh temporary folder; remove() deletes it. */
export function copyCoinsSite(): CoinsSiteCopy {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'docsgen-coins-'));
  const root = path.join(parent, 'site');
  for (const part of SITE_PARTS) cpSync(path.join(ROOT, part), path.join(root, part), { recursive: true });
  // The original config, imported unchanged, so the copy follows whatever the Coins site configures.
  cpSync(path.join(ROOT, 'docsgen.config.ts'), path.join(root, 'coins.config.ts'));
  const write = (extra: string): void =>
    writeFileSync(path.join(root, 'docsgen.config.ts'), `import coins from './coins.config.ts';\nexport default { ...coins${extra} };\n`);
  const setSearch = (search: SearchConfig | undefined): void => write(search ? `, search: ${JSON.stringify(search)}` : '');
  const setTryIt = (tryIt: ParsedTryIt): void => write(`, openapi: { ...coins.openapi, tryIt: ${JSON.stringify(tryIt)} }`);
  setSearch(undefined);
  return { root, setSearch, setTryIt, remove: () => rmSync(parent, { recursive: true, force: true }) };
}
