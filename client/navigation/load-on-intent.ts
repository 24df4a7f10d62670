// Part of the boot script: client navigation's code loads on the first intent toward a link (pointer over it, or
// focus on it), so a reader who only reads never downloads it. A plain click that comes while it is loading is held
// and followed once it is here (or natively, by a full load, if the chunk cannot be loaded).
import type { Navigation, SetUpIslands } from './types.js';

/** Starts client navigation on the first intent toward a link; the chunk then handles clicks itself. */
export function loadNavigationOnIntent(setUpIslands: SetUpIslands): void {
  let navigation: Promise<Navigation> | undefined;
  let ready = false;
  const load = (): Promise<Navigation> =>
    (navigation ??= import('./client-navigation.js').then(
      (mod) => {
        ready = true;
        return mod.start(setUpIslands);
      },
      (error: unknown) => {
        navigation = undefined; // try again on the next intent; links meanwhile load pages natively
        throw error;
      },
    ));
  const onIntent = (event: Event): void => {
    if ((event.target as Element).closest?.('a[href]')) void load().catch(() => undefined);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.('a[href]');
    if (
      ready ||
      !navigation ||
      !(link instanceof HTMLAnchorElement) ||
      event.defaultPrevented ||
      event.button ||
      event.ctrlKey ||
      event.metaKey ||
      event.shiftKey ||
      event.altKey ||
      link.target ||
      link.hasAttribute('download')
    )
      return;
    event.preventDefault();
    navigation.then(
      (nav) => nav.follow(link),
      () => location.assign(link.href),
    );
  });
}
