import type { ApiResponse } from '../../shared/model/api.js';
import { useStrings } from '../useStrings.js';
import { ParametersTable } from './ParametersTable.js';
import { SchemaTree } from './SchemaTree.js';

function statusClass(status: string): string {
  return `dg-status dg-status--${/^[1-5]/.test(status) ? `${status[0]}xx` : 'default'}`;
}

/**
 * Responses by status code, each a compact native <details> row (code and the description's first sentence) that opens
 * on the full description, the schema and the headers; the first success starts open. The examples are beside the
 * code samples (ResponseExamples): opening a row shows its example there (data-response-status).
 */
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
            <details className="dg-response" open={index === (firstOk === -1 ? 0 : firstOk)} data-response-status={response.status}>
              <summary className="dg-response__summary dg-disclosure">
                <span className={statusClass(response.status)}>{response.status}</span>
                {response.summary ? <span className="dg-response__summary-text">{response.summary}</span> : null}
              </summary>
              <div className="dg-response__body">
                {response.moreThanSummary && response.description ? (
                  <div className="dg-markdown dg-response__description" dangerouslySetInnerHTML={{ __html: response.description }} />
                ) : null}
                {response.contentType ? (
                  <p className="dg-api__content-type">
                    <code>{response.contentType}</code>
                  </p>
                ) : (
                  <p>{strings.api.noContent}</p>
                )}
                {response.schema ? <SchemaTree node={response.schema} id={`schema-${response.status}`} /> : null}
                {response.headers.length > 0 ? (
                  // Headers matter less than the body: listed last, closed until asked for.
                  <details className="dg-response__headers">
                    <summary className="dg-disclosure">
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
