import { HTML_ATTRS, STORAGE_KEYS } from '../../shared/constants.js';
import type { AnnouncementProps } from '../../shared/islands.js';
import { AnnouncementBar } from '../../templates/islands/AnnouncementBar.js';
import { writeStorage } from '../storage.js';
import { hydrateIsland } from './hydrate-island.js';

export function hydrate(root: HTMLElement, props: AnnouncementProps & { baseUrl: string }): Promise<void> {
  const close = (): void => {
    writeStorage(STORAGE_KEYS.announcementDismissed(props.id), '1');
    document.documentElement.setAttribute(HTML_ATTRS.announcementDismissed, '');
    // The bar disappears: move focus somewhere sensible instead of losing it on <body>.
    document.querySelector<HTMLElement>('.dg-navbar__brand')?.focus();
  };
  return hydrateIsland(root, <AnnouncementBar {...props} onClose={close} />);
}
