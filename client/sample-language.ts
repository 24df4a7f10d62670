// The reader's code-sample language: remembered across pages and shared by every tab group on a page.
import { SAMPLE_LANGUAGE_EVENT, STORAGE_KEYS } from '../shared/constants.js';
import { readStorage, writeStorage } from './storage.js';

export function storedSampleLanguage(): string | null {
  return readStorage(STORAGE_KEYS.sampleLanguage);
}

/** Remembers the choice and tells every tab group on the page. */
export function chooseSampleLanguage(lang: string): void {
  writeStorage(STORAGE_KEYS.sampleLanguage, lang);
  window.dispatchEvent(new CustomEvent(SAMPLE_LANGUAGE_EVENT, { detail: lang }));
  for (const group of document.querySelectorAll<HTMLElement>('.dg-samples-island:not([data-hydrated])')) showStatically(group, lang);
}

/**
 * Shows `lang` in a tab group that is still static HTML (not hydrated): the same attributes React would render,
 * so the reader sees their language at once and hydration later finds the DOM as it expects.
 */
export function showStatically(group: HTMLElement, lang: string): void {
  if (!group.querySelector(`[role="tab"][data-lang="${CSS.escape(lang)}"]`)) return;
  for (const tab of group.querySelectorAll<HTMLElement>('[role="tab"]')) {
    const active = tab.dataset.lang === lang;
    tab.setAttribute('aria-selected', String(active));
    tab.tabIndex = active ? 0 : -1;
  }
  for (const panel of group.querySelectorAll<HTMLElement>('[role="tabpanel"]')) panel.hidden = panel.dataset.lang !== lang;
}
