import type { ApiParameter } from '../../shared/model/api.js';
import { useStrings } from '../useStrings.js';
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
                <ul className="dg-schema__facts">
                  {p.schema.constraints.map((constraint) => (
                    <li key={constraint}>{constraint}</li>
                  ))}
                  {p.schema.enum ? (
                    <li>
                      {strings.api.allowedValues}:{' '}
                      {p.schema.enum.map((v, i) => (
                        <span key={v}>
                          {i > 0 ? ', ' : ''}
                          <code>{v}</code>
                        </span>
                      ))}
                    </li>
                  ) : null}
                  {p.schema.default !== undefined ? (
                    <li>
                      {strings.api.defaultValue}: <code>{p.schema.default}</code>
                    </li>
                  ) : null}
                  {p.schema.example !== undefined ? (
                    <li>
                      {strings.api.example}: <code>{p.schema.example}</code>
                    </li>
                  ) : null}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
