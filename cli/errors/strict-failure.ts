// Strict mode (config `strict`, `docsgen build --strict`): what a reader would find broken stops the build instead of
// being warned of. Broken links and anchors, files pages name that are missing or not published, and components or
// containers docsgen cannot show are listed all at once, in one error, before any output is written.
import { DocsgenError, type BuildWarning } from './docsgen-error.js';

/** The warnings strict mode fails on: a reader would meet each as a broken link, a missing image or raw markup. */
export const STRICT_CODES: ReadonlySet<string> = new Set([
  'broken-link',
  'broken-anchor',
  'missing-file',
  'file-outside-site',
  'hidden-file',
  'mdx-import-missing',
  'astro-component',
  'vue-component',
  'svelte-component',
  'component-tag',
  'unknown-container',
]);

/** The error strict mode stops the build with, or undefined when no warning is of a strict kind. */
export function strictFailure(warnings: readonly BuildWarning[], configFile: string | undefined): DocsgenError | undefined {
  const failing = warnings.filter((warning) => STRICT_CODES.has(warning.code));
  if (failing.length === 0) return undefined;
  const lines = failing.map(
    (warning) => `  ${warning.code}: ${warning.file ?? ''}${warning.line === undefined ? '' : `:${warning.line}`}: ${warning.message}`,
  );
  return new DocsgenError({
    code: 'strict-warnings',
    ...(configFile ? { file: configFile } : {}),
    message: `strict mode: ${failing.length} problem${failing.length === 1 ? '' : 's'} a reader would meet, the build stopped and the output is as it was:\n${lines.join('\n')}`,
    hint: 'fix each one, or build without `--strict` (and `strict: true` in the config) to have them as warnings',
  });
}
