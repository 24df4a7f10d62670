// The warnings for what the pages import that stood in (missing-imports-plugin.ts). A package that is not installed
// is one warning per page, at the line that imports it: installing it is the fix, page by page nothing changes. A
// component file of another framework (`.astro`, `.vue`, `.svelte`) is the site's own and used on many pages (one
// Starlight site imports its ReadMore.astro on 464): it is one warning for the whole build, naming the component and
// how many pages use it, at its first use, so the report shows each component once instead of burying the others.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildWarning } from '../errors/docsgen-error.js';
import type { ContentFile } from '../sources/content-files.js';
import { fileLineOf } from '../sources/file-line.js';
import type { MissingImport } from './missing-imports-plugin.js';

/** A component file of another framework, by its ending. */
const FOREIGN = /\.(astro|vue|svelte)$/i;
/** Docusaurus's own module names (`@theme/…`, `@docusaurus/…`) that docsgen has no module for. */
const DOCUSAURUS = /^@(?:theme|theme-original|theme-init|docusaurus)\//;

interface Place {
  file: string;
  line?: number;
}

/**
 * The warnings, packages' first, then one per foreign component at its first use: in the order of their files' paths
 * and then of their lines. Not in the order esbuild met them, which differs from build to build (its resolving runs in
 * parallel): a Starlight site's `<component-preview>` was named at badges.mdx in one build and at cards.mdx in the next.
 */
export function missingImportWarnings(
  missing: readonly MissingImport[],
  { root, files, indexes }: { root: string; files: readonly ContentFile[]; indexes: number[] },
): BuildWarning[] {
  const byPath = new Map(indexes.map((index) => [path.resolve(root, files[index]!.file), files[index]!]));
  const placeOf = ({ specifier, importer }: MissingImport): Place & { page: boolean } => {
    const page = byPath.get(importer.replace(/^mdx-page:/, ''));
    const file = page?.file ?? (path.relative(root, importer).split(path.sep).join('/') || importer);
    return { file, page: page !== undefined, ...importLine({ page, importer, specifier }) };
  };
  const placed = missing
    .map((one) => ({ one, place: placeOf(one) }))
    .sort(
      (a, b) =>
        byText(a.place.file, b.place.file) ||
        (a.place.line ?? 0) - (b.place.line ?? 0) ||
        byText(a.one.specifier, b.one.specifier) ||
        byText(a.one.importer, b.one.importer),
    );
  const warnings: BuildWarning[] = [];
  const components = new Map<string, { specifier: string; first: Place; importers: Set<string> }>();
  for (const { one, place: where } of placed) {
    const { page, ...place } = where;
    if (!FOREIGN.test(one.specifier.split('?')[0]!)) {
      warnings.push({ code: 'mdx-import-missing', ...place, message: `${page ? 'the page' : 'the file'} imports ${packageText(one)}` });
      continue;
    }
    const key = componentKey(one, root);
    const known = components.get(key);
    if (known) known.importers.add(one.importer);
    else components.set(key, { specifier: one.specifier, first: place, importers: new Set([one.importer]) });
  }
  for (const { specifier, first, importers } of components.values()) warnings.push(componentWarning(specifier, first, importers.size));
  return warnings;
}

/** Code-unit order: the same on every machine, whatever its locale. */
function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** What stood in for an import that is no foreign component, and what the reader gets: a data file, a module, a package. */
function packageText({ specifier, data }: MissingImport): string {
  if (data) return `"${specifier}", a file that is not there (one the site makes before its build?): it stands in as an empty list`;
  if (DOCUSAURUS.test(specifier))
    return `"${specifier}", a Docusaurus module docsgen does not provide: its components show their content as is`;
  return `"${specifier}", which is not installed here: its components show their content as is (install the site's packages to render them)`;
}

/** The line that names an import stood in: in the page's body, or in the component file that imports it. */
function importLine({ page, importer, specifier }: { page?: ContentFile; importer: string; specifier: string }): { line?: number } {
  const quoted = (line: string): boolean => line.includes(specifier);
  if (page) {
    const bodyLine = page.body.split('\n').findIndex(quoted);
    return bodyLine >= 0 ? { line: fileLineOf(page, bodyLine + 1) } : {};
  }
  if (!path.isAbsolute(importer) || !existsSync(importer)) return {};
  const line = readFileSync(importer, 'utf8').split('\n').findIndex(quoted);
  return line >= 0 ? { line: line + 1 } : {};
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
