// Writes that run on libuv's thread pool while the build's thread goes on rendering. Creating a file is mostly the
// kernel's work: at 10,000 pages the render thread spent 31 of its 37 s in open, write and mkdir, one core busy in
// the kernel and the other idle (vmstat). Handed to the pool, that work runs beside the rendering.

/** A bounded set of writes in flight: `push` waits while `limit` are running, so pages are not held in memory unwritten. */
export class WriteQueue {
  private readonly running = new Set<Promise<void>>();
  private failure: { error: unknown } | undefined;

  constructor(private readonly limit = 16) {}

  /** Starts `task`; returns once fewer than `limit` tasks are running. Throws the first failure of an earlier task. */
  async push(task: () => Promise<void>): Promise<void> {
    this.throwIfFailed();
    const running: Promise<void> = task()
      .catch((error: unknown) => {
        this.failure ??= { error };
      })
      .finally(() => this.running.delete(running));
    this.running.add(running);
    while (this.running.size >= this.limit) await Promise.race(this.running);
    this.throwIfFailed();
  }

  /** Waits for every task, then throws the first failure. */
  async drain(): Promise<void> {
    await this.settled();
    this.throwIfFailed();
  }

  /** Waits for every task, failed or not: before a failed build removes the folder they write into. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure.error;
  }
}
