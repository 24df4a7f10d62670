import { format } from '../../shared/i18n/format.js';
import { jsonTokens } from '../../shared/try-it/json-tokens.js';
import { useStrings } from '../useStrings.js';

/** What came of the last send: an answer from the server, or none at all (network down, refused, CORS). */
export type TryItOutcome =
  | { kind: 'response'; status: number; statusText: string; ms: number; headers: Array<[string, string]>; body: string; json: boolean }
  | { kind: 'network'; origin: string; curl: string };

interface Props {
  outcome?: TryItOutcome;
  copied?: string;
  onCopy: (what: 'body' | 'curl') => void;
}

/** The answer (status, time, headers, body) or the failure with the same request as curl; announced as it arrives. */
export function TryItResult({ outcome, copied, onCopy }: Props) {
  const strings = useStrings();
  const announce = outcome?.kind === 'response' ? format(strings.tryIt.announce, { status: outcome.status, ms: outcome.ms }) : '';
  return (
    <div className="dg-try__result">
      <p className="dg-visually-hidden" aria-live="polite">
        {announce}
      </p>
      {outcome?.kind === 'network' ? (
        <div className="dg-try__failure" role="alert">
          <p>{format(strings.tryIt.networkError, { origin: outcome.origin })}</p>
          <div className="dg-try__code">
            <button type="button" className="dg-copy" onClick={() => onCopy('curl')}>
              {copied === 'curl' ? strings.api.copied : strings.tryIt.copyCurl}
            </button>
            <pre tabIndex={0}>
              <code>{outcome.curl}</code>
            </pre>
          </div>
        </div>
      ) : null}
      {outcome?.kind === 'response' ? (
        <>
          <dl className="dg-try__facts">
            <div>
              <dt>{strings.tryIt.status}</dt>
              <dd>
                <span className={`dg-status dg-status--${String(outcome.status)[0]}xx`}>{outcome.status}</span> {outcome.statusText}
              </dd>
            </div>
            <div>
              <dt>{strings.tryIt.time}</dt>
              <dd>{format(strings.tryIt.milliseconds, { ms: outcome.ms })}</dd>
            </div>
          </dl>
          {outcome.headers.length > 0 ? (
            <details className="dg-response__headers">
              <summary className="dg-disclosure">{strings.api.responseHeaders}</summary>
              <table className="dg-try__headers">
                <tbody>
                  {outcome.headers.map(([name, value]) => (
                    <tr key={name}>
                      <th scope="row">{name}</th>
                      <td>{value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </details>
          ) : null}
          <section className="dg-try__code" aria-label={strings.tryIt.responseBody}>
            <button type="button" className="dg-copy" onClick={() => onCopy('body')}>
              {copied === 'body' ? strings.api.copied : strings.tryIt.copyBody}
            </button>
            <pre tabIndex={0}>
              <code className="hljs">
                {outcome.json
                  ? jsonTokens(outcome.body).map(([kind, text], i) =>
                      kind ? (
                        <span key={i} className={`hljs-${kind}`}>
                          {text}
                        </span>
                      ) : (
                        text
                      ),
                    )
                  : outcome.body}
              </code>
            </pre>
          </section>
        </>
      ) : null}
    </div>
  );
}
