// A thin bar at the top of the window while a client navigation takes long: it appears only once the navigation
// has taken PROGRESS_BAR_DELAY_MS (a fast one shows nothing) and completes when the new page is in place.
// Decoration only: hidden from assistive technology, never focusable (the route announcer speaks instead).
// Its motion is CSS transitions, which the stylesheet turns off under prefers-reduced-motion.
import { NAVIGATION, PROGRESS_BAR_DELAY_MS } from '../../shared/constants.js';

const BAR = 'dg-progress';
const ACTIVE = 'dg-progress--active';
const DONE = 'dg-progress--done';

let bar: HTMLElement | undefined;
let delay: ReturnType<typeof setTimeout> | undefined;
let fade: ReturnType<typeof setTimeout> | undefined;

function showBar(): void {
  clearTimeout(fade);
  if (!bar) {
    bar = document.createElement('div');
    bar.setAttribute('aria-hidden', 'true');
    document.body.append(bar);
  }
  bar.className = BAR;
  void bar.offsetWidth; // start from empty: the growth is a transition from this state
  bar.className = `${BAR} ${ACTIVE}`;
}

/** A navigation starts; one already under way keeps its bar (and its delay). */
export function startProgress(): void {
  if (delay !== undefined || (bar?.classList.contains(ACTIVE) && !bar.classList.contains(DONE))) return;
  delay = setTimeout(() => {
    delay = undefined;
    showBar();
  }, PROGRESS_BAR_DELAY_MS);
}

/** The navigation has ended (its page is in place, or a full load takes over): complete and hide the bar. */
export function finishProgress(): void {
  clearTimeout(delay);
  delay = undefined;
  if (!bar?.classList.contains(ACTIVE)) return;
  bar.classList.add(DONE);
  const done = bar;
  fade = setTimeout(() => {
    done.className = BAR;
  }, NAVIGATION.progressFadeMs);
}
