import type { FormEvent } from 'react';
import { format } from '../../shared/i18n/format.js';
import type { TryItParameter, TryItSpec } from '../../shared/model/api.js';
import { parameterKey, type TryItInputs } from '../../shared/try-it/request.js';
import { useStrings } from '../useStrings.js';
import { type TryItOutcome, TryItResult } from './TryItResult.js';

export interface TryItState {
  inputs: TryItInputs;
  remember: boolean;
  sending: boolean;
  /** Why the request was not sent (a required field empty, the body not JSON), with the body's faulty line if that is it. */
  problem?: { message: string; excerpt?: string; column?: number };
  outcome?: TryItOutcome;
  /** What was just copied ("body" or "curl"), for the buttons' feedback. */
  copied?: string;
}

export interface TryItActions {
  onToggle: () => void;
  onInput: (patch: Partial<TryItInputs>) => void;
  onValue: (key: string, value: string) => void;
  onRemember: (remember: boolean) => void;
  onSend: () => void;
  onCopy: (what: 'body' | 'curl') => void;
}

interface Props {
  id: string;
  spec: TryItSpec;
  open: boolean;
  /** Present once the island is live and open; the server renders only the closed panel's button. */
  state?: TryItState;
  actions?: TryItActions;
}

const LOCATIONS = ['path', 'query', 'header'] as const;

/** A field's value from its change event (templates are typed without the DOM's types: they also run on Node). */
const typed = (event: { target: unknown }): string => (event.target as { value: string }).value;

/**
 * "Try it": a button that opens a form for the operation's request (server, credentials, parameters, body) and sends
 * it from the reader's browser, then shows the answer. Closed, it is one button: the page carries no form until asked.
 */
export function TryIt({ id, spec, open, state, actions }: Props) {
  const strings = useStrings();
  return (
    <section className="dg-try" aria-labelledby={`${id}-toggle`}>
      <button
        type="button"
        id={`${id}-toggle`}
        className="dg-button dg-button--small dg-try__toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={actions?.onToggle}
      >
        {strings.tryIt.open}
      </button>
      <div id={`${id}-panel`} className="dg-try__panel" hidden={!open}>
        {open && state && actions ? <TryItForm id={id} spec={spec} state={state} actions={actions} /> : null}
      </div>
    </section>
  );
}

function TryItForm({ id, spec, state, actions }: { id: string; spec: TryItSpec; state: TryItState; actions: TryItActions }) {
  const strings = useStrings();
  const { inputs, problem } = state;
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    actions.onSend();
  };
  const scheme = spec.auth[0];
  return (
    <>
      <form className="dg-try__form" onSubmit={submit} noValidate aria-label={strings.tryIt.title}>
        <label className="dg-try__field">
          <span>{strings.tryIt.server}</span>
          <select value={inputs.server} onChange={(e) => actions.onInput({ server: typed(e) })}>
            {spec.servers.map((s) => (
              <option key={s.url} value={s.url}>
                {s.description ? `${s.description} — ${s.url}` : s.url}
              </option>
            ))}
          </select>
        </label>
        {scheme ? (
          <fieldset className="dg-try__group">
            <legend>{strings.api.authentication}</legend>
            <label className="dg-try__field">
              <span>
                {scheme.kind === 'apiKey'
                  ? format(strings.tryIt.apiKey, { name: scheme.header })
                  : scheme.kind === 'bearer'
                    ? strings.tryIt.token
                    : strings.tryIt.username}
              </span>
              <input
                type={scheme.kind === 'basic' ? 'text' : 'password'}
                autoComplete="off"
                spellCheck={false}
                value={inputs.secret}
                onChange={(e) => actions.onInput({ secret: typed(e) })}
              />
            </label>
            {scheme.kind === 'basic' ? (
              <label className="dg-try__field">
                <span>{strings.tryIt.password}</span>
                <input
                  type="password"
                  autoComplete="off"
                  value={inputs.password}
                  onChange={(e) => actions.onInput({ password: typed(e) })}
                />
              </label>
            ) : null}
            <label className="dg-try__check">
              <input
                type="checkbox"
                checked={state.remember}
                onChange={(e) => actions.onRemember((e.target as unknown as { checked: boolean }).checked)}
              />
              {strings.tryIt.remember}
            </label>
          </fieldset>
        ) : null}
        {LOCATIONS.map((where) => {
          const list = spec.parameters.filter((p) => p.in === where);
          return list.length > 0 ? (
            <fieldset key={where} className="dg-try__group">
              <legend>{strings.api.parameterGroups[where]}</legend>
              {list.map((p) => (
                <ParameterInput
                  key={parameterKey(p)}
                  id={`${id}-${p.in}-${p.name.replace(/[^\w-]/g, '_')}`}
                  parameter={p}
                  value={inputs.values[parameterKey(p)] ?? ''}
                  onValue={actions.onValue}
                />
              ))}
            </fieldset>
          ) : null;
        })}
        {spec.body ? (
          <label className="dg-try__field">
            <span>
              {strings.api.requestBody} <code>{spec.body.contentType}</code>
            </span>
            <textarea
              className="dg-try__body"
              rows={Math.min(16, inputs.body.split('\n').length + 1)}
              spellCheck={false}
              value={inputs.body}
              aria-invalid={problem?.excerpt !== undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(e) => actions.onInput({ body: typed(e) })}
            />
          </label>
        ) : null}
        {problem ? (
          <div id={`${id}-problem`} className="dg-try__problem" role="alert">
            <p>{problem.message}</p>
            {problem.excerpt !== undefined ? (
              <pre>
                {problem.excerpt}
                {'\n'}
                {`${' '.repeat(Math.max(0, (problem.column ?? 1) - 1))}^`}
              </pre>
            ) : null}
          </div>
        ) : null}
        <button type="submit" className="dg-button dg-button--small" aria-disabled={state.sending}>
          {state.sending ? strings.tryIt.sending : strings.tryIt.send}
        </button>
      </form>
      <TryItResult outcome={state.outcome} copied={state.copied} onCopy={actions.onCopy} />
    </>
  );
}

function ParameterInput({
  id,
  parameter: p,
  value,
  onValue,
}: {
  id: string;
  parameter: TryItParameter;
  value: string;
  onValue: TryItActions['onValue'];
}) {
  const strings = useStrings();
  const key = parameterKey(p);
  return (
    <div className="dg-try__field">
      <label htmlFor={id}>
        <code>{p.name}</code> {p.required ? <span className="dg-flag dg-flag--required">{strings.api.required}</span> : null}
      </label>
      {p.enum ? (
        <select id={id} value={value} aria-required={p.required} onChange={(e) => onValue(key, typed(e))}>
          {p.required ? null : <option value="">—</option>}
          {p.enum.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </select>
      ) : (
        <input id={id} type="text" spellCheck={false} value={value} aria-required={p.required} onChange={(e) => onValue(key, typed(e))} />
      )}
    </div>
  );
}
