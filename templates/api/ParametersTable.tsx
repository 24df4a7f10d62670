import type { ApiParameter } from '../../shared/model/api.js';
import { useStrings } from '../useStrings.js';
import { SchemaFacts } from './SchemaFacts.js';
import { SchemaHeading } from './SchemaTree.js';

/** Parameters of one location (path, query, header or cookie) as a table: name and type, then what they mean. */
export function ParametersTable({ caption, parameters }: { caption: string; parameters: ApiParameter[] }) {
  const strings = useStrings();
  return (
    <div className="dg-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="dg-params">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{strings.api.name}</th>
            <th scope="col">{strings.api.description}</th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((p) => (
            <tr key={`${p.in}-${p.name}`}>
              <td>
                <SchemaHeading
                  node={{ ...p.schema, name: p.name, required: p.required, deprecated: p.deprecated || p.schema.deprecated }}
                />
              </td>
              <td>
                {p.description ? <div className="dg-schema__description" dangerouslySetInnerHTML={{ __html: p.description }} /> : null}
                {p.schema.description && !p.description ? (
                  <div className="dg-schema__description" dangerouslySetInnerHTML={{ __html: p.schema.description }} />
                ) : null}
                <SchemaFacts node={p.schema} description={false} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
