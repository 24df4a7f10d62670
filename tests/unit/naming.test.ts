// The naming rule (ARCHITECTURE.md; README, "Naming"), checked on what each file exports as TypeScript's parser reads
// it, not on a list of names: PascalCase.tsx for components, useThing.ts for hooks, kebab-case for every other module,
// SCREAMING_SNAKE for exported constants. Whether a name says what the file does for the site is left to review.
// cli/ is checked too: its files follow the rule already (no allow-list), and its restructuring keeps them so.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ISLANDS } from '../../shared/constants.js';
import { REPO, sourceFiles } from '../support/import-graph.js';

const files = ['templates', 'client', 'shared', 'cli'].flatMap((folder) => sourceFiles(folder));

const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const HOOK = /^use[A-Z][A-Za-z0-9]*$/;
/** Lower-case words joined by hyphens; dots part a variant or a role (`strings.pt.ts`, `markdown-worker.ts`). */
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const SCREAMING = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

/**
 * Constants the rule leaves alone, by file: client/site-strings.ts's values are the site's own strings and locale,
 * which the bundler writes in for each site (cli/bundle/site-strings-plugin.ts), not constants of the code.
 */
const NOT_CONSTANTS: Record<string, string> = {
  'client/site-strings.ts': "the site's strings and locale, replaced per site by cli/bundle/site-strings-plugin.ts",
};

interface Exported {
  name: string;
  kind: 'component' | 'hook' | 'function' | 'class' | 'literal' | 'other';
}

/** What `node` is as a value (its declaration's own shape, before export). */
function kindOf(name: string, node: ts.Node, tsx: boolean): Exported['kind'] {
  if (ts.isClassDeclaration(node)) {
    const bases = node.heritageClauses?.flatMap((clause) => clause.types.map((type) => type.expression.getText())) ?? [];
    return tsx && bases.some((base) => /^(React\.)?(Pure)?Component$/.test(base)) ? 'component' : 'class';
  }
  const init = ts.isVariableDeclaration(node) && node.initializer ? unwrap(node.initializer) : undefined;
  if (ts.isFunctionDeclaration(node) || (init !== undefined && isFunctionValue(init))) {
    if (HOOK.test(name)) return 'hook';
    return tsx && PASCAL.test(name) ? 'component' : 'function';
  }
  return init !== undefined && isLiteral(init) ? 'literal' : 'other';
}

/** A function written as a value: `() => …`, `function () {…}`, or a component wrapped by memo, forwardRef or lazy. */
function isFunctionValue(expression: ts.Expression): boolean {
  return (
    ts.isArrowFunction(expression) ||
    ts.isFunctionExpression(expression) ||
    (ts.isCallExpression(expression) && /^(React\.)?(memo|forwardRef|lazy)$/.test(expression.expression.getText()))
  );
}

/** `x as const`, `x satisfies T`, `(x)` → x. */
function unwrap(expression: ts.Expression): ts.Expression {
  let current = expression;
  while (ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isParenthesizedExpression(current)) {
    current = current.expression;
  }
  return current;
}

/**
 * A value written out in the code: a string, number or pattern, a table (object, array), a Set or Map of one. An
 * object with methods is behaviour, not a table (an emitter, cli/emit/): it is named as a function is.
 */
function isLiteral(expression: ts.Expression): boolean {
  if (ts.isObjectLiteralExpression(expression) && expression.properties.some((property) => ts.isMethodDeclaration(property))) return false;
  return (
    ts.isStringLiteral(expression) ||
    ts.isNoSubstitutionTemplateLiteral(expression) ||
    ts.isNumericLiteral(expression) ||
    ts.isRegularExpressionLiteral(expression) ||
    ts.isObjectLiteralExpression(expression) ||
    ts.isArrayLiteralExpression(expression) ||
    (ts.isPrefixUnaryExpression(expression) && ts.isNumericLiteral(expression.operand)) ||
    (ts.isNewExpression(expression) && /^(Set|Map)$/.test(expression.expression.getText()))
  );
}

/** The values a file declares and exports (re-exports of other files' values are theirs, not its). */
function exportsOf(file: string): Exported[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(REPO, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const tsx = file.endsWith('.tsx');
  const declared = new Map<string, ts.Node>();
  const exported: Array<{ name: string; local: string }> = [];
  const isExported = (node: ts.Node): boolean =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of source.statements) {
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) {
      declared.set(statement.name.text, statement);
      if (isExported(statement)) exported.push({ name: statement.name.text, local: statement.name.text });
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        declared.set(declaration.name.text, declaration);
        if (isExported(statement)) exported.push({ name: declaration.name.text, local: declaration.name.text });
      }
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.moduleSpecifier &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const element of statement.exportClause.elements) {
        exported.push({ name: element.name.text, local: (element.propertyName ?? element.name).getText() });
      }
    }
  }
  return exported.flatMap(({ name, local }) => {
    const node = declared.get(local);
    return node ? [{ name, kind: kindOf(name, node, tsx) }] : []; // an import passed on: its own file's value
  });
}

const stemOf = (file: string): string => path.basename(file).replace(/\.tsx?$/, '');
const all = files.map((file) => ({ file, stem: stemOf(file), exports: exportsOf(file) }));
const names = (exports: Exported[], kind: Exported['kind']): string[] => exports.filter((e) => e.kind === kind).map((e) => e.name);

/**
 * A file of components is named for one of them; a set of small components of one kind is named for the kind, in the
 * plural (Icons.tsx holds SunIcon, MenuIcon…).
 */
function namedForItsComponents(stem: string, components: string[]): boolean {
  if (components.includes(stem)) return true;
  const kind = stem.endsWith('s') ? stem.slice(0, -1) : undefined;
  return kind !== undefined && components.length > 1 && components.every((name) => name.endsWith(kind));
}

describe('naming (ARCHITECTURE.md; README, "Naming")', () => {
  it('reads what files export: components, hooks, constants (else every check below would pass on nothing)', () => {
    const kind = (name: string) => all.flatMap((entry) => entry.exports).find((e) => e.name === name)?.kind;
    const probes = ['SidebarTree', 'IslandErrorBoundary', 'useStrings', 'StringsProvider', 'errorChain', 'RetryError', 'SEARCH'];
    expect(Object.fromEntries(probes.map((name) => [name, kind(name)]))).toEqual({
      SidebarTree: 'component',
      IslandErrorBoundary: 'component', // a class extending Component
      useStrings: 'hook',
      StringsProvider: 'function', // in a .ts file: not judged as a component
      errorChain: 'function',
      RetryError: 'class',
      SEARCH: 'literal',
    });
    const exportsOfFile = (file: string) => all.find((entry) => entry.file === file)?.exports.map((e) => e.name);
    expect(exportsOfFile('client/islands/sidebar.tsx')).toEqual(['hydrate']);
    expect(exportsOfFile('client/search/local-search-client.ts')).not.toContain('RetryError'); // index-files.ts's, passed on
  });

  it('a hook lives in a file named for it: useThing.ts exports the function useThing, and useThing is exported from useThing.ts', () => {
    const wrong = all.flatMap(({ file, stem, exports }) => {
      const hooks = names(exports, 'hook');
      const problems = hooks.filter((hook) => hook !== stem).map((hook) => `${file} exports the hook ${hook}: its file is ${hook}.ts`);
      if (/^use[A-Z]/.test(stem) && !hooks.includes(stem)) problems.push(`${file} is named as a hook but exports no function ${stem}`);
      return problems;
    });
    expect(wrong).toEqual([]);
  });

  it('a .tsx file that exports a React component is PascalCase, named for its component', () => {
    const wrong = all
      .filter(({ stem, exports }) => !HOOK.test(stem) && names(exports, 'component').length > 0)
      .filter(({ stem, exports }) => !PASCAL.test(stem) || !namedForItsComponents(stem, names(exports, 'component')))
      .map(({ file, exports }) => `${file} exports ${names(exports, 'component').join(', ')}`);
    expect(wrong).toEqual([]);
  });

  it('a PascalCase file is a .tsx file of components', () => {
    const wrong = all
      .filter(({ stem }) => PASCAL.test(stem))
      .filter(({ file, exports }) => !file.endsWith('.tsx') || names(exports, 'component').length === 0)
      .map(({ file }) => file);
    expect(wrong).toEqual([]);
  });

  it("an island's entry (client/islands/*, exporting hydrate) is a module named as its island in ISLANDS", () => {
    const islands: string[] = Object.values(ISLANDS);
    const wrong = all
      .filter(({ file, exports }) => file.startsWith('client/islands/') && exports.some((e) => e.name === 'hydrate'))
      .filter(({ stem }) => !islands.includes(stem))
      .map(({ file }) => file);
    expect(wrong).toEqual([]);
  });

  it('every other file (no component, no hook) is kebab-case', () => {
    const wrong = all
      .filter(({ stem, exports }) => !HOOK.test(stem) && names(exports, 'component').length === 0 && !PASCAL.test(stem))
      .filter(({ stem }) => !KEBAB.test(stem))
      .map(({ file }) => file);
    expect(wrong).toEqual([]);
  });

  it('an exported constant (a value or table written out in the code) is SCREAMING_SNAKE', () => {
    const wrong = all
      .filter(({ file }) => !(file in NOT_CONSTANTS))
      .flatMap(({ file, exports }) =>
        names(exports, 'literal')
          .filter((name) => !SCREAMING.test(name))
          .map((name) => `${file}: ${name}`),
      );
    expect(wrong).toEqual([]);
  });
});
