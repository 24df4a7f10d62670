import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { COPIED_FEEDBACK_MS } from '../../shared/constants.js';
import type { CodeSample } from '../../shared/model/api.js';
import { strings } from '../../shared/strings.pt.js';

interface Props {
  /** Used for ids and the group's accessible name. */
  id: string;
  title: string;
  samples: CodeSample[];
  /** Language shown first: the first sample on the server; the reader's choice after hydration. */
  selected?: string;
  onSelect?: (lang: string) => void;
  onCopy?: (text: string) => Promise<void>;
}

/**
 * The code samples of an operation as an ARIA tabs widget (tablist, tabs, tabpanels; arrows, Home and End move
 * between languages) with a copy button per sample. The code itself is static, highlighted HTML.
 */
export function CodeSamples({ id, title, samples, selected, onSelect, onCopy }: Props) {
  const current = samples.some((s) => s.lang === selected) ? selected! : samples[0]?.lang;
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const [copied, setCopied] = useState<string | undefined>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    // From the tab that has the focus (the ARIA tabs pattern), which is also the selected one unless several keys
    // arrive before React has re-rendered (keys replayed after hydration).
    const focused = tabs.current.findIndex((tab) => tab === event.target);
    const index = focused >= 0 ? focused : samples.findIndex((s) => s.lang === current);
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: samples.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + samples.length) % samples.length;
    onSelect?.(samples[next]!.lang);
    tabs.current[next]?.focus();
  };

  const copy = (sample: CodeSample, panel: HTMLElement | null): void => {
    const text = panel?.querySelector('code')?.textContent ?? '';
    void onCopy?.(text).then(() => {
      setCopied(sample.lang);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(undefined), COPIED_FEEDBACK_MS);
    });
  };

  return (
    <section className="dg-samples" aria-label={strings.api.samplesLabel(title)}>
      <div className="dg-samples__tabs" role="tablist" aria-label={strings.api.samples} onKeyDown={onKeyDown}>
        {samples.map((sample, index) => {
          const active = sample.lang === current;
          return (
            <button
              key={sample.lang}
              ref={(el) => { tabs.current[index] = el; }}
              type="button"
              role="tab"
              id={`${id}-tab-${sample.lang}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${sample.lang}`}
              tabIndex={active ? 0 : -1}
              className="dg-samples__tab"
              data-lang={sample.lang}
              onClick={() => onSelect?.(sample.lang)}
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
            onClick={(event) => copy(sample, event.currentTarget.parentElement)}
          >
            {copied === sample.lang ? strings.api.copied : strings.api.copy}
          </button>
          <pre tabIndex={0}><code className="hljs" dangerouslySetInnerHTML={{ __html: sample.html }} /></pre>
        </div>
      ))}
      <p className="dg-visually-hidden" aria-live="polite">{copied ? strings.api.copied : ''}</p>
    </section>
  );
}
