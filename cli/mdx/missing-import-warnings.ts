// The warnings for what the pages import that stood in (missing-imports-plugin.ts). A package that is not installed
// is one warning per page, at the line that imports it: installing it is the fix, page by page nothing changes. A
// component file of another framework (`.astro`, `.vue`, `.svelte`) is the site's own and used on many pages (one
// Starlight site imports its ReadMore.astro on 464): it is one warning for the whole build, naming the component and
// how many pages use it, at its first use, so the report shows each component once instead of burying the others.
import path from 'node:path';
import type { BuildWarning } from '../errors/docsgen-error.js';
import type { ContentFile } from '../sources/content-files.js';
import { fileLineOf } from '../sources/file-line.js';
import type { MissingImport } from './missing-imports-plugin.js';

/** A component file of another framework, by its ending. */
const FOREIGN = /\.(astro|vue|svelte)$/i;

interface Place {
  file: string;
  line?: number;
}

/** The warnings, packages' first in the order they were met, then one per foreign component in the same order. */
export function missingImportWarnings(
  missing: readonly MissingImport[],
  { root, files, indexes }: { root: string; files: readonly ContentFile[]; indexes: number[] },
): BuildWarning[] {
  const byPath = new Map(indexes.map((index) => [path.resolve(root, files[index]!.file), files[index]!]));
  const placeOf = ({ specifier, importer }: MissingImport): Place => {
    const page = byPath.get(importer.replace(/^mdx-page:/, ''));
    const bodyLine = page ? page.body.split('\n').findIndex((line) => line.includes(specifier)) : -1;
    const file = page?.file ?? (path.relative(root, importer).split(path.sep).join('/') || importer);
    return { file, ...(page && bodyLine >= 0 ? { line: fileLineOf(page, bodyLine + 1) } : {}) };
  };
  const warnings: BuildWarning[] = [];
  const components = new Map<string, { specifier: string; first: Place; importers: Set<string> }>();
  for (const one of missing) {
    if (!FOREIGN.test(one.specifier.split('?')[0]!)) {
      warnings.push({
        code: 'mdx-import-missing',
        ...placeOf(one),
        message: `the page imports "${one.specifier}", which is not installed here: its components show their content as is (install the site's packages to render them)`,
      });
      continue;
    }
    const key = componentKey(one, root);
    const known = components.get(key);
    if (known) known.importers.add(one.importer);
    else components.set(key, { specifier: one.specifier, first: placeOf(one), importers: new Set([one.importer]) });
  }
  for (const { specifier, first, importers } of components.values()) warnings.push(componentWarning(specifier, first, importers.size));
  return warnings;
}

/**
 * What makes two imports the same component: a relative path resolved from its importer (`./Card.astro` from two
 * folders are two files), anything else (`~/components/ReadMore.astro`, a package's file) as written.
 */
function componentKey({ specifier, importer }: MissingImport, root: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const from = path.dirname(importer.replace(/^[\w-]+:(?![\\/])/, ''));
  return path.relative(root, path.resolve(from, specifier)).split(path.sep).join('/');
}

/** The one warning of a component, by its framework: each is its own code, so the report counts them apart. */
function componentWarning(specifier: string, first: Place, pages: number): BuildWarning {
  const name = path.posix.basename(specifier.split('?')[0]!).replace(FOREIGN, '');
  const used = `<${name}> ("${specifier}") is used on ${pages} ${pages === 1 ? 'page' : 'pages'}`;
  const fix = `what is written inside it is shown in its place (map "${specifier}" to a React component in the config's \`components\` to render it)`;
  const ending = FOREIGN.exec(specifier.split('?')[0]!)![1]!.toLowerCase();
  if (ending === 'astro')
    return { code: 'astro-component', ...first, message: `${used}: an Astro component, which docsgen does not render; ${fix}` };
  if (ending === 'vue')
    return { code: 'vue-component', ...first, message: `${used}: a Vue component, which docsgen does not render; ${fix}` };
  return { code: 'svelte-component', ...first, message: `${used}: a Svelte component, which docsgen does not render; ${fix}` };
}
