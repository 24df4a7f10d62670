import { useEffect, useState } from 'react';
import { SAMPLE_LANGUAGE_EVENT } from '../../shared/constants.js';
import type { CodeSample } from '../../shared/model/api.js';
import { CodeSamples } from '../../templates/islands/CodeSamples.js';
import { chooseSampleLanguage } from '../sample-language.js';
import { copyText } from '../copy-text.js';
import { hydrateIsland } from './hydrate-island.js';

interface Props {
  id: string;
  title: string;
}

/** The samples as rendered on the server, read back from the DOM so the page's HTML carries the code only once. */
function samplesFromDom(root: HTMLElement): { samples: CodeSample[]; selected?: string } {
  const tabs = [...root.querySelectorAll<HTMLElement>('[role="tab"]')];
  const samples = tabs.map((tab) => {
    const lang = tab.dataset.lang!;
    const panel = root.querySelector<HTMLElement>(`[role="tabpanel"][data-lang="${CSS.escape(lang)}"] code`);
    return { lang, label: tab.textContent ?? lang, html: panel?.innerHTML ?? '' };
  });
  const selected = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true')?.dataset.lang;
  return { samples, selected };
}

function LiveSamples({ id, title, samples, initial }: Props & { samples: CodeSample[]; initial?: string }) {
  const [selected, setSelected] = useState(initial);
  useEffect(() => {
    const follow = (event: Event): void => setSelected((event as CustomEvent<string>).detail);
    window.addEventListener(SAMPLE_LANGUAGE_EVENT, follow);
    return () => window.removeEventListener(SAMPLE_LANGUAGE_EVENT, follow);
  }, []);
  return <CodeSamples id={id} title={title} samples={samples} selected={selected} onSelect={chooseSampleLanguage} onCopy={copyText} />;
}

export function hydrate(root: HTMLElement, props: Props): Promise<void> {
  const { samples, selected } = samplesFromDom(root);
  return hydrateIsland(root, <LiveSamples {...props} samples={samples} initial={selected} />);
}
