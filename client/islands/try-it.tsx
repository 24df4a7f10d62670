import { useEffect, useState } from 'react';
import { HYDRATE_ISLAND_EVENT, ISLANDS, STORAGE_KEYS, TRY_IT_EVENTS } from '../../shared/constants.js';
import { format } from '../../shared/i18n/format.js';
import type { TryItSpec } from '../../shared/model/api.js';
import { curlText } from '../../shared/try-it/curl-text.js';
import { jsonProblem } from '../../shared/try-it/json-check.js';
import { buildRequest, initialInputs, type TryItInputs } from '../../shared/try-it/request.js';
import { TryIt, type TryItState } from '../../templates/islands/TryIt.js';
import type { TryItOutcome } from '../../templates/islands/TryItResult.js';
import { useStrings } from '../../templates/useStrings.js';
import { copyText } from '../copy-text.js';
import { readSession, writeSession } from '../storage.js';
import { hydrateIsland } from './hydrate-island.js';
import { useCopiedFeedback } from './useCopiedFeedback.js';

interface Props {
  id: string;
  spec: TryItSpec;
}

/** The credentials the reader asked this tab to remember, if any. */
function storedCredentials(): Pick<TryItInputs, 'secret' | 'password'> | undefined {
  try {
    const stored = JSON.parse(readSession(STORAGE_KEYS.tryItCredentials) ?? 'null') as { secret?: unknown; password?: unknown } | null;
    return stored ? { secret: String(stored.secret ?? ''), password: String(stored.password ?? '') } : undefined;
  } catch {
    return undefined;
  }
}

/** The answer as the panel shows it: JSON formatted, the time in whole milliseconds. */
async function outcomeOf(response: Response, started: number): Promise<TryItOutcome> {
  const text = await response.text();
  const ms = Math.round(performance.now() - started);
  let body = text;
  let json = false;
  if (/json/i.test(response.headers.get('content-type') ?? '')) {
    try {
      body = JSON.stringify(JSON.parse(text), null, 2);
      json = true;
    } catch {
      // Said to be JSON but is not: shown as the server sent it.
    }
  }
  return { kind: 'response', status: response.status, statusText: response.statusText, ms, headers: [...response.headers], body, json };
}

function LiveTryIt({ root, id, spec }: Props & { root: HTMLElement }) {
  const strings = useStrings();
  const [open, setOpen] = useState(false);
  const [remember, setRemember] = useState(() => storedCredentials() !== undefined);
  const [inputs, setInputs] = useState<TryItInputs>(() => ({ ...initialInputs(spec), ...storedCredentials() }));
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<TryItState['problem']>();
  const [outcome, setOutcome] = useState<TryItOutcome>();
  const [copied, showCopied] = useCopiedFeedback();
  const request = buildRequest(spec, inputs);
  const curl = curlText(request);

  // The key lives in memory; in sessionStorage only while the box is ticked, and never in localStorage.
  useEffect(() => {
    writeSession(STORAGE_KEYS.tryItCredentials, remember ? JSON.stringify({ secret: inputs.secret, password: inputs.password }) : null);
  }, [remember, inputs.secret, inputs.password]);

  // While open, the curl sample beside the panel is the request it will send (see TRY_IT_EVENTS).
  useEffect(() => {
    if (!open) return;
    const publish = (): void => {
      if (root.isConnected) document.dispatchEvent(new CustomEvent(TRY_IT_EVENTS.request, { detail: curl }));
    };
    publish();
    document.addEventListener(TRY_IT_EVENTS.ask, publish);
    return () => document.removeEventListener(TRY_IT_EVENTS.ask, publish);
  }, [open, curl, root]);

  const toggle = (): void => {
    if (!open)
      document.querySelector(`[data-island="${ISLANDS.codeSamples}"]`)?.dispatchEvent(new Event(HYDRATE_ISLAND_EVENT, { bubbles: true }));
    setOpen(!open);
  };

  const send = async (): Promise<void> => {
    if (sending) return;
    const bodyProblem = request.body === undefined ? undefined : jsonProblem(request.body);
    if (request.missing.length > 0) return setProblem({ message: format(strings.tryIt.missing, { names: request.missing.join(', ') }) });
    if (bodyProblem)
      return setProblem({
        message: format(strings.tryIt.jsonError, { line: bodyProblem.line, column: bodyProblem.column }),
        ...bodyProblem,
      });
    let prepared: Request;
    try {
      prepared = new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        credentials: 'omit',
        cache: 'no-store',
      });
    } catch (error) {
      return setProblem({ message: (error as Error).message }); // a header value the browser will not send, say
    }
    setProblem(undefined);
    setOutcome(undefined);
    setSending(true);
    const started = performance.now();
    try {
      setOutcome(await outcomeOf(await fetch(prepared), started));
    } catch {
      // fetch says nothing more than "Failed to fetch" for a refused connection, a DNS failure or a CORS refusal.
      setOutcome({ kind: 'network', origin: new URL(request.url).origin, curl });
    } finally {
      setSending(false);
    }
  };

  const state: TryItState = { inputs, remember, sending, problem, outcome, copied };
  return (
    <TryIt
      id={id}
      spec={spec}
      open={open}
      state={state}
      actions={{
        onToggle: toggle,
        onInput: (patch) => setInputs((current) => ({ ...current, ...patch })),
        onValue: (key, value) => setInputs((current) => ({ ...current, values: { ...current.values, [key]: value } })),
        onRemember: setRemember,
        onSend: () => void send(),
        onCopy: (what) => {
          const text = outcome?.kind === 'response' ? outcome.body : outcome?.kind === 'network' ? outcome.curl : '';
          void copyText(what === 'curl' && outcome?.kind !== 'network' ? curl : text).then(() => showCopied(what));
        },
      }}
    />
  );
}

export function hydrate(root: HTMLElement, props: Props): Promise<void> {
  return hydrateIsland(root, <LiveTryIt {...props} root={root} />);
}
