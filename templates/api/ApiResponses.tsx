import type { ApiResponse } from '../../shared/model/api.js';
import { useStrings } from '../useStrings.js';
import { inlineHtml } from './inline-html.js';
import { ParametersTable } from './ParametersTable.js';
import { SchemaTree } from './SchemaTree.js';

function statusClass(status: string): string {
  return `dg-status dg-status--${/^[1-5]/.test(status) ? `${status[0]}xx` : 'default'}`;
}

/** Responses by status code, each a native <details> (the first success starts open) with schema, headers and examples. */
export function ApiResponses({ responses }: { responses: ApiResponse[] }) {
  const strings = useStrings();
  if (responses.length === 0) return null;
  const firstOk = responses.findIndex((r) => r.primary);
  return (
    <section className="dg-api__section" aria-labelledby="api-respostas">
      <h2 id="api-respostas">{strings.api.responses}</h2>
      <ul className="dg-responses">
        {responses.map((response, index) => (
          <li key={response.status}>
            <details className="dg-response" open={index === (firstOk === -1 ? 0 : firstOk)}>
              <summary className="dg-response__summary">
                <span className={statusClass(response.status)}>{response.status}</span>
                {response.description ? (
                  <span className="dg-response__description" dangerouslySetInnerHTML={{ __html: inlineHtml(response.description) }} />
                ) : null}
              </summary>
              <div className="dg-response__body">
                {response.contentType ? (
                  <p className="dg-api__content-type">
                    <code>{response.contentType}</code>
                  </p>
                ) : (
                  <p>{strings.api.noContent}</p>
                )}
                {response.schema ? <SchemaTree node={response.schema} id={`schema-${response.status}`} /> : null}
                {response.examples.map((example, i) => (
                  <figure className="dg-example" key={i}>
                    <figcaption>{example.label ?? strings.api.example}</figcaption>
                    <pre tabIndex={0}>
                      <code className="hljs language-json" dangerouslySetInnerHTML={{ __html: example.html }} />
                    </pre>
                  </figure>
                ))}
                {response.headers.length > 0 ? (
                  // Headers matter less than the body: listed last, closed until asked for.
                  <details className="dg-response__headers">
                    <summary>
                      {strings.api.responseHeaders} ({response.headers.length})
                    </summary>
                    <ParametersTable caption={strings.api.responseHeaders} parameters={response.headers} />
                  </details>
                ) : null}
              </div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
