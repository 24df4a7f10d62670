import type { SchemaNode } from '../../shared/model/api.js';
import { format, joinList } from '../../shared/i18n/format.js';
import { useStrings } from '../useStrings.js';
import { inlineHtml } from './inline-html.js';

/** The values a field accepts: inline when bare, one per line with its meaning when the spec describes them. */
function AllowedValues({ node }: { node: SchemaNode }) {
  const strings = useStrings();
  if (!node.enum) return null;
  const described = node.enumDescriptions;
  if (!described) {
    return (
      <li>
        {strings.api.allowedValues}:{' '}
        {node.enum.map((value, i) => (
          <span key={value}>
            {i > 0 ? ', ' : ''}
            <code>{value}</code>
          </span>
        ))}
      </li>
    );
  }
  return (
    <li className="dg-schema__enum">
      {strings.api.allowedValues}:
      <dl>
        {node.enum.map((value) => (
          <div key={value}>
            <dt>
              <code>{value}</code>
            </dt>
            {described[value] ? <dd dangerouslySetInnerHTML={{ __html: inlineHtml(described[value]) }} /> : null}
          </div>
        ))}
      </dl>
    </li>
  );
}

/** A field's description and facts: constraints, pattern, fixed value, allowed values, default, example. */
export function SchemaFacts({ node, description = true }: { node: SchemaNode; description?: boolean }) {
  const strings = useStrings();
  const hasFacts =
    node.constraints.length > 0 ||
    node.pattern !== undefined ||
    node.const !== undefined ||
    node.enum !== undefined ||
    node.default !== undefined ||
    node.example !== undefined;
  return (
    <>
      {description && node.description ? (
        <div className="dg-schema__description" dangerouslySetInnerHTML={{ __html: node.description }} />
      ) : null}
      {hasFacts ? (
        <ul className="dg-schema__facts">
          {node.constraints.map((constraint) => (
            <li key={constraint}>{constraint}</li>
          ))}
          {node.pattern !== undefined ? (
            <li>
              {strings.api.pattern}: <code>{node.pattern}</code>
            </li>
          ) : null}
          {node.const !== undefined ? (
            <li>
              {strings.api.constValue}: <code>{node.const}</code>
            </li>
          ) : null}
          <AllowedValues node={node} />
          {node.default !== undefined ? (
            <li>
              {strings.api.defaultValue}: <code>{node.default}</code>
            </li>
          ) : null}
          {node.example !== undefined ? (
            <li>
              {strings.api.example}: <code>{node.example}</code>
            </li>
          ) : null}
        </ul>
      ) : null}
    </>
  );
}

/** How a node is composed, said once above its fields: the schemas an allOf merged, the discriminator's mapping. */
export function SchemaComposition({ node }: { node: SchemaNode }) {
  const strings = useStrings();
  return (
    <>
      {node.mergedFrom ? (
        <p className="dg-schema__merged">{format(strings.api.mergedFrom, { parts: joinList(node.mergedFrom, strings.api.and) })}</p>
      ) : null}
      {node.discriminator ? (
        <div className="dg-schema__discriminator">
          <p>
            {strings.api.discriminator}: <code>{node.discriminator.property}</code>
          </p>
          {node.discriminator.mapping.length > 0 ? (
            <ul>
              {node.discriminator.mapping.map((entry) => (
                <li key={entry.value}>
                  <code>{entry.value}</code> → {entry.target}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
