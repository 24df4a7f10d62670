import { useEffect, useState } from 'react';
import { HTML_ATTRS, STORAGE_KEYS } from '../../shared/constants.js';
import { ColorModeToggle } from '../../templates/islands/ColorModeToggle.js';
import { writeStorage } from '../storage.js';
import { hydrateIsland } from './hydrate-island.js';

function currentTheme(): 'light' | 'dark' {
  return document.documentElement.getAttribute(HTML_ATTRS.theme) === 'dark' ? 'dark' : 'light';
}

function LiveColorMode() {
  // Start from the real mode, not the server's guess: boot.ts already wrote the true aria-pressed into the DOM,
  // and React does not patch attributes while hydrating, so its state must agree with the DOM from the start.
  const [dark, setDark] = useState(() => currentTheme() === 'dark');
  useEffect(() => {
    // The inline head script follows the system preference until the reader chooses; mirror its changes.
    const observer = new MutationObserver(() => setDark(currentTheme() === 'dark'));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: [HTML_ATTRS.theme] });
    return () => observer.disconnect();
  }, []);
  const toggle = (): void => {
    const next = currentTheme() === 'dark' ? 'light' : 'dark';
    document.documentElement.setAttribute(HTML_ATTRS.theme, next);
    writeStorage(STORAGE_KEYS.theme, next);
  };
  return <ColorModeToggle dark={dark} onToggle={toggle} />;
}

export function hydrate(root: HTMLElement): Promise<void> {
  return hydrateIsland(root, <LiveColorMode />);
}
