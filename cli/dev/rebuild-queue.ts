// Turns the watcher's stream of file events into rebuilds: a burst of events (an editor writes a file several times,
// a `git checkout` touches hundreds) becomes one rebuild, and rebuilds never overlap: what changes during one is
// batched into the next (Eleventy's watch queue).

export interface RebuildQueueOptions {
  /** Quiet time after the last event before a rebuild starts. */
  quietMs: number;
  /** Longest wait from the first event of a burst, so a steady stream of events cannot postpone a rebuild forever. */
  maxWaitMs: number;
  /** One rebuild with the paths that changed since the last one started. Its errors are its own to report. */
  run: (changes: Set<string>) => Promise<void>;
}

export class RebuildQueue {
  private pending = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private burstStart = 0;
  private running: Promise<void> | undefined;
  private closed = false;
  private idleWaiters: Array<() => void> = [];

  constructor(private readonly options: RebuildQueueOptions) {}

  /** Records a changed path; the rebuild starts once events have been quiet for `quietMs`. */
  push(path: string): void {
    if (this.closed) return;
    if (this.pending.size === 0) this.burstStart = Date.now();
    this.pending.add(path);
    if (this.running) return; // started when the running rebuild ends
    this.schedule();
  }

  /** Resolves once no rebuild is running or waiting. */
  idle(): Promise<void> {
    if (!this.running && this.pending.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Drops what is waiting; a running rebuild finishes on its own. */
  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    this.pending.clear();
    if (!this.running) this.settle();
  }

  private schedule(): void {
    clearTimeout(this.timer);
    const waited = Date.now() - this.burstStart;
    const delay = Math.max(0, Math.min(this.options.quietMs, this.options.maxWaitMs - waited));
    this.timer = setTimeout(() => this.start(), delay);
  }

  private start(): void {
    this.timer = undefined;
    if (this.closed || this.running || this.pending.size === 0) return;
    const changes = this.pending;
    this.pending = new Set();
    this.running = this.options
      .run(changes)
      .catch(() => {})
      .then(() => {
        this.running = undefined;
        if (this.pending.size > 0 && !this.closed) this.schedule();
        else this.settle();
      });
  }

  private settle(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
