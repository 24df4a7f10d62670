import type { SchemaNode } from '../../shared/model/api.js';
import { format } from '../../shared/i18n/format.js';
import { useStrings } from '../useStrings.js';
import { SchemaComposition, SchemaFacts } from './SchemaFacts.js';

/** Name, type and flags on one line, as a reader scans a field list. */
export function SchemaHeading({ node }: { node: SchemaNode }) {
  const strings = useStrings();
  return (
    <span className="dg-schema__heading">
      {node.name ? <code className="dg-schema__name">{node.name}</code> : null}
      <span className="dg-schema__type">
        {node.type}
        {node.format ? <span className="dg-schema__format"> ({node.format})</span> : null}
        {node.title && node.title !== node.name && !node.type.includes(node.title) ? (
          <span className="dg-schema__title"> · {node.title}</span>
        ) : null}
      </span>
      {node.required ? <span className="dg-flag dg-flag--required">{strings.api.required}</span> : null}
      {node.readOnly ? <span className="dg-flag">{strings.api.readOnly}</span> : null}
      {node.writeOnly ? <span className="dg-flag">{strings.api.writeOnly}</span> : null}
      {node.nullable ? <span className="dg-flag">{strings.api.nullable}</span> : null}
      {node.deprecated ? <span className="dg-flag dg-flag--deprecated">{strings.api.deprecated}</span> : null}
    </span>
  );
}

/** Where a node sits: its element id, and the ids of the named schemas it is inside (for circular links back). */
interface Place {
  id: string;
  ancestors: Record<string, string>;
}

function childPlace(place: Place, node: SchemaNode, key: string): Place {
  const id = `${place.id}-${key.replace(/[^\w-]/g, '_')}`;
  return { id, ancestors: node.title ? { ...place.ancestors, [node.title]: place.id } : place.ancestors };
}

function Variants({ node, depth, place }: { node: SchemaNode; depth: number; place: Place }) {
  const strings = useStrings();
  if (!node.variants) return null;
  return (
    <div className={`dg-schema__variants dg-schema__variants--${node.variants.kind}`}>
      <p className="dg-schema__variants-label">
        {strings.api.variants[node.variants.kind]} ({node.variants.kind})
      </p>
      <ul className="dg-schema">
        {node.variants.options.map((option, index) => (
          <SchemaProperty key={index} node={option} depth={depth + 1} place={childPlace(place, node, `v${index}`)} />
        ))}
      </ul>
    </div>
  );
}

/**
 * One field. A field with inner fields is a native <details>: it opens and closes with Enter or Space and needs
 * no JavaScript. Deeper levels start closed so a long schema stays scannable.
 */
export function SchemaProperty({ node, depth, place }: { node: SchemaNode; depth: number; place: Place }) {
  const strings = useStrings();
  const nested = node.children.length > 0 || node.variants !== undefined;
  if (node.circular) {
    const target = place.ancestors[node.circular];
    const label = `↻ ${format(strings.api.circular, { name: node.circular })}`;
    return (
      <li className="dg-schema__item" id={place.id}>
        <div className="dg-schema__leaf">
          <SchemaHeading node={node} />
          <p className="dg-schema__circular">{target ? <a href={`#${target}`}>{label}</a> : label}</p>
        </div>
      </li>
    );
  }
  if (!nested) {
    return (
      <li className="dg-schema__item" id={place.id}>
        <div className="dg-schema__leaf">
          <SchemaHeading node={node} />
          <SchemaFacts node={node} />
        </div>
      </li>
    );
  }
  return (
    <li className="dg-schema__item" id={place.id}>
      <details className="dg-schema__details" open={depth < 1}>
        <summary className="dg-schema__summary">
          <SchemaHeading node={node} />
        </summary>
        <div className="dg-schema__body">
          <SchemaFacts node={node} />
          <SchemaComposition node={node} />
          {node.children.length > 0 ? (
            <ul className="dg-schema">
              {node.children.map((child) => (
                <SchemaProperty key={child.name} node={child} depth={depth + 1} place={childPlace(place, node, child.name ?? '')} />
              ))}
            </ul>
          ) : null}
          <Variants node={node} depth={depth} place={place} />
        </div>
      </details>
    </li>
  );
}

/**
 * The fields of a request body or response: the root's own fields are listed open, nested ones start closed.
 * `id` prefixes the element ids (unique per tree on a page): a circular reference links back to the field it repeats.
 */
export function SchemaTree({ node, id }: { node: SchemaNode; id: string }) {
  const rootHasFields = node.children.length > 0 || node.variants !== undefined;
  const root: Place = { id, ancestors: {} };
  return (
    <div className="dg-schema-root" id={id}>
      <p className="dg-schema-root__type">
        <SchemaHeading node={{ ...node, name: undefined }} />
      </p>
      {!rootHasFields || node.circular ? <SchemaFacts node={node} /> : null}
      <SchemaComposition node={node} />
      {node.children.length > 0 ? (
        <ul className="dg-schema">
          {node.children.map((child) => (
            <SchemaProperty key={child.name} node={child} depth={1} place={childPlace(root, node, child.name ?? '')} />
          ))}
        </ul>
      ) : null}
      <Variants node={node} depth={0} place={root} />
    </div>
  );
}
