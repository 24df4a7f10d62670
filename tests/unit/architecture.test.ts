// The shape ARCHITECTURE.md describes, checked on the real import graph (tests/support/import-graph.ts): who may
// import whom at the top level, the order of cli/'s folders (commands on top, stages in pipeline order, helpers at the
// bottom, never a cycle), and no module-level caches in Node code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { cycles, describeGraph, groupGraph, importsOf, REPO, sourceFiles } from '../support/import-graph.js';

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
  // mdx/ renders MDX pages before the model, with its rules for links to source files (model/file-refs.ts).
  ['render', 'search', 'bundle', 'llms', 'mdx'],
  ['model'],
  ['openapi'],
  ['markdown'],
  ['sources'],
  ['config'],
  ['routes', 'text', 'fs', 'http'],
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

/**
 * Module-level state that can change: a top-level `let` or `var`, or a top-level collection not typed read-only.
 * State outlives a build, and `docsgen dev` runs for hours: caches belong to a build context that is passed in.
 */
function moduleState(file: string): string[] {
  const text = readFileSync(path.join(REPO, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const list = statement.declarationList;
    const line = (node: ts.Node): number => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    for (const declaration of list.declarations) {
      const name = declaration.name.getText();
      if (!(list.flags & ts.NodeFlags.Const)) {
        found.push(`${file}:${line(declaration)} ${name} (let/var)`);
        continue;
      }
      const init = declaration.initializer;
      const collection = init && ts.isNewExpression(init) && /^(Map|Set|WeakMap|WeakSet)$/.test(init.expression.getText());
      const readonly = declaration.type && /^Readonly/.test(declaration.type.getText());
      if (collection && !readonly) found.push(`${file}:${line(declaration)} ${name} (a ${init.expression.getText()} any call can change)`);
    }
  }
  return found;
}

describe('no module-level mutable state', () => {
  it('in cli/ and shared/: caches belong to the build context', () => {
    expect([...sourceFiles('cli'), ...sourceFiles('shared')].flatMap(moduleState)).toEqual([]);
  });
});
