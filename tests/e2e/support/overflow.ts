import type { Page } from 'playwright-core';

/**
 * How wide the page is, and the first element that sticks out past the window's right edge (empty when none):
 * what sticks out of the page itself, not what a scrolling box (code, a table, a tab row) holds out of sight.
 */
export function sidewaysOverflow(page: Page): Promise<{ scrollWidth: number; past: string }> {
  return page.evaluate(() => {
    const limit = window.innerWidth + 1;
    const clipped = (el: Element): boolean => {
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const past = [...document.querySelectorAll('body *')].find((el) => el.getBoundingClientRect().right > limit && !clipped(el));
    return {
      scrollWidth: document.scrollingElement!.scrollWidth,
      past: past
        ? `<${past.tagName.toLowerCase()} class="${past.className}"> ends at ${Math.round(past.getBoundingClientRect().right)}`
        : '',
    };
  });
}
