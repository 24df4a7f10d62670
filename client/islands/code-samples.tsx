import { useEffect, useState } from 'react';
import { STORAGE_KEYS, TRY_IT_EVENTS } from '../../shared/constants.js';
import type { CodeSample } from '../../shared/model/api.js';
import { curlHtml } from '../../shared/try-it/curl-text.js';
import { CodeSamples } from '../../templates/islands/CodeSamples.js';
import { copyText } from '../copy-text.js';
import { chooseTab, onTabChoice } from '../tab-choice.js';
import { hydrateIsland } from './hydrate-island.js';
import { useCopiedFeedback } from './useCopiedFeedback.js';

interface Props {
  id: string;
  title: string;
}

/** A language's tab in the group (the server renders one per language, marked with data-tab). */
function tabOf(root: HTMLElement, lang: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[role="tab"][data-tab="${CSS.escape(lang)}"]`);
}

/** The <code> element of a language's panel. */
function codeOf(root: HTMLElement, lang: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[role="tabpanel"][data-tab="${CSS.escape(lang)}"] code`);
}

/** The samples as rendered on the server, read back from the DOM so the page's HTML carries the code only once. */
function samplesFromDom(root: HTMLElement): { samples: CodeSample[]; selected?: string } {
  const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
  const samples = tabs.map((tab) => {
    const lang = tab.dataset.tab!;
    return { lang, label: tab.textContent ?? lang, html: codeOf(root, lang)?.innerHTML ?? '' };
  });
  const selected = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true')?.dataset.tab;
  return { samples, selected };
}

function LiveSamples({ root, id, title, samples, initial }: Props & { root: HTMLElement; samples: CodeSample[]; initial?: string }) {
  const [selected, setSelected] = useState(initial);
  const [copied, showCopied] = useCopiedFeedback();
  const [curl, setCurl] = useState<string>();
  useEffect(() => onTabChoice(STORAGE_KEYS.sampleLanguage, setSelected), []);
  // The "Try it" panel's request replaces the curl sample, so what the reader copies is what the panel sends.
  useEffect(() => {
    const follow = (event: Event): void => {
      if (root.isConnected) setCurl((event as CustomEvent<string>).detail);
    };
    document.addEventListener(TRY_IT_EVENTS.request, follow);
    document.dispatchEvent(new Event(TRY_IT_EVENTS.ask));
    return () => document.removeEventListener(TRY_IT_EVENTS.request, follow);
  }, [root]);
  const shown = curl === undefined ? samples : samples.map((s) => (s.lang === 'curl' ? { ...s, html: curlHtml(curl) } : s));

  const copy = (lang: string): void => {
    void copyText(codeOf(root, lang)?.textContent ?? '').then(() => showCopied(lang));
  };
  return (
    <CodeSamples
      id={id}
      title={title}
      samples={shown}
      selected={selected}
      copied={copied}
      onSelect={(lang) => chooseTab(STORAGE_KEYS.sampleLanguage, lang)}
      onFocusTab={(lang) => tabOf(root, lang)?.focus()}
      onCopy={copy}
    />
  );
}

export function hydrate(root: HTMLElement, props: Props): Promise<void> {
  const { samples, selected } = samplesFromDom(root);
  return hydrateIsland(root, <LiveSamples {...props} root={root} samples={samples} initial={selected} />);
}
