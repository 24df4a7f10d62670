import type { KeyboardEvent } from 'react';
import type { CodeSample } from '../../shared/model/api.js';
import { strings } from '../../shared/strings.pt.js';
import { tabAfterKey } from '../layout/tab-after-key.js';

interface Props {
  /** Used for ids and the group's accessible name. */
  id: string;
  title: string;
  samples: CodeSample[];
  /** Language shown first: the first sample on the server; the reader's choice after hydration. */
  selected?: string;
  /** The language whose sample was just copied: its button says so for a moment (the client keeps the time). */
  copied?: string;
  onSelect?: (lang: string) => void;
  /** Moves the focus to a language's tab, as the keyboard selects it (the ARIA tabs pattern). */
  onFocusTab?: (lang: string) => void;
  /** Copies the code of a language's sample (the client reads it from the page). */
  onCopy?: (lang: string) => void;
}

/**
 * The code samples of an operation as an ARIA tabs widget (tablist, tabs, tabpanels; arrows, Home and End move
 * between languages) with a copy button per sample. The code itself is static, highlighted HTML.
 */
export function CodeSamples({ id, title, samples, selected, copied, onSelect, onFocusTab, onCopy }: Props) {
  const current = samples.some((s) => s.lang === selected) ? selected! : samples[0]?.lang;

  // From the tab the key was pressed on, which has the focus, not from the selected one: several keys may arrive
  // before React has re-rendered (keys replayed after hydration), each on the tab the previous one focused.
  const onKeyDown = (event: KeyboardEvent, index: number): void => {
    const next = tabAfterKey(event.key, index, samples.length);
    if (next === undefined) return;
    event.preventDefault();
    onSelect?.(samples[next]!.lang);
    onFocusTab?.(samples[next]!.lang);
  };

  return (
    <section className="dg-samples" aria-label={strings.api.samplesLabel(title)}>
      <div className="dg-samples__tabs" role="tablist" aria-label={strings.api.samples}>
        {samples.map((sample, index) => {
          const active = sample.lang === current;
          return (
            <button
              key={sample.lang}
              type="button"
              role="tab"
              id={`${id}-tab-${sample.lang}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${sample.lang}`}
              tabIndex={active ? 0 : -1}
              className="dg-samples__tab"
              data-lang={sample.lang}
              onClick={() => onSelect?.(sample.lang)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {sample.label}
            </button>
          );
        })}
      </div>
      {samples.map((sample) => (
        <div
          key={sample.lang}
          role="tabpanel"
          id={`${id}-panel-${sample.lang}`}
          aria-labelledby={`${id}-tab-${sample.lang}`}
          className="dg-samples__panel"
          data-lang={sample.lang}
          hidden={sample.lang !== current}
        >
          <button
            type="button"
            className="dg-copy"
            aria-label={copied === sample.lang ? strings.api.copied : strings.api.copyLabel(sample.label)}
            onClick={() => onCopy?.(sample.lang)}
          >
            {copied === sample.lang ? strings.api.copied : strings.api.copy}
          </button>
          <pre tabIndex={0}>
            <code className="hljs" dangerouslySetInnerHTML={{ __html: sample.html }} />
          </pre>
        </div>
      ))}
      <p className="dg-visually-hidden" aria-live="polite">
        {copied ? strings.api.copied : ''}
      </p>
    </section>
  );
}
