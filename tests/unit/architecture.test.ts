// The shape ARCHITECTURE.md describes, checked on the real import graph (tests/support/import-graph.ts): who may
// import whom at the top level, the order of cli/'s folders (commands on top, stages in pipeline order, helpers at the
// bottom, never a cycle), and no module-level state where builds run (tests/support/module-state.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { cycles, describeGraph, groupGraph, importsOf, REPO, sourceFiles } from '../support/import-graph.js';
import { describeFinding, moduleState, statefulRegexUses, workerEntryWork } from '../support/module-state.js';

const TOP = ['cli', 'client', 'templates', 'shared'] as const;
/** What each top-level folder may import besides itself. */
const MAY_IMPORT: Record<(typeof TOP)[number], string[]> = {
  cli: ['templates', 'shared'],
  client: ['templates', 'shared'],
  templates: ['shared'],
  shared: [],
};

/**
 * cli/'s folders from the top down. A folder imports only folders of lower rows; folders of one row never import
 * each other. Files directly in cli/ (the program) are the top row.
 */
const CLI_LAYERS: string[][] = [
  ['(program)'],
  ['commands'],
  ['dev', 'serve'],
  ['builder'],
  // Reading a site: each generator's files turned into docsgen's config (one reader per generator); a site's versions
  // as sites of their own, and their models made one.
  ['sites', 'variants'],
  // The outputs of the site (one list of emitters), then where their files go (a folder, memory).
  ['emit'],
  ['output'],
  // What changed since the last build and what can be reused of it: the build's record, its saved model, its output.
  ['incremental'],
  // mdx/ renders MDX pages before the model, with its rules for links to source files (model/file-refs.ts).
  ['render', 'search', 'bundle', 'llms', 'mdx'],
  ['model'],
  ['openapi'],
  ['markdown'],
  ['sources'],
  ['config'],
  // styles/: Sass compiled where a site's stylesheets are bundled (the theme's, the React pages' components').
  ['routes', 'text', 'fs', 'http', 'log', 'styles'],
  ['errors'],
];

const topFolder = (file: string): string | undefined => TOP.find((folder) => file.startsWith(`${folder}/`));
const cliFolder = (file: string): string | undefined => {
  if (!file.startsWith('cli/')) return undefined;
  const parts = file.split('/');
  return parts.length === 2 ? '(program)' : parts[1];
};
const all = TOP.flatMap((folder) => sourceFiles(folder));

describe('layering (ARCHITECTURE.md)', () => {
  it('top-level folders import only what they may: shared ← templates ← client and cli', () => {
    const graph = groupGraph(all, topFolder);
    const wrong = [...graph.values()]
      .flatMap((edges) => [...edges.values()])
      .filter((edge) => !MAY_IMPORT[edge.from as keyof typeof MAY_IMPORT].includes(edge.to))
      .map((edge) => edge.example);
    expect(wrong).toEqual([]);
  });

  it('node: modules only in cli/; templates/ and shared/ run in both places, client/ in the browser', () => {
    const wrong = all
      .filter((file) => !file.startsWith('cli/'))
      .flatMap((file) =>
        importsOf(file)
          .filter((spec) => spec.startsWith('node:'))
          .map((spec) => `${file} imports ${spec}`),
      );
    expect(wrong).toEqual([]);
  });

  it('every folder of cli/ has a row in CLI_LAYERS', () => {
    const folders = new Set(sourceFiles('cli').map((file) => cliFolder(file)!));
    expect([...folders].filter((folder) => !CLI_LAYERS.flat().includes(folder))).toEqual([]);
  });

  it('cli/ folders form no import cycle', () => {
    const graph = groupGraph(sourceFiles('cli'), cliFolder);
    expect(cycles(graph), describeGraph(graph)).toEqual([]);
  });

  it('cli/ folders import only folders below their row (commands, then the build, then the stages in order, then helpers)', () => {
    const row = new Map(CLI_LAYERS.flatMap((folders, i) => folders.map((folder) => [folder, i] as const)));
    const graph = groupGraph(sourceFiles('cli'), cliFolder);
    const upward = [...graph.values()]
      .flatMap((edges) => [...edges.values()])
      .filter((edge) => row.get(edge.to)! <= row.get(edge.from)!)
      .map((edge) => `${edge.from} (row ${row.get(edge.from)}) → ${edge.to} (row ${row.get(edge.to)}): ${edge.example}`);
    expect(upward, describeGraph(graph)).toEqual([]);
  });

  it('interface strings live in the translations table, not in components', () => {
    // A JSX text child with a letter in it ("<span>Texto</span>") in a component is an untranslated string.
    const stray = sourceFiles('templates')
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) =>
        [...readFileSync(path.join(REPO, file), 'utf8').matchAll(/>\s*([^<>{}\n=;()]*[A-Za-zÀ-ú][^<>{}\n=;()]*?)\s*<\//g)].map(
          (m) => `${file}: "${m[1]}"`,
        ),
      );
    expect(stray).toEqual([]);
  });

  it("the browser's code takes the site's table from client/site-strings.ts, never a locale's table of its own", () => {
    // A component importing a table would ship that language to every site and show it whatever the config says.
    const tableImport = /^import (?!type )[^;]*from '[./]*shared\/i18n\/(?:strings\.\w+|locales)\.js';/gm;
    const offenders = [...sourceFiles('templates'), ...sourceFiles('client')]
      .filter((file) => file !== 'client/site-strings.ts')
      .flatMap((file) => [...readFileSync(path.join(REPO, file), 'utf8').matchAll(tableImport)].map((m) => `${file}: ${m[0]}`));
    expect(offenders).toEqual([]);
  });
});

/** The bundle's entry points besides the program (cli/index.ts): the worker threads' scripts, as the build names them. */
const WORKER_ENTRIES = [...readFileSync(path.join(REPO, 'scripts/build-cli.mjs'), 'utf8').matchAll(/'(cli\/[\w/-]+\.ts)'/g)]
  .map((m) => m[1]!)
  .filter((file) => file !== 'cli/index.ts');

/**
 * client/ holds state, and is held to this list rather than to the rule: its modules live one page load in one
 * reader's tab, not for hours in a process that builds, and what they hold is that page's session, kept across client
 * navigation on purpose. Moving it into one session object made by boot.ts and passed to every island and listener
 * would change no reader's page. A new entry here is a choice, with its reason beside it.
 */
const CLIENT_STATE = [
  // Which island roots started hydrating, and what the reader asked of one before it was live.
  'client/boot.ts started',
  'client/boot.ts wanted',
  // The chunk-load-error notice shown for each island root.
  'client/chunk-load-error.ts notices',
  // Mermaid diagrams: each drawing's stylesheet (adopted by the document), the pass drawing now, the colour-mode watch.
  'client/diagrams/draw-diagrams.ts sheets',
  'client/diagrams/draw-diagrams.ts drawing',
  'client/diagrams/draw-diagrams.ts watching',
  // The sidebars' JSON (content-hashed URLs) fetched once per page load.
  'client/islands/load-sidebar.ts cache',
  // The navigation in flight and the page shown: a late, older navigation must not replace a newer page.
  'client/navigation/client-navigation.ts setUpIslands',
  'client/navigation/client-navigation.ts latest',
  'client/navigation/client-navigation.ts shown',
  // Pages prefetched on intent.
  'client/navigation/fetch-page.ts pages',
  // Each history entry's scroll position, the entry read, and the write after scrolling stops.
  'client/navigation/history-scroll.ts positions',
  'client/navigation/history-scroll.ts currentKey',
  'client/navigation/history-scroll.ts timer',
  // /_versions.json, fetched once per page load when the reader's version is not the last (issue 35).
  'client/navigation/preferred-version.ts versionsFile',
  // The one progress bar and its timers.
  'client/navigation/progress-bar.ts bar',
  'client/navigation/progress-bar.ts delay',
  'client/navigation/progress-bar.ts fade',
  // docsgen dev's rebuilds seen by this page (the search index may have changed), and its one listener for them.
  'client/search/index-files.ts siteChanges',
  'client/search/index-files.ts following',
];

describe('no module-level state (ARCHITECTURE.md: caches belong to the build context, passed in)', () => {
  // tests/support/module-state.ts says what counts: let/var, an instance made with `new` (a RegExp or a Map or Set
  // typed read-only excepted), an empty collection to be filled, a static field, at a module's top level.
  it('in cli/, shared/ and templates/ (rendered by builds that `docsgen dev` repeats for hours)', () => {
    const files = ['cli', 'shared', 'templates'].flatMap((folder) => sourceFiles(folder));
    expect(files.flatMap(moduleState).map(describeFinding)).toEqual([]);
  });

  it('in client/, only the page-session state listed in CLIENT_STATE', () => {
    const found = sourceFiles('client')
      .flatMap(moduleState)
      .map(({ file, name }) => `${file} ${name}`);
    expect([...new Set(found)]).toEqual(CLIENT_STATE);
  });

  it('worker entries run one call as they load, their work in a function given workerData and parentPort', () => {
    expect(WORKER_ENTRIES.length).toBeGreaterThan(0);
    expect(WORKER_ENTRIES.flatMap(workerEntryWork).map(describeFinding)).toEqual([]);
  });

  it("a thread's globals (parentPort, workerData) are read in worker entries only: the work is handed them", () => {
    const threadGlobals = /^import\s*\{[^}]*\b(?:parentPort|workerData)\b[^}]*\}\s*from\s*'node:worker_threads'/m;
    const readers = sourceFiles('cli').filter((file) => threadGlobals.test(readFileSync(path.join(REPO, file), 'utf8')));
    expect(readers).toEqual([...WORKER_ENTRIES].sort());
  });

  it('no top-level g or y regular expression is used with exec or test (lastIndex carries over between calls)', () => {
    const files = TOP.flatMap((folder) => sourceFiles(folder));
    expect(statefulRegexUses(files).map(describeFinding)).toEqual([]);
  });
});

/** The functions of a file longer than `limit` lines (declarations, methods, arrows), as "file:line name (N lines)". */
function longFunctions(file: string, limit: number): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(REPO, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const lines = source.getLineAndCharacterOfPosition(node.getEnd()).line - start + 1;
      const name = 'name' in node && node.name ? node.name.getText() : '(anonymous)';
      if (lines > limit) found.push(`${file}:${start + 1} ${name} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('small functions (ARCHITECTURE.md: a function that needs a paragraph to explain is two functions)', () => {
  it('no function in cli/ is over 100 lines: orchestrators read as a list of stages', () => {
    expect(sourceFiles('cli').flatMap((file) => longFunctions(file, 100))).toEqual([]);
  });
});
