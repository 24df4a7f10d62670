import type { ApiResponse } from '../../shared/model/api.js';
import { useStrings } from '../useStrings.js';

/** The status whose example shows first: the main success, else the first response. */
export function initialExampleStatus(responses: ApiResponse[]): string | undefined {
  return (responses.find((r) => r.primary) ?? responses[0])?.status;
}

/**
 * The example answer beside the code samples, with a choice of status: native radio buttons (arrow keys for free, no
 * second tab list on the page). The reader picks a status here or by opening its row among the responses;
 * client/islands/response-examples.ts shows the chosen panel.
 */
export function ResponseExamples({ responses }: { responses: ApiResponse[] }) {
  const strings = useStrings();
  const current = initialExampleStatus(responses);
  if (current === undefined) return null;
  return (
    <section className="dg-response-examples" aria-labelledby="response-examples-title">
      <div className="dg-response-examples__bar">
        <h2 id="response-examples-title" className="dg-response-examples__title">
          {strings.api.responseExample}
        </h2>
        <fieldset className="dg-response-examples__statuses">
          <legend className="dg-visually-hidden">{strings.api.responseStatus}</legend>
          {responses.map((response) => (
            <label key={response.status} className="dg-response-examples__status" data-status={response.status}>
              <input type="radio" name="response-example-status" value={response.status} defaultChecked={response.status === current} />
              {response.status}
            </label>
          ))}
        </fieldset>
      </div>
      {responses.map((response) => (
        <div
          key={response.status}
          className="dg-response-examples__panel"
          data-status={response.status}
          hidden={response.status !== current}
        >
          {response.examples.length === 0 ? <p className="dg-response-examples__empty">{strings.api.noContent}</p> : null}
          {response.examples.map((example, i) => (
            <figure className="dg-response-examples__example" key={i}>
              {response.examples.length > 1 || example.label ? <figcaption>{example.label ?? strings.api.example}</figcaption> : null}
              <pre tabIndex={0}>
                <code className="hljs language-json" dangerouslySetInnerHTML={{ __html: example.html }} />
              </pre>
            </figure>
          ))}
        </div>
      ))}
    </section>
  );
}
