import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HTML_ATTRS, STORAGE_KEYS } from '../../templates/constants.js';
import { ColorModeToggle } from '../../templates/islands/ColorModeToggle.js';
import { writeStorage } from '../storage.js';

function currentTheme(): 'light' | 'dark' {
  return document.documentElement.getAttribute(HTML_ATTRS.theme) === 'dark' ? 'dark' : 'light';
}

function LiveColorMode() {
  const [dark, setDark] = useState(false); // as rendered on the server; corrected right after hydration
  useEffect(() => {
    setDark(currentTheme() === 'dark');
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

export function hydrate(root: HTMLElement): void {
  hydrateRoot(root, <LiveColorMode />);
}
