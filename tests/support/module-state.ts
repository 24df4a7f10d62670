// What a module holds or runs at its top level, read from its syntax with TypeScript's parser, for the architecture
// test: state that outlives the call that made it (ARCHITECTURE.md: caches belong to a build context passed in), work
// a worker entry runs as it loads, and regular expressions that carry `lastIndex` from one call to the next.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REPO, resolveImport } from './import-graph.js';

/** One finding: where, the name, and why it is state (or work). */
export interface Finding {
  file: string;
  line: number;
  name: string;
  why: string;
}

export const describeFinding = ({ file, line, name, why }: Finding): string => `${file}:${line} ${name} (${why})`;

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(path.join(REPO, file), 'utf8'), ts.ScriptTarget.Latest, true);
}

const lineOf = (source: ts.SourceFile, node: ts.Node): number => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;

/** A function called where it is written (`(() => …)()`): its body runs with the expression around it. */
function isCalledAtOnce(node: ts.Node): boolean {
  let callee: ts.Node = node;
  while (ts.isParenthesizedExpression(callee.parent)) callee = callee.parent;
  return ts.isCallExpression(callee.parent) && callee.parent.expression === callee;
}

/**
 * The nodes of `root` evaluated when it is: not those inside a function, a method or a class body, which run when
 * called (a function called where it is written excepted).
 */
function evaluatedNow(root: ts.Node, visit: (node: ts.Node) => void): void {
  const walk = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && !isCalledAtOnce(node)) return;
    if (ts.isClassLike(node)) return;
    visit(node);
    ts.forEachChild(node, walk);
  };
  walk(root);
}

/** Whether `node` or a node inside it, at any depth, is one `test` accepts. */
function holds(node: ts.Node, test: (node: ts.Node) => boolean): boolean {
  return test(node) || (ts.forEachChild(node, (child) => holds(child, test) || undefined) ?? false);
}

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) || ts.isSatisfiesExpression(node) ? unwrap(node.expression) : node;
const isAsConst = (node: ts.Expression): boolean => ts.isAsExpression(node) && node.type.getText() === 'const';
const readOnlyType = (type: ts.TypeNode | undefined): boolean => type !== undefined && /^(Readonly|readonly\b)/.test(type.getText());

/**
 * The state a top-level value holds: each instance its initializer makes with `new` (its fields are state; a RegExp is
 * not, see statefulRegexUses, nor a Map or Set typed ReadonlyMap or ReadonlySet: a constant table), and an empty `[]`
 * or `{}` not typed read-only (a collection to be filled).
 */
function heldBy(init: ts.Expression, type: ts.TypeNode | undefined): string[] {
  const found: string[] = [];
  const value = unwrap(init);
  evaluatedNow(init, (node) => {
    if (!ts.isNewExpression(node)) return;
    const made = node.expression.getText();
    if (made === 'RegExp') return;
    if (node === value && /^(Map|Set)$/.test(made) && readOnlyType(type)) return;
    found.push(/^(Map|Set|WeakMap|WeakSet)$/.test(made) ? `a ${made} any call can change` : `an instance of ${made}: its fields are state`);
  });
  const empty =
    (ts.isArrayLiteralExpression(value) && value.elements.length === 0) ||
    (ts.isObjectLiteralExpression(value) && value.properties.length === 0);
  if (empty && !readOnlyType(type) && !isAsConst(init)) found.push('an empty collection to be filled');
  return found;
}

/**
 * Module-level state: what a module holds from one call to the next, kept as long as the process keeps the module.
 * A top-level `let` or `var`; a top-level value that is or holds an instance made with `new`, or an empty collection
 * (heldBy); a class's static field that is not read-only, or holds such a value; and the same in `export default`.
 */
export function moduleState(file: string): Finding[] {
  const source = parse(file);
  const found: Finding[] = [];
  const add = (node: ts.Node, name: string, why: string): void => {
    found.push({ file, line: lineOf(source, node), name, why });
  };
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      const constant = (statement.declarationList.flags & ts.NodeFlags.Const) !== 0;
      for (const declaration of statement.declarationList.declarations) {
        const name = declaration.name.getText();
        if (!constant) add(declaration, name, 'let/var');
        else if (declaration.initializer) {
          for (const why of heldBy(declaration.initializer, declaration.type)) add(declaration, name, why);
        }
      }
    } else if (ts.isClassDeclaration(statement)) {
      for (const member of statement.members) {
        if (!ts.isPropertyDeclaration(member) || !member.modifiers?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword)) continue;
        const name = `${statement.name?.text ?? 'class'}.${member.name.getText()}`;
        if (!member.modifiers.some((m) => m.kind === ts.SyntaxKind.ReadonlyKeyword)) add(member, name, 'a static field any call can set');
        else if (member.initializer) for (const why of heldBy(member.initializer, member.type)) add(member, name, why);
      }
    } else if (ts.isExportAssignment(statement)) {
      for (const why of heldBy(statement.expression, undefined)) add(statement, 'export default', why);
    }
  }
  return found;
}

/**
 * What a worker entry runs as it loads, besides the one call that starts its work: a worker entry holds imports,
 * declarations that run nothing (types, functions, constants made of literals), and at most one statement calling a
 * function by its name with what the thread was given (no function written in the call: that would be work here).
 */
export function workerEntryWork(file: string): Finding[] {
  const source = parse(file);
  const found: Finding[] = [];
  let calls = 0;
  for (const statement of source.statements) {
    const add = (why: string): void => {
      found.push({ file, line: lineOf(source, statement), name: statement.getText().split('\n')[0]!.slice(0, 60), why });
    };
    const declaresOnly =
      ts.isImportDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isFunctionDeclaration(statement);
    if (declaresOnly) continue;
    if (ts.isVariableStatement(statement)) {
      let runs = false;
      for (const declaration of statement.declarationList.declarations) {
        if (!declaration.initializer) continue;
        evaluatedNow(declaration.initializer, (node) => {
          if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isAwaitExpression(node) || ts.isTaggedTemplateExpression(node))
            runs = true;
        });
      }
      if (runs) add('a declaration that runs work as the entry loads: do it in the function the entry calls');
      continue;
    }
    const call = ts.isExpressionStatement(statement) ? unwrap(statement.expression) : undefined;
    const plain =
      call !== undefined &&
      ts.isCallExpression(call) &&
      ts.isIdentifier(call.expression) &&
      !call.arguments.some((argument) => holds(argument, ts.isFunctionLike));
    if (!plain) add('work at the top of a worker entry: move it into the function the entry calls');
    else if (++calls > 1) add('a second call: a worker entry starts its work with one');
  }
  return found;
}

/** The names of a file's top-level regular expressions with the g or y flag. */
function globalRegexes(source: ts.SourceFile): Set<string> {
  const found = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer && unwrap(declaration.initializer);
      if (!init || !ts.isIdentifier(declaration.name)) continue;
      const flags = ts.isRegularExpressionLiteral(init)
        ? init.text.slice(init.text.lastIndexOf('/') + 1)
        : ts.isNewExpression(init) &&
            init.expression.getText() === 'RegExp' &&
            init.arguments?.[1] &&
            ts.isStringLiteralLike(init.arguments[1])
          ? init.arguments[1].text
          : '';
      if (/[gy]/.test(flags)) found.add(declaration.name.text);
    }
  }
  return found;
}

/**
 * Top-level regular expressions with the g or y flag used with exec or test, or their lastIndex read or set, in their
 * file or a file importing them: such a regular expression starts where its last match ended, so a call carries
 * state into the next (matchAll, replace, match and split start over, and are fine).
 */
export function statefulRegexUses(files: string[]): Finding[] {
  const sources = new Map(files.map((file) => [file, parse(file)]));
  const defined = new Map([...sources].map(([file, source]) => [file, globalRegexes(source)]));
  const found: Finding[] = [];
  for (const [file, source] of sources) {
    // The names in this file of global regular expressions: its own, and those it imports by name.
    const local = new Map<string, string>([...defined.get(file)!].map((name) => [name, `${file} ${name}`]));
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const from = resolveImport(file, statement.moduleSpecifier.text);
      const bindings = statement.importClause?.namedBindings;
      if (!from || !defined.has(from) || !bindings || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements) {
        const name = (element.propertyName ?? element.name).text;
        if (defined.get(from)!.has(name)) local.set(element.name.text, `${from} ${name}`);
      }
    }
    if (local.size === 0) continue;
    const visit = (node: ts.Node): void => {
      if (
        ts.isPropertyAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        local.has(node.expression.text) &&
        /^(exec|test|lastIndex)$/.test(node.name.text)
      ) {
        found.push({
          file,
          line: lineOf(source, node),
          name: local.get(node.expression.text)!,
          why: `.${node.name.text} of a g/y regex: it starts where its last match ended`,
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
