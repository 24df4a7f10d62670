import { STORAGE_KEYS } from '../../shared/constants.js';
import type { CodeSample } from '../../shared/model/api.js';
import { format } from '../../shared/i18n/format.js';
import { useStrings } from '../useStrings.js';
import { TabList } from './TabList.js';

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
 * between languages) with a copy button per sample, drawn in the tab bar's end (site.css) so it never covers code. The
 * code itself is static, highlighted HTML.
 */
export function CodeSamples({ id, title, samples, selected, copied, onSelect, onFocusTab, onCopy }: Props) {
  const strings = useStrings();
  const current = samples.some((s) => s.lang === selected) ? selected! : samples[0]?.lang;
  const tabs = samples.map((sample) => ({
    value: sample.lang,
    label: sample.label,
    tabId: `${id}-tab-${sample.lang}`,
    panelId: `${id}-panel-${sample.lang}`,
  }));

  return (
    <section className="dg-samples" aria-label={format(strings.api.samplesLabel, { title })} data-tab-group={STORAGE_KEYS.sampleLanguage}>
      <div className="dg-samples__bar">
        <TabList
          tabs={tabs}
          selected={current}
          className="dg-samples__tabs"
          tabClassName="dg-samples__tab"
          label={strings.api.samples}
          onSelect={onSelect}
          onFocusTab={onFocusTab}
        />
      </div>
      {samples.map((sample) => (
        <div
          key={sample.lang}
          role="tabpanel"
          id={`${id}-panel-${sample.lang}`}
          aria-labelledby={`${id}-tab-${sample.lang}`}
          className="dg-samples__panel"
          data-tab={sample.lang}
          hidden={sample.lang !== current}
        >
          <button
            type="button"
            className="dg-copy"
            aria-label={copied === sample.lang ? strings.api.copied : format(strings.api.copyLabel, { language: sample.label })}
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
