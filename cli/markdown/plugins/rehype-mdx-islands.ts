import type { Root } from 'hast';
import type { VFile } from 'vfile';
import type { MarkdownWarning, MdxIsland } from '../markdown-result.js';

/** The parts of MDX's JSX and ESM nodes (mdast-util-mdx-jsx, mdast-util-mdxjs-esm) this step reads and writes. */
interface JsxAttribute {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute';
  name?: string;
  value?: unknown;
}
interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: JsxAttribute[];
  children: unknown[];
  position?: { start: { line: number } };
}
interface EsmNode {
  type: 'mdxjsEsm';
  data?: { estree?: { body: EstreeStatement[] } };
}
interface EstreeStatement {
  type: string;
  source?: { value: unknown };
  specifiers?: Array<{ type: string; local: { name: string }; imported?: { name?: string; value?: string } }>;
}

/** The component the built-in island wrapper (templates/mdx/DocsgenIsland.tsx) is placed in the page as. */
export const ISLAND_COMPONENT = 'DocsgenIsland';
/** `client:load` hydrates as the page loads; `client:intent` (the default for `.island` files) on the reader's first intent. */
const DIRECTIVES: ReadonlySet<string> = new Set(['client:intent', 'client:load', 'client:idle', 'client:visible']);
/** A component file whose name says it hydrates: `Counter.island.tsx` (imported as `./Counter.island`, with or without the extension). */
const ISLAND_FILE = /\.island(?:\.[cm]?[jt]sx?)?$/;

/**
 * Components that need the browser: used with a `client:*` attribute (`<Counter client:intent />`), or imported from a
 * `*.island.tsx` file. Each use becomes the built-in island wrapper around the component, which renders it to HTML at
 * build time like any component and marks the place for boot.ts to hydrate on intent (or at load with
 * `client:load`), with the props the page gave it; the page's islands are listed in `file.data.mdxIslands` for the
 * mdx stage, which bundles each for the browser in a chunk of its own. Props travel as JSON: functions and children do
 * not reach the browser, so an island given children is a warning.
 */
export function rehypeMdxIslands() {
  return (tree: Root, file: VFile): void => {
    const imports = importedNames(tree);
    const islands: MdxIsland[] = [];
    const warnings: MarkdownWarning[] = [];
    visitJsx(tree, (element) => {
      const directive = element.attributes.find(
        (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name?.startsWith('client:'),
      );
      const imported = element.name ? imports.get(element.name) : undefined;
      if (!directive && !(imported && ISLAND_FILE.test(imported.source))) return;
      const line = element.position?.start.line;
      if (!imported) {
        warnings.push({
          code: 'mdx-island',
          line,
          message: `<${element.name}> has ${directive!.name} but is not imported by the page: only an imported component can hydrate, so it stays static HTML`,
        });
        return;
      }
      if (directive && !DIRECTIVES.has(directive.name!)) {
        warnings.push({
          code: 'mdx-island',
          line,
          message: `<${element.name}>: "${directive.name}" is not a directive docsgen knows; it hydrates on intent (use client:intent or client:load)`,
        });
      }
      if (element.children.length > 0) {
        warnings.push({
          code: 'mdx-island',
          line,
          message: `the island <${element.name}> has children, which cannot reach it in the browser: they are left out (give it props instead)`,
        });
        element.children = [];
      }
      const index = islands.push(imported) - 1;
      element.attributes = [
        ...element.attributes.filter((attribute) => attribute !== directive),
        expressionAttribute('component', element.name!),
        { type: 'mdxJsxAttribute', name: 'island', value: String(index) },
        { type: 'mdxJsxAttribute', name: 'hydrate', value: directive?.name === 'client:load' ? 'load' : 'intent' },
        { type: 'mdxJsxAttribute', name: 'inline', value: element.type === 'mdxJsxTextElement' ? 'true' : 'false' },
      ];
      element.name = ISLAND_COMPONENT;
    });
    const data = file.data as { mdxIslands?: MdxIsland[]; warnings?: MarkdownWarning[] };
    if (islands.length > 0) data.mdxIslands = islands;
    if (warnings.length > 0) data.warnings = [...(data.warnings ?? []), ...warnings];
  };
}

/** What each name the page imports stands for: its module and the export (`default` or a name). */
function importedNames(tree: Root): Map<string, MdxIsland> {
  const names = new Map<string, MdxIsland>();
  for (const node of tree.children as unknown as EsmNode[]) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration' || typeof statement.source?.value !== 'string') continue;
      for (const specifier of statement.specifiers ?? []) {
        const exported =
          specifier.type === 'ImportDefaultSpecifier'
            ? 'default'
            : specifier.type === 'ImportSpecifier'
              ? (specifier.imported?.name ?? specifier.imported?.value)
              : undefined;
        if (exported) names.set(specifier.local.name, { source: statement.source.value, export: exported });
      }
    }
  }
  return names;
}

function visitJsx(node: { children?: unknown[] }, visit: (element: JsxElement) => void): void {
  for (const child of (node.children ?? []) as Array<{ type?: string; children?: unknown[] }>) {
    if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') visit(child as JsxElement);
    if (child.children) visitJsx(child, visit);
  }
}

/** `name={identifier}`, with the expression's tree MDX compiles from. */
function expressionAttribute(name: string, identifier: string): JsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: identifier,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{ type: 'ExpressionStatement', expression: { type: 'Identifier', name: identifier } }],
        },
      },
    },
  };
}
