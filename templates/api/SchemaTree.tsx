import type { SchemaNode } from '../model.js';
import { strings } from '../strings.pt.js';

/** Badges and facts of one node: type, format, required, read-only, constraints, enum, default, example. */
function Facts({ node }: { node: SchemaNode }) {
  return (
    <>
      {node.description ? <div className="dg-schema__description" dangerouslySetInnerHTML={{ __html: node.description }} /> : null}
      {node.constraints.length > 0 || node.enum || node.default !== undefined || node.example !== undefined ? (
        <ul className="dg-schema__facts">
          {node.constraints.map((constraint) => <li key={constraint}>{constraint}</li>)}
          {node.enum ? <li>{strings.api.allowedValues}: {node.enum.map((value, i) => <span key={value}>{i > 0 ? ', ' : ''}<code>{value}</code></span>)}</li> : null}
          {node.default !== undefined ? <li>{strings.api.defaultValue}: <code>{node.default}</code></li> : null}
          {node.example !== undefined ? <li>{strings.api.example}: <code>{node.example}</code></li> : null}
        </ul>
      ) : null}
    </>
  );
}

/** Name, type and flags on one line, as a reader scans a field list. */
export function SchemaHeading({ node }: { node: SchemaNode }) {
  return (
    <span className="dg-schema__heading">
      {node.name ? <code className="dg-schema__name">{node.name}</code> : null}
      <span className="dg-schema__type">
        {node.type}
        {node.format ? <span className="dg-schema__format"> ({node.format})</span> : null}
        {node.title && !node.type.includes(node.title) ? <span className="dg-schema__title"> · {node.title}</span> : null}
      </span>
      {node.required ? <span className="dg-flag dg-flag--required">{strings.api.required}</span> : null}
      {node.readOnly ? <span className="dg-flag">{strings.api.readOnly}</span> : null}
      {node.writeOnly ? <span className="dg-flag">{strings.api.writeOnly}</span> : null}
      {node.nullable ? <span className="dg-flag">{strings.api.nullable}</span> : null}
      {node.deprecated ? <span className="dg-flag dg-flag--deprecated">{strings.api.deprecated}</span> : null}
    </span>
  );
}

function Variants({ node, depth }: { node: SchemaNode; depth: number }) {
  if (!node.variants) return null;
  return (
    <div className={`dg-schema__variants dg-schema__variants--${node.variants.kind}`}>
      <p className="dg-schema__variants-label">{strings.api.variants[node.variants.kind]} ({node.variants.kind})</p>
      <ul className="dg-schema">
        {node.variants.options.map((option, index) => <SchemaProperty key={index} node={option} depth={depth + 1} />)}
      </ul>
    </div>
  );
}

/**
 * One field. A field with inner fields is a native <details>: it opens and closes with Enter or Space and needs
 * no JavaScript. Deeper levels start closed so a long schema stays scannable.
 */
export function SchemaProperty({ node, depth }: { node: SchemaNode; depth: number }) {
  const nested = node.children.length > 0 || node.variants !== undefined;
  if (node.circular) {
    return (
      <li className="dg-schema__item">
        <div className="dg-schema__leaf">
          <SchemaHeading node={node} />
          <p className="dg-schema__circular">↻ {strings.api.circular(node.circular)}</p>
        </div>
      </li>
    );
  }
  if (!nested) {
    return (
      <li className="dg-schema__item">
        <div className="dg-schema__leaf"><SchemaHeading node={node} /><Facts node={node} /></div>
      </li>
    );
  }
  return (
    <li className="dg-schema__item">
      <details className="dg-schema__details" open={depth < 1}>
        <summary className="dg-schema__summary"><SchemaHeading node={node} /></summary>
        <div className="dg-schema__body">
          <Facts node={node} />
          {node.children.length > 0 ? (
            <ul className="dg-schema">{node.children.map((child) => <SchemaProperty key={child.name} node={child} depth={depth + 1} />)}</ul>
          ) : null}
          <Variants node={node} depth={depth} />
        </div>
      </details>
    </li>
  );
}

/** The fields of a request body or response: the root's own fields are listed open, nested ones start closed. */
export function SchemaTree({ node }: { node: SchemaNode }) {
  const rootHasFields = node.children.length > 0 || node.variants !== undefined;
  return (
    <div className="dg-schema-root">
      <p className="dg-schema-root__type"><SchemaHeading node={{ ...node, name: undefined }} /></p>
      {!rootHasFields || node.circular ? <Facts node={node} /> : null}
      {node.children.length > 0 ? (
        <ul className="dg-schema">{node.children.map((child) => <SchemaProperty key={child.name} node={child} depth={1} />)}</ul>
      ) : null}
      <Variants node={node} depth={0} />
    </div>
  );
}
