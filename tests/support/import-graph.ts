// The project's real import graph, read with TypeScript's own import scanner (static imports, re-exports, dynamic
// import() and `import type` alike), for the architecture tests: which folder imports which, and the cycles.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const REPO = path.resolve(import.meta.dirname, '../..');

/** Every .ts and .tsx file under a folder of the repository, as repository-relative paths with "/" separators. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(REPO, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(REPO, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** What a file imports: the specifiers as written. */
export function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(REPO, file), 'utf8'), true, true);
  return importedFiles.map((entry) => entry.fileName);
}

/** The repository file a relative specifier names ("./x.js" → "dir/x.ts"), or undefined for packages and node: modules. */
export function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.join(path.dirname(from), specifier).split(path.sep).join('/');
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, base, `${base}/index.ts`]) {
    try {
      if (statSync(path.join(REPO, candidate)).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

export interface Edge {
  from: string;
  to: string;
  /** One import that makes the edge, "file imports specifier", to point at in a failure. */
  example: string;
}

/**
 * The graph between groups of files: `group` names the group of a file (a folder), or undefined to leave it out.
 * Imports inside one group are not edges.
 */
export function groupGraph(files: string[], group: (file: string) => string | undefined): Map<string, Map<string, Edge>> {
  const graph = new Map<string, Map<string, Edge>>();
  for (const file of files) {
    const from = group(file);
    if (from === undefined) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    for (const specifier of importsOf(file)) {
      const target = resolveImport(file, specifier);
      const to = target === undefined ? undefined : group(target);
      if (to === undefined || to === from || graph.get(from)!.has(to)) continue;
      graph.get(from)!.set(to, { from, to, example: `${file} imports ${specifier}` });
    }
  }
  return graph;
}

/** The strongly connected components with more than one member (Tarjan): each is an import cycle between groups. */
export function cycles(graph: Map<string, Map<string, Edge>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return found;
}

/** The graph as lines, "from → to, to", for a failure message or a note. */
export function describeGraph(graph: Map<string, Map<string, Edge>>): string {
  return [...graph]
    .map(([from, edges]) => `${from} → ${[...edges.keys()].sort().join(', ') || '(nothing)'}`)
    .sort()
    .join('\n');
}
