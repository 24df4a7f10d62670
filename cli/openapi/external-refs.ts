import path from 'node:path';
import type { BuildWarning } from '../errors/docsgen-error.js';

/** Every `$ref` string in a parsed document, iteratively (a spec can nest deeper than the call stack). */
function refsIn(document: unknown): string[] {
  const refs: string[] = [];
  const seen = new Set<object>();
  const stack: unknown[] = [document];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    if (!Array.isArray(value) && typeof (value as { $ref?: unknown }).$ref === 'string') refs.push((value as { $ref: string }).$ref);
    for (const inner of Object.values(value)) stack.push(inner);
  }
  return refs;
}

const isInside = (folder: string, file: string): boolean => {
  const rel = path.relative(folder, file);
  return rel !== '' && rel.split(path.sep)[0] !== '..' && !path.isAbsolute(rel);
};

/**
 * Warnings for `$ref`s to files outside the spec's folder: the build publishes the bundled spec (`openapi/*.yaml`
 * and `.json`), which inlines what those files hold, so a reference to a shared or private file publishes it too.
 * `files` maps each file the spec reads (absolute path) to its parsed contents, as json-schema-ref-parser resolved them.
 */
export function externalRefWarnings(options: {
  spec: string;
  root: string;
  files: Record<string, unknown>;
  downloads: string[];
}): BuildWarning[] {
  const folder = path.dirname(options.spec);
  const relative = (file: string): string => path.relative(options.root, file).split(path.sep).join('/');
  const warnings: BuildWarning[] = [];
  const reported = new Set<string>();
  for (const [from, document] of Object.entries(options.files)) {
    for (const ref of refsIn(document)) {
      const target = ref.split('#')[0]!;
      // Only file refs: local pointers ("#/…") and URLs (which docsgen does not fetch) publish no local file.
      if (!target || /^[a-z][a-z0-9+.-]+:/i.test(target)) continue;
      const resolved = path.resolve(path.dirname(from), decodeURIComponent(target));
      if (isInside(folder, resolved) || reported.has(`${from}\0${resolved}`)) continue;
      reported.add(`${from}\0${resolved}`);
      warnings.push({
        code: 'openapi-external-ref',
        file: relative(options.spec),
        message:
          `$ref "${ref}"${from === options.spec ? '' : ` (in ${relative(from)})`} reads ${resolved}, outside the spec's folder: ` +
          `its contents are published in ${options.downloads.join(' and ')}`,
      });
    }
  }
  return warnings;
}
