// Runs another generator's config, which is code, without that generator installed: compiled as docsgen's own config
// is (compile-config.ts), its imports that cannot be resolved standing in (stand-ins.ts), on the config thread with
// its export turned into data (config-thread.ts, `asData`).
import path from 'node:path';
import type { BuildWarning } from '../errors/docsgen-error.js';
import { compileConfig } from '../config/compile-config.js';
import { runCompiledConfig } from '../config/load-config.js';
import { standInBanner, standInPlugin } from './stand-ins.js';

export interface EvaluatedConfig {
  /** The default export as data: functions and stand-ins are markers (`{ $function }`, `{ $standIn, $args }`). */
  value: unknown;
  /** One warning per import that is not installed. */
  warnings: BuildWarning[];
}

/** Runs `file` (relative to `root`) and gives its default export as data. */
export async function evaluateCodeConfig(
  root: string,
  file: string,
  { own, limitMs }: { own: (packageName: string) => boolean; limitMs?: number },
): Promise<EvaluatedConfig> {
  const abs = path.join(root, file);
  const missing = new Map<string, string>();
  const code = await compileConfig(abs, file, {
    plugins: [standInPlugin({ own, missing })],
    banner: standInBanner(abs),
    bundlePackages: true,
  });
  const value = await runCompiledConfig(root, code, file, { limitMs, asData: true });
  const warnings = [...missing].map(([spec, importer]) => {
    const from = path.relative(root, importer).split(path.sep).join('/') || file;
    return { code: 'site-import-missing', file: from, message: whatStoodIn(spec) };
  });
  return { value, warnings };
}

/** What became of an import that stood in, said of the file that makes it. */
function whatStoodIn(spec: string): string {
  if (spec.startsWith('import.meta.glob('))
    return `it lists files with ${spec}, Vite's, which docsgen does not run: what the config takes from them is not read`;
  if (spec.startsWith('.')) return `it imports "${spec}", which is not in the site folder: what the config takes from it is not read`;
  return `it imports "${spec}", which is not installed here: what the config takes from it is not read (install the site's packages to read it)`;
}
