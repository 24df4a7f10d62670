// Proving that something did NOT happen without sleeping a fixed time: instead of "wait 500 ms and look", wait until
// the page can no longer do it. Whatever a page does on its own (a fetch, a render, an error) starts from something
// it has already queued: a timer, an animation frame, an idle callback, a request's answer. So the page is settled
// when none of its timers is pending, no request is in flight, and an animation frame then an idle period have passed
// (idle callbacks run after what was queued before them, and only when no other task waits). Repeating timers
// (setInterval) are not followed: the site has none, and one would never let the page settle.
import type { Page, Request } from 'playwright-core';

export interface RequestTracker {
  /** Resolves once the page has nothing left to do on its own (see the top of this file). */
  settled(): Promise<void>;
}

interface TimerWatch {
  /** Resolves once no timeout set by the page is pending. */
  timersDone(): Promise<void>;
}

/** Runs in the page before its own scripts: follows every pending setTimeout, so a test can wait for the last. */
function watchTimers(): void {
  const set = window.setTimeout.bind(window);
  const clear = window.clearTimeout.bind(window);
  const pending = new Set<number>();
  let waiting: (() => void)[] = [];
  const forget = (id: number): void => {
    pending.delete(id);
    if (pending.size > 0) return;
    const resolve = waiting;
    waiting = [];
    for (const done of resolve) done();
  };
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
    if (typeof handler !== 'function') return set(handler, delay, ...rest);
    const id = set(
      (...args: unknown[]) => {
        forget(id);
        (handler as (...values: unknown[]) => void)(...args);
      },
      delay,
      ...rest,
    );
    pending.add(id);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    clear(id);
    if (id !== undefined && pending.has(id)) forget(id);
  }) as typeof window.clearTimeout;
  const watch: TimerWatch = {
    timersDone: () => (pending.size === 0 ? Promise.resolve() : new Promise((done) => waiting.push(done))),
  };
  (window as unknown as { dgTimerWatch: TimerWatch }).dgTimerWatch = watch;
}

/** No timer pending, then one animation frame, then one idle period, then one more task: everything queued has run. */
function quietPage(page: Page): Promise<void> {
  return page.evaluate(async () => {
    await (window as unknown as { dgTimerWatch: TimerWatch }).dgTimerWatch.timersDone();
    await new Promise<void>((done) => {
      requestAnimationFrame(() => requestIdleCallback(() => setTimeout(done, 0)));
    });
  });
}

/** Resolves at the page's next request that ends (answered or failed). */
function nextRequestEnd(page: Page): Promise<void> {
  return new Promise((resolve) => {
    const ended = (): void => {
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      resolve();
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  });
}

/** Follows the page's timers and requests from now on (call it before `goto`), for `settled()`. */
export async function trackRequests(page: Page): Promise<RequestTracker> {
  await page.addInitScript(watchTimers);
  const inFlight = new Set<Request>();
  const started: Request[] = [];
  page.on('request', (request) => {
    inFlight.add(request);
    started.push(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return {
    async settled() {
      for (;;) {
        const before = started.length;
        await quietPage(page);
        // A request that started meanwhile may start more work when it ends: wait for it, then look again.
        if (inFlight.size === 0 && started.length === before) return;
        if (inFlight.size > 0) await nextRequestEnd(page);
      }
    },
  };
}

/**
 * Waits until a timer of `ms` set by the page during the action just done has certainly fired: timers of equal or
 * shorter delay fire in the order they were set, so a page timer set after the action's own fires after them.
 */
export async function pastTimersOf(page: Page, ms: number): Promise<void> {
  await page.evaluate((delay) => new Promise<void>((done) => setTimeout(() => requestAnimationFrame(() => done()), delay)), ms);
}
